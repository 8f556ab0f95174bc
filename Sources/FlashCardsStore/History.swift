public import FlashCardsCore
import Foundation
import GRDB

extension AppDatabase {
  /// The newest games that match, newest first, with their scores, and how many match in all.
  /// The newest ids are picked first through an index, and only their card results are read:
  /// the cost does not grow with the size of the history.
  public func games(matching filter: HistoryFilter, limit: Int?) throws -> (games: [GameSummary], total: Int) {
    try read { db in
      (try games(matching: filter, limit: limit, in: db), try count(matching: filter, in: db))
    }
  }

  /// Without dates, the count is read from the totals per deck and direction (`Summaries`); with
  /// dates, the index range of those dates is counted.
  private func count(matching filter: HistoryFilter, in db: Database) throws -> Int {
    let request: SQLRequest<Int> =
      filter.since == nil && filter.until == nil
      ? """
      SELECT COALESCE(SUM(games), 0) FROM directionTotal
      WHERE \(AppDatabase.deckCondition(filter.deck)) AND \(AppDatabase.playerCondition(filter.player))
      """
      : "SELECT COUNT(*) FROM gameResult WHERE \(filter.condition)"
    return try request.fetchOne(db) ?? 0
  }

  func games(matching filter: HistoryFilter, limit: Int?, in db: Database) throws -> [GameSummary] {
    let condition = filter.condition
    let limitClause: SQL = limit.map { "LIMIT \($0)" } ?? ""
    return try GameSummary.fetchAll(
      db,
      """
      WITH picked AS (
        SELECT id FROM gameResult WHERE \(condition)
        ORDER BY playedAt DESC, id DESC \(limitClause))
      SELECT gameResult.*
      FROM picked JOIN gameResult ON gameResult.id = picked.id
      ORDER BY playedAt DESC, id DESC
      """)
  }

  /// One game with its card results in the order they were asked, or nil if there is no such game.
  /// Written in SQL: GRDB's query interface built these two statements at run time, through
  /// generic code that was a tenth of `history show` (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
  public func game(id: Int64) throws -> (summary: GameSummary, cards: [CardResult])? {
    try read { db in
      guard let game = try GameResult.fetchOne(db, "SELECT * FROM gameResult WHERE id = \(id)") else { return nil }
      let cards = try CardResult.fetchAll(db, "SELECT * FROM cardResult WHERE gameId = \(id) ORDER BY position")
      return (GameSummary(game: game, cards: cards.count, correct: cards.count(where: \.correct)), cards)
    }
  }

  /// Who played each of the games `ids` names; an id that names no game is left out.
  public func players(ofGames ids: [Int64]) throws -> [Int64: String] {
    try read { db in
      var players: [Int64: String] = [:]
      for row in try SQLRequest<Row>(literal: "SELECT id, player FROM gameResult WHERE id IN \(ids)").fetchAll(db) {
        try AppDatabase.reading("gameResult", key: ["id"], of: row) { row in
          players[try row.id("id")] = row.optionalText("player") ?? ""
        }
      }
      return players
    }
  }

  /// How many games `player` has (nil: everyone), and how many players have games: read from the
  /// totals per deck and direction.
  public func gameTotals(player: String?) throws -> (games: Int, players: Int) {
    try read { db in
      let row = try SQLRequest<Row>(
        "SELECT COALESCE(SUM(games), 0) AS games, COUNT(DISTINCT player) AS players FROM directionTotal WHERE \(AppDatabase.playerCondition(player))"
      ).fetchOne(db)
      return try row.map { row in
        try AppDatabase.reading("directionTotal", of: row) { (try $0.count("games"), try $0.count("players")) }
      } ?? (0, 0)
    }
  }

  /// Deletes games; their card results go with them by the foreign key's ON DELETE CASCADE. The
  /// memory states of the cards they held become what they were before the game (the game just
  /// played) or are replayed from what remains, in the same transaction.
  @discardableResult
  public func deleteGames(_ ids: [Int64]) throws -> Int {
    try write { db in try MemoryStates.deleteGames(ids, in: db) }
  }

  /// Deletes every game of `player`, or of everyone for nil, and the memory states they made;
  /// other players' games, states and totals stay as they are. Settings are no games: they stay.
  @discardableResult
  public func deleteAllGames(of player: String?) throws -> Int {
    try write { db in
      try db.execute(literal: "DELETE FROM memoryState WHERE \(AppDatabase.playerCondition(player))")
      return try Summaries.deleteAll(of: player, in: db)
    }
  }

  public var gameCount: Int {
    get throws { try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult") ?? 0 } }
  }
}
