import CLibPQ
import Foundation

/// The rows a statement returned, copied out of libpq's result (which is then cleared): each value
/// as PostgreSQL's text form, nil for NULL. Typed accessors read them.
public struct PostgresRows: Sendable, RandomAccessCollection {
  public let columns: [String]
  let values: [[String?]]
  /// The number of rows the statement touched (INSERT, UPDATE, DELETE, COPY), 0 when it says none.
  public let affected: Int

  init(_ result: OpaquePointer) {
    let columnCount = Int(PQnfields(result))
    columns = (0..<columnCount).map { PQfname(result, Int32($0)).map { String(cString: $0) } ?? "" }
    values = (0..<Int(PQntuples(result))).map { row in
      (0..<columnCount).map { column in
        PQgetisnull(result, Int32(row), Int32(column)) != 0
          ? nil : String(cString: PQgetvalue(result, Int32(row), Int32(column)))
      }
    }
    affected = Int(String(cString: PQcmdTuples(result))) ?? 0
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { values.count }
  public subscript(position: Int) -> PostgresRow {
    PostgresRow(columns: columns, values: values[position])
  }

  /// The only row's only value, or nil when it is NULL.
  public func single() throws -> String? {
    guard let row = first, !row.values.isEmpty else { throw PostgresError.unexpectedAnswer("no rows") }
    return row.values[0]
  }
}

/// One row: values by column position or name.
public struct PostgresRow: Sendable {
  public let columns: [String]
  public let values: [String?]

  /// The value of the named column (nil for NULL, or no such column).
  public subscript(name: String) -> String? {
    columns.firstIndex(of: name).flatMap { values[$0] }
  }

  public func text(_ name: String) throws -> String {
    guard let value = self[name] else { throw PostgresError.unexpectedAnswer("no value for \(name)") }
    return value
  }

  public func int(_ name: String) throws -> Int {
    guard let value = Int(try text(name)) else { throw PostgresError.unexpectedAnswer("\(name) is not a number") }
    return value
  }

  public func optionalInt(_ name: String) throws -> Int? {
    try self[name] == nil ? nil : int(name)
  }

  /// PostgreSQL's boolean text: "t" or "f".
  public func bool(_ name: String) throws -> Bool {
    switch try text(name) {
    case "t": return true
    case "f": return false
    case let other: throw PostgresError.unexpectedAnswer("\(name) is '\(other)', not a boolean")
    }
  }

}
