import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v14's tables of everyone's tallies, which `stats --all-players` reads, against the
/// players' rows they stand for: filled by the upgrade, kept by every write (the random histories
/// of `TalliesTests` and `NewPlayerGamesTests` check them after each step too), and read as the
/// players' rows grouped are read, also when another program wrote values that are no counts.
@Suite("Everyone's tallies")
struct EveryonesTalliesTests {
  static let players = ["ann", "bob", "zoé"]

  @Test(arguments: [31, 32, 33] as [UInt64])
  func theUpgradeFillsThemAndEveryWriteKeepsThem(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      do {
        let histories = try Self.players.map { try AppDatabase(path: path, player: $0) }
        for _ in 0..<45 {
          clock += [300, 3 * 3600, 86_400, 2 * 86_400].randomElement(using: &random) ?? 300
          let history = histories.randomElement(using: &random) ?? histories[0]
          try history.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 7000)
        }
        try histories[0].writer.write { db in try Self.undoV14(db) }
      }
      let v13 = try DatabaseQueue(path: path)
      #expect(try v13.read { db in try db.tableExists("everyoneCardTally") } == false)
      try v13.close()

      let ann = try AppDatabase(path: path, player: "ann")
      let filled = try ann.read { db in
        try ["everyoneCardTally", "everyoneCalibration", "everyoneDay", "everyoneLatest"].map {
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \($0)") ?? 0
        }
      }
      #expect(filled.allSatisfy { $0 > 0 }, "the upgrade filled the tables: \(filled)")
      try expectEveryonesTalliesEqualThePlayersRows(ann, "after the upgrade, seed \(seed)")
      try expectEveryonesReadsEqualThePlayersRowsGrouped(ann, "after the upgrade, seed \(seed)")
      let bob = try AppDatabase(path: path, player: "bob")
      for step in 0..<25 {
        clock += 3600
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          let ids = try ann.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult") }
          if let id = ids.randomElement(using: &random) { try ann.deleteGames([id]) }
        case 1 where step > 15:
          try bob.deleteAllGames(of: "bob")
        case 2:
          // An older game saved late: the answers after it are predicted again.
          try bob.save(MemoryStateTests.randomGame(using: &random), playedAt: clock - 5 * 86_400, milliseconds: 7000)
        default:
          let history = Bool.random(using: &random) ? ann : bob
          try history.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 7000)
        }
        try expectEveryonesTalliesEqualThePlayersRows(ann, "step \(step), seed \(seed)")
      }
      try expectEveryonesReadsEqualThePlayersRowsGrouped(ann, "seed \(seed)")
    }
  }

  /// Values no FlashCards writes, put in the players' rows by hand: the tables follow (a sum that
  /// is not a plain count is NULL there), games are still saved, and `stats --all-players` reads what
  /// the players' rows grouped give, as before v14 (or fails as it did).
  @Test(arguments: [
    "UPDATE cardTally SET seen = 'many' WHERE card = (SELECT MAX(card) FROM cardTally)",
    "UPDATE cardTally SET missed = -2 WHERE card = (SELECT MIN(card) FROM cardTally)",
    "UPDATE cardTally SET seen = 4611686018427387904 WHERE player = 'bob'",
    "UPDATE cardTally SET expected = X'00FF' WHERE card = (SELECT MAX(card) FROM cardTally)",
    "UPDATE confusionTally SET times = 2.5",
    "UPDATE confusionTally SET answer = 7",
    "UPDATE calibrationTally SET predictedUnits = predictedUnits * 3000",
    "UPDATE calibrationTally SET answers = 'x' WHERE bucket = (SELECT MAX(bucket) FROM calibrationTally)",
    "UPDATE playedDay SET lastAt = X'32303236' WHERE day = (SELECT MAX(day) FROM playedDay)",
    "UPDATE playedDay SET deck = 'states', day = '1999-01-01' WHERE (player, deck, day) = (SELECT player, deck, day FROM playedDay LIMIT 1)",
    "UPDATE memoryState SET lastReview = 17 WHERE card = (SELECT MIN(card) FROM memoryState)",
    "UPDATE memoryState SET player = 'cleo' WHERE player = 'bob'",
    // Rows moved to another key: the key they left has no row left.
    "UPDATE cardTally SET card = 'Atlantis' WHERE card = (SELECT MIN(card) FROM cardTally)",
    "UPDATE memoryState SET direction = 'reverse', card = 'Atlantis' WHERE card = (SELECT MAX(card) FROM memoryState)",
    "DELETE FROM cardTally WHERE player = 'bob'",
    "INSERT INTO confusionTally VALUES ('cleo', 'capitals', 'Texas', 'Ohio', 'Columbus', 1099511627776)",
  ])
  func handWrittenValuesAreFollowedAndSavesGoOn(sql: String) throws {
    let database = try Self.historyOfThree(seed: 41)
    // Random games type no other card's answer: confusions of two players, through the store.
    try database.write { db in
      try db.execute(
        sql: """
          INSERT INTO confusionTally VALUES ('ann', 'capitals', 'Texas', 'Ohio', 'Columbus', 2),
            ('bob', 'capitals', 'Texas', 'Ohio', 'Dayton', 1), ('bob', 'states', 'Austin', 'Ohio', 'Columbus', 1)
          """)
    }
    try expectEveryonesTalliesEqualThePlayersRows(database, "before \(sql)")
    try database.writer.write { db in try db.execute(sql: sql) }
    let queued = try database.read { db in
      try Int.fetchOne(
        db,
        sql: "SELECT "
          + Migrations.everyonesTallies.map { "(SELECT COUNT(*) FROM \($0.queue))" }.joined(separator: " + "))
    }
    // Through the triggers only: no write of the store has grouped the keys again yet.
    #expect((queued ?? 0) > 0 || sql.contains("* 3000"), "sqlite3's change queued its keys")
    try expectEveryonesTalliesEqualThePlayersRows(database, "\(sql)", queued: true)
    try expectEveryonesReadsEqualThePlayersRowsGrouped(database, "\(sql)")
    var random = SeededGenerator(seed: 42)
    for _ in 0..<4 {
      try database.save(
        MemoryStateTests.randomGame(using: &random), playedAt: SampleGames.playedAt + 90 * 86_400, milliseconds: 5000)
    }
    try expectEveryonesTalliesEqualThePlayersRows(database, "after saves, \(sql)")
    try expectEveryonesReadsEqualThePlayersRowsGrouped(database, "after saves, \(sql)")
  }

  /// The largest value of a key given up by one player while another player has a row of it:
  /// everyone's is the other player's, not the new value.
  @Test(arguments: [
    (
      """
      INSERT INTO confusionTally VALUES ('ann', 'capitals', 'Atlantis', 'Ohio', 'Zurich', 2),
        ('bob', 'capitals', 'Atlantis', 'Ohio', 'Bern', 1)
      """,
      "UPDATE confusionTally SET answer = 'Aarau', times = 3 WHERE player = 'ann' AND card = 'Atlantis'"
    ),
    (
      """
      INSERT INTO cardTally VALUES ('ann', 'capitals', 'forward', 'Atlantis', 'Poseidonia', 2, 1),
        ('zoé', 'capitals', 'forward', 'Atlantis', 'Mu', 1, 0)
      """,
      "UPDATE cardTally SET expected = 'Lemuria', seen = 3 WHERE player = 'ann' AND card = 'Atlantis'"
    ),
    (
      """
      INSERT INTO playedDay VALUES ('ann', 'atlantis', '2026-02-02', 1, '2026-02-02 08:00', '2026-02-02 20:00'),
        ('bob', 'atlantis', '2026-02-02', 1, '2026-02-02 09:00', '2026-02-02 10:00')
      """,
      "UPDATE playedDay SET firstAt = '2026-02-02 11:00', lastAt = '2026-02-02 12:00' WHERE player = 'ann'"
    ),
  ])
  func aLargestValueGivenUpIsAnotherPlayers(rows: String, change: String) throws {
    let database = try Self.historyOfThree(seed: 45)
    try database.write { db in try db.execute(sql: rows) }
    try expectEveryonesTalliesEqualThePlayersRows(database, rows)
    try database.write { db in try db.execute(sql: change) }
    try expectEveryonesTalliesEqualThePlayersRows(database, change)
  }

  /// An upgrade groups the keys its migrations queued (here, one written by hand into a v14
  /// history, whose row of everyone's is wrong): once opened, everyone's tallies are read as they
  /// are, and equal the players' rows.
  @Test func anUpgradeGroupsTheKeysItsMigrationsQueued() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: 47)
      var clock = SampleGames.playedAt
      do {
        let v14 = try Self.historyOfV14(at: path, games: 12, clock: &clock, using: &random)
        try v14.write { db in
          try db.execute(
            sql: """
              UPDATE everyoneLatest SET player = 'nobody'
                WHERE (deck, direction, card) = (SELECT deck, direction, card FROM everyoneLatest LIMIT 1);
              INSERT INTO everyoneLatestRegroup SELECT deck, direction, card FROM everyoneLatest WHERE player = 'nobody'
              """)
        }
        try v14.close()
      }
      let ann = try HistoryOpening.open(path: path, player: "ann").database
      #expect(try ann.read { db in try EveryonesTallies.isCurrent("everyoneLatest", in: db) })
      try expectEveryonesTalliesEqualThePlayersRows(ann, "after the upgrade to v15")
    }
  }

  /// A history of v14, whose triggers followed changes in place, upgraded to v15: its triggers
  /// then only queue keys, and every write of the store still leaves the tables equal to the
  /// players' rows grouped (deletions, a player's games, games saved late).
  @Test func aHistoryOfV14QueuesItsKeysOnceUpgraded() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: 46)
      var clock = SampleGames.playedAt
      do {
        let v14 = try Self.historyOfV14(at: path, games: 30, clock: &clock, using: &random)
        let following = try v14.read { db in
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE sql LIKE '%UPDATE everyone%'")
        }
        #expect((following ?? 0) > 0, "v14's triggers update everyone's rows in place")
        try v14.close()
      }
      let ann = try AppDatabase(path: path, player: "ann")
      let triggers = try ann.read { db in
        try String.fetchAll(
          db, sql: "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_everyone_%'")
      }
      #expect(triggers.count == 15)
      #expect(triggers.allSatisfy { !$0.contains("UPDATE everyone") }, "v15's triggers only queue")
      try expectEveryonesTalliesEqualThePlayersRows(ann, "after the upgrade to v15")
      for step in 0..<12 {
        clock += 3600
        switch step % 4 {
        case 0:
          let ids = try ann.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult") }
          if let id = ids.randomElement(using: &random) { try ann.deleteGames([id]) }
        case 1:
          try ann.save(MemoryStateTests.randomGame(using: &random), playedAt: clock - 3 * 86_400, milliseconds: 7000)
        case 2 where step > 8:
          _ = try ann.deleteAllGames(of: "bob")
        default:
          try ann.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 7000)
        }
        try expectEveryonesTalliesEqualThePlayersRows(ann, "step \(step) after the upgrade to v15")
      }
      try expectEveryonesReadsEqualThePlayersRowsGrouped(ann, "after the upgrade to v15")
    }
  }

  /// A reading command on a history that lacks only v15 reads the file itself: v15 changes only
  /// its triggers, so the copy upgraded in memory (the whole file, for each command) would read
  /// the same. The answers are those of the upgraded history; the file is not written.
  @Test func aHistoryOfV14IsReadAsItIs() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var random = SeededGenerator(seed: 47)
      var clock = SampleGames.playedAt
      do {
        let v14 = try Self.historyOfV14(at: path, games: 20, clock: &clock, using: &random)
        try v14.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        try v14.close()
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      let (reader, opening) = try HistoryOpening.open(path: path, access: .readOnly, player: "ann")
      #expect(opening == OpeningReport())
      let readFrom = try reader.read { db in
        try Row.fetchAll(db, sql: "PRAGMA database_list").map { $0["file"] as String? }
      }
      #expect(readFrom == [path], "read from the file, not from a copy in memory")
      let now = clock + 86_400
      let read = try reader.statistics(player: nil, now: now)
      let games = try reader.games(matching: HistoryFilter(), limit: nil).total
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "the file is as it was")

      let upgraded = try AppDatabase(path: path, player: "ann")
      #expect(try upgraded.statistics(player: nil, now: now) == read)
      #expect(try upgraded.games(matching: HistoryFilter(), limit: nil).total == games)
    }
  }

  /// Two players' counts whose sum overflows a 64-bit integer: `SUM` would fail, and with it the
  /// trigger and the save of the game. The game is saved; everyone's sum is NULL (not a count).
  @Test func countsWhoseSumOverflowsDoNotStopASave() throws {
    let database = try Self.historyOfThree(seed: 43)
    try database.write { db in
      try db.execute(sql: "UPDATE cardTally SET seen = 9000000000000000000")
    }
    var random = SeededGenerator(seed: 44)
    for _ in 0..<6 {
      try database.save(
        MemoryStateTests.randomGame(using: &random), playedAt: SampleGames.playedAt + 90 * 86_400, milliseconds: 5000)
    }
    try expectEveryonesTalliesEqualThePlayersRows(database, "overflow")
    let unreadable = try database.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM everyoneCardTally WHERE seen IS NULL")
    }
    #expect((unreadable ?? 0) > 0)
  }

  /// A history of v14 at `path`, holding `games` games of three players, as v14 wrote them (each
  /// write grouped its queued keys at its end); `clock` moves on to the last game's time.
  static func historyOfV14(
    at path: String, games: Int, clock: inout Date, using random: inout SeededGenerator
  ) throws -> DatabaseQueue {
    let v14 = try DatabaseQueue(path: path)
    try Migrations.migrator(.init()).migrate(v14, upTo: "v14: everyone's tallies")
    for _ in 0..<games {
      clock += [600, 5 * 3600, 86_400].randomElement(using: &random) ?? 600
      let player = players.randomElement(using: &random) ?? "ann"
      let game = FinishedGame(
        MemoryStateTests.randomGame(using: &random), player: player, playedAt: clock, milliseconds: 8000)
      try v14.write { db in
        _ = try game.insert(db, player: player)
        try EveryonesTallies.regroupQueued(db)
      }
    }
    return v14
  }

  /// A history in memory with games of three players.
  static func historyOfThree(seed: UInt64) throws -> AppDatabase {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    var random = SeededGenerator(seed: seed)
    var clock = SampleGames.playedAt
    for _ in 0..<40 {
      clock += [600, 5 * 3600, 86_400].randomElement(using: &random) ?? 600
      let player = players.randomElement(using: &random) ?? "ann"
      let game = FinishedGame(
        MemoryStateTests.randomGame(using: &random), player: player, playedAt: clock, milliseconds: 8000)
      try database.writer.write { db in
        _ = try game.insert(db, player: player)
        try EveryonesTallies.regroupQueued(db)
      }
    }
    return database
  }

  /// What migrations v14 and v15 added, taken away, as if the history had never had them.
  static func undoV14(_ db: Database) throws {
    for source in ["cardTally", "confusionTally", "calibrationTally", "playedDay", "memoryState"] {
      for trigger in ["added", "counted", "changed", "removed"] {
        try db.execute(sql: "DROP TRIGGER IF EXISTS \(source)_everyone_\(trigger)")
      }
    }
    for index in ["cardTally_by_card", "confusionTally_by_card", "calibrationTally_by_day", "memoryState_by_card"] {
      try db.execute(sql: "DROP INDEX IF EXISTS \(index)")
    }
    for table in ["everyoneCardTally", "everyoneConfusion", "everyoneCalibration", "everyoneDay", "everyoneLatest"] {
      try db.execute(sql: "DROP TABLE IF EXISTS \(table)")
      try db.execute(sql: "DROP TABLE IF EXISTS \(table)Regroup")
    }
    let identifiers = Migrations.identifiers.filter { $0.hasPrefix("v14:") || $0.hasPrefix("v15:") }
    #expect(identifiers.count == 2)
    try db.execute(literal: "DELETE FROM grdb_migrations WHERE identifier IN \(identifiers)")
  }
}

