import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Fixtures/history-v7.sqlite was written by the binary of schema v7 under faketime: nine games
/// (ann's plays, reverse, retry, multiple choice, ended early and a review; bob's game at ann's
/// first's start; "José" typed in NFD, then in NFC). Fixtures/pending-v7.json is a game that
/// binary kept pending while sqlite3 held the write lock: it has no identity.
@Suite("Migration v8: game identities")
struct GameIdentityTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  static let v7 = fixtures.appendingPathComponent("history-v7.sqlite")
  static let pending = fixtures.appendingPathComponent("pending-v7.json")

  static func copyOfV7(in folder: URL, named name: String = "history.sqlite") throws -> String {
    let path = folder.appendingPathComponent(name).path
    try FileManager.default.copyItem(atPath: v7.path, toPath: path)
    return path
  }

  static func identities(_ path: String) throws -> [Int64: String] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      Dictionary(
        uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT id, uuid FROM gameResult").map {
          ($0["id"] as Int64, $0["uuid"] as String)
        })
    }
  }

  @Test func everyGameOfAV7HistoryGetsADistinctVersion7IdentityAtItsStart() throws {
    try withTemporaryFolder { folder in
      let path = try GameIdentityTests.copyOfV7(in: folder)
      let (database, opening) = try HistoryOpening.open(path: path, player: "ann")
      #expect(opening.backupPath == path + ".backup-v7", "upgraded as every upgrade: backed up first")

      let games = try database.games(matching: HistoryFilter(), limit: nil).games
      #expect(games.count == 9)
      let uuids = games.compactMap(\.game.uuid)
      #expect(uuids.count == 9 && Set(uuids).count == 9)
      for game in games.map(\.game) {
        let uuid = try #require(game.uuid)
        #expect(uuid.version == 7 && uuid.hasStandardVariant)
        #expect(uuid.unixMilliseconds == Int64((game.playedAt.timeIntervalSince1970 * 1000).rounded()))
      }
      let stored = try GameIdentityTests.identities(path).values
      #expect(stored.allSatisfy { $0 == $0.lowercased() && GameUUID($0) != nil }, "\(stored)")
      try expectTalliesMatchCardResults(database)
    }
  }

  @Test func twoCopiesOfAnOlderHistoryUpgradedApartGiveEveryGameTheSameIdentity() throws {
    try withTemporaryFolder { folder in
      let laptop = try GameIdentityTests.copyOfV7(in: folder, named: "laptop.sqlite")
      let desktop = try GameIdentityTests.copyOfV7(in: folder, named: "desktop.sqlite")
      _ = try AppDatabase(path: laptop, player: "ann")
      _ = try AppDatabase(path: desktop, player: "someone else")
      #expect(try GameIdentityTests.identities(laptop) == GameIdentityTests.identities(desktop))
      // Pinned: the same fixture must give the same identities in every later version.
      #expect(try GameIdentityTests.identities(laptop)[1] == "01a0f6b1-2943-784c-b677-2392a396cb97")
    }
  }

  @Test func gamesCopiedByHandInAnOlderHistoryGetDistinctIdentitiesTheSameInEveryCopy() throws {
    try withTemporaryFolder { folder in
      var copies: [[Int64: String]] = []
      for name in ["a.sqlite", "b.sqlite"] {
        let path = try GameIdentityTests.copyOfV7(in: folder, named: name)
        try DatabaseQueue(path: path).write { db in
          // Game 1 twice more, every field the same.
          for _ in 0..<2 {
            try db.execute(
              sql: """
                INSERT INTO gameResult (deck, direction, playedAt, milliseconds, endedEarly, player, mode)
                  SELECT deck, direction, playedAt, milliseconds, endedEarly, player, mode FROM gameResult WHERE id = 1;
                INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, confusedWith,
                    milliseconds, deck, direction)
                  SELECT last_insert_rowid(), position, card, expected, answer, verdict, correct, confusedWith,
                    milliseconds, deck, direction FROM cardResult WHERE gameId = 1;
                """)
          }
        }
        _ = try AppDatabase(path: path, player: "ann")
        copies.append(try GameIdentityTests.identities(path))
      }
      #expect(copies[0] == copies[1])
      #expect(Set(copies[0].values).count == 11)
      #expect(copies[0][1] == "01a0f6b1-2943-784c-b677-2392a396cb97", "the first keeps the identity of its content")
    }
  }

  /// An older version saved the game in one copy; in the other it stayed pending until this
  /// version saved it. Sync must see one game.
  @Test func aPendingGameOfAnOlderVersionGetsTheIdentityTheMigrationGivesTheSameGame() throws {
    try withTemporaryFolder { folder in
      let pending = try Data(contentsOf: GameIdentityTests.pending)
      let savedBefore = try GameIdentityTests.copyOfV7(in: folder, named: "a.sqlite")
      let game = try JSONDecoder().decode(FinishedGame.self, from: pending)
      #expect(game.uuid == nil)
      try DatabaseQueue(path: savedBefore).write { db in
        // As the v7 binary inserted a game (without an identity): its columns of v7.
        try db.execute(
          sql: """
            INSERT INTO gameResult (player, mode, deck, direction, playedAt, milliseconds, endedEarly, deckCards,
              underReverseName) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            game.player, game.mode, game.deck, game.direction, game.playedAt, game.milliseconds, game.endedEarly,
            game.deckCards, game.underReverseName,
          ])
        let id = db.lastInsertedRowID
        for card in game.cards {
          try db.execute(
            sql: """
              INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, confusedWith,
                milliseconds, deck, direction) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              id, card.position, card.card, card.expected, card.answer, card.verdict, card.correct,
              card.confusedWith, card.milliseconds, card.deck, card.direction,
            ])
        }
      }
      _ = try AppDatabase(path: savedBefore, player: "ann")

      let savedAfter = try GameIdentityTests.copyOfV7(in: folder, named: "b.sqlite")
      try pending.write(to: URL(fileURLWithPath: savedAfter + ".pending-old.json"))
      let opening = try HistoryOpening.open(path: savedAfter, player: "ann").report
      #expect(opening.savedPendingGames.map(\.id) == [10])

      let before = try GameIdentityTests.identities(savedBefore)
      let after = try GameIdentityTests.identities(savedAfter)
      #expect(after == before, "the same ten games, the same identities")
    }
  }

  @Test func savingAGameWhoseIdentityIsThereAddsNothing() throws {
    let database = try AppDatabase.inMemory()
    let game = FinishedGame(SampleGames.played(), player: "ann", playedAt: SampleGames.playedAt, milliseconds: 900)
    let first = try database.write { db in try game.insert(db, player: "ann") }
    #expect(first.inserted)
    let counts = {
      try database.read { db in
        try ["gameResult", "cardResult", "memoryState", "cardTally", "directionTotal", "playedDay"].map {
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? -1
        } + [try Int.fetchOne(db, sql: "SELECT SUM(seen) FROM cardTally") ?? -1]
      }
    }
    let before = try counts()
    var changed = game
    changed.cards[0].answer = "something else"
    let again = try database.write { db in try changed.insert(db, player: "ann") }
    #expect(again.id == first.id && !again.inserted)
    #expect(try counts() == before)
    #expect(try database.game(id: first.id)?.cards[0].answer == game.cards[0].answer)
  }

  @Test func aNewGameGetsARandomIdentityAtItsStart() throws {
    let database = try AppDatabase.inMemory()
    let first = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1)
    let second = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1)
    let (a, b) = (try database.game(id: first)?.summary.game.uuid, try database.game(id: second)?.summary.game.uuid)
    #expect(a != nil && b != nil && a != b, "the same deck, start and time: two games")
    #expect(a?.unixMilliseconds == Int64(SampleGames.playedAt.timeIntervalSince1970 * 1000))
  }

  @Test(arguments: [
    "INSERT INTO gameResult (deck, direction, playedAt, milliseconds, player) VALUES ('d', 'forward', '2026-01-01 00:00:00.000', 1, 'ann')",
    "INSERT INTO gameResult (uuid, deck, direction, playedAt, milliseconds, player) VALUES ('019A0000-0000-7000-8000-000000000001', 'd', 'forward', '2026-01-01 00:00:00.000', 1, 'ann')",
    "UPDATE gameResult SET uuid = NULL",
    "UPDATE gameResult SET uuid = 'x'",
  ])
  func aGameWithoutAnIdentityInLowercaseTextIsRefused(sql: String) throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1)
    #expect(throws: DatabaseError.self) { try database.writer.write { db in try db.execute(sql: sql) } }
  }

  /// The identity index serves only the look-up by identity: `history` still walks
  /// (player, playedAt), and finding a game by identity is one search.
  @Test func theIdentityIndexLeavesTheHistoryQueriesAsTheyWere() throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1)
    try database.read { db in
      let plan = try Row.fetchAll(
        db,
        sql:
          "EXPLAIN QUERY PLAN SELECT id FROM gameResult WHERE player = 'ann' ORDER BY playedAt DESC, id DESC LIMIT 20"
      ).map { $0["detail"] as String }
      #expect(plan.contains { $0.contains("gameResult_on_player_playedAt") }, "\(plan)")
      #expect(!plan.contains { $0.contains("uuid") }, "\(plan)")
      let byIdentity = try Row.fetchAll(
        db, sql: "EXPLAIN QUERY PLAN SELECT id FROM gameResult WHERE uuid = '019a0000-0000-7000-8000-000000000001'"
      ).map { $0["detail"] as String }
      #expect(byIdentity == ["SEARCH gameResult USING COVERING INDEX gameResult_on_uuid (uuid=?)"], "\(byIdentity)")
    }
  }
}
