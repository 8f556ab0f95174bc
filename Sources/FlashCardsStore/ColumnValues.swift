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

  /// The bytes of a text value that is plain ASCII, in place, without making a `String`; for any
  /// other value (NULL, a number, a blob, text with a NUL or a byte above 0x7F) the bytes of
  /// `text(_:)`, the text `Row` would have read. Dates are read this way: `stats` reads thousands.
  func withASCIIText<T>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T? {
    if sqlite3_column_type(statement, index) == SQLITE_TEXT, let start = sqlite3_column_text(statement, index) {
      let bytes = UnsafeBufferPointer(start: start, count: Int(sqlite3_column_bytes(statement, index)))
      if bytes.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return body(bytes) }
    }
    guard var text = text(index) else { return nil }
    return text.withUTF8(body)
  }
}
