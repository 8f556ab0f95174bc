public import FlashCardsCore
import GRDB

extension AppDatabase {
  /// The newest game played (not reviewed) of each deck and direction of the player, with its
  /// score: for the home menu's deck lines. A deck played in reverse under its own reverse name
  /// ("states") is a deck of its own here, as in the history.
  ///
  /// One statement, whose cost does not grow with the history: the decks come from the per-deck
  /// totals the triggers keep, and each deck's newest game is one step back along the (player,
  /// deck, direction, playedAt) index. Grouping the games by deck instead read them all: 200 ms against
  /// 10 ms for 100,000 games in seven decks.
  public func lastGames(player: String) throws -> [GameSummary] {
    try read { db in
      try GameSummary.fetchAll(
        db,
        """
        WITH newest AS (
          SELECT (SELECT id FROM gameResult
                  WHERE player = deckTotal.player AND deck = deckTotal.deck
                    AND direction = directions.direction AND mode = 'play'
                  ORDER BY playedAt DESC, id DESC LIMIT 1) AS id
          FROM deckTotal, (SELECT 'forward' AS direction UNION ALL SELECT 'reverse') AS directions
          WHERE player = \(player))
        SELECT gameResult.*,
               (SELECT COUNT(*) FROM cardResult WHERE gameId = gameResult.id) AS cards,
               (SELECT COALESCE(SUM(correct), 0) FROM cardResult WHERE gameId = gameResult.id) AS correct
        FROM newest JOIN gameResult ON gameResult.id = newest.id
        """)
    }
  }
}
