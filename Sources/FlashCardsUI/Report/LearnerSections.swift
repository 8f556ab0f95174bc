import FlashCardsCore
import Foundation

/// A learner's page: the year's calendar, the weeks' accuracy, retention by month, the reviews
/// coming, each deck's cards by stage and by today's chance of recall, the cards missed most and
/// the answers confused.
struct LearnerSections {
  var facts: ReportFacts
  var decks: [ReportDeck]
  var now: Date
  var today: Int
  /// Makes the ids of this learner's figures unique on a page of many.
  var anchor: String

  var html: String {
    var html =
      summary
      + ReportCharts.figure(
        "\(anchor)-calendar", title: "Days practised over the last year",
        note: "A square a day, a column a week; the stronger the blue, the more games (grey: none).",
        drawing: ReportCharts.calendar(facts.gamesByDay, today: today), table: calendarTable)
    guard facts.games > 0 || !facts.cards.isEmpty else {
      return html + "<p>No games in this period yet.</p>\n"
    }
    html += weeks + retention + forecast + stages + tiles + missed + confusions
    return html
  }

  private var summary: String {
    let known = facts.cardsKnown
    let items = [
      ("games", "\(facts.games)"),
      ("days active, last 4 weeks", "\(facts.daysActive(last: 28, today: today))"),
      ("last practised", facts.lastDay.map(ReportNumber.day) ?? "never"),
      ("cards known (90%+ recall today)", "\(known)"),
      ("true retention", ReportNumber.percent(facts.trueRetention)),
      ("retention asked", ReportNumber.percent(facts.askedRetention)),
      ("cards overdue", "\(facts.overdue(at: now))"),
    ]
    return "<ul class=\"cards\" id=\"\(anchor)-summary\">"
      + items.map { "<li><b>\($0.1)</b>\($0.0)</li>" }.joined() + "</ul>\n"
  }

  private var calendarTable: String {
    var months: [(CivilMonth, Int, Int)] = []
    for day in (today - 364)...today {
      let month = CivilMonth(day: day)
      if months.last?.0.month != month.month { months.append((month, 0, 0)) }
      if let games = facts.gamesByDay[day], games > 0 {
        months[months.count - 1].1 += 1
        months[months.count - 1].2 += games
      }
    }
    return ReportCharts.table(
      ["Month", "Days practised", "Games"], numeric: [1, 2],
      rows: months.map { [ReportNumber.month($0.0.year, $0.0.month), "\($0.1)", "\($0.2)"] })
  }

  private var weeks: String {
    let shown = Array(facts.weeks.suffix(26))
    guard !shown.isEmpty else { return "" }
    let mostMet = Double(max(1, shown.map(\.cardsMet).max() ?? 1))
    let labels = Dictionary(
      uniqueKeysWithValues: shown.indices.filter { $0 % max(1, shown.count / 6) == 0 }.map {
        ($0, String(ReportNumber.day(shown[$0].firstDay).dropFirst(5)))
      })
    return ReportCharts.figure(
      "\(anchor)-weeks", title: "Accuracy and cards met, week by week",
      note: "Bars: the share of answers right each week. Orange line: the cards met so far (most: \(Int(mostMet))).",
      drawing: ReportCharts.bars(
        shown.map { $0.accuracy.cards == 0 ? nil : Double($0.accuracy.correct) / Double($0.accuracy.cards) }, top: 1,
        titles: shown.map { "week of \(ReportNumber.day($0.firstDay)): \(ReportNumber.percent($0.accuracy)) right" },
        labels: labels, line: shown.map { Double($0.cardsMet) }, lineTop: mostMet),
      table: ReportCharts.table(
        ["Week of", "Games", "Answers", "Right", "Cards met"], numeric: [1, 2, 3, 4],
        rows: shown.map {
          [
            ReportNumber.day($0.firstDay), "\($0.games)", "\($0.accuracy.cards)", ReportNumber.percent($0.accuracy),
            "\($0.cardsMet)",
          ]
        }))
  }

  private var retention: String {
    let months = Array(facts.months.suffix(12))
    guard !months.isEmpty else { return "" }
    let shares = months.map { $0.due == 0 ? nil : Double($0.recalled) / Double($0.due) }
    return ReportCharts.figure(
      "\(anchor)-retention", title: "True retention by month",
      note:
        "Bars: the share of due cards recalled. Dashed line: the retention asked, \(ReportNumber.percent(facts.askedRetention)).",
      drawing: ReportCharts.bars(
        shares, top: 1,
        titles: zip(months, shares).map { "\(ReportNumber.month($0.year, $0.month)): \(ReportNumber.percent($1))" },
        labels: Dictionary(
          uniqueKeysWithValues: months.indices.map { ($0, ReportNumber.month(months[$0].year, months[$0].month)) }),
        css: "bar-3", reference: facts.askedRetention),
      table: ReportCharts.table(
        ["Month", "Cards due", "Recalled", "True retention", "Asked"], numeric: [1, 2, 3, 4],
        rows: zip(months, shares).map {
          [
            ReportNumber.month($0.year, $0.month), "\($0.due)", "\($0.recalled)", ReportNumber.percent($1),
            ReportNumber.percent(facts.askedRetention),
          ]
        }))
  }

  private var forecast: String {
    guard !facts.cards.isEmpty else { return "" }
    var counts = Array(repeating: 0, count: 30)
    for card in facts.cards {
      let day = ReportFacts.day(of: card.due) - today
      if day < 30 { counts[max(0, day)] += 1 }
    }
    let top = Double(max(1, counts.max() ?? 1))
    return ReportCharts.figure(
      "\(anchor)-forecast", title: "Reviews due over the next 30 days",
      note: "Cards due each day; today's bar holds the \(facts.overdue(at: now)) overdue.",
      drawing: ReportCharts.bars(
        counts.map(Double.init), top: top,
        titles: counts.indices.map { "\(ReportNumber.day(today + $0)): \(counts[$0]) due" },
        labels: [0: "today", 7: "+7", 14: "+14", 21: "+21", 28: "+28"], css: "bar-2"),
      table: ReportCharts.table(
        ["Day", "Cards due"], numeric: [1],
        rows: counts.indices.filter { counts[$0] > 0 }.map { [ReportNumber.day(today + $0), "\(counts[$0])"] }))
  }
}
