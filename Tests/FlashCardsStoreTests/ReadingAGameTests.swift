import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// `game(id:)`, which `history show` and `play --retry` read a game with.
@Suite("Reading one game")
struct ReadingAGameTests {
  @Test func aGameComesBackWithItsCardsInTheOrderAskedAndItsScore() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try AppDatabase(path: path)
      let first = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 12_345)
      let second = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 999)
      // The second game's cards renumbered last to first (through 11...14: positions are a key).
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "UPDATE cardResult SET position = 15 - position WHERE gameId = ?", arguments: [second])
        try db.execute(sql: "UPDATE cardResult SET position = position - 10 WHERE gameId = ?", arguments: [second])
      }

      let (summary, cards) = try #require(try database.game(id: first))
      #expect(summary.game.id == first)
      #expect(summary.game.deck == "capitals")
      #expect(summary.game.milliseconds == 12_345)
      #expect(cards.map(\.position) == [1, 2, 3, 4])
      #expect(cards.allSatisfy { $0.gameId == first })
      #expect(summary.cards == 4)
      #expect(summary.correct == cards.count(where: \.correct))

      let reversed = try #require(try database.game(id: second)).cards
      #expect(reversed.map(\.position) == [1, 2, 3, 4])
      #expect(reversed.map(\.card) == cards.map(\.card).reversed())
    }
  }

  @Test func aGameThatIsNotThereIsNil() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: folder.appendingPathComponent("history.sqlite").path)
      #expect(try database.game(id: 1) == nil)
      let id = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1)
      #expect(try database.game(id: id + 1) == nil)
      #expect(try database.game(id: -1) == nil)
    }
  }
}
