import GRDB

/// Migration v4: the `memoryState` table and each card result's predicted recall (see
/// `RecallPredictions`), for the history saved so far: both built by one replay of every card
/// result in time order.
extension Migrations {
  static func addMemoryStates(_ db: Database, progress: (_ done: Int, _ total: Int) -> Void) throws {
    try db.execute(sql: v4Tables)
    try db.execute(sql: "ALTER TABLE cardResult ADD COLUMN recallPredicted REAL")
    try MemoryStates.rebuild(nil, in: db, progress: progress)
  }

  /// Dates are UTC text, as everywhere in the history. `(player, due)` serves the review queue;
  /// `(player, firstReview)` the count of cards started on a review day.
  private static let v4Tables = """
    CREATE TABLE memoryState (
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      direction TEXT NOT NULL,
      card TEXT NOT NULL,
      state INTEGER NOT NULL,
      step INTEGER,
      stability REAL NOT NULL,
      difficulty REAL NOT NULL,
      due TEXT NOT NULL,
      lastReview TEXT NOT NULL,
      firstReview TEXT NOT NULL,
      reviews INTEGER NOT NULL,
      lapses INTEGER NOT NULL,
      PRIMARY KEY (player, deck, direction, card)
    ) WITHOUT ROWID;
    CREATE INDEX memoryState_on_player_due ON memoryState (player, due);
    CREATE INDEX memoryState_on_player_firstReview ON memoryState (player, firstReview);
    """
}
