import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v16 drops v14's tables of everyone's tallies (and v15's queues and triggers): a
/// history of v15 that holds games upgrades to one without them, nothing of the players' own rows
/// lost, and everyone's statistics read from the players' rows equal what v15's tables held.
@Suite("Everyone's tallies dropped")
struct EveryonesTalliesDroppedTests {
  static let players = ["ann", "bob", "zoé"]
  static let tables = [
    "everyoneCardTally", "everyoneConfusion", "everyoneCalibration", "everyoneDay", "everyoneLatest",
  ]

  @Test(arguments: [31, 32] as [UInt64])
  func aHistoryOfV15UpgradesWithoutThemAndReadsTheSame(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      let kept: [String: [Row]]
      let everyones: [String: [[DatabaseValue]]]
      do {
        let v15 = try Self.historyOfV15(at: path, games: 40, clock: &clock, using: &random)
        kept = try Self.playersRows(v15)
        everyones = try v15.read { db in
          try Dictionary(
            uniqueKeysWithValues: Self.grouped.map { table, grouped in
              (table, try Self.values(grouped, in: db))
            })
        }
        let v15Tables = try v15.read { db in
          try Dictionary(
            uniqueKeysWithValues: Self.grouped.keys.map { table in
              (table, try Self.values("SELECT * FROM \(table) ORDER BY 1, 2, 3", in: db))
            })
        }
        #expect(v15Tables == everyones, "v15's tables held the players' rows grouped")
        // Random games confuse no cards: the confusions are held to the outputs by OutputEquivalenceTests.
        #expect(everyones.filter(\.value.isEmpty).keys.sorted() == ["everyoneConfusion"])
        try v15.close()
      }
      let (ann, report) = try HistoryOpening.open(path: path, player: "ann")
      #expect(report.upgradedFrom == "v15")
      #expect(report.backupPath.map { FileManager.default.fileExists(atPath: $0) } == true, "backed up first")
      let left = try ann.read { db in
        try String.fetchAll(
          db,
          sql: "SELECT name FROM sqlite_master WHERE name LIKE 'everyone%' OR name LIKE '%\\_everyone\\_%' ESCAPE '\\'")
      }
      #expect(left.isEmpty, "\(left)")
      #expect(try Self.playersRows(ann.writer) == kept, "the players' rows are as they were")
      let read = try ann.read { db in
        try Dictionary(
          uniqueKeysWithValues: Self.grouped.filter { $0.key != "everyoneCalibration" }.map { table, grouped in
            (table, try Self.values(grouped, in: db))
          })
      }
      #expect(
        read == everyones.filter { $0.key != "everyoneCalibration" }, "calibration is read from the answers (v17)")
      // Everyone's statistics read the players' rows, and a save goes on as before.
      let before = try ann.statistics(player: nil, now: clock + 86_400)
      #expect(before.games == 40)
      try ann.save(MemoryStateTests.randomGame(using: &random), playedAt: clock + 3600, milliseconds: 7000)
      #expect(try ann.statistics(player: nil, now: clock + 86_400).games == 41)
    }
  }

  /// A reading command on a history of v14 reads a copy upgraded in memory (v17 changes what a
  /// reader reads): the answers are those of the upgraded history; the file is not written.
  @Test func aHistoryOfV14IsReadThroughACopy() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: 47)
      var clock = SampleGames.playedAt
      do {
        let v14 = try Self.historyOfV15(
          at: path, games: 20, clock: &clock, using: &random, upTo: "v14: everyone's tallies")
        try v14.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        try v14.close()
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let (reader, opening) = try HistoryOpening.open(path: path, access: .readOnly, player: "ann")
      #expect(opening == OpeningReport())
      let readFrom = try reader.read { db in
        try Row.fetchAll(db, sql: "PRAGMA database_list").filter { $0["name"] == "main" }.map { $0["file"] as String? }
      }
      #expect(readFrom == [""], "read from a copy in memory")
      let now = clock + 86_400
      let read = try reader.statistics(player: nil, now: now)
      let games = try reader.games(matching: HistoryFilter(), limit: nil).total
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file is as it was")

      let upgraded = try AppDatabase(path: path, player: "ann")
      #expect(try upgraded.statistics(player: nil, now: now) == read)
      #expect(try upgraded.games(matching: HistoryFilter(), limit: nil).total == games)
    }
  }

  /// A history of v15 (or of `upTo`) at `path`, holding `games` games of three players, as v15
  /// wrote them (each write grouped its queued keys at its end); `clock` moves on to the last
  /// game's time.
  static func historyOfV15(
    at path: String, games: Int, clock: inout Date, using random: inout SeededGenerator,
    upTo last: String = Migrations.everyonesTalliesQueued
  ) throws -> DatabaseQueue {
    let queue = try DatabaseQueue(path: path)
    try Migrations.migrator(.init()).migrate(queue, upTo: last)
    for _ in 0..<games {
      clock += [600, 5 * 3600, 86_400].randomElement(using: &random) ?? 600
      let player = players.randomElement(using: &random) ?? "ann"
      let game = FinishedGame(
        MemoryStateTests.randomGame(using: &random), player: player, playedAt: clock, milliseconds: 8000)
      try queue.write { db in
        try OlderSchemaGames.insert(game, player: player, in: db)
        for tally in Migrations.everyonesTallies {
          for sql in tally.regroupQueued { try db.execute(sql: sql) }
        }
      }
    }
    try queue.write { db in
      try MemoryStates.rebuild(nil, in: db)
      for tally in Migrations.everyonesTallies {
        for sql in tally.regroupQueued { try db.execute(sql: sql) }
      }
    }
    return queue
  }

  /// Each of v14's tables as the players' rows grouped (the sums plain counts, as FlashCards
  /// writes them).
  static let grouped: [String: String] = [
    "everyoneCardTally": """
    SELECT deck, direction, card, MAX(expected), SUM(seen), SUM(missed) FROM cardTally GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    """,
    "everyoneConfusion": """
    SELECT deck, card, confusedWith, MAX(answer), SUM(times) FROM confusionTally GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    """,
    "everyoneCalibration": #"""
    SELECT deck, day, bucket, SUM(answers), SUM(predictedUnits), SUM("right") FROM calibrationTally
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    """#,
    "everyoneDay": "SELECT deck, day, MIN(firstAt), MAX(lastAt) FROM playedDay GROUP BY 1, 2 ORDER BY 1, 2",
    "everyoneLatest": """
    SELECT deck, direction, card, MAX(lastReview), player FROM memoryState GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    """,
  ]

  static func values(_ sql: String, in db: Database) throws -> [[DatabaseValue]] {
    try Row.fetchAll(db, sql: sql).map { Array($0.databaseValues) }
  }

  /// Every row of the facts and of the players' own tallies that v17 keeps (the games' columns as
  /// v16 had them).
  static func playersRows(_ reader: any DatabaseReader) throws -> [String: [Row]] {
    try reader.read { db in
      var rows: [String: [Row]] = [:]
      for table in ["cardResult", "cardTally", "confusionTally", "playedDay", "memoryState"] {
        rows[table] = try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1, 2, 3")
      }
      rows["gameResult"] = try Row.fetchAll(
        db, sql: "SELECT \(OlderSchemaGames.v16Columns) FROM gameResult ORDER BY id")
      return rows
    }
  }
}
