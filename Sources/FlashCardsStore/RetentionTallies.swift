public import FlashCardsCore
public import Foundation
import GRDB

extension AppDatabase {
  /// `player`'s true retention up to `now` (see `TrueRetention`), of `deck` or of every deck.
  ///
  /// With the retention scheduled (`retention` nil), it is summed from the daily tallies that
  /// `Summaries` keeps: a row per deck and review day of the month,
  /// whatever the size of the history. Their review days were worked out when each answer was
  /// replayed, in the time zone of the program that saved or replayed it; `timeZone` decides only
  /// which day is today. With another retention asked, whether a card was due at it depends on its
  /// state at each answer, which is not kept: the player's history is replayed.
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
    // The month's rows of each deck, deck after deck: the primary key (player, deck, day) finds
    // a deck's month directly, where `day >= ?` alone read every day of the player's history.
    // Every deck's: its decks are found by
    // skipping from each to the next along the key.
    let decks: SQL =
      deck == nil
      ? """
      WITH RECURSIVE decks(deck) AS (
        SELECT MIN(deck) FROM retentionTally WHERE player = \(player)
        UNION ALL
        SELECT (SELECT MIN(deck) FROM retentionTally WHERE player = \(player) AND deck > decks.deck)
        FROM decks WHERE decks.deck IS NOT NULL)
      SELECT tally.deck, day, due, recalled FROM decks
      JOIN retentionTally AS tally ON tally.player = \(player) AND tally.deck = decks.deck AND day >= \(firstDay)
      """
      : """
      SELECT deck, day, due, recalled FROM retentionTally
      WHERE player = \(player) AND deck = \(deck) AND day >= \(firstDay)
      """
    let tallies = try read { db in
      try SQLRequest<Row>(literal: decks).fetchAll(db).map { row in
        try AppDatabase.reading("retentionTally", key: ["deck", "day"], of: row) {
          TrueRetention.DayTally(
            deck: try $0.text("deck"), day: try $0.integer("day"), due: try $0.count("due"),
            recalled: try $0.count("recalled"))
        }
      }
    }
    return TrueRetention(asked: scheduler.desiredRetention, today: today, tallies: tallies)
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
