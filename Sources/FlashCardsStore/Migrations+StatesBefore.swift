import GRDB

/// Migration v13: each memory state keeps the state its card had before its latest game, and
/// which game that was (by identity). Deleting the game just played (the usual deletion) puts
/// those back instead of replaying every answer of its cards from the first. NULL (unknown) for
/// the states already there and after any replay: such a deletion replays, as before.
/// `beforeGame` set with `beforeStability` NULL: the game was the card's first review.
extension Migrations {
  static func addStatesBefore(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE memoryState ADD COLUMN beforeGame TEXT;
        ALTER TABLE memoryState ADD COLUMN beforeState INTEGER;
        ALTER TABLE memoryState ADD COLUMN beforeStep INTEGER;
        ALTER TABLE memoryState ADD COLUMN beforeStability REAL;
        ALTER TABLE memoryState ADD COLUMN beforeDifficulty REAL;
        ALTER TABLE memoryState ADD COLUMN beforeDue TEXT;
        ALTER TABLE memoryState ADD COLUMN beforeLastReview TEXT;
        ALTER TABLE memoryState ADD COLUMN beforeReviews INTEGER;
        ALTER TABLE memoryState ADD COLUMN beforeLapses INTEGER;
        """)
  }
}
