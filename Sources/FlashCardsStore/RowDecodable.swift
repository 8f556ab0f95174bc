import GRDB

/// A plain struct of the store's public API that reads itself from a row. The public types
/// cannot conform to GRDB's `FetchableRecord`: GRDB is imported internally, so that no GRDB type
/// shows in the store's API and a second store (PostgreSQL) can stand beside this one.
protocol RowDecodable {
  init(row: Row) throws
}

extension RowDecodable {
  static func fetchAll(_ db: Database, _ sql: SQL) throws -> [Self] {
    try Array(SQLRequest<Row>(literal: sql).fetchCursor(db).map { try Self(row: $0) })
  }

  static func fetchOne(_ db: Database, _ sql: SQL) throws -> Self? {
    try SQLRequest<Row>(literal: sql).fetchOne(db).map { try Self(row: $0) }
  }
}
