import FlashCardsCore
import Foundation
import GRDB

/// The one way the store reads a column, whatever another program wrote there. GRDB's
/// `row[column]` stops the program (`try!`) on a value it cannot convert — a NULL where a number is
/// asked, a BLOB that is not UTF-8, a number too large — and a history edited with `sqlite3`, or
/// by a prankster, then crashed every later read. Here text is always text (bytes that are not
/// UTF-8 read with U+FFFD in their place, a number as its digits), and anything else that does not
/// fit is an `UnreadableValue` naming the column and what it holds.
extension Row {
  /// The text at `column`, or nil for NULL.
  func optionalText(_ column: String) -> String? {
    Row.text(of: value(column))
  }

  func text(_ column: String) throws -> String {
    guard let text = optionalText(column) else { throw UnreadableValue(column: column, holding: .null) }
    return text
  }

  /// The whole number at `column`, or nil for NULL: an integer, or a real without a fraction.
  func optionalInteger(_ column: String) throws -> Int? {
    try Row.integer(of: value(column)) { UnreadableValue(column: column, holding: $0) }
  }

  func integer(_ column: String) throws -> Int {
    guard let value = try optionalInteger(column) else { throw UnreadableValue(column: column, holding: .null) }
    return value
  }

  /// How many of something (games, cards, times): from 0 to 2⁴⁰, so that no sum of them overflows.
  func count(_ column: String) throws -> Int {
    try within(0...Row.largest, column)
  }

  /// A time in milliseconds: within ±2⁴⁰ (35 years), so that no sum of a game's times overflows.
  func duration(_ column: String) throws -> Int {
    try within(-Row.largest...Row.largest, column)
  }

  private static let largest = 1 << 40

  private func within(_ range: ClosedRange<Int>, _ column: String) throws -> Int {
    let value = try integer(column)
    guard range.contains(value) else { throw UnreadableValue(column: column, holding: self.value(column)) }
    return value
  }

  /// A game number or another row id.
  func optionalID(_ column: String) throws -> Int64? {
    try optionalInteger(column).map(Int64.init)
  }

  func id(_ column: String) throws -> Int64 {
    Int64(try integer(column))
  }

  /// A boolean as SQLite keeps it: any whole number, 0 for false.
  func optionalFlag(_ column: String) throws -> Bool? {
    try optionalInteger(column).map { $0 != 0 }
  }

  /// A value already read, as `optionalFlag` reads a column named `column`.
  static func optionalFlag(of value: DatabaseValue, column: String) throws -> Bool? {
    try integer(of: value) { UnreadableValue(column: column, holding: $0) }.map { $0 != 0 }
  }

  func flag(_ column: String) throws -> Bool {
    try integer(column) != 0
  }

  /// The integer at `index` as SQLite hands it over, or nil for NULL, without a look at its type:
  /// only for a column the SQL makes an integer or NULL (a row id, a `CASE` on `typeof`), in reads
  /// that step through many rows (text would read as its leading digits, or 0).
  func integerAsIs(at index: Int) -> Int64? {
    self[index]
  }

  /// A number, or nil for NULL.
  func optionalReal(_ column: String) throws -> Double? {
    try Row.real(of: value(column)) { UnreadableValue(column: column, holding: $0) }
  }

  /// One of the words a CHECK constraint allows (a verdict, a direction…).
  func word<Value: RawRepresentable<String>>(_ column: String, as type: Value.Type = Value.self) throws -> Value {
    let value = value(column)
    guard let text = Row.text(of: value), let word = Value(rawValue: text) else {
      throw UnreadableValue(column: column, holding: value)
    }
    return word
  }

  func optionalWord<Value: RawRepresentable<String>>(_ column: String, as type: Value.Type = Value.self) throws
    -> Value?
  {
    (value(column)).isNull ? nil : try word(column, as: type)
  }

