import FlashCardsCore
import Foundation
import GRDB

/// The `recallPredicted` column of `cardResult` (migration v4): the chance of recall FSRS gave a
/// card just before it was answered, from the card's state after its earlier answers; NULL for a
/// card's first answer. Written by every replay and every save (what `MemoryReplay.apply`
/// returns), beside the memory states.
///
/// From v11 on, also `countedDay`: the review day on which true retention counts the answer (the
/// first of its day for a card that was due, see `TrueRetention.countedDay`), NULL when it does
/// not count. Triggers keep `retentionTally` from it (Migrations+Tallies.swift). The replays that
/// migrations before v11 run write only what their schema has.
struct RecallPredictions {
  private let update: Statement
  private let withCountedDay: Bool
  private let timeZone = TimeZone.current

  init(_ db: Database) throws {
    withCountedDay = try db.columns(in: "cardResult").contains { $0.name == "countedDay" }
    update = try db.cachedStatement(
      sql: withCountedDay
        ? "UPDATE cardResult SET recallPredicted = ?, countedDay = ? WHERE gameId = ? AND position = ?"
        : "UPDATE cardResult SET recallPredicted = ? WHERE gameId = ? AND position = ?")
  }

  /// `recall`: what the replay returned for `review`; `previous`: the card's state before it.
  func write(_ recall: Double?, after previous: MemoryState?, for review: MemoryStates.Review) throws {
    if withCountedDay {
      let day = TrueRetention.countedDay(after: previous, at: review.at, timeZone: timeZone)
      try update.execute(arguments: [recall, day, review.gameId, review.position])
    } else {
      try update.execute(arguments: [recall, review.gameId, review.position])
    }
  }
}
