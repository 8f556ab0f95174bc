import Foundation
import GRDB

/// A history file changed by hand, as another program, an older version or `sqlite3` could: on a
/// connection of its own (foreign keys on), closed before it returns. For tests that set up what
/// the app itself never writes.
public enum HistoryByHand {
  /// Runs `sql` (one or more statements) in one transaction; `arguments` are bound in order: text,
  /// whole numbers, decimals, bytes, dates, or nil for NULL.
  public static func execute(_ sql: String, arguments: [(any Sendable)?] = [], in path: String) throws {
    let values = try arguments.map { argument -> (any DatabaseValueConvertible)? in
      guard let argument else { return nil }
      guard let value = argument as? any DatabaseValueConvertible else { throw NotAnSQLValue(value: "\(argument)") }
      return value
    }
    try writing(path) { db in try db.execute(sql: sql, arguments: StatementArguments(values)) }
  }

  /// Writes `count` games of `cards` cards each, played by `player`, straight into the history:
  /// fast, for large sends. The history must exist.
  public static func addGames(_ count: Int, cards: Int, player: String, in path: String) throws {
    try writing(path) { db in
      let game = try db.makeStatement(
        sql: """
          INSERT INTO gameResult (uuid, player, mode, deck, direction, playedAt, milliseconds, endedEarly)
          VALUES (?, ?, 'play', 'bulk', 'forward', ?, 1000, 0)
          """)
      let card = try db.makeStatement(
        sql: """
          INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, milliseconds)
          VALUES (?, ?, ?, 'a', 'a', 'exact', 1, 100)
          """)
      for index in 0..<count {
        let minute = String(format: "%02d:%02d", (index / 60) % 24, index % 60)
        try game.execute(arguments: [
          UUID().uuidString.lowercased(), player,
          "2026-0\(1 + index / 1440 % 9)-\(10 + index / 60 / 24 % 18) \(minute):00.000",
        ])
        let id = db.lastInsertedRowID
        for position in 1...cards { try card.execute(arguments: [id, position, "card \(position)"]) }
      }
    }
  }

  /// An argument of `execute` that SQLite cannot store.
  public struct NotAnSQLValue: Error {
    public var value: String
  }

  private static func writing(_ path: String, _ body: (Database) throws -> Void) throws {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    try queue.write(body)
  }
}
