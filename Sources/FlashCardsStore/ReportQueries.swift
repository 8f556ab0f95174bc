public import FlashCardsCore
public import Foundation
import GRDB

extension AppDatabase {
  /// The players with games in the history (of `deck`, or any), by name.
  public func reportPlayers(deck: String?) throws -> [String] {
    try read { db in
      try String.fetchAll(
        db,
        SQLRequest<String>(
          literal: "SELECT DISTINCT player FROM directionTotal WHERE \(AppDatabase.deckCondition(deck)) ORDER BY player"
        ))
    }
  }

  /// What the report shows of `filter.player` (which must be set): read from the summaries
  /// (`playedDay`, `cardTally`, `confusionTally`), the games' own scores, `memoryState`, and the
  /// review day each answer counts on.
  /// The period filters the days, weeks and months; the cards are as they stand at `now`.
  public func reportFacts(_ filter: HistoryFilter, now: Date, timeZone: TimeZone = .current) throws -> ReportFacts {
    let player = filter.player ?? ""
    let scheduler = try self.scheduler(of: player)
    let deck = AppDatabase.deckCondition(filter.deck)
    let firstDay = filter.since.map { ReviewDay($0, timeZone: timeZone).daysSince1970 } ?? Int.min
    let lastDay = filter.until.map { ReviewDay($0 - 1, timeZone: timeZone).daysSince1970 } ?? Int.max
    let (sinceText, untilText) = (
      filter.since.map(DatabaseDate.text) ?? "", filter.until.map(DatabaseDate.text) ?? "\u{10FFFF}"
    )
    return try read { db in
      var gamesByDay: [Int: Int] = [:]
      for row in try Row.fetchAll(
        db,
        SQLRequest<Row>(
          literal: """
            SELECT CAST(julianday(day) - 2440587.5 AS INTEGER), SUM(games) FROM playedDay
            WHERE player = \(player) AND \(deck) AND day >= substr(\(sinceText), 1, 10)
              AND day <= substr(\(untilText), 1, 10) GROUP BY day
            """))
      {
        if let day = try row.optionalInteger(at: 0) { gamesByDay[day] = try row.optionalInteger(at: 1) ?? 0 }
      }
      let games = gamesByDay.values.reduce(0, +)
      var cards: [ReportFacts.CardState] = []
      var firstReviews: [Int] = []
      let memoryRows = try Row.fetchCursor(
        db,
        SQLRequest<Row>(
          literal: "SELECT \(sql: MemoryStates.columns) FROM memoryState WHERE player = \(player) AND \(deck)"))
      while let row = try memoryRows.next() {
        guard let stored = try? MemoryStates.decode(row) else { continue }
        let memory = stored.memory
        firstReviews.append(ReportFacts.day(of: stored.firstReview))
        cards.append(
          ReportFacts.CardState(
            deck: stored.item.deck, direction: stored.item.direction, card: stored.item.card, state: memory.state,
            stability: memory.stability, due: scheduler.due(of: memory),
            recall: scheduler.retrievability(of: memory, at: now)))
      }
      firstReviews.sort()
      let weeks = try Self.reportWeeks(
        player: player, deck: filter.deck, since: sinceText, until: untilText, firstReviews: firstReviews, in: db)
      var months: [String: ReportFacts.Month] = [:]
      for tally in try AppDatabase.retentionDays(
        player: player, deck: filter.deck, days: firstDay...max(firstDay, lastDay), in: db)
      where tally.day <= lastDay {
        let date = ReviewDay(daysSince1970: tally.day).date
        let key = "\(date.year)-\(date.month)"
        months[key, default: ReportFacts.Month(year: date.year, month: date.month, due: 0, recalled: 0)].due +=
          tally.due
        months[key]?.recalled += tally.recalled
      }
      let tallies = try Statistics.CardTally.read(player: player, in: db).filter {
        filter.deck == nil || $0.deck == filter.deck
      }
      let confusions = try Statistics.Confusion.read(deck: filter.deck, player: player, limit: 50, in: db)
      return ReportFacts(
        player: player, games: games, gamesByDay: gamesByDay, weeks: weeks,
        months: months.values.sorted { ($0.year, $0.month) < ($1.year, $1.month) },
        askedRetention: scheduler.desiredRetention, cards: cards, tallies: tallies, confusions: confusions)
    }
  }

  /// Each week's scores, from the games' own scores grouped by the day played (Mondays start the weeks),
  /// with the cards first reviewed by each week's end.
  private static func reportWeeks(
    player: String, deck: String?, since: String, until: String, firstReviews: [Int], in db: Database
  ) throws -> [ReportFacts.Week] {
    var weeks: [Int: ReportFacts.Week] = [:]
    for row in try Row.fetchAll(
      db,
      SQLRequest<Row>(
        literal: """
          SELECT CAST(julianday(substr(g.playedAt, 1, 10)) - 2440587.5 AS INTEGER) AS day, COUNT(*),
            SUM(g.cards), SUM(g.correct)
          FROM gameResult AS g
          WHERE g.cards > 0 AND g.player = \(player) AND \(AppDatabase.deckCondition(deck, column: "g.deck")) AND g.playedAt >= \(since)
            AND g.playedAt < \(until)
          GROUP BY day
          """))
    {
      guard let day = try row.optionalInteger(at: 0) else { continue }
      // 1970-01-01 was a Thursday: day 4 was a Monday.
      let monday = day - ((day - 4) % 7 + 7) % 7
      var week =
        weeks[monday]
        ?? ReportFacts.Week(
          firstDay: monday, games: 0, accuracy: Statistics.Accuracy(cards: 0, correct: 0), cardsMet: 0)
      week.games += try row.optionalInteger(at: 1) ?? 0
      week.accuracy.cards += try row.optionalInteger(at: 2) ?? 0
      week.accuracy.correct += try row.optionalInteger(at: 3) ?? 0
      weeks[monday] = week
    }
    return weeks.values.sorted { $0.firstDay < $1.firstDay }.map { week in
      var week = week
      week.cardsMet = upperBound(firstReviews, week.firstDay + 6)
      return week
    }
  }

  /// How many of the ascending `values` are at most `limit`.
  private static func upperBound(_ values: [Int], _ limit: Int) -> Int {
    var (low, high) = (0, values.count)
    while low < high {
      let middle = (low + high) / 2
      if values[middle] <= limit { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
