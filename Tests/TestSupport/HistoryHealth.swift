import GRDB

/// SQLite's own verdict on a history file, and whether the summaries (`Summaries`) still equal
/// what the games and card results add up to. Read on a read-only connection.
public struct HistoryHealth {
  /// `PRAGMA integrity_check`: ["ok"] for a sound file.
  public var integrity: [String]
  /// Rows of `PRAGMA foreign_key_check`: card results whose game is missing.
  public var foreignKeyViolations: Int
  /// The summaries that differ from a fresh aggregation of the games and card results.
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
      let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
      return HistoryHealth(
        integrity: integrity, foreignKeyViolations: violations, talliesOff: try HistoryHealth.summariesOff(in: db),
        tables: Set(tables))
    }
    try database.close()
  }

  private init(integrity: [String], foreignKeyViolations: Int, talliesOff: [String], tables: Set<String>) {
    self.integrity = integrity
    self.foreignKeyViolations = foreignKeyViolations
    self.talliesOff = talliesOff
    self.tables = tables
  }

  /// The summaries (and the games' own scores) that differ from a fresh aggregation of the games and
  /// card results; those of a schema before v17 are not looked at.
  public static func summariesOff(in db: Database) throws -> [String] {
    guard try db.tableExists("handWritten") else { return [] }
    var off: [String] = []
    for (table, kept, aggregated) in tallies where try Row.fetchAll(db, sql: kept) != Row.fetchAll(db, sql: aggregated)
    {
      off.append(table)
    }
    return off
  }

  /// Each summary as kept (`Summaries`, migration v17), and the same rows aggregated from the
  /// games and card results.
  private static let tallies = [
    (
      "gameResult",
      "SELECT id, cards, correct FROM gameResult ORDER BY id",
      """
      SELECT id, (SELECT COUNT(*) FROM cardResult WHERE cardResult.gameId = gameResult.id) AS cards,
        (SELECT COALESCE(SUM(cardResult.correct), 0) FROM cardResult WHERE cardResult.gameId = gameResult.id) AS correct
      FROM gameResult ORDER BY id
      """
    ),
    (
      "directionTotal",
      "SELECT player, deck, direction, games, milliseconds, cards, correct FROM directionTotal ORDER BY 1, 2, 3",
      """
      SELECT player, deck, direction, COUNT(*) AS games, SUM(milliseconds) AS milliseconds,
        SUM((SELECT COUNT(*) FROM cardResult WHERE cardResult.gameId = gameResult.id)) AS cards,
        SUM((SELECT COALESCE(SUM(cardResult.correct), 0) FROM cardResult WHERE cardResult.gameId = gameResult.id)) AS correct
      FROM gameResult GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      """
    ),
    (
      "cardTally",
      "SELECT player, deck, direction, card, seen, missed FROM cardTally ORDER BY 1, 2, 3, 4",
      """
      SELECT player, COALESCE(cardResult.deck, gameResult.deck) AS deck,
        COALESCE(cardResult.direction, gameResult.direction) AS direction, card,
        COUNT(*) AS seen, SUM(1 - cardResult.correct) AS missed
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
    (
      "playedDay",
      "SELECT player, deck, day, games, firstAt, lastAt FROM playedDay ORDER BY 1, 2, 3",
      """
      SELECT player, deck, substr(playedAt, 1, 10) AS day, COUNT(*) AS games, MIN(playedAt) AS firstAt,
        MAX(playedAt) AS lastAt
      FROM gameResult GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      """
    ),
  ]
}
