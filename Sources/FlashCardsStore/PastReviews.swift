public import FlashCardsCore
import GRDB

extension AppDatabase {
  /// Calls `body` with each answer of `player`'s, oldest first, as the memory states replay them
  /// (through a cursor: memory stays flat whatever the size of the history).
  public func forEachReview(of player: String, _ body: (PastReview) throws -> Void) throws {
    try read { db in
      try MemoryStates.forEachReview(where: "gameResult.player = \(player)", in: db) { review in
        try body(PastReview(item: review.item, grade: review.grade, at: review.at))
      }
    }
  }
}
