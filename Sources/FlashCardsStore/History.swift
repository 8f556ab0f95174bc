import FlashCardsCore
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

  /// Without dates, the count is read from the per-deck totals the triggers keep (counting
  /// 100,000 games took 6 ms); with dates, the index range of those dates is counted.
  private func count(matching filter: HistoryFilter, in db: Database) throws -> Int {
    let request: SQLRequest<Int> =
      filter.since == nil && filter.until == nil
      ? """
      SELECT COALESCE(SUM(games), 0) FROM deckTotal
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
      SELECT gameResult.*,
             (SELECT COUNT(*) FROM cardResult WHERE gameId = gameResult.id) AS cards,
             (SELECT COALESCE(SUM(correct), 0) FROM cardResult WHERE gameId = gameResult.id) AS correct
      FROM picked JOIN gameResult ON gameResult.id = picked.id
      ORDER BY playedAt DESC, id DESC
      """)
  }

  /// One game with its card results in the order they were asked, or nil if there is no such game.
  /// Written in SQL: GRDB's query interface built these two statements at run time, through
  /// generic code that cost 3.7 M of the 40 M instructions of `history show`.
  public func game(id: Int64) throws -> (summary: GameSummary, cards: [CardResult])? {
    try read { db in
      guard let game = try GameResult.fetchOne(db, "SELECT * FROM gameResult WHERE id = \(id)") else { return nil }
      let cards = try CardResult.fetchAll(db, "SELECT * FROM cardResult WHERE gameId = \(id) ORDER BY position")
      return (GameSummary(game: game, cards: cards.count, correct: cards.count(where: \.correct)), cards)
    }
  }

  /// The ids among `ids` that name no game.
  public func missingGames(_ ids: [Int64]) throws -> [Int64] {
    try read { db in
      let found = try Set(SQLRequest<Int64>(literal: "SELECT id FROM gameResult WHERE id IN \(ids)").fetchAll(db))
      return ids.filter { !found.contains($0) }
    }
  }

  /// Deletes games; their card results go with them by the foreign key's ON DELETE CASCADE. The
  /// memory states of the cards they held are replayed from what remains, in the same transaction.
  @discardableResult
  public func deleteGames(_ ids: [Int64]) throws -> Int {
    try write { db in
      var touched: Set<ReviewItem> = []
      try MemoryStates.forEachReview(where: "gameResult.id IN \(ids)", in: db) { touched.insert($0.item) }
      try db.execute(literal: "DELETE FROM gameResult WHERE id IN \(ids)")
      let deleted = db.changesCount
      try MemoryStates.rebuild(touched, in: db)
      return deleted
    }
  }

  @discardableResult
  public func deleteAllGames() throws -> Int {
    try write { db in
      try db.execute(sql: "DELETE FROM memoryState")
      try db.execute(sql: "DELETE FROM gameResult")
      return db.changesCount
    }
  }

  public var gameCount: Int {
    get throws { try read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult") ?? 0 } }
  }
}
