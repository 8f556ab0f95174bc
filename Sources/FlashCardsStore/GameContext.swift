public import FlashCardsCore
import GRDB

extension AppDatabase {
  /// Nil when there is no such game, or when it is a review (which has no deck of its own).
  public func context(ofGame id: Int64) throws -> GameContext? {
    try read { db in
      let request: SQLRequest<Row> = """
        SELECT gameResult.* FROM gameResult WHERE gameResult.id = \(id) AND gameResult.cards > 0
        """
      guard let row = try request.fetchOne(db) else { return nil }
      let game = try GameSummary(row: row)
      guard game.game.mode == .play else { return nil }
      let earlier: SQL = """
        gameResult.player = \(game.game.player) AND gameResult.deck = \(game.game.deck)
        AND gameResult.direction = \(game.game.direction.rawValue)
        AND gameResult.id <> \(id) AND gameResult.playedAt <= \(DatabaseDate.text(game.game.playedAt))
        AND gameResult.isFull
        """
      let previous = try GameSummary.fetchOne(
        db,
        """
        SELECT gameResult.* FROM gameResult
        WHERE \(earlier) ORDER BY gameResult.playedAt DESC, gameResult.id DESC LIMIT 1
        """)
      // An aggregate over no rows still yields a row, of NULLs: asked only when there is a game.
      guard previous != nil else {
        return GameContext(game: game, isFull: try row.flag("isFull"), previous: nil, bestBefore: nil)
      }
      // The best along the full games' index on (player, deck, direction, score): the first full
      // game by score that is not later than this one, usually the first row (`+`: not along the
      // index on playedAt, which read every game of the deck to sort them).
      // Games of equal score have the same cards and right answers, all this line shows.
      let best = try GameSummary.fetchOne(
        db,
        """
        SELECT gameResult.* FROM gameResult
        WHERE player = \(game.game.player) AND deck = \(game.game.deck)
          AND direction = \(game.game.direction.rawValue) AND isFull
          AND id <> \(id) AND +playedAt <= \(DatabaseDate.text(game.game.playedAt))
        ORDER BY \(sql: StoredRules.fullGameScore) DESC, id LIMIT 1
        """)
      return GameContext(game: game, isFull: try row.flag("isFull"), previous: previous, bestBefore: best)
    }
  }
}
