import FlashCardsCore
import Foundation

/// The SQL a send and a receive make from a `SyncColumn` list: the staging tables, the COPY
/// column lists, the values an insert takes from the staging tables and the receive's select
/// lists, each in the list's order.
enum ServerColumns<Column: SyncColumn> {
  /// What a client sends: the staging table's and the COPY's columns.
  static var sent: [Column] { Column.allCases.filter(\.isSent) }

  /// "a, b, c", each after `alias.` when one is given.
  static func names(_ columns: [Column] = sent, alias: String? = nil) -> String {
    columns.map { qualified($0, alias) }.joined(separator: ", ")
  }

  /// The staging table's column definitions ("id uuid, mode text, …").
  static var stagingColumns: String {
    sent.map { "\($0.name) \($0.kind.stagingType)" }.joined(separator: ", ")
  }

  /// The staged values as the server's table holds them: a time made a timestamptz.
  static func stagedValues(alias: String? = nil) -> String {
    sent.map { column in
      let value = qualified(column, alias)
      return column.kind == .time ? EpochMicroseconds.timestamp(value) : value
    }.joined(separator: ", ")
  }

  /// A receive's select list: every column, texts bounded (`ReceiveQueries.bounded`), times as
  /// microseconds since 1970.
  static func received(alias: String) -> String {
    Column.allCases.map { column in
      let value = qualified(column, alias)
      switch column.kind {
      case .text, .optionalText: return ReceiveQueries.bounded(value, column.textLimit)
      case .time: return EpochMicroseconds.select(value)
      case .integer, .optionalInteger, .boolean, .identity, .optionalIdentity: return value
      }
    }.joined(separator: ", ")
  }

  private static func qualified(_ column: Column, _ alias: String?) -> String {
    alias.map { "\($0).\(column.name)" } ?? column.name
  }
}

extension SyncValueKind {
  /// Its type in a staging table: a time travels as microseconds since 1970 (`EpochMicroseconds`).
  var stagingType: String {
    switch self {
    case .text, .optionalText: "text"
    case .integer, .optionalInteger: "int"
    case .boolean: "boolean"
    case .time: "int8"
    case .identity, .optionalIdentity: "uuid"
    }
  }

  /// A value of this kind from a field of a received row (nil: NULL). A required value that is
  /// NULL or does not read is an unexpected answer, except a time, which `SyncRules` refuses.
  @inline(__always)
  func received(_ field: String?, index: Int) throws -> SyncValue {
    switch self {
    case .text: return .text(try required(field, index))
    case .optionalText: return .optionalText(field)
    case .integer:
      guard let value = Int(try required(field, index)) else {
        throw PostgresError.unexpectedAnswer("value \(index + 1) is not a number")
      }
      return .integer(value)
    case .optionalInteger: return .optionalInteger(field.flatMap(Int.init))
    case .boolean: return .boolean(field == "t")
    case .time: return .time(EpochMicroseconds.receivedDate(field))
    case .identity: return .identity(try uuid(field))
    case .optionalIdentity: return .optionalIdentity(try field.map(uuid))
    }
  }

  private func required(_ field: String?, _ index: Int) throws -> String {
    guard let field else { throw PostgresError.unexpectedAnswer("a row without its value \(index + 1)") }
    return field
  }
}

/// Reads received rows into records, by the columns' list: the select list (`ServerColumns.received`)
/// has the same columns in the same order.
struct ReceivedColumns<Column: SyncColumn> {
  let columns = Column.allCases
  let kinds = Column.allCases.map(\.kind)

  var count: Int { columns.count }

  /// Where `column` is among the fields read from `offset`.
  func index(of column: Column, from offset: Int = 0) -> Int {
    offset + (columns.firstIndex(of: column) ?? columns.count)
  }

  /// The field after the columns read from `offset`: a receive's rows end with their transaction.
  func transaction(in fields: [String?], from offset: Int = 0) -> String? {
    offset + columns.count < fields.count ? fields[offset + columns.count] : nil
  }

  /// The record whose columns start at `offset` in `fields`.
  func record(_ fields: [String?], from offset: Int = 0) throws -> Column.Record {
    guard fields.count >= offset + columns.count else {
      throw PostgresError.unexpectedAnswer("a row of \(fields.count) values")
    }
    var record = Column.Record.blank
    for index in columns.indices {
      record[columns[index]] = try kinds[index].received(fields[offset + index], index: offset + index)
    }
    return record
  }
}

extension CopyWriter {
  /// The fields of `record`'s sent columns, in their order.
  mutating func fields<Record: SyncRecord>(of record: Record, _ columns: [Record.Column]) {
    for column in columns { field(record[column]) }
  }

  mutating func field(_ value: SyncValue) {
    switch value {
    case .text(let text): field(text)
    case .optionalText(let text): field(text)
    case .integer(let number): field(number)
    case .optionalInteger(let number): field(number)
    case .boolean(let truth): field(truth)
    case .time(let date): field(EpochMicroseconds.text(date))
    case .identity(let id): field(id.uuidString)
    case .optionalIdentity(let id): field(id?.uuidString)
    }
  }
}

func uuid(_ text: String?) throws -> UUID {
  guard let text, let id = UUID(uuidString: text) else {
    throw PostgresError.unexpectedAnswer("'\(text ?? "NULL")' is not a game's identity")
  }
  return id
}
