import GRDB
import GRDBSQLite

/// The columns of the row a statement stands on, read straight from SQLite as `RowValues` reads
/// them (text is always text; a number that does not fit is nil). GRDB's `Row` finds each value
/// through generic code: reading 5M card results by column name took two thirds of a first
/// sync's CPU (perf), by index through `Row` still most of it.
struct ColumnValues {
  let statement: SQLiteStatement

  init(_ statement: SQLiteStatement) {
    self.statement = statement
  }

  func value(_ index: Int32) -> DatabaseValue {
    DatabaseValue(sqliteStatement: statement, index: index)
  }

  func text(_ index: Int32) -> String? {
    Row.text(of: value(index))
  }

  /// A whole number: an integer, or a real without a fraction; nil for NULL or anything else.
  func integer(_ index: Int32) -> Int? {
    switch value(index).storage {
    case .int64(let integer): Int(integer)
    case .double(let real): Int(exactly: real)
    default: nil
    }
  }

  /// A time in milliseconds within ±2⁴⁰, as `Row.duration` reads it.
  func duration(_ index: Int32) -> Int? {
    integer(index).flatMap { (-(1 << 40)...(1 << 40)).contains($0) ? $0 : nil }
  }

  /// The bytes of a text value as SQLite holds them, in place, when `Row` reads the same bytes:
  /// valid UTF-8 without a NUL (SQLite compares and groups the bytes it holds; `Row` stops at a
  /// NUL and replaces bytes that are not UTF-8). nil for anything else: NULL, a number, a BLOB.
  func plainText(_ index: Int32) -> UnsafeBufferPointer<UInt8>? {
    guard sqlite3_column_type(statement, index) == SQLITE_TEXT, let start = sqlite3_column_text(statement, index)
    else { return nil }
    let bytes = UnsafeBufferPointer(start: start, count: Int(sqlite3_column_bytes(statement, index)))
    var ascii = true
    for byte in bytes {
      if byte == 0 { return nil }
      if byte >= 0x80 { ascii = false }
    }
    if !ascii && String(validating: bytes, as: UTF8.self) == nil { return nil }
    return bytes
  }

  /// The UTF-8 bytes of the text `text(_:)` reads, in place when SQLite holds exactly those bytes
  /// (`plainText`), without making a `String`; nil for NULL. Dates are read this way: `stats`
  /// reads thousands.
  func withText<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
    if let bytes = plainText(index) { return body(bytes) }
    guard var text = text(index) else { return nil }
    return text.withUTF8(body)
  }
}
