import FlashCardsCore
import Foundation

/// `SyncRules` written as the server's SQL: the known values of `flashcards.known_values`, the
/// bounds of its CHECK constraints and the default row of `flashcards.limits`. The server's
/// schema is built from these, so that what the server accepts is what a history can hold.
enum ServerRules {
  /// The rows of `flashcards.known_values`: (kind, value).
  static var knownValues: [(kind: String, value: String)] {
    SyncRules.verdicts.map { ("verdict", $0) } + SyncRules.recalledVerdicts.map { ("recalled verdict", $0) }
      + SyncRules.modes.map { ("mode", $0) } + SyncRules.directions.map { ("direction", $0) }
  }

  /// `INSERT`s of `knownValues`, skipping those the server has.
  static var knownValuesInsert: String {
    let rows = knownValues.map { "(\(literal($0.kind)), \(literal($0.value)))" }.joined(separator: ", ")
    return "INSERT INTO flashcards.known_values (kind, value) VALUES \(rows) ON CONFLICT DO NOTHING;"
  }

  /// A CHECK's condition that `column` (a timestamptz) is a time some FlashCards could have written.
  static func timeCheck(_ column: String) -> String {
    let lower = Int64(SyncRules.times.lowerBound.timeIntervalSince1970)
    let upper = Int64(SyncRules.times.upperBound.timeIntervalSince1970)
    return "\(column) >= to_timestamp(\(lower)) AND \(column) < to_timestamp(\(upper))"
  }

  static func rangeCheck(_ column: String, _ range: ClosedRange<Int>, nullAllowed: Bool = false) -> String {
    let condition = "\(column) BETWEEN \(range.lowerBound) AND \(range.upperBound)"
    return nullAllowed ? "(\(column) IS NULL OR \(condition))" : condition
  }

  static var millisecondsCheck: String { rangeCheck("milliseconds", SyncRules.milliseconds) }

  /// The columns of `flashcards.limits` and their defaults, in the order of `SyncRules.Limits`.
  static var limitColumns: [(column: String, value: Int)] {
    let limits = SyncRules.defaults
    return [
      ("text_bytes", limits.textBytes), ("cards_per_game", limits.cardsPerGame), ("game_bytes", limits.gameBytes),
      ("setting_bytes", limits.settingBytes), ("deck_bytes", limits.deckBytes), ("games_per_day", limits.gamesPerDay),
      ("connections_per_login", connectionsPerLogin),
    ]
  }

  /// The sessions one login may hold at once: two devices syncing, and room for one that was cut off.
  static let connectionsPerLogin = 4

  /// The `CREATE TABLE` of `flashcards.limits`: one row, each limit at least 1.
  static var limitsTable: String {
    let columns = limitColumns.map { "\($0.column) int NOT NULL DEFAULT \($0.value) CHECK (\($0.column) >= 1)" }
    return """
      CREATE TABLE flashcards.limits (
        only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
        \(columns.joined(separator: ",\n  "))
      );
      INSERT INTO flashcards.limits DEFAULT VALUES;
      """
  }

  static func literal(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}
