import Foundation

/// Times travel as whole microseconds since 1970 (UTC), PostgreSQL's own precision: exact both
/// ways, and free of the session's DateStyle and TimeZone.
enum EpochMicroseconds {
  static func text(_ date: Date) -> String {
    String(Int64((date.timeIntervalSince1970 * 1_000_000).rounded()))
  }

  static func date(_ text: String?) throws -> Date {
    guard let text, let microseconds = Int64(text) else {
      throw PostgresError.unexpectedAnswer("'\(text ?? "NULL")' is not a time")
    }
    return Date(timeIntervalSince1970: Double(microseconds) / 1_000_000)
  }

  /// SQL for a timestamptz column read as microseconds since 1970.
  static func select(_ column: String) -> String {
    "(extract(epoch FROM \(column)) * 1000000)::int8"
  }

  /// SQL for microseconds since 1970 (an int8 column) made a timestamptz, exactly.
  static func timestamp(_ column: String) -> String {
    "('epoch'::timestamptz + \(column) * interval '1 microsecond')"
  }
}
