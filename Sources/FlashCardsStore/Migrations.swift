import GRDB

/// Every schema change, in order. A migration that has landed is never edited: a change is a
/// new migration, with a test that migrates a database of the previous version holding data.
/// Migrations use table and column names, never the app's record types, so that they stay
/// what they were when they landed.
enum Migrations {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: games and their card results") { db in
      try db.create(table: "gameResult") { t in
        // AUTOINCREMENT: a deleted game's number is never given to another game.
        t.autoIncrementedPrimaryKey("id")
        t.column("deck", .text).notNull()
        t.column("direction", .text).notNull()
          .check { ["forward", "reverse"].contains($0) }
        t.column("playedAt", .datetime).notNull().indexed()
        t.column("milliseconds", .integer).notNull()
        t.column("endedEarly", .boolean).notNull().defaults(to: false)
      }
      try db.create(index: "gameResult_on_deck_playedAt", on: "gameResult", columns: ["deck", "playedAt"])

      // Keyed by (gameId, position) without a rowid: the primary key serves the foreign key
      // and the "cards of one game, in order" query, so no second index is needed.
      try db.create(table: "cardResult", options: .withoutRowID) { t in
        t.primaryKey {
          t.belongsTo("game", inTable: "gameResult", onDelete: .cascade)
          t.column("position", .integer)
        }
        t.column("card", .text).notNull()
        t.column("expected", .text).notNull()
        t.column("answer", .text).notNull()
        t.column("verdict", .text).notNull()
          .check { ["exact", "normalized", "typo", "wrong", "skipped"].contains($0) }
        t.column("correct", .boolean).notNull()
        t.column("confusedWith", .text)
        t.column("milliseconds", .integer).notNull()
      }
    }
    return migrator
  }
}
