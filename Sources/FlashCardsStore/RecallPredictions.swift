import FlashCardsCore
import GRDB

/// The `recallPredicted` column of `cardResult` (migration v4): the chance of recall FSRS gave a
/// card just before it was answered, from the card's state after its earlier answers; NULL for a
/// card's first answer. Written by every replay and every save (what `MemoryReplay.apply`
/// returns), beside the memory states.
struct RecallPredictions {
  private let update: Statement

  init(_ db: Database) throws {
    update = try db.cachedStatement(sql: "UPDATE cardResult SET recallPredicted = ? WHERE gameId = ? AND position = ?")
  }

  func write(_ recall: Double?, for review: MemoryStates.Review) throws {
    try update.execute(arguments: [recall, review.gameId, review.position])
  }
}
