import FlashCardsCore
import Foundation
import GRDB

/// How far back a deck's trend goes, and what counts as today for its streak.
struct DeckRecordPeriod {
  var recentGames: Int
  var now: Date
  var timeZone: TimeZone
}

/// A deck as stored in the history, in one direction: what a deck's records belong to.
struct DeckDirection: Hashable {
  var deck: String
  var direction: Direction
}

extension AppDatabase {
  /// A full game (see `Statistics.DeckRecord`), over `gameResult` joined with its `gameScore`.
  static let fullGame: SQL = """
    gameResult.mode = 'play' AND gameResult.choices IS NULL AND gameResult.retryOf IS NULL
    AND NOT gameResult.endedEarly AND (gameResult.deckCards IS NULL OR gameResult.deckCards = gameScore.cards)
    """

  /// Per deck and direction: games, records and trend of its full games, coverage and days
  /// played. A deck played in reverse under its own name (no reverse name) has two records, one
  /// per direction; its days played count both.
  func deckRecords(
    _ deck: String?, player: String?, lastAnswers: LastAnswers, period: DeckRecordPeriod, in db: Database
  ) throws -> [Statistics.DeckRecord] {
    let onDeck: SQL = "\(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))"
    // The totals the triggers keep are per deck; the reverse games of each are counted along the
    // (player, deck, direction, playedAt) index: as many steps as there are reverse games.
    let counts = try SQLRequest<Row>(
      """
      SELECT deck, SUM(games) AS games,
        SUM((SELECT COUNT(*) FROM gameResult
             WHERE player = deckTotal.player AND deck = deckTotal.deck AND direction = 'reverse')) AS reverseGames
      FROM deckTotal WHERE \(onDeck) GROUP BY deck ORDER BY deck
      """
    ).fetchAll(db)
    let scored: SQL =
      "\(AppDatabase.deckCondition(deck, column: "gameScore.deck")) AND \(AppDatabase.playerCondition(player, column: "gameScore.player"))"
    // SQLite takes a bare column (gameId) from the row holding the group's MAX or MIN: one pass,
    // no sort. The best score is ranked by one number: the share right (to a millionth), then the
    // larger game. (One pass for both records, through a materialized table, cost more: 0.88 G
    // instructions against 0.66 G at 100,000 games.) Grouping by direction too costs a longer sort
    // key: 42 ms against 32 ms per query in sqlite3 at 100,000 games.
    let best = try bestGames(
      """
      SELECT gameId, MAX(correct * 1000000 / cards * 1000000 + cards)
      FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
      WHERE cards > 0 AND \(scored) AND \(AppDatabase.fullGame) GROUP BY gameScore.deck, gameScore.direction
      """, in: db)
    let fastest = try bestGames(
      """
      SELECT gameId, MIN(gameResult.milliseconds)
      FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
      WHERE correct = cards AND \(scored) AND \(AppDatabase.fullGame)
      GROUP BY gameScore.deck, gameScore.direction
      """, in: db)
    return try counts.flatMap { row -> [Statistics.DeckRecord] in
      let (name, games, reverseGames) = try AppDatabase.reading("deckTotal", key: ["deck"], of: row) {
        (try $0.text("deck"), try $0.count("games"), min(try $0.optionalInteger("reverseGames") ?? 0, try $0.count("games")))
      }
      let practise = try PractiseDays.read(
        deck: name, player: player, now: period.now, timeZone: period.timeZone, in: db)
      let played = [(Direction.forward, games - reverseGames), (.reverse, reverseGames)].filter { $0.1 > 0 }
      return try played.map { direction, games in
        let key = DeckDirection(deck: name, direction: direction)
        let newest = try newestGame(key, player: player, in: db)
        let coverage = lastAnswers.coverage(deck: name, direction: direction)
        return Statistics.DeckRecord(
          deck: name, direction: direction, label: newest?.label ?? name, games: games,
          best: best[key], fastestPerfect: fastest[key],
          cardsSeen: coverage.seen, cardsKnown: coverage.known, deckCards: newest?.deckCards,
          fullGames: try fullGames(key, player: player, limit: period.recentGames, in: db),
          practise: practise)
      }
    }
  }

  /// The newest game of a deck in one direction: its label, and the deck's size as it recorded
  /// it: every game of a deck saved since v5 records it, so when the newest does not, none does.
  private func newestGame(_ key: DeckDirection, player: String?, in db: Database) throws
    -> (label: String, deckCards: Int?)?
  {
    try GameResult.fetchOne(
      db,
      """
      SELECT * FROM gameResult
      WHERE deck = \(key.deck) AND direction = \(key.direction.rawValue) AND \(AppDatabase.playerCondition(player))
      ORDER BY playedAt DESC LIMIT 1
      """
    ).map { ($0.label, $0.deckCards) }
  }

  /// The newest `limit` full games of a deck in one direction, oldest first, read newest first
  /// through the index on (player, deck, direction, playedAt) until enough are found.
  func fullGames(_ key: DeckDirection, player: String?, limit: Int, in db: Database) throws -> [GameSummary] {
    try GameSummary.fetchAll(
      db,
      """
      SELECT gameResult.*, gameScore.cards, gameScore.correct
      FROM gameResult JOIN gameScore ON gameScore.gameId = gameResult.id
      WHERE gameResult.deck = \(key.deck) AND gameResult.direction = \(key.direction.rawValue)
        AND \(AppDatabase.playerCondition(player, column: "gameResult.player"))
        AND \(AppDatabase.fullGame)
      ORDER BY gameResult.playedAt DESC LIMIT \(limit)
      """
    ).reversed()
  }

  /// The games whose ids a query yields (one per deck and direction), by deck and direction.
  private func bestGames(_ choosing: SQL, in db: Database) throws -> [DeckDirection: GameSummary] {
    let chosen = try GameSummary.fetchAll(
      db,
      """
      SELECT gameResult.*, gameScore.cards, gameScore.correct
      FROM (\(choosing)) AS chosen
      JOIN gameResult ON gameResult.id = chosen.gameId JOIN gameScore ON gameScore.gameId = chosen.gameId
      """)
    return Dictionary(
      chosen.map { (DeckDirection(deck: $0.game.deck, direction: $0.game.direction), $0) },
      uniquingKeysWith: { first, _ in first })
  }
}
