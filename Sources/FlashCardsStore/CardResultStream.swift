public import FlashCardsCore
import Foundation
import GRDB

extension AppDatabase {
  /// Calls `body` with each card result of the games that match, oldest game first and in the
  /// order asked, read through a cursor: memory stays the same whatever the size of the history.
  /// A deck filter applies to each card's own deck, so a review's cards of that deck are included.
  public func forEachCardResult(
    matching filter: HistoryFilter, _ body: (ExportedCardResult) throws -> Void
  ) throws {
    var gameFilter = filter
    gameFilter.deck = nil
    let deckCondition: SQL = filter.deck.map { "COALESCE(c.deck, g.deck) = \($0)" } ?? "1"
    let query: SQL = """
      SELECT g.id, g.player, g.mode, g.deck, g.direction, g.playedAt, g.milliseconds, g.endedEarly, g.uuid, c.*
      FROM (SELECT * FROM gameResult WHERE \(gameFilter.condition)) AS g
      JOIN cardResult AS c ON c.gameId = g.id
      WHERE \(deckCondition)
      ORDER BY g.playedAt, g.id, c.position
      """
    let request = SQLRequest<Row>(
      literal: query, adapter: ScopeAdapter(["game": RangeRowAdapter(0..<9), "card": SuffixRowAdapter(fromIndex: 9)]))
    // The caller's own error (its output could not be written) is thrown as it is, not as the history's.
    var bodyError: (any Error)?
    try read { db in
      let rows = try request.fetchCursor(db)
      // A game's row comes with each of its cards: it is decoded once, with its first card.
      var game: GameResult?
      while let row = try rows.next() {
        guard let gameRow = row.scopes["game"], let card = row.scopes["card"] else { continue }
        if game?.id != (try? gameRow.optionalID("id")) { game = try GameResult(row: gameRow) }
        guard let game else { continue }
        let result = ExportedCardResult(game: game, result: try CardResult(row: card))
        do {
          try body(result)
        } catch {
          bodyError = error
          return
        }
      }
    }
    if let bodyError { throw bodyError }
  }
}
