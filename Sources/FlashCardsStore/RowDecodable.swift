import GRDB

/// A plain struct of the store's public API that reads itself from a row. The public types
/// cannot conform to GRDB's `FetchableRecord`: GRDB is imported internally, so that no GRDB type
/// shows in the store's API and a second store (PostgreSQL) can stand beside this one.
///
/// Columns are read through `RowValues`, never GRDB's `row[column]`; a value that does not read
/// comes out of `init(row:)` as an `UnreadableValue` that names the table and the row's key.
protocol RowDecodable {
  /// Reads the columns; called through `init(row:)`, which says where a bad value is.
  init(columnsOf row: Row) throws
  /// The table the row is of, and the columns that identify it, for an error.
  static var table: String { get }
  static var key: [String] { get }
}

extension RowDecodable {
  init(row: Row) throws {
    do {
      try self.init(columnsOf: row)
    } catch let error as UnreadableValue {
      throw error.located(in: Self.table, key: Self.key, of: row)
    }
  }

  /// `cached`: the statement is kept for the next query of the same text (values are bound, so
  /// e.g. a query run once per deck is compiled once: `SELECT gameResult.*` costs SQLite half a
  /// million instructions to compile).
  static func fetchAll(_ db: Database, _ sql: SQL, cached: Bool = false) throws -> [Self] {
    try Array(SQLRequest<Row>(literal: sql, cached: cached).fetchCursor(db).map { try Self(row: $0) })
  }

  static func fetchOne(_ db: Database, _ sql: SQL, cached: Bool = false) throws -> Self? {
    try SQLRequest<Row>(literal: sql, cached: cached).fetchOne(db).map { try Self(row: $0) }
  }
}

extension AppDatabase {
  /// Reads a row of `table` (identified by the `key` columns) with `body`, for rows that are no
  /// `RowDecodable` type: an unreadable value comes out naming them.
  static func reading<T>(_ table: String, key: [String] = [], of row: Row, _ body: (Row) throws -> T) throws -> T {
    do {
      return try body(row)
    } catch let error as UnreadableValue {
      throw error.located(in: table, key: key, of: row)
    }
  }
}
