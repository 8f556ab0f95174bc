import GRDB
import Testing

/// What the binary saved in a history database, read straight from the file with GRDB (not
/// through the app's own store code), on a read-only connection.
struct SavedHistory {
  struct Game: Equatable {
    var id: Int64
    var deck: String
    var direction: String
    var endedEarly: Bool
  }

  struct Card: Equatable {
    var gameId: Int64
    var position: Int
    var card: String
    var answer: String
    var verdict: String
    var correct: Bool
    var confusedWith: String?
  }

  var games: [Game]
  /// Every card result, by game then position.
  var cards: [Card]

  init(path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    let database = try DatabaseQueue(path: path, configuration: configuration)
    (games, cards) = try database.read { db in
      let games = try Row.fetchAll(db, sql: "SELECT id, deck, direction, endedEarly FROM gameResult ORDER BY id")
        .map { Game(id: $0["id"], deck: $0["deck"], direction: $0["direction"], endedEarly: $0["endedEarly"]) }
      let cards = try Row.fetchAll(
        db,
        sql: """
          SELECT gameId, position, card, answer, verdict, correct, confusedWith
          FROM cardResult ORDER BY gameId, position
          """
      ).map {
        Card(
          gameId: $0["gameId"], position: $0["position"], card: $0["card"], answer: $0["answer"],
          verdict: $0["verdict"], correct: $0["correct"], confusedWith: $0["confusedWith"])
      }
      return (games, cards)
    }
    try database.close()
  }
}

/// SQLite's own verdict on a history file, and whether the totals kept by triggers (migration v2)
/// still equal what the card results add up to. Read on a read-only connection.
struct HistoryHealth {
  /// `PRAGMA integrity_check`: ["ok"] for a sound file.
  var integrity: [String]
  /// Rows of `PRAGMA foreign_key_check`: card results whose game is missing.
  var foreignKeyViolations: Int
  /// The tally tables that differ from a fresh aggregation of `cardResult`.
  var talliesOff: [String]
  /// Every table in the file.
  var tables: Set<String>

  init(path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    let database = try DatabaseQueue(path: path, configuration: configuration)
    self = try database.read { db in
      let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      let violations = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
      var off: [String] = []
      for (table, kept, aggregated) in HistoryHealth.tallies {
        if try Row.fetchAll(db, sql: kept) != Row.fetchAll(db, sql: aggregated) { off.append(table) }
      }
      let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
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

extension Sandbox {
  /// Creates an empty history at `database` with the binary: a game with no answer saves
  /// nothing but creates the file (`history delete` no longer creates a missing history).
  func createEmptyHistory(_ database: String) async throws {
    let created = try await run(["--db", database, "play", "capitals", "--count", "1"])
    #expect(created.status == 0 && created.stdout.contains("nothing was saved"), "\(created)")
  }
}
