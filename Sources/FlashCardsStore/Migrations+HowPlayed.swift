import GRDB

/// Migration v5: how each game was played, and answers the player overruled.
///
/// - `gameResult.retryOf`: the game whose missed cards this game played again (NULL otherwise,
///   and again NULL once that game is deleted);
/// - `gameResult.choices`: the number of options of a multiple-choice game (NULL: typed);
/// - `gameResult.deckCards`: how many cards the deck had when it was played (NULL for reviews and
///   for games saved before v5), so that a game of the whole deck can be told from a part of it;
/// - `gameResult.underReverseName`: a reverse game saved under the deck's reverse name ("states"),
///   which says so by itself, rather than under the deck's own name ("capitals (reverse)"), so that
///   the history can label a game without reading deck files. Before v5 it was not recorded: a
///   reverse game is taken to be under a reverse name when no forward game has its deck's name;
///   a deck without a reverse name only ever played in reverse is the one case this gets wrong;
/// - `cardResult.verdict` may be `overruled`: judged wrong, then declared right by the player.
extension Migrations {
  static func addHowPlayed(_ db: Database) throws {
    try db.execute(
      sql: """
        ALTER TABLE gameResult ADD COLUMN retryOf INTEGER REFERENCES gameResult(id) ON DELETE SET NULL;
        ALTER TABLE gameResult ADD COLUMN choices INTEGER;
        ALTER TABLE gameResult ADD COLUMN deckCards INTEGER;
        ALTER TABLE gameResult ADD COLUMN underReverseName BOOLEAN NOT NULL DEFAULT 0;
        UPDATE gameResult SET underReverseName = 1
        WHERE direction = 'reverse' AND deck NOT IN (SELECT deck FROM gameResult WHERE direction = 'forward');
        """)
    try allowOverruledVerdict(db)
  }

  /// Widens the CHECK constraint of `cardResult.verdict` by editing the table's definition in
  /// place, as SQLite documents for loosening a constraint ("Making Other Kinds Of Table Schema
  /// Changes"): every row stored satisfies the wider check, so no row is rewritten, which keeps
  /// the upgrade instant where copying the table would take seconds at millions of card results.
  private static func allowOverruledVerdict(_ db: Database) throws {
    let definition =
      try String.fetchOne(db, sql: "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = 'cardResult'") ?? ""
    guard definition.components(separatedBy: verdictCheckBeforeV5).count == 2 else {
      throw DatabaseError(
        resultCode: .SQLITE_MISMATCH, message: "the table cardResult does not have the verdict check of v1")
    }
    let widened = definition.replacingOccurrences(of: verdictCheckBeforeV5, with: verdictCheckSinceV5)
    let schemaVersion = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
    try db.execute(sql: "PRAGMA writable_schema = ON")
    try db.execute(
      sql: "UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = 'cardResult'", arguments: [widened])
    try db.execute(sql: "PRAGMA schema_version = \(schemaVersion + 1)")
    try db.execute(sql: "PRAGMA writable_schema = OFF")
  }
}
