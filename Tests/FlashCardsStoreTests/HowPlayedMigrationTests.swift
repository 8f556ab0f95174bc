import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v5: retries, multiple choice and deck sizes on each game, and the `overruled` verdict.
@Suite("Migration v5: how each game was played")
struct HowPlayedMigrationTests {
  @Test func aFirstSchemaHistoryKeepsEveryCardAndAcceptsOverruledAnswersOnly() throws {
    try withTemporaryFolder { folder in
      let path = try MigrationTests().copyOfFixture(in: folder)
      let before = try DatabaseQueue(path: path).read { db in
        try Row.fetchAll(
          db, sql: "SELECT gameId, position, card, answer, verdict, correct FROM cardResult ORDER BY 1, 2")
      }
      _ = try AppDatabase(path: path)

      let queue = try DatabaseQueue(path: path)
      let after = try queue.read { db in
        try Row.fetchAll(
          db, sql: "SELECT gameId, position, card, answer, verdict, correct FROM cardResult ORDER BY 1, 2")
      }
      #expect(after == before)
      #expect(try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
      let games = try queue.read { db in try GameResult.fetchAll(db, "SELECT * FROM gameResult") }
      #expect(games.count == 4)
      #expect(games.allSatisfy { $0.retryOf == nil && $0.choices == nil && $0.deckCards == nil })

      try queue.write { db in
        try db.execute(
          sql: "UPDATE cardResult SET verdict = 'overruled', correct = 1 WHERE gameId = 1 AND position = 3")
      }
      let overruled = try #require(try AppDatabase(path: path).game(id: 1))
      #expect(overruled.cards[2].verdict == .overruled)
      #expect(overruled.summary.correct == 4)
      #expect(throws: DatabaseError.self) {
        try queue.write { db in try db.execute(sql: "UPDATE cardResult SET verdict = 'bogus' WHERE gameId = 1") }
      }
    }
  }

  @Test func aRetryRemembersItsGameUntilThatGameIsDeleted() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: folder.appendingPathComponent("history.sqlite").path)
      let first = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1_000)
      var retry = SampleGames.played()
      retry.retryOf = first
      let second = try database.save(retry, playedAt: SampleGames.playedAt.addingTimeInterval(60), milliseconds: 900)

      let saved = try #require(try database.game(id: second))
      #expect(saved.summary.game.retryOf == first)
      #expect(saved.summary.game.deckCards == SampleGames.capitals.cards.count)
      #expect(saved.summary.game.choices == nil)

      _ = try database.deleteGames([first])
      #expect(try database.game(id: second)?.summary.game.retryOf == nil)
    }
  }

  @Test func aMultipleChoiceGameKeepsItsNumberOfOptions() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: folder.appendingPathComponent("history.sqlite").path)
      var session = GameSession(deck: SampleGames.capitals, choices: 3, seed: 1)
      while session.currentCard != nil { session.answer("1", seconds: 1) }
      let id = try database.save(session, playedAt: SampleGames.playedAt, milliseconds: 4_000)
      #expect(try database.game(id: id)?.summary.game.choices == 3)
    }
  }

  @Test func aReverseGameIsLabelledFromWhatTheHistoryHoldsWithoutItsDeckFile() throws {
    let database = try AppDatabase.inMemory()
    let states = try database.save(
      SampleGames.played(direction: .reverse, answers: [:]), playedAt: SampleGames.playedAt, milliseconds: 1)
    var unnamed = SampleGames.capitals
    unnamed.reverseName = nil
    let reversed = try database.save(
      SampleGames.played(unnamed, direction: .reverse, answers: [:]), playedAt: SampleGames.playedAt, milliseconds: 1)

    #expect(try database.game(id: states)?.summary.game.label == "states")
    #expect(try database.game(id: reversed)?.summary.game.label == "capitals (reverse)")
  }

  @Test func anOlderReverseGameIsUnderAReverseNameWhenNoForwardGameHasItsName() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: try MigrationTests().copyOfFixture(in: folder))
      let labels = try database.games(matching: HistoryFilter(), limit: nil).games.map(\.game.label)
      #expect(labels == ["elements", "capitals", "states", "capitals"])
    }
  }

  @Test func aGameKeptPendingByAnOlderVersionStillDecodes() throws {
    let older = """
      {"player":"ana","mode":"play","deck":"capitals","direction":"forward","playedAt":"2026-01-01 00:00:00.000",
       "milliseconds":10,"endedEarly":false,"cards":[]}
      """
    let game = try JSONDecoder().decode(FinishedGame.self, from: Data(older.utf8))
    #expect(game.retryOf == nil && game.choices == nil && game.deckCards == nil)
  }
}
