import GRDB

/// What marks an SQLite file as a FlashCards history: `PRAGMA application_id`, the 32-bit number
/// in the file's header that tools such as `file(1)` read to tell SQLite files apart.
enum HistoryMark {
  /// ASCII "FlCd" (0x466C4364). Set when a history is created or next opened for writing: it is a
  /// header field, not a schema change, so it needs no migration. Histories written before it was
  /// set are recognised by their migrations.
  static let applicationID: Int32 = 0x466C_4364

  /// The file's application_id, and whether it holds any table, index, view or trigger other than
  /// `grdb_migrations`: a history another process is creating may have that table and nothing else.
  static func look(_ db: Database) throws -> (applicationID: Int32, holdsObjects: Bool) {
    let row = try Row.fetchOne(
      db,
      sql: """
        SELECT (SELECT application_id FROM pragma_application_id()),
          EXISTS (
            SELECT 1 FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'grdb_migrations')
        """)
    return (
      Int32.fromDatabaseValue(row?.value(at: 0) ?? .null) ?? 0,
      Bool.fromDatabaseValue(row?.value(at: 1) ?? .null) ?? false
    )
  }

  /// True for a file FlashCards must not take for a history: marked by another program, or
  /// unmarked with contents of its own and none of our migrations. Only a new or empty file
  /// becomes a history.
  static func isForeign(applicationID: Int32, holdsObjects: Bool, ourMigrations: Bool) -> Bool {
    switch applicationID {
    case HistoryMark.applicationID: false
    case 0: holdsObjects && !ourMigrations
    default: true
    }
  }

  static func mark(_ writer: some DatabaseWriter) throws {
    try writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA application_id = \(applicationID)")
    }
  }
}
