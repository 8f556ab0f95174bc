import Foundation
import GRDB

/// The looks into a history file that tests of the binary take beside `SavedHistory`'s games and
/// cards, each a query of its own returning plain values (read straight from the file, not through
/// the app's store code).
extension SavedHistory {
  /// Each game's `retryOf` (the game it plays again; nil for none), by game number.
  public static func retries(_ path: String) throws -> [Int64?] {
    try reading(path) { db in try Int64?.fetchAll(db, sql: "SELECT retryOf FROM gameResult ORDER BY id") }
  }

  /// How long the first game took, and the first card answered at `position`, in milliseconds.
  public static func milliseconds(ofGameAndCardAt position: Int, in path: String) throws -> (game: Int?, card: Int?) {
    try reading(path) { db in
      (
        try Int.fetchOne(db, sql: "SELECT milliseconds FROM gameResult"),
        try Int.fetchOne(db, sql: "SELECT milliseconds FROM cardResult WHERE position = ?", arguments: [position])
      )
    }
  }

  /// How many card results belong to a game.
  public static func answerCount(in path: String) throws -> Int {
    try reading(path, readOnly: false) { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult JOIN gameResult ON gameResult.id = gameId") ?? 0
    }
  }

  /// The sum of the recall predicted for the answers of game `id`, and how many of them were right;
  /// nil when the game has no prediction.
  public static func predictedAndRight(ofGame id: Int64, in path: String) throws -> (predicted: Double, right: Int)? {
    try reading(path, readOnly: false) { db in
      let row = try Row.fetchOne(
        db, sql: "SELECT SUM(recallPredicted), SUM(correct) FROM cardResult WHERE gameId = ?", arguments: [id])
      guard let row, let predicted = row[0] as Double?, let right = row[1] as Int? else { return nil }
      return (predicted, right)
    }
  }

  /// The distinct player names of the games, as the bytes stored, leaving out `known`.
  public static func storedPlayerBytes(in path: String, except known: [String]) throws -> [Data] {
    try reading(path, readOnly: false) { db in
      let marks = known.map { _ in "?" }.joined(separator: ", ")
      return try Data.fetchAll(
        db, sql: "SELECT DISTINCT CAST(player AS BLOB) FROM gameResult WHERE player NOT IN (\(marks))",
        arguments: StatementArguments(known))
    }
  }

  // MARK: - Scheduling

  /// The cards of `player`'s memory states, soonest due first (then by name).
  public static func cardsByDue(of player: String, in path: String) throws -> [String] {
    try reading(path, readOnly: false) { db in
      try String.fetchAll(
        db, sql: "SELECT card FROM memoryState WHERE player = ? ORDER BY due, card", arguments: [player])
    }
  }

  /// The cards of `player`'s memory states due by `moment` (stored text, `yyyy-MM-dd HH:mm:ss.SSS` UTC), by name.
  public static func cardsDue(of player: String, by moment: String, in path: String) throws -> [String] {
    try reading(path, readOnly: false) { db in
      try String.fetchAll(
        db, sql: "SELECT card FROM memoryState WHERE player = ? AND due <= ? ORDER BY card",
        arguments: [player, moment])
    }
  }

  /// Every row of `player`'s settings and memory states, as text.
  public static func settingsAndStates(of player: String, in path: String) throws -> [String] {
    try reading(path, readOnly: false) { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT 'settings ' || COALESCE(fsrsParameters, 'NULL') FROM playerSettings WHERE player = ?
          UNION ALL
          SELECT 'state ' || card || ' ' || stability || ' ' || difficulty || ' ' || due FROM memoryState WHERE player = ?
          ORDER BY 1
          """, arguments: [player, player])
    }
  }

  // MARK: - Sync

  /// The connection string of the server the history remembers (the sync ledger's `syncServer`);
  /// nil when it remembers none.
  public static func rememberedServer(in path: String) throws -> String? {
    try reading(path, readOnly: false) { db in try String.fetchOne(db, sql: "SELECT connection FROM syncServer") }
  }
}
