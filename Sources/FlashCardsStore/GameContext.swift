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
      let best = try GameSummary.fetchOne(
        db,
        """
        SELECT gameResult.*, gameScore.cards, gameScore.correct,
          MAX(gameScore.correct * 1000000 / gameScore.cards * 1000000 + gameScore.cards)
        FROM gameResult JOIN gameScore ON gameScore.gameId = gameResult.id
        WHERE \(earlier) AND gameScore.cards > 0
        """)
      return GameContext(game: game, isFull: try row.flag("isFull"), previous: previous, bestBefore: best)
    }
  }
}
