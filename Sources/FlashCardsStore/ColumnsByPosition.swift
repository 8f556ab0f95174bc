import Foundation
import GRDB

/// A row's values by their place in the SELECT, read as `RowValues` reads them: text always as
/// text, a number that does not fit as an `UnreadableValue` naming its column.
protocol ColumnsByPosition {
  /// The value as SQLite holds it; NULL past the last column.
  func value(at index: Int) -> DatabaseValue
  /// The column's name, for an error that says where a value is.
  func name(at index: Int) -> String
  /// A moment stored as `DatabaseDate` text, as `DatabaseDate.dateHeldInRange` reads it; nil for
  /// anything else.
  func dateHeldInRange(at index: Int) -> Date?
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

  func optionalReal(at index: Int) throws -> Double? {
    try Row.real(of: value(at: index)) { _ in unreadable(at: index) }
  }

  private func unreadable(at index: Int) -> UnreadableValue {
    UnreadableValue(column: name(at: index), holding: value(at: index))
  }
}

extension Row: ColumnsByPosition {
  func dateHeldInRange(at index: Int) -> Date? {
    guard index >= 0, index < count else { return nil }
    // From SQLite's bytes in place when they are plain ASCII (as FlashCards writes dates): no
    // string made, only to be read and freed. Other bytes read as text does, U+FFFD and all.
    let read = try? withUnsafeData(atIndex: index) { data in
      data?.withUnsafeBytes { raw -> Date? in
        let bytes = raw.bindMemory(to: UInt8.self)
        guard bytes.allSatisfy({ $0 > 0 && $0 < 0x80 }) else { return nil }
        return DatabaseDate.date(utf8: bytes)
      }
    }
    if let date = read ?? nil { return date }
    return optionalText(at: index).flatMap(DatabaseDate.dateHeldInRange)
  }
}

/// The current row of a statement a read steps through, its values read straight from SQLite:
/// a `Row`'s positional read also makes the column's name, which was half of what decoding a
/// memory state cost (docs/perf-log/2026-11-29-review-list.md).
struct StatementColumns: ColumnsByPosition {
  let statement: Statement
  /// The row a cursor of the statement hands over: its current row.
  let row: Row

  func value(at index: Int) -> DatabaseValue {
    guard index >= 0, index < statement.columnCount else { return .null }
    return DatabaseValue(sqliteStatement: statement.sqliteStatement, index: CInt(index))
  }

  func name(at index: Int) -> String {
    index >= 0 && index < statement.columnCount ? statement.columnNames[index] : "#\(index)"
  }

  func dateHeldInRange(at index: Int) -> Date? {
    row.dateHeldInRange(at: index)
  }
}

extension Statement {
  /// Steps through the statement's rows, handing each to `body` while it is current.
  func forEachRow(arguments: StatementArguments? = nil, _ body: (StatementColumns) throws -> Void) throws {
    let rows = try Row.fetchCursor(self, arguments: arguments)
    while let row = try rows.next() {
      try body(StatementColumns(statement: self, row: row))
    }
  }
}
