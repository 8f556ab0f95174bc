public import FlashCardsCore
import GRDB

extension AppDatabase {
  /// The newest game played (not reviewed) of each deck and direction of the player, with its
  /// score: for the home menu's deck lines. A deck played in reverse under its own reverse name
  /// ("states") is a deck of its own here, as in the history.
  ///
  /// One statement, whose cost does not grow with the history: the decks and directions come from
  /// their totals (`Summaries`), and each one's newest game is one step back along the (player,
  /// deck, direction, playedAt) index, rather than grouping every game by deck.
  public func lastGames(player: String) throws -> [GameSummary] {
    try read { db in
      try GameSummary.fetchAll(
        db,
        """
        WITH newest AS (
          SELECT (SELECT id FROM gameResult
                  WHERE player = directionTotal.player AND deck = directionTotal.deck
                    AND direction = directionTotal.direction AND mode = 'play'
                  ORDER BY playedAt DESC, id DESC LIMIT 1) AS id
          FROM directionTotal
          WHERE player = \(player))
        SELECT gameResult.*
        FROM newest JOIN gameResult ON gameResult.id = newest.id
        """)
    }
  }
}
