public import FlashCardsCore
import GRDB

extension AppDatabase {
  /// Nil when there is no such game, or when it is a review (which has no deck of its own).
  public func context(ofGame id: Int64) throws -> GameContext? {
    try read { db in
      let request: SQLRequest<Row> = """
        SELECT gameResult.*, gameScore.cards, gameScore.correct, (\(AppDatabase.fullGame)) AS isFull
        FROM gameResult JOIN gameScore ON gameScore.gameId = gameResult.id WHERE gameResult.id = \(id)
        """
      guard let row = try request.fetchOne(db) else { return nil }
      let game = try GameSummary(row: row)
      guard game.game.mode == .play else { return nil }
      let earlier: SQL = """
        gameResult.player = \(game.game.player) AND gameResult.deck = \(game.game.deck)
        AND gameResult.direction = \(game.game.direction.rawValue)
        AND gameResult.id <> \(id) AND gameResult.playedAt <= \(DatabaseDate.text(game.game.playedAt))
        AND \(AppDatabase.fullGame)
        """
      let previous = try GameSummary.fetchOne(
        db,
        """
        SELECT gameResult.*, gameScore.cards, gameScore.correct
        FROM gameResult JOIN gameScore ON gameScore.gameId = gameResult.id
        WHERE \(earlier) ORDER BY gameResult.playedAt DESC, gameResult.id DESC LIMIT 1
        """)
      // An aggregate over no rows still yields a row, of NULLs: asked only when there is a game.
      guard previous != nil else {
        return GameContext(game: game, isFull: try row.flag("isFull"), previous: nil, bestBefore: nil)
      }
      // The best along v11's `fullGame` index on (player, deck, direction, score): the first full
      // game by score that is not later than this one, usually the first row. (A MAX over the
      // earlier games read every full game of the deck, a third of a save.)
      // Games of equal score have the same cards and right answers, all this line shows.
      let best = try GameSummary.fetchOne(
        db,
        """
        SELECT gameResult.*, gameScore.cards, gameScore.correct
        FROM fullGame JOIN gameResult ON gameResult.id = fullGame.gameId JOIN gameScore ON gameScore.gameId = fullGame.gameId
        WHERE fullGame.player = \(game.game.player) AND fullGame.deck = \(game.game.deck)
          AND fullGame.direction = \(game.game.direction.rawValue)
          AND fullGame.gameId <> \(id) AND gameResult.playedAt <= \(DatabaseDate.text(game.game.playedAt))
        ORDER BY fullGame.score DESC, fullGame.gameId LIMIT 1
        """)
      return GameContext(game: game, isFull: try row.flag("isFull"), previous: previous, bestBefore: best)
    }
  }
}
