public import FlashCardsCore
public import Foundation
import GRDB

extension AppDatabase {
  /// `player`'s true retention up to `now` (see `TrueRetention`), of `deck` or of every deck.
  ///
  /// With the retention scheduled (`retention` nil), it is counted from the month's answers: each
  /// card result keeps the review day it counts on (`countedDay`, worked out when it was replayed,
  /// in the time zone of the program that saved or replayed it); `timeZone` decides only which day
  /// is today. With another retention asked, whether a card was due at it depends on its state at
  /// each answer, which is not kept: the player's history is replayed.
  public func trueRetention(
    of player: String, retention: Double?, deck: String?, now: Date, timeZone: TimeZone = .current
  ) throws -> TrueRetention {
    let today = ReviewDay(now, timeZone: timeZone)
    let scheduler = try self.scheduler(of: player)
    guard retention == nil else {
      return try replayedTrueRetention(
        of: player, scheduler: scheduler, retention: retention, deck: deck, today: today, timeZone: timeZone)
    }
    let firstDay = today.daysSince1970 - TrueRetention.days.month + 1
    let tallies = try read { db in
      try AppDatabase.retentionDays(player: player, deck: deck, days: firstDay...Int.max, in: db)
    }
    return TrueRetention(asked: scheduler.desiredRetention, today: today, tallies: tallies)
  }

  /// The answers of `player` (of `deck`, or every deck; a review's cards by their own deck) that
  /// count on the review days `days`, due and recalled, by deck and day. Read from the games
  /// started from two days before the first day to two days after the last (a review day is
  /// local, and starts at 4 in the morning): along the index on (player, playedAt).
  static func retentionDays(
    player: String, deck: String?, days: ClosedRange<Int>, in db: Database
  ) throws -> [TrueRetention.DayTally] {
    func moment(_ day: Int) -> String {
      DatabaseDate.text(Date(timeIntervalSince1970: Double(day) * 86_400))
    }
    let from = days.lowerBound == Int.min ? "" : moment(days.lowerBound - 2)
    let before = days.upperBound == Int.max ? "\u{10FFFF}" : moment(days.upperBound + 3)
    let cardDeck: SQL = "COALESCE(cardResult.deck, gameResult.deck)"
    let onDeck: SQL = deck.map { "AND \(cardDeck) = \($0)" } ?? ""
    return try Row.fetchAll(
      db,
      SQLRequest<Row>(
        literal: """
          SELECT \(cardDeck), cardResult.countedDay, COUNT(*),
            SUM(\(sql: StoredRules.recalled("cardResult.verdict")))
          FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
          WHERE gameResult.player = \(player) AND gameResult.playedAt >= \(from) AND gameResult.playedAt < \(before)
            AND cardResult.countedDay BETWEEN \(days.lowerBound) AND \(days.upperBound) \(onDeck)
          GROUP BY 1, 2 ORDER BY 1, 2
          """)
    ).map { row in
      try AppDatabase.reading("cardResult", key: ["deck", "countedDay"], of: row) {
        TrueRetention.DayTally(
          deck: try $0.text(at: 0), day: try $0.integer(at: 1), due: try $0.integer(at: 2),
          recalled: try $0.integer(at: 3))
      }
    }
  }

  /// True retention by a replay of `player`'s whole history: what the tallies stand for, and the
  /// only way with another retention asked.
  func replayedTrueRetention(
    of player: String, scheduler: Scheduler, retention: Double?, deck: String?, today: ReviewDay, timeZone: TimeZone
  ) throws -> TrueRetention {
    var counter = try TrueRetention.Counter(
      scheduler: scheduler, retention: retention, today: today, timeZone: timeZone, deck: deck)
    try forEachReview(of: player) { counter.add($0) }
    return counter.trueRetention
  }
}
