/// One step of the server's schema: SQL that takes it from `version - 1` to `version`. A
/// migration that has landed is never edited; a change is a new one, appended to
/// `ServerSchema.migrations` in a file of its own (`ServerMigration+<Name>.swift`).
public struct ServerMigration: Sendable {
  public let version: Int
  public let description: String
  /// Statements that take no values, run in the transaction that records the version.
  let sql: String
}
