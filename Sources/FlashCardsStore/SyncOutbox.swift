public import FlashCardsCore
import Foundation
import GRDB

/// A player's games waiting to be sent, read a page at a time so that a history of any size is
/// sent in bounded memory. The games are those in the outbox when it was made; a game saved
/// meanwhile waits for the next sync.
public struct UnsentGames {
  let database: AppDatabase
  let ids: [Int64]
  let pageSize: Int
  private var next = 0

  /// How many games it holds.
  public var count: Int { ids.count }

  init(database: AppDatabase, ids: [Int64], pageSize: Int) {
    self.database = database
    self.ids = ids
    self.pageSize = pageSize
  }

  /// The next page of games (in the order they were saved), or nil after the last.
  public mutating func nextPage() throws -> [SyncGame]? {
    guard next < ids.count else { return nil }
    let page = Array(ids[next..<min(next + pageSize, ids.count)])
    next += page.count
    return try database.read { db in try UnsentGames.games(page, in: db) }
  }

  static func games(_ ids: [Int64], in db: Database) throws -> [SyncGame] {
    let statement = try db.makeStatement(
      literal: """
        SELECT g.id, g.uuid, g.mode, g.deck, g.direction, g.playedAt, g.milliseconds, g.endedEarly, r.uuid AS retryOf,
          g.choices, g.deckCards, g.underReverseName, c.position, c.card, c.expected, c.answer, c.verdict, c.correct,
          c.confusedWith, c.milliseconds AS cardMilliseconds, c.deck AS cardDeck, c.direction AS cardDirection
        FROM gameResult g
        LEFT JOIN gameResult r ON r.id = g.retryOf
        LEFT JOIN cardResult c ON c.gameId = g.id
        WHERE g.id IN \(ids)
        ORDER BY g.id, c.position
        """)
    let rows = try Row.fetchCursor(statement)
    let row = ColumnValues(statement.sqliteStatement)
    var games: [SyncGame] = []
    var current: Int64?
    var keeping = false
    while try rows.next() != nil {
      guard let id = row.integer(0).map(Int64.init) else { continue }
      if id != current {
        current = id
        keeping = false
        // A game whose identity or date does not read (written by another program) cannot be
        // merged by identity: it stays here, unsent.
        guard let uuid = row.text(1).flatMap(UUID.init), let playedAt = row.text(5).flatMap(DatabaseDate.date)
        else { continue }
        games.append(
          SyncGame(
            id: uuid, mode: row.text(2) ?? GameMode.play.rawValue, deck: row.text(3) ?? "",
            direction: row.text(4) ?? Direction.forward.rawValue, playedAt: playedAt,
            milliseconds: row.duration(6) ?? 0, endedEarly: row.integer(7).map { $0 != 0 } == true,
            retryOf: row.text(8).flatMap(UUID.init), choices: row.integer(9), deckCards: row.integer(10),
            underReverseName: row.integer(11).map { $0 != 0 } == true, cards: []))
        keeping = true
      }
      guard keeping, let position = row.integer(12) else { continue }
      games[games.count - 1].cards.append(
        SyncCardResult(
          position: position, card: row.text(13) ?? "", expected: row.text(14) ?? "", answer: row.text(15) ?? "",
          verdict: row.text(16) ?? "", correct: row.integer(17).map { $0 != 0 } == true, confusedWith: row.text(18),
          milliseconds: row.duration(19) ?? 0, deck: row.text(20), direction: row.text(21)))
    }
    return games
  }
}

extension AppDatabase {
  /// `player`'s games in the outbox now, oldest saved first.
  public func unsentGames(player: String, pageSize: Int = 1000) throws -> UnsentGames {
    let ids = try read { db in try Int64.fetchAll(db, sql: OutboxQueries.unsentIDs, arguments: [player]) }
    return UnsentGames(database: self, ids: ids, pageSize: pageSize)
  }
}

/// `CROSS JOIN` keeps SQLite reading the outbox (the few unsent games) and looking each game up,
/// rather than every game in the player's index and the outbox for each: without statistics it
/// chose the latter, which grew with the history (1,056 pages read at 100,000 games for one
/// unsent game, on every `sync` and every `history` of a history with a server).
enum OutboxQueries {
  static let unsentIDs = """
    SELECT syncOutbox.gameId FROM syncOutbox CROSS JOIN gameResult ON gameResult.id = syncOutbox.gameId
    WHERE gameResult.player = ? ORDER BY syncOutbox.gameId
    """
  static let unsentCount =
    "SELECT COUNT(*) FROM syncOutbox CROSS JOIN gameResult ON gameResult.id = syncOutbox.gameId WHERE player = ?"
}
