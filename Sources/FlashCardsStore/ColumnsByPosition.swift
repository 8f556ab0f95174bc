import Foundation
import GRDB

/// A row's values by their place in the SELECT, read as `RowValues` reads them: text always as
/// text, a number that does not fit as an `UnreadableValue` naming its column.
protocol ColumnsByPosition {
  /// The value as SQLite holds it; NULL past the last column.
  func value(at index: Int) -> DatabaseValue
  /// The column's name, for an error that says where a value is.
  func name(at index: Int) -> String
}

extension ColumnsByPosition {
  func optionalText(at index: Int) -> String? {
    Row.text(of: value(at: index))
  }

  func text(at index: Int) throws -> String {
    guard let text = optionalText(at: index) else { throw unreadable(at: index) }
    return text
  }

  func optionalInteger(at index: Int) throws -> Int? {
    try Row.integer(of: value(at: index)) { _ in unreadable(at: index) }
  }

  func integer(at index: Int) throws -> Int {
    guard let value = try optionalInteger(at: index) else { throw unreadable(at: index) }
    return value
  }

  /// A moment stored as `DatabaseDate` text; a year beyond 0000–9999 as that range's nearest end.
  func dateHeldInRange(at index: Int) -> Date? {
    optionalText(at: index).flatMap(DatabaseDate.dateHeldInRange)
  }

  func optionalReal(at index: Int) throws -> Double? {
    try Row.real(of: value(at: index)) { _ in unreadable(at: index) }
  }

  private func unreadable(at index: Int) -> UnreadableValue {
    UnreadableValue(column: name(at: index), holding: value(at: index))
  }
}

extension Row: ColumnsByPosition {}

/// The current row of a statement a read steps through, its values read straight from SQLite,
/// for reads of many rows: a `Row`'s positional read also makes the column's name
/// (docs/perf-log/2026-11-29-review-list.md).
struct StatementColumns: ColumnsByPosition {
  let statement: Statement

  func value(at index: Int) -> DatabaseValue {
    guard index >= 0, index < statement.columnCount else { return .null }
    return DatabaseValue(sqliteStatement: statement.sqliteStatement, index: CInt(index))
  }

  func name(at index: Int) -> String {
    index >= 0 && index < statement.columnCount ? statement.columnNames[index] : "#\(index)"
  }
}

extension Statement {
  /// Steps through the statement's rows, handing each to `body` while it is current.
  func forEachRow(_ body: (StatementColumns) throws -> Void) throws {
    let rows = try Row.fetchCursor(self)
    let columns = StatementColumns(statement: self)
    while try rows.next() != nil {
      try body(columns)
    }
  }
}