/// Each of v14's tables equals its source grouped by the key without the player, written here
/// apart from the migration: a sum is NULL unless every player's value is a whole number from 0 to
/// 2⁵⁰. After a write of the store the queues are empty; after one of sqlite3 (`queued`), the keys
/// it queued are left out.
func expectEveryonesTalliesEqualThePlayersRows(
  _ database: AppDatabase, _ comment: String = "", queued: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  func sum(_ column: String) -> String {
    let plain = "typeof(\(column)) = 'integer' AND \(column) BETWEEN 0 AND 1125899906842624"
    // Only plain values summed: SQL's SUM of the others could overflow, and fail this query.
    return "CASE WHEN MIN(\(plain)) THEN SUM(CASE WHEN \(plain) THEN \(column) END) END"
  }
  let tables = [
    (
      "everyoneCardTally", "deck, direction, card",
      "SELECT deck, direction, card, MAX(expected), \(sum("seen")), \(sum("missed")) FROM cardTally GROUP BY 1, 2, 3"
    ),
    (
      "everyoneConfusion", "deck, card, confusedWith",
      "SELECT deck, card, confusedWith, MAX(answer), \(sum("times")) FROM confusionTally GROUP BY 1, 2, 3"
    ),
    (
      "everyoneCalibration", "deck, day, bucket",
      """
      SELECT deck, day, bucket, \(sum("answers")), \(sum("predictedUnits")), \(sum("\"right\""))
      FROM calibrationTally GROUP BY 1, 2, 3
      """
    ),
    ("everyoneDay", "deck, day", "SELECT deck, day, MIN(firstAt), MAX(lastAt) FROM playedDay GROUP BY 1, 2"),
    (
      "everyoneLatest", "deck, direction, card",
      "SELECT deck, direction, card, MAX(lastReview), player FROM memoryState GROUP BY 1, 2, 3"
    ),
  ]
  try database.read { db in
    for (table, key, grouped) in tables {
      let waiting = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)Regroup") ?? 0
      if !queued {
        #expect(
          waiting == 0, "\(table)'s queue is empty after a write of the store, \(comment)",
          sourceLocation: sourceLocation)
      }
      let unqueued = "(\(key)) NOT IN (SELECT \(key) FROM \(table)Regroup)"
      let kept = try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE \(unqueued) ORDER BY 1, 2, 3")
        .map { Array($0.databaseValues) }
      let expected = try Row.fetchAll(
        db,
        sql: """
          WITH g AS (\(grouped))
          SELECT * FROM g WHERE (\(key)) NOT IN (SELECT \(key) FROM \(table)Regroup) ORDER BY 1, 2, 3
          """
      ).map { Array($0.databaseValues) }
      guard kept != expected else { continue }
      let first = zip(kept, expected).first { $0 != $1 }.map { "\($0) where the players' rows give \($1)" }
      Issue.record(
        "\(table): \(kept.count) rows, \(expected.count) grouped; \(first ?? "rows missing"), \(comment)",
        sourceLocation: sourceLocation)
    }
  }
}

