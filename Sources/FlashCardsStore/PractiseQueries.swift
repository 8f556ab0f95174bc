public import FlashCardsCore
import GRDB

/// What `play --missed` reads from the history.
extension AppDatabase {
  /// The player's newest game of `deck` (as played, e.g. "states" for capitals reversed) in
  /// `direction`, retries and multiple choice included, reviews not; with its card results.
  /// Served by the (player, deck, playedAt) index.
  public func lastGame(
    player: String, deck: String, direction: Direction
  ) throws -> (summary: GameSummary, cards: [CardResult])? {
    let newest = try read { db in
      try Int64.fetchOne(
        db,
        sql: """
          SELECT id FROM gameResult
          WHERE player = ? AND deck = ? AND direction = ? AND mode = 'play'
          ORDER BY playedAt DESC, id DESC LIMIT 1
          """,
        arguments: [player, deck, direction.rawValue])
    }
    return try newest.flatMap { try game(id: $0) }
  }
}
