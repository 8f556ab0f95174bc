import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

@Suite("The history schema")
struct SchemaTests {
  @Test func aFileDatabaseUsesWriteAheadLogging() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      _ = try AppDatabase(path: path)
      let mode = try DatabaseQueue(path: path).read { db in
        try String.fetchOne(db, sql: "PRAGMA journal_mode")
      }
      #expect(mode == "wal")
    }
  }

  @Test func tablesAndColumnsHavePlainNames() throws {
    let database = try AppDatabase.inMemory()
    let (games, cards) = try database.writer.read { db in
      (try db.columns(in: "gameResult").map(\.name), try db.columns(in: "cardResult").map(\.name))
    }
    #expect(
      games == [
        "id", "deck", "direction", "playedAt", "milliseconds", "endedEarly", "player", "mode", "retryOf", "choices",
        "deckCards", "underReverseName", "uuid", "cards", "correct", "isFull",
      ])
    #expect(
      cards == [
        "gameId", "position", "card", "expected", "answer", "verdict", "correct", "confusedWith", "milliseconds",
        "deck", "direction", "recallPredicted", "countedDay",
      ])
  }

  @Test func cardResultsBelongToTheirGameAndAreDeletedWithIt() throws {
    let database = try AppDatabase.inMemory()
    let keys = try database.writer.read { db in
      try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(cardResult)")
    }
    try #require(keys.count == 1)
    #expect(keys[0]["table"] as String == "gameResult")
    #expect(keys[0]["from"] as String == "gameId")
    #expect(keys[0]["to"] as String? == "id")
    #expect(keys[0]["on_delete"] as String == "CASCADE")
  }

  @Test func deletingAGameDeletesItsCardsAndNoOthers() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try AppDatabase(path: path)
      let first = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      let second = try database.save(SampleGames.played(seed: 8), playedAt: SampleGames.playedAt, milliseconds: 1000)

      let connection = try DatabaseQueue(path: path)
      try connection.write { db in
        try db.execute(sql: "DELETE FROM gameResult WHERE id = ?", arguments: [first])
      }
      let cardsByGame = try connection.read { db in
        try Row.fetchAll(db, sql: "SELECT gameId, COUNT(*) AS cards FROM cardResult GROUP BY gameId")
      }
      #expect(cardsByGame.map { $0["gameId"] as Int64 } == [second])
      #expect(cardsByGame.map { $0["cards"] as Int } == [4])
    }
  }

  @Test func theNumberOfADeletedNewestGameIsNotGivenAgain() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try AppDatabase(path: path)
      _ = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      let newest = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "DELETE FROM gameResult WHERE id = ?", arguments: [newest])
      }
      let next = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      #expect(newest == 2)
      #expect(next == 3)
    }
  }

  @Test func theWriteAheadLogIsAsPrivateAsTheDatabase() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try AppDatabase(path: path)
      try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      #expect(try permissions(of: path) == 0o600)
      #expect(try permissions(of: path + "-wal") == 0o600)
      #expect(try permissions(of: path + "-shm") == 0o600)
    }
  }
}
