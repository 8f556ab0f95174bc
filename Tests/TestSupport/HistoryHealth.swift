import GRDB

/// SQLite's own verdict on a history file, and whether the totals kept by triggers (migration v2)
/// still equal what the card results add up to. Read on a read-only connection.
public struct HistoryHealth {
  /// `PRAGMA integrity_check`: ["ok"] for a sound file.
  public var integrity: [String]
  /// Rows of `PRAGMA foreign_key_check`: card results whose game is missing.
  public var foreignKeyViolations: Int
  /// The tally tables that differ from a fresh aggregation of `cardResult`.
  public var talliesOff: [String]
  /// Every table in the file.
  public var tables: Set<String>

  public init(path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    let database = try DatabaseQueue(path: path, configuration: configuration)
    self = try database.read { db in
      let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      let violations = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
      var off: [String] = []
      let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
      for (table, kept, aggregated) in HistoryHealth.tallies where tables.contains(table) {
        if try Row.fetchAll(db, sql: kept) != Row.fetchAll(db, sql: aggregated) { off.append(table) }
      }
      return HistoryHealth(
        integrity: integrity, foreignKeyViolations: violations, talliesOff: off, tables: Set(tables))
    }
    try database.close()
  }

  private init(integrity: [String], foreignKeyViolations: Int, talliesOff: [String], tables: Set<String>) {
    self.integrity = integrity
    self.foreignKeyViolations = foreignKeyViolations
    self.talliesOff = talliesOff
    self.tables = tables
  }

  /// Each tally table as kept, and the same rows aggregated from the card results.
  private static let tallies = [
    (
      "deckTotal",
      "SELECT player, deck, games, milliseconds FROM deckTotal ORDER BY 1, 2",
      """
      SELECT player, deck, COUNT(*) AS games, SUM(milliseconds) AS milliseconds FROM gameResult
      GROUP BY 1, 2 ORDER BY 1, 2
      """
    ),
    (
      "gameScore",
      "SELECT gameId, player, deck, direction, cards, correct FROM gameScore ORDER BY gameId",
      """
      SELECT gameId, player, gameResult.deck, gameResult.direction, COUNT(*) AS cards, SUM(correct) AS correct
      FROM cardResult JOIN gameResult ON gameResult.id = gameId GROUP BY gameId ORDER BY gameId
      """
    ),
    (
      "cardTally",
      "SELECT player, deck, direction, card, seen, missed FROM cardTally ORDER BY 1, 2, 3, 4",
      """
      SELECT player, COALESCE(cardResult.deck, gameResult.deck) AS deck,
        COALESCE(cardResult.direction, gameResult.direction) AS direction, card,
        COUNT(*) AS seen, SUM(1 - correct) AS missed
      FROM cardResult JOIN gameResult ON gameResult.id = gameId GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      """
    ),
    (
      "confusionTally",
      "SELECT player, deck, card, confusedWith, times FROM confusionTally ORDER BY 1, 2, 3, 4",
      """
      SELECT player, COALESCE(cardResult.deck, gameResult.deck) AS deck, card, confusedWith, COUNT(*) AS times
      FROM cardResult JOIN gameResult ON gameResult.id = gameId WHERE confusedWith IS NOT NULL
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      """
    ),
  ]
}
