import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v17 moves a v16 history's summaries to the tables Swift keeps: backed up first, with
/// progress, each game's score and fullness from what v16's triggers kept, the totals counted
/// again, and nothing a view reads changed.
@Suite("The upgrade to summaries kept by Swift")
struct SummariesUpgradeTests {
  @Test(arguments: [41, 42] as [UInt64])
  func aHistoryOfV16UpgradesAndReadsTheSame(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      let scores: [Row]
      let fullGames: Set<Int64>
      let totals: [Row]
      let retention: [Row]
      do {
        let v16 = try DatabaseQueue(path: path)
        try Migrations.migrator(.init()).migrate(v16, upTo: Migrations.everyonesTalliesDropped)
        var ids: [Int64] = []
        for index in 0..<60 {
          clock += [600, 5 * 3600, 86_400].randomElement(using: &random) ?? 600
          let player = ["ann", "bob", "zoé"].randomElement(using: &random) ?? "ann"
          var game = FinishedGame(
            MemoryStateTests.randomGame(using: &random), player: player, playedAt: clock, milliseconds: 8000)
          if index % 7 == 3, let retried = ids.randomElement(using: &random) { game.retryOf = retried }
          try v16.write { db in
            try OlderSchemaGames.insert(game, player: player, in: db)
            ids.append(db.lastInsertedRowID)
          }
        }
        try v16.write { db in
          for _ in 0..<5 {
            if let id = ids.randomElement(using: &random) {
              try db.execute(sql: "DELETE FROM gameResult WHERE id = ?", arguments: [id])
            }
          }
          try MemoryStates.rebuild(nil, in: db)
        }
        (scores, fullGames, totals, retention) = try v16.read { db in
          (
            try Row.fetchAll(
              db,
              sql: """
                SELECT id, COALESCE(s.cards, 0) AS cards, COALESCE(s.correct, 0) AS correct
                FROM gameResult LEFT JOIN gameScore AS s ON s.gameId = id ORDER BY id
                """),
            try Set(Int64.fetchAll(db, sql: "SELECT gameId FROM fullGame")),
            try Row.fetchAll(
              db,
              sql: """
                SELECT d.player, d.deck, d.direction, d.games, COALESCE(s.cards, 0) AS cards,
                  COALESCE(s.correct, 0) AS correct
                FROM directionTotal AS d LEFT JOIN scoreTotal AS s USING (player, deck, direction) ORDER BY 1, 2, 3
                """),
            try Row.fetchAll(
              db, sql: "SELECT player, deck, day, due, recalled FROM retentionTally WHERE due > 0 ORDER BY 1, 2, 3")
          )
        }
        #expect(!fullGames.isEmpty && fullGames.count < scores.count)
        try v16.close()
      }

      let told = TalliesTests.Told()
      let (ann, report) = try HistoryOpening.open(
        path: path, player: "ann",
        upgradeProgress: { step, done, total in if step == .summaries { told.add(done, total) } })
      #expect(report.upgradedFrom == "v16")
      #expect(report.backupPath.map { FileManager.default.fileExists(atPath: $0) } == true, "backed up first")
      #expect(told.last.map { $0.done == $0.total && $0.total > 0 } == true, "progress: \(told.all)")
      try ann.read { db in
        #expect(try Row.fetchAll(db, sql: "SELECT id, cards, correct FROM gameResult ORDER BY id") == scores)
        #expect(try Set(Int64.fetchAll(db, sql: "SELECT id FROM gameResult WHERE isFull")) == fullGames)
        #expect(
          try Row.fetchAll(
            db, sql: "SELECT player, deck, direction, games, cards, correct FROM directionTotal ORDER BY 1, 2, 3")
            == totals)
        let kept = try Row.fetchAll(
          db, sql: "SELECT player, deck, day, due, recalled FROM retentionTally WHERE due > 0 ORDER BY 1, 2, 3")
        #expect(kept == retention)
        #expect(!retention.isEmpty)
        let left = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
        #expect(left.count == 8, "\(left)")
      }
      try expectTallyTableEqualsItsAnswers(ann)
      try expectRecordsAndCalibrationEqualAPlainAggregation(ann, since: SampleGames.playedAt)
      try expectDaysPlayedEqualTheGames(ann, now: clock)
    }
  }

  /// Games another program wrote into the history are counted at the next opening: the player it
  /// wrote for is marked by the triggers, and FlashCards' own writes mark nobody.
  @Test func gamesWrittenByAnotherProgramAreCountedAtTheNextOpening() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: 5)
      let ann = try AppDatabase(path: path, player: "ann")
      for day in 0..<5 {
        try ann.save(
          MemoryStateTests.randomGame(using: &random), playedAt: SampleGames.playedAt + Double(day) * 86_400,
          milliseconds: 7000)
      }
      #expect(try ann.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM handWritten") } == 0)
      let game = FinishedGame(
        MemoryStateTests.randomGame(using: &random), player: "cy", playedAt: SampleGames.playedAt + 9 * 86_400,
        milliseconds: 7000)
      let byHand = try DatabaseQueue(path: path)
      try byHand.write { db in
        try OlderSchemaGames.insert(game, player: "cy", in: db)
        try db.execute(sql: "DELETE FROM gameResult WHERE id = 2")
        try db.execute(sql: "UPDATE cardResult SET correct = 1 - correct WHERE gameId = 3")
      }
      #expect(
        try byHand.read { db in try String.fetchAll(db, sql: "SELECT player FROM handWritten ORDER BY 1") } == [
          "ann", "cy",
        ])
      try byHand.close()
      let told = TalliesTests.Told()
      let (again, _) = try HistoryOpening.open(
        path: path, player: "ann",
        upgradeProgress: { step, done, total in if step == .handWrittenGames { told.add(done, total) } })
      // Their 5 games, then their answers replayed.
      #expect(told.last.map { $0.done == $0.total && $0.total > 5 } == true, "\(told.all)")
      #expect(try again.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM handWritten") } == 0)
      try expectTallyTableEqualsItsAnswers(again)
      try expectInsertsEqualAWholeReplay(again, "after another program's writes")
      #expect(try again.statistics(player: "cy").games == 1)
    }
  }

  /// Games another program wrote with times at Int64's ends are counted, and deleted, without a
  /// trap, and the totals are right again once they are gone.
  @Test func aTimeAtTheEndsOfItsRangeIsCountedAndDeleted() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: 8)
      let ann = try AppDatabase(path: path, player: "ann")
      try ann.save(MemoryStateTests.randomGame(using: &random), playedAt: SampleGames.playedAt, milliseconds: 7000)
      let byHand = try DatabaseQueue(path: path)
      try byHand.write { db in
        for milliseconds in [Int64.min, Int64.max] {
          var game = FinishedGame(
            MemoryStateTests.randomGame(using: &random), player: "ann", playedAt: SampleGames.playedAt + 60,
            milliseconds: 0)
          game.uuid = nil
          try OlderSchemaGames.insert(game, player: "ann", in: db)
          try db.execute(
            sql: "UPDATE gameResult SET milliseconds = ? WHERE id = ?", arguments: [milliseconds, db.lastInsertedRowID])
        }
      }
      try byHand.close()
      let again = try AppDatabase(path: path, player: "ann")
      #expect(try again.gameTotals(player: "ann").games == 3)
      let ids = try again.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult WHERE id > 1") }
      #expect(try again.deleteGames(ids) == 2)
      #expect(try again.statistics(player: "ann").games == 1)
      #expect(try again.statistics(player: "ann").milliseconds == 7000)
      try expectTallyTableEqualsItsAnswers(again)
    }
  }
}
