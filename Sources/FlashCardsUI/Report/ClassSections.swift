import FlashCardsCore
import Foundation

/// A teacher's page: the pupils who need attention first, what the class misses and confuses, a
/// pupil × card grid of one deck, and each pupil's own page.
struct ClassSections {
  var pupils: [ReportFacts]
  var decks: [ReportDeck]
  var now: Date
  var today: Int

  /// What makes a pupil need attention.
  static let daysAway = 7
  static let fallingPoints = -10
  static let manyOverdue = 20

  var html: String {
    guard !pupils.isEmpty else { return "<p>No games in this history yet: nobody to show.</p>\n" }
    let order = attentionOrder
    var html = roster(order) + classMisses + classConfusions + grid
    for index in order {
      let pupil = pupils[index]
      html += "<section class=\"pupil\" id=\"p\(index)\"><h2>\(pupil.player.html)</h2>\n"
      html += LearnerSections(facts: pupil, decks: decks, now: now, today: today, anchor: "p\(index)").html
      html += "</section>\n"
    }
    return html
  }

  /// Why `pupil` needs attention, in words; empty for none.
  func flags(_ pupil: ReportFacts) -> [String] {
    var flags: [String] = []
    if let last = pupil.lastDay {
      if today - last >= Self.daysAway { flags.append("not practised for \(today - last) days") }
    } else {
      flags.append("never practised")
    }
    if let trend = pupil.accuracyTrend, trend <= Self.fallingPoints { flags.append("accuracy falling") }
    let overdue = pupil.overdue(at: now)
    if overdue >= Self.manyOverdue { flags.append("\(overdue) cards overdue") }
    return flags
  }

  /// The pupils' places, most flags first, then longest away, then by name.
  private var attentionOrder: [Int] {
    let keys = pupils.map { (flags($0).count, today - ($0.lastDay ?? Int.min / 2)) }
    return pupils.indices.sorted {
      if keys[$0].0 != keys[$1].0 { return keys[$0].0 > keys[$1].0 }
      if keys[$0].1 != keys[$1].1 { return keys[$0].1 > keys[$1].1 }
      return pupils[$0].player < pupils[$1].player
    }
  }

  private func roster(_ order: [Int]) -> String {
    let rows = order.map { index -> [String] in
      let pupil = pupils[index]
      let flags = flags(pupil)
      let trend = pupil.accuracyTrend.map { $0 < 0 ? "▼ \(-$0) points" : $0 > 0 ? "▲ \($0) points" : "= steady" } ?? "–"
      return [
        "<a href=\"#p\(index)\">\(pupil.player.html)</a>",
        flags.isEmpty ? "on track" : flags.map { "<span class=\"flag\">⚠ \($0)</span>" }.joined(separator: " "),
        pupil.lastDay.map(ReportNumber.day) ?? "never", "\(pupil.daysActive(last: 28, today: today))",
        "\(pupil.games)", trend, "\(pupil.cardsKnown)", ReportNumber.percent(pupil.trueRetention),
      ]
    }
    return "<h2 id=\"class\">The class at a glance</h2>\n<p>Those who need attention first: not practised for "
      + "\(Self.daysAway) days or more, accuracy down \(-Self.fallingPoints) points or more over the last two weeks "
      + "played, or \(Self.manyOverdue) cards or more overdue.</p>\n"
      + ReportCharts.table(
        [
          "Pupil", "Needs attention", "Last practised", "Days active (4 weeks)", "Games", "Accuracy trend",
          "Cards known", "True retention",
        ], numeric: [3, 4, 6, 7], rows: rows, stacked: true)
  }

  private var classMisses: String {
    struct Miss {
      var deck: String; var card: String; var expected: String; var missedBy = 0; var seenBy = 0; var missed = 0;
      var seen = 0
    }
    var misses: [String: Miss] = [:]
    for pupil in pupils {
      for tally in pupil.tallies {
        let key = "\(tally.deck)\u{0}\(tally.card)"
        var miss = misses[key] ?? Miss(deck: tally.deck, card: tally.card, expected: tally.expected)
        miss.seenBy += 1
        // Often: a third or more of the pupil's answers to it wrong.
        if tally.missed > 0 && tally.missed * 3 >= tally.seen { miss.missedBy += 1 }
        miss.missed += tally.missed
        miss.seen += tally.seen
        misses[key] = miss
      }
    }
    let worst = misses.values.filter { $0.missedBy > 0 }.sorted {
      if $0.missedBy != $1.missedBy { return $0.missedBy > $1.missedBy }
      let (a, b) = (Double($0.missed) / Double(max(1, $0.seen)), Double($1.missed) / Double(max(1, $1.seen)))
      return a != b ? a > b : ($0.deck, $0.card) < ($1.deck, $1.card)
    }.prefix(20)
    guard !worst.isEmpty else { return "" }
    let share = { (miss: Miss) in Double(miss.missedBy) / Double(pupils.count) }
    return ReportCharts.figure(
      "class-misses", title: "The cards the class misses most",
      note: "By the share of pupils who often miss each card (a third or more of their answers to it wrong).",
      drawing: ReportCharts.bars(
        worst.map { share($0) }, top: 1, titles: worst.map { "\($0.card.html): \(ReportNumber.percent(share($0)))" },
        labels: [:], css: "bar-4"),
      table: ReportCharts.table(
        ["Deck", "Card", "Answer", "Often missed by", "Share of pupils", "Answers missed"], numeric: [3, 4, 5],
        rows: worst.map {
          [
            $0.deck.html, $0.card.html, $0.expected.html, "\($0.missedBy) of \($0.seenBy)",
            ReportNumber.percent(share($0)), "\($0.missed) of \($0.seen)",
          ]
        }), open: true)
  }
}
