import FlashCardsCore
import GRDB

/// The `recallPredicted` column of `cardResult` (migration v4): the chance of recall FSRS gave a
/// card just before it was answered, from the card's state after its earlier answers; NULL for a
/// card's first answer. Written by every replay and every save, beside the memory states.
struct RecallPredictions {
  private let update: Statement

  init(_ db: Database) throws {
    update = try db.cachedStatement(sql: "UPDATE cardResult SET recallPredicted = ? WHERE gameId = ? AND position = ?")
  }

  /// `scheduler`: the reviewing player's, whose parameters (w20, the decay) shape the forgetting curve.
  func write(_ previous: MemoryState?, before review: MemoryStates.Review, scheduler: Scheduler) throws {
    let recall = previous.map { scheduler.retrievability(of: $0, at: review.at) }
    try update.execute(arguments: [recall, review.gameId, review.position])
  }
}
