public import FlashCardsCore

/// The server's schema (`flashcards` in the database a URL names): its versions and how a
/// database is brought to the newest. Like the history file, a schema newer than this program
/// knows is refused, never touched.
public enum ServerSchema {
  /// Every migration, in order. Append; never edit one that has landed.
  static let migrations: [ServerMigration] = [.initial, .cardsInGames, .checks]

  /// The version this program writes and reads.
  public static var currentVersion: Int { migrations.last?.version ?? 0 }

  /// What `migrate` did (a plain value in FlashCardsCore, for `ServerAdminReport`).
  public typealias Outcome = ServerSchemaOutcome

  /// Creates the schema, or upgrades it, in one transaction; safe to run twice, and at the same
  /// moment from two places (the second waits, then finds it done).
  public static func migrate(_ connection: PostgresConnection) throws -> Outcome {
    try migrate(connection, through: currentVersion)
  }

  /// `migrate`, stopping at `target`: the tests make an older server with it to upgrade it.
  static func migrate(_ connection: PostgresConnection, through target: Int) throws -> Outcome {
    try connection.transaction {
      // Taken for the transaction: two `server init` of one database run one after the other.
      try ServerAdmin.waiting(for: .schemaLock) {
        try connection.execute("SELECT pg_advisory_xact_lock(hashtext('flashcards.schema'))")
      }
      let found = try version(connection)
      if found == 0 {
        let encoding =
          try connection.execute(
            "SELECT pg_encoding_to_char(encoding) FROM pg_database WHERE datname = current_database()"
          )
          .single() ?? ""
        guard encoding == "UTF8" else {
          throw ServerSchemaError.notUTF8(server: connection.address, encoding: encoding)
        }
      }
      guard found <= currentVersion else {
        throw ServerSchemaError.newer(server: connection.address, version: found, known: currentVersion)
      }
      for migration in migrations where migration.version > found && migration.version <= target {
        try ServerAdmin.waiting(for: .tables) { try connection.executeScript(migration.sql) }
        try connection.execute(
          "INSERT INTO flashcards.schema_version (version, description) VALUES ($1, $2)",
          [String(migration.version), migration.description])
      }
      if found >= target { return .alreadyCurrent(version: found) }
      return found == 0 ? .created(version: target) : .upgraded(from: found, to: target)
    }
  }

  /// The version of the schema in the connected database: 0 when there is none. A `flashcards`
  /// schema without FlashCards' version table is another program's, and refused.
  public static func version(_ connection: PostgresConnection) throws -> Int {
    let row = try connection.execute(
      """
      SELECT to_regnamespace('flashcards') IS NOT NULL AS has_schema,
             to_regclass('flashcards.schema_version') IS NOT NULL AS has_versions
      """)[0]
    guard try row.bool("has_schema") else { return 0 }
    guard try row.bool("has_versions") else { throw ServerSchemaError.notFlashCards(server: connection.address) }
    return try connection.execute("SELECT coalesce(max(version), 0) AS version FROM flashcards.schema_version")[0]
      .int("version")
  }

  /// Checks that the schema is the one this program works with, for a command that uses it.
  public static func requireCurrent(_ connection: PostgresConnection) throws {
    let found = try version(connection)
    if found == 0 { throw ServerSchemaError.missing(server: connection.address) }
    if found < currentVersion { throw ServerSchemaError.older(server: connection.address, version: found) }
    if found > currentVersion {
      throw ServerSchemaError.newer(server: connection.address, version: found, known: currentVersion)
    }
  }
}