  /// A moment stored as `DatabaseDate` text; a year beyond 0000–9999 as that range's nearest end.
  func date(_ column: String) throws -> Date {
    let value = value(column)
    guard let text = Row.text(of: value), let date = DatabaseDate.dateHeldInRange(text) else {
      throw UnreadableValue(column: column, holding: value)
    }
    return date
  }

  /// The value as SQLite holds it; NULL for a column the row does not have.
  /// Through GRDB's non-generic subscript: the generic one (`self[column] as DatabaseValue?`) looks
  /// up `Optional<DatabaseValue>`'s metadata in the runtime's cache on every call, which was most of
  /// what reading rows cost beyond SQLite (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md, "Seams").
  func value(_ column: String) -> DatabaseValue {
    let value: (any DatabaseValueConvertible)? = self[column]
    return value?.databaseValue ?? .null
  }

  /// Through the row's own collection subscript, which hands the `DatabaseValue` over as it is:
  /// `self[index]` boxes it into an existential first, and was 760 instructions a value.
  func value(at index: Int) -> DatabaseValue {
    guard index >= 0, index < count else { return .null }
    return self[self.index(startIndex, offsetBy: index)].1
  }

  func name(at index: Int) -> String {
    index >= 0 && index < count ? Array(columnNames)[index] : "#\(index)"
  }

  static func text(of value: DatabaseValue) -> String? {
    switch value.storage {
    case .null: nil
    // SQLite's text comes through C: bytes that are not UTF-8 are already U+FFFD here.
    case .string(let text): text
    case .blob(let bytes): String(decoding: bytes, as: UTF8.self)
    case .int64(let integer): String(integer)
    case .double(let real): "\(real)"
    }
  }

  static func real(of value: DatabaseValue, unreadable: (DatabaseValue) -> UnreadableValue) throws -> Double? {
    switch value.storage {
    case .null: return nil
    case .int64(let integer): return Double(integer)
    case .double(let real): return real
    default: throw unreadable(value)
    }
  }

  static func integer(
    of value: DatabaseValue, unreadable: (DatabaseValue) -> UnreadableValue
  ) throws -> Int? {
    switch value.storage {
    case .null: return nil
    case .int64(let integer): return Int(integer)
    case .double(let real):
      guard let integer = Int(exactly: real) else { throw unreadable(value) }
      return integer
    default: throw unreadable(value)
    }
  }
}

/// A value no FlashCards wrote: a NULL where the schema wants one, text where a number belongs, a
/// word a CHECK constraint does not allow, a date that does not read. `table` and `row` say where
/// (filled in by the reader that knows: see `RowDecodable`).
struct UnreadableValue: Error, Equatable {
  var column: String
  /// What the column holds, in words: "NULL", "the text 'abc'", "a BLOB of 3 bytes".
  var holding: String
  var table: String?
  /// The row's key, e.g. "gameId 12, position 3".
  var row: String?

  init(column: String, holding value: DatabaseValue, table: String? = nil, row: String? = nil) {
    self.column = column
    self.holding = UnreadableValue.describe(value)
    self.table = table
    self.row = row
  }

  /// Says where the value is, unless an inner reader already did.
  func located(in table: String, key: [String], of row: Row) -> UnreadableValue {
    guard self.table == nil else { return self }
    var located = self
    located.table = table
    located.row =
      key.isEmpty
      ? nil : key.map { "\($0) \(UnreadableValue.describe(row.value($0), quoted: false))" }.joined(separator: ", ")
    return located
  }

  static func describe(_ value: DatabaseValue, quoted: Bool = true) -> String {
    switch value.storage {
    case .null: return "NULL"
    case .int64(let integer): return quoted ? "the number \(integer)" : "\(integer)"
    case .double(let real): return quoted ? "the number \(real)" : "\(real)"
    case .blob(let bytes): return "a BLOB of \(bytes.count.counted("byte"))"
    case .string(let text):
      let excerpt = text.count > 40 ? text.prefix(40) + "…" : text
      return quoted ? "the text '\(excerpt)'" : "'\(excerpt)'"
    }
  }
}
