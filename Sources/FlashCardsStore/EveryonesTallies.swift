import GRDB

/// v14's tallies of everyone at the end of a write: the keys the triggers queued (since v15, every
/// key a write touched) are grouped again from the players' rows (Migrations+EveryonesTallies.swift,
/// Migrations+EveryonesQueue.swift).
enum EveryonesTallies {
  /// Called at the end of every write transaction of this store: one look at the queues, and the
  /// grouping of a table prepared only when its queue holds a key.
  static func regroupQueued(_ db: Database) throws {
    guard let queued = try Row.fetchOne(db.cachedStatement(sql: queuedSQL)) else { return }
    for (index, tally) in Migrations.everyonesTallies.enumerated() where queued[index] as Bool? == true {
      for sql in tally.regroupQueued {
        try db.cachedStatement(sql: sql).execute()
      }
    }
  }

  /// Whether `table`'s queue is empty, so that its rows are everyone's: a reader that finds it not
  /// empty (sqlite3 wrote the players' rows since the last write of this store) reads those.
  static func isCurrent(_ table: String, in db: Database) throws -> Bool {
    try Bool.fetchOne(db.cachedStatement(sql: "SELECT NOT EXISTS (SELECT 1 FROM \(table)Regroup)")) == true
  }

  /// Whether each queue holds a key, in one statement.
  private static let queuedSQL =
    "SELECT " + Migrations.everyonesTallies.map { "EXISTS (SELECT 1 FROM \($0.queue))" }.joined(separator: ", ")
}
