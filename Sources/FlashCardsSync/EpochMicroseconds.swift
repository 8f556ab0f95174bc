import FlashCardsCore
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

  /// A received time: NULL (a time out of the years 1970 to 9999, see `select`) reads as one
  /// before 1970, which `SyncRules` refuses.
  static func receivedDate(_ text: String?) -> Date {
    (try? date(text)) ?? SyncRules.times.lowerBound.addingTimeInterval(-1)
  }

  /// SQL for a timestamptz column read as microseconds since 1970; NULL out of the years 1970 to
  /// 9999 (`SyncRules.times`), where infinity or year 294276 would fail the whole statement.
  static func select(_ column: String) -> String {
    """
    CASE WHEN \(column) >= '1970-01-01 00:00:00+00' AND \(column) < '10000-01-01 00:00:00+00'
      THEN (extract(epoch FROM \(column)) * 1000000)::int8 END
    """
  }

  /// SQL for microseconds since 1970 (an int8 column) made a timestamptz, exactly.
  static func timestamp(_ column: String) -> String {
    "('epoch'::timestamptz + \(column) * interval '1 microsecond')"
  }
}
