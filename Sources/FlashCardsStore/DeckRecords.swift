import FlashCardsCore
import Foundation
import GRDB

/// How far back a deck's trend goes, and what counts as today for its streak.
struct DeckRecordPeriod {
  var recentGames: Int
  var now: Date
  var timeZone: TimeZone
}

extension AppDatabase {
  /// A full game (see `Statistics.DeckRecord`), over `gameResult` joined with its `gameScore`.
  static let fullGame: SQL = """
    gameResult.mode = 'play' AND gameResult.choices IS NULL AND gameResult.retryOf IS NULL
    AND NOT gameResult.endedEarly AND (gameResult.deckCards IS NULL OR gameResult.deckCards = gameScore.cards)
    """

  /// Per deck: games, records and trend of its full games, coverage and days played.
  func deckRecords(
    _ deck: String?, player: String?, lastAnswers: LastAnswers, period: DeckRecordPeriod, in db: Database
  ) throws -> [Statistics.DeckRecord] {
    let onDeck: SQL = "\(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))"
    let counts = try SQLRequest<Row>(
      "SELECT deck, SUM(games) AS games FROM deckTotal WHERE \(onDeck) GROUP BY deck ORDER BY deck"
    ).fetchAll(db)
    let scored: SQL =
      "\(AppDatabase.deckCondition(deck, column: "gameScore.deck")) AND \(AppDatabase.playerCondition(player, column: "gameScore.player"))"
    // SQLite takes a bare column (gameId) from the row holding the group's MAX or MIN: one pass,
    // no sort. The best score is ranked by one number: the share right (to a millionth), then the
    // larger game. (One pass for both records, through a materialized table, cost more: 0.88 G
    // instructions against 0.66 G at 100,000 games.)
    let best = try bestGames(
      """
      SELECT gameId, MAX(correct * 1000000 / cards * 1000000 + cards)
      FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
      WHERE cards > 0 AND \(scored) AND \(AppDatabase.fullGame) GROUP BY gameScore.deck
      """, in: db)
    let fastest = try bestGames(
      """
      SELECT gameId, MIN(gameResult.milliseconds)
      FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
      WHERE correct = cards AND \(scored) AND \(AppDatabase.fullGame)
      GROUP BY gameScore.deck
      """, in: db)
    return try counts.map { row in
      let name: String = row["deck"]
      let newest = try newestGame(deck: name, player: player, in: db)
      let coverage = lastAnswers.coverage(deck: name, direction: newest?.direction ?? .forward)
      return Statistics.DeckRecord(
        deck: name, games: row["games"], best: best[name], fastestPerfect: fastest[name],
        cardsSeen: coverage.seen, cardsKnown: coverage.known, deckCards: newest?.deckCards,
        fullGames: try fullGames(deck: name, player: player, limit: period.recentGames, in: db),
        practise: try PractiseDays.read(
          deck: name, player: player, now: period.now, timeZone: period.timeZone, in: db))
    }
  }

  /// The direction of the deck's newest game, and the deck's size as it recorded it: every game
  /// of a deck saved since v5 records it, so when the newest does not, none does.
  private func newestGame(deck: String, player: String?, in db: Database) throws
    -> (direction: Direction, deckCards: Int?)?
  {
    guard
      let row = try SQLRequest<Row>(
        """
        SELECT direction, deckCards FROM gameResult WHERE deck = \(deck) AND \(AppDatabase.playerCondition(player))
        ORDER BY playedAt DESC LIMIT 1
        """
      ).fetchOne(db), let direction = Direction(rawValue: row["direction"])
    else { return nil }
    return (direction, row["deckCards"])
  }

  /// The newest `limit` full games of a deck, oldest first, read newest first through the index
  /// on (player, deck, playedAt) until enough are found.
  func fullGames(deck: String, player: String?, limit: Int, in db: Database) throws -> [GameSummary] {
    try GameSummary.fetchAll(
      db,
      """
      SELECT gameResult.*, gameScore.cards, gameScore.correct
      FROM gameResult JOIN gameScore ON gameScore.gameId = gameResult.id
      WHERE gameResult.deck = \(deck) AND \(AppDatabase.playerCondition(player, column: "gameResult.player"))
        AND \(AppDatabase.fullGame)
      ORDER BY gameResult.playedAt DESC LIMIT \(limit)
      """
    ).reversed()
  }

  /// The games whose ids a query yields (one per deck), by deck.
  private func bestGames(_ choosing: SQL, in db: Database) throws -> [String: GameSummary] {
    let chosen = try GameSummary.fetchAll(
      db,
      """
      SELECT gameResult.*, gameScore.cards, gameScore.correct
      FROM (\(choosing)) AS chosen
      JOIN gameResult ON gameResult.id = chosen.gameId JOIN gameScore ON gameScore.gameId = chosen.gameId
      """)
    return Dictionary(chosen.map { ($0.game.deck, $0) }, uniquingKeysWith: { first, _ in first })
  }
}