/// Everyone's card tallies, confusions, last answers, calibration and days read from v14's tables
/// equal (or fail as) the players' rows grouped, the reading `stats --all-players` did before.
func expectEveryonesReadsEqualThePlayersRowsGrouped(
  _ database: AppDatabase, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  func same<T: Equatable>(_ name: String, _ read: () throws -> T, _ grouped: () throws -> T) {
    let (fast, plain) = (Result { try read() }, Result { try grouped() })
    switch (fast, plain) {
    case (.success(let a), .success(let b)): #expect(a == b, "\(name), \(comment)", sourceLocation: sourceLocation)
    case (.failure, .failure): break
    default: Issue.record("\(name): \(fast) against \(plain), \(comment)", sourceLocation: sourceLocation)
    }
  }
  try database.read { db in
    same("cards", { try Statistics.CardTally.read(player: nil, in: db) }) {
      try Statistics.CardTally.grouped(player: nil, in: db)
    }
    for deck in [nil, "capitals", "states"] as [String?] {
      same("confusions", { try Statistics.Confusion.read(deck: deck, player: nil, limit: 5, in: db) }) {
        try Statistics.Confusion.grouped(deck: deck, player: nil, limit: 5, in: db)
      }
      same("last answers", { try LastAnswers.read(deck: deck, player: nil, in: db).right }) {
        try LastAnswers.readByRows(deck: deck, player: nil, in: db).right
      }
    }
    let utc = TimeZone(secondsFromGMT: 0) ?? .current
    for deck in try String.fetchAll(db, sql: "SELECT DISTINCT deck FROM playedDay") {
      let now = SampleGames.playedAt + 30 * 86_400
      same("days", { try PractiseDays.read(deck: deck, player: nil, now: now, timeZone: utc, in: db) }) {
        try PractiseDays.read(deck: deck, player: nil, now: now, timeZone: utc, in: db, throughPlayedDay: true)
      }
    }
    let day = "2000-01-01"
    same("calibration", { try AppDatabase.everyonesCalibration(.after(day), deck: nil, in: db).map(sums) }) {
      let keys = try AppDatabase.calibrationTallyKeys(player: nil, deck: nil, in: db)
      let rows = try SQLRequest<Row>(
        literal: AppDatabase.calibrationTallyQuery(.after(day), players: keys.players, decks: keys.decks)
      ).fetchAll(db)
      // nil where everyone's would be: keys queued by sqlite3's writes, or a sum the players'
      // rows hold that is not a count.
      return try everyonesCalibrationIsUsable(db) ? sums(rows) : nil
    }
  }
}

private func sums(_ rows: [Row]) -> [[DatabaseValue]] {
  rows.map { row in (0..<4).map { row[$0] as DatabaseValue } }
}

private func everyonesCalibrationIsUsable(_ db: Database) throws -> Bool {
  try Bool.fetchOne(
    db,
    sql: """
      SELECT NOT EXISTS (SELECT 1 FROM everyoneCalibration WHERE answers IS NULL OR predictedUnits IS NULL OR "right" IS NULL)
        AND NOT EXISTS (SELECT 1 FROM everyoneCalibrationRegroup)
      """) ?? false
}
