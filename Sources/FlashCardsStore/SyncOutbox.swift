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
    let rows = try SQLRequest<Row>(
      literal: """
        SELECT g.id, g.uuid, g.mode, g.deck, g.direction, g.playedAt, g.milliseconds, g.endedEarly, r.uuid AS retryOf,
          g.choices, g.deckCards, g.underReverseName, c.position, c.card, c.expected, c.answer, c.verdict, c.correct,
          c.confusedWith, c.milliseconds AS cardMilliseconds, c.deck AS cardDeck, c.direction AS cardDirection
        FROM gameResult g
        LEFT JOIN gameResult r ON r.id = g.retryOf
        LEFT JOIN cardResult c ON c.gameId = g.id
        WHERE g.id IN \(ids)
        ORDER BY g.id, c.position
        """
    ).fetchCursor(db)
    var games: [SyncGame] = []
    var current: Int64?
    var keeping = false
    while let row = try rows.next() {
      let id = try row.id("id")
      if id != current {
        current = id
        keeping = false
        // A game whose identity or date does not read (written by another program) cannot be
        // merged by identity: it stays here, unsent.
        guard let uuid = row.optionalText("uuid").flatMap(UUID.init),
          let playedAt = row.optionalText("playedAt").flatMap(DatabaseDate.date)
        else { continue }
        games.append(
          SyncGame(
            id: uuid, mode: row.optionalText("mode") ?? GameMode.play.rawValue, deck: row.optionalText("deck") ?? "",
            direction: row.optionalText("direction") ?? Direction.forward.rawValue, playedAt: playedAt,
            milliseconds: (try? row.duration("milliseconds")) ?? 0,
            endedEarly: (try? row.optionalFlag("endedEarly")) == true,
            retryOf: row.optionalText("retryOf").flatMap(UUID.init), choices: try? row.optionalInteger("choices"),
            deckCards: try? row.optionalInteger("deckCards"),
            underReverseName: (try? row.optionalFlag("underReverseName")) == true, cards: []))
        keeping = true
      }
      guard keeping, !row.value("position").isNull, let position = try? row.integer("position") else { continue }
      games[games.count - 1].cards.append(
        SyncCardResult(
          position: position, card: row.optionalText("card") ?? "", expected: row.optionalText("expected") ?? "",
          answer: row.optionalText("answer") ?? "", verdict: row.optionalText("verdict") ?? "",
          correct: (try? row.optionalFlag("correct")) == true, confusedWith: row.optionalText("confusedWith"),
          milliseconds: (try? row.duration("cardMilliseconds")) ?? 0, deck: row.optionalText("cardDeck"),
          direction: row.optionalText("cardDirection")))
    }
    return games
  }
}

extension AppDatabase {
  /// `player`'s games in the outbox now, oldest saved first.
  public func unsentGames(player: String, pageSize: Int = 1000) throws -> UnsentGames {
    let ids = try read { db in
      try Int64.fetchAll(
        db,
        sql: """
          SELECT syncOutbox.gameId FROM syncOutbox JOIN gameResult ON gameResult.id = syncOutbox.gameId
          WHERE gameResult.player = ? ORDER BY syncOutbox.gameId
          """,
        arguments: [player])
    }
    return UnsentGames(database: self, ids: ids, pageSize: pageSize)
  }
}
