import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

@Suite("Saving a game")
struct SaveGameTests {
  @Test func savesOneGameRowAndOneCardRowPerOutcome() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let session = SampleGames.played()
      let id = try AppDatabase(path: path).save(session, playedAt: SampleGames.playedAt, milliseconds: 12_345)

      let (games, cards) = try DatabaseQueue(path: path).read { db in
        (
          try Row.fetchAll(db, sql: "SELECT * FROM gameResult"),
          try Row.fetchAll(db, sql: "SELECT * FROM cardResult ORDER BY position")
        )
      }
      try #require(games.count == 1)
      let game = games[0]
      #expect(game["id"] as Int64 == id)
      #expect(game["deck"] as String == "capitals")
      #expect(game["direction"] as String == "forward")
      #expect(game["milliseconds"] as Int == 12_345)
      #expect(game["endedEarly"] as Int == 0)
      let playedAt = try #require(game["playedAt"] as Date?)
      #expect(abs(playedAt.timeIntervalSince(SampleGames.playedAt)) < 0.001)

      try #require(cards.count == 4)
      #expect(cards.map { $0["gameId"] as Int64 } == [id, id, id, id])
      #expect(cards.map { $0["position"] as Int } == [1, 2, 3, 4])
      #expect(cards.map { $0["card"] as String } == session.cards.map { $0.front[0] })
      #expect(cards.map { $0["milliseconds"] as Int } == [1250, 2500, 3750, 5000])

      let byCard = Dictionary(uniqueKeysWithValues: cards.map { ($0["card"] as String, $0) })
      try expectCard(
        byCard["Texas"], expected: "Austin", answer: "Austin", verdict: "exact", correct: 1, confusedWith: nil)
      try expectCard(
        byCard["California"], expected: "Sacramento", answer: "Sacramnto", verdict: "typo", correct: 1,
        confusedWith: nil)
      try expectCard(
        byCard["New York"], expected: "Albany", answer: "Austin", verdict: "wrong", correct: 0, confusedWith: "Texas")
      try expectCard(
        byCard["Minnesota"], expected: "Saint Paul", answer: "", verdict: "skipped", correct: 0, confusedWith: nil)
    }
  }

  private func expectCard(
    _ row: Row?, expected: String, answer: String, verdict: String, correct: Int, confusedWith: String?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let row = try #require(row, sourceLocation: sourceLocation)
    #expect(row["expected"] as String == expected, sourceLocation: sourceLocation)
    #expect(row["answer"] as String == answer, sourceLocation: sourceLocation)
    #expect(row["verdict"] as String == verdict, sourceLocation: sourceLocation)
    #expect(row["correct"] as Int == correct, sourceLocation: sourceLocation)
    #expect(row["confusedWith"] as String? == confusedWith, sourceLocation: sourceLocation)
  }

  @Test func theDeckIsSavedUnderTheNameItWasPlayedAs() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try AppDatabase(path: path)
      let answers = ["Austin": "Texas", "Albany": "New York"]
      let reverse = SampleGames.played(direction: .reverse, answers: answers)
      let reverseId = try database.save(reverse, playedAt: SampleGames.playedAt, milliseconds: 1000)
      let forwardId = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)

      let rows = try DatabaseQueue(path: path).read { db in
        try Row.fetchAll(db, sql: "SELECT id, deck, direction FROM gameResult ORDER BY id")
      }
      #expect(rows.map { $0["id"] as Int64 } == [reverseId, forwardId])
      #expect(rows.map { $0["deck"] as String } == ["states", "capitals"])
      #expect(rows.map { $0["direction"] as String } == ["reverse", "forward"])
      let reverseCards = try DatabaseQueue(path: path).read { db in
        try String.fetchAll(
          db, sql: "SELECT card FROM cardResult WHERE gameId = ? ORDER BY position", arguments: [reverseId])
      }
      #expect(Set(reverseCards) == ["Austin", "Sacramento", "Albany", "Saint Paul"])
    }
  }

  @Test func theGameAndItsCardsAreSavedInOneTransaction() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try AppDatabase(path: path)
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: """
            CREATE TRIGGER failOnThirdCard BEFORE INSERT ON cardResult WHEN NEW.position = 3
            BEGIN SELECT RAISE(ABORT, 'boom'); END
            """)
      }

      let error = #expect(throws: StoreError.self) {
        try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      }
      #expect(error == .other(path: path, reason: "boom"))
      #expect(error?.errorDescription?.contains(path) == true)

      let (games, cards) = try DatabaseQueue(path: path).read { db in
        (
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult"),
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult")
        )
      }
      #expect(games == 0)
      #expect(cards == 0)
    }
  }

  @Test func anInMemoryDatabaseSavesAndNumbersGames() throws {
    let database = try AppDatabase.inMemory()
    #expect(database.path == nil)
    let first = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
    let second = try database.save(SampleGames.played(seed: 8), playedAt: SampleGames.playedAt, milliseconds: 1000)
    #expect((first, second) == (1, 2))
    let (games, cards) = try database.writer.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult"),
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult")
      )
    }
    #expect(games == 2)
    #expect(cards == 8)
  }

  @Test func aGameEndedEarlyKeepsItsAnsweredCards() throws {
    let database = try AppDatabase.inMemory()
    var session = GameSession(deck: SampleGames.capitals, seed: 7)
    session.answer("Austin", seconds: 1)
    session.answer("?", seconds: 2)
    session.endEarly()
    let id = try database.save(session, playedAt: SampleGames.playedAt, milliseconds: 3000)

    let (game, cards) = try database.writer.read { db in
      (
        try GameResult.fetchOne(db, "SELECT * FROM gameResult WHERE id = \(id)"),
        try CardResult.fetchAll(db, "SELECT * FROM cardResult WHERE gameId = \(id) ORDER BY position")
      )
    }
    #expect(game?.endedEarly == true)
    #expect(cards.map(\.position) == [1, 2])
    #expect(cards.map(\.verdict) == [session.outcomes[0].judgement.verdict, .skipped])
  }
}
