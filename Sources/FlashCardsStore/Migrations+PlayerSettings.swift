import GRDB

/// Migration v6: the `playerSettings` table, one row per player who changed a setting. Its only
/// setting so far is the player's own FSRS parameters: a JSON array of 21 numbers, NULL (or no row)
/// for the defaults. Read through `PlayerParameters`, which checks what it reads.
extension Migrations {
  static func addPlayerSettings(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE playerSettings (
          player TEXT NOT NULL PRIMARY KEY,
          fsrsParameters TEXT
        ) WITHOUT ROWID
        """)
  }
}
