import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v11's tallies against what they stand for: true retention summed from the daily
/// tallies equals the replay of the whole history that `stats` ran before, after every way card
/// results come and go; and the tally table equals a plain aggregation of each answer's counted day.
@Suite("Tallies")
struct TalliesTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func trueRetentionFromTalliesEqualsTheReplayThroughRandomHistories(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let ann = try AppDatabase(path: path, player: "ann")
      let bob = try AppDatabase(path: path, player: "bob")
      // Ann's other device: her games there reach this history by sync.
      let device = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
      var cursor: UInt64 = 0
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      var checked = 0
      for step in 0..<90 {
        let gap: TimeInterval = [30, 600, 3 * 3600, 86_400, 2 * 86_400, 5 * 86_400].randomElement(using: &random) ?? 60
        clock += gap
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<2:
          let ids = try ann.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult") }
          if let id = ids.randomElement(using: &random) { try ann.deleteGames([id]) }
        case 2:
          // A game kept pending and saved later: older than the states it touches.
          try ann.save(MemoryStateTests.randomGame(using: &random), playedAt: clock - 3 * 86_400, milliseconds: 9000)
        case 3..<5:
          try device.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
          var outbox = try device.unsentGames(player: "ann")
          while let games = try outbox.nextPage() {
            cursor += 1
            _ = try ann.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
              _, changes in
              for game in games { try changes.game(game) }
              return String(cursor)
            }
            try device.markGamesSent(games.map(\.id))
          }
        case 5 where step > 60:
          try bob.deleteAllGames(of: "bob")
        case 7:
          // A pending file, saved when the history is next opened.
          let game = FinishedGame(
            MemoryStateTests.randomGame(using: &random), player: "ann", playedAt: clock - 86_400, milliseconds: 9000)
          try JSONEncoder().encode(game).write(to: URL(fileURLWithPath: path + ".pending-\(step).json"))
          #expect(try HistoryOpening.open(path: path, player: "ann").report.savedPendingGames.count == 1)
        case 6:
          try ann.setParameters(Bool.random(using: &random) ? nil : TalliesTests.otherParameters, of: "ann")
        default:
          let player = Bool.random(using: &random) ? ann : bob
          try player.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
        }
        for player in ["ann", "bob"] {
          for deck in [nil, "capitals", "states"] {
            let now = clock + 3600
            let tallied = try ann.trueRetention(of: player, retention: nil, deck: deck, now: now)
            let replayed = try ann.replayedTrueRetention(
              of: player, scheduler: ann.scheduler(of: player), retention: nil, deck: deck,
              today: ReviewDay(now, timeZone: .current), timeZone: .current)
            #expect(tallied == replayed, "step \(step), \(player), deck \(deck ?? "all")")
            checked += tallied.lastMonth.due
          }
        }
        try expectTallyTableEqualsItsAnswers(ann)
        try expectRecordsAndCalibrationEqualAPlainAggregation(ann, since: clock - 10 * 86_400)
        try expectDaysPlayedEqualTheGames(ann, now: clock)
      }
      #expect(checked > 0, "some answers were counted")
    }
  }

  /// A one-card game whose card counted: the tally loses it when the game is deleted, although
  /// v3's trigger deletes the game's score row (where the tally finds the player) with that card.
  @Test func deletingAOneCardGameTakesItsAnswerOutOfTheTally() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    var start = SampleGames.playedAt
    func oneCard() -> GameSession {
      var session = GameSession(deck: SampleGames.capitals, count: 1, seed: 1)
      while let card = session.currentCard { session.answer(card.back[0], seconds: 1) }
      return session
    }
    // Learnt (1 and 10 minutes), then due days later.
    for gap in [0, 120, 1200, 5 * 86_400, 20 * 86_400] as [TimeInterval] {
      start += gap
      try database.save(oneCard(), playedAt: start, milliseconds: 1000)
    }
    let tallied = try database.trueRetention(of: "ann", retention: nil, deck: nil, now: start + 60)
    #expect(tallied.lastMonth.due >= 1)
    let last = try #require(try database.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM gameResult") })
    try database.deleteGames([last])
    try expectTallyTableEqualsItsAnswers(database)
  }

  /// The upgrade of a history of the previous schema (v10) that holds games: the tallies are
  /// filled from the rows (true retention as the replay counts it, calibration, records), with
  /// progress told as the replay goes. The history is made by this version and taken back to v10.
  @Test func theUpgradeFillsTheTalliesFromAnExistingHistory() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      var clock = SampleGames.playedAt
      var random = SeededGenerator(seed: 11)
      do {
        let ann = try AppDatabase(path: path, player: "ann")
        for _ in 0..<60 {
          clock += [600, 3 * 3600, 86_400, 3 * 86_400].randomElement(using: &random) ?? 600
          try ann.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
        }
        try ann.writer.write { db in try TalliesTests.undoV11(db) }
      }
      let v10 = try DatabaseQueue(path: path)
      let cards = try v10.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult") } ?? 0
      #expect(try v10.read { db in try db.tableExists("retentionTally") } == false)
      try v10.close()

      let told = Told()
      let ann = try AppDatabase(
        path: path, player: "ann",
        upgradeProgress: { step, done, total in if step == .reviewSchedules { told.add(done, total) } })
      #expect(told.last?.done == cards && told.last?.total == cards, "progress: \(told.all)")
      let now = clock + 3600
      let tallied = try ann.trueRetention(of: "ann", retention: nil, deck: nil, now: now)
      #expect(tallied.lastMonth.due > 0)
      #expect(
        tallied
          == (try ann.replayedTrueRetention(
            of: "ann", scheduler: .default, retention: nil, deck: nil, today: ReviewDay(now, timeZone: .current),
            timeZone: .current)))
      try expectTallyTableEqualsItsAnswers(ann)
      try expectRecordsAndCalibrationEqualAPlainAggregation(ann, since: clock - 12 * 86_400)
    }
  }

  /// What migration v11 added, taken away, as if the history had never had it.
  static func undoV11(_ db: Database) throws {
    try DaysPlayedTests.undoV12(db)
    for trigger in [
      "cardResult_counted_on_insert", "cardResult_counted", "cardResult_uncounted", "cardResult_predicted_on_insert",
      "cardResult_predicted", "gameResult_uncalibrated", "gameScore_added", "gameScore_changed", "gameScore_removed",
      "gameResult_changed", "gameResult_added_by_direction", "gameResult_removed_by_direction",
    ] {
      try db.execute(sql: "DROP TRIGGER \(trigger)")
    }
    for table in ["retentionTally", "calibrationTally", "fullGame", "directionTotal"] {
      try db.execute(sql: "DROP TABLE \(table)")
    }
    try db.execute(sql: "DROP INDEX gameResult_on_retryOf")
    try db.execute(sql: "ALTER TABLE cardResult DROP COLUMN countedDay")
    try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v11: tallies'")
  }

  final class Told: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(done: Int, total: Int)] = []
    func add(_ done: Int, _ total: Int) { lock.withLock { calls.append((done, total)) } }
    var all: [(done: Int, total: Int)] { lock.withLock { calls } }
    var last: (done: Int, total: Int)? { all.last }
  }

  static let otherParameters = try? FSRSParameters(
    FSRSParameters.default.values.enumerated().map { $0.offset == 0 ? $0.element * 2 : $0.element })
}

/// `retentionTally` holds, per player, deck and day, the answers whose `countedDay` is that day,
/// and how many of them were not Again.
func expectTallyTableEqualsItsAnswers(_ database: AppDatabase, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  try database.read { db in
    let tallies = try Row.fetchAll(
      db, sql: "SELECT player, deck, day, due, recalled FROM retentionTally ORDER BY player, deck, day")
    let aggregated = try Row.fetchAll(
      db,
      sql: """
        SELECT player, COALESCE(cardResult.deck, gameResult.deck) AS deck, countedDay AS day, COUNT(*) AS due,
          SUM(verdict NOT IN ('wrong', 'skipped')) AS recalled
        FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId
        WHERE countedDay IS NOT NULL
        GROUP BY player, COALESCE(cardResult.deck, gameResult.deck), countedDay
        ORDER BY player, deck, day
        """)
    #expect(tallies == aggregated, sourceLocation: sourceLocation)

    struct Key: Hashable {
      var player: String, deck: String, day: String, bucket: Int
    }
    var sums: [Key: Calibration.Sum] = [:]
    for row in try Row.fetchAll(
      db,
      sql: """
        SELECT player, COALESCE(cardResult.deck, gameResult.deck), substr(playedAt, 1, 10), recallPredicted, correct
        FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId WHERE recallPredicted IS NOT NULL
        """)
    {
      let predicted: Double = row[3]
      let key = Key(player: row[0], deck: row[1], day: row[2], bucket: Calibration.bucket(of: predicted))
      sums[key, default: .init()] =
        sums[key, default: .init()]
        + Calibration.Sum(answers: 1, units: Calibration.units(predicted), right: (row[4] as Bool) ? 1 : 0)
    }
    var stored: [Key: Calibration.Sum] = [:]
    for row in try Row.fetchAll(
      db,
      sql:
        #"SELECT player, deck, day, bucket, answers, predictedUnits, "right" FROM calibrationTally WHERE answers <> 0"#)
    {
      stored[Key(player: row[0], deck: row[1], day: row[2], bucket: row[3])] = Calibration.Sum(
        answers: row[4], units: row[5], right: row[6])
    }
    #expect(stored == sums, sourceLocation: sourceLocation)
  }
}

/// The records of every deck and direction (of each player, and of everyone), the games per
/// direction, and the calibration since `since`, against the queries `stats` ran before v11
/// (a scan of every game, of every answer of the period).
private let fullGame = """
  gameResult.mode = 'play' AND gameResult.choices IS NULL AND gameResult.retryOf IS NULL
  AND NOT gameResult.endedEarly AND (gameResult.deckCards IS NULL OR gameResult.deckCards = gameScore.cards)
  """

func expectRecordsAndCalibrationEqualAPlainAggregation(
  _ database: AppDatabase, since: Date, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  for player in ["ann", "bob", nil] as [String?] {
    let stats = try database.statistics(player: player, now: since + 10 * 86_400)
    try database.read { db in
      let playerCondition = player.map { "gameScore.player = '\($0)'" } ?? "1"
      let best = try Row.fetchAll(
        db,
        sql: """
          SELECT gameScore.deck, gameScore.direction, gameId, MAX(correct * 1000000 / cards * 1000000 + cards)
          FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
          WHERE cards > 0 AND \(playerCondition) AND \(fullGame)
          GROUP BY gameScore.deck, gameScore.direction
          """)
      let fastest = try Row.fetchAll(
        db,
        sql: """
          SELECT gameScore.deck, gameScore.direction, gameId, MIN(gameResult.milliseconds)
          FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
          WHERE correct = cards AND \(playerCondition) AND \(fullGame)
          GROUP BY gameScore.deck, gameScore.direction
          """)
      func ids(_ rows: [Row]) -> [String: Int64] {
        Dictionary(uniqueKeysWithValues: rows.map { ("\($0[0] as String) \($0[1] as String)", $0[2] as Int64) })
      }
      let records = stats.decks.map { "\($0.deck) \($0.direction.rawValue)" }
      #expect(
        Dictionary(uniqueKeysWithValues: zip(records, stats.decks.map { $0.best?.game.id })).compactMapValues { $0 }
          == ids(best), "best, \(player ?? "everyone")", sourceLocation: sourceLocation)
      #expect(
        Dictionary(uniqueKeysWithValues: zip(records, stats.decks.map { $0.fastestPerfect?.game.id }))
          .compactMapValues { $0 } == ids(fastest), "fastest, \(player ?? "everyone")", sourceLocation: sourceLocation)
      let perDirection = try Row.fetchAll(
        db,
        sql: """
          SELECT deck, direction, COUNT(*) FROM gameResult WHERE \(player.map { "player = '\($0)'" } ?? "1")
          GROUP BY deck, direction
          """)
      #expect(
        Dictionary(uniqueKeysWithValues: stats.decks.map { ("\($0.deck) \($0.direction.rawValue)", $0.games) })
          == Dictionary(
            uniqueKeysWithValues: perDirection.map { ("\($0[0] as String) \($0[1] as String)", $0[2] as Int) }),
        sourceLocation: sourceLocation)
    }
    for deck in [nil, "capitals", "states"] as [String?] {
      let answers = try database.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT recallPredicted, correct FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
            WHERE playedAt >= ? AND recallPredicted IS NOT NULL AND (? IS NULL OR player = ?)
              AND (? IS NULL OR COALESCE(cardResult.deck, gameResult.deck) = ?)
            """, arguments: [DatabaseDate.text(since), player, player, deck, deck])
      }.map { (predicted: $0[0] as Double, right: $0[1] as Bool) }
      #expect(
        try database.calibration(since: since, player: player, deck: deck) == Calibration(answers),
        "calibration, \(player ?? "everyone"), \(deck ?? "every deck")", sourceLocation: sourceLocation)
    }
  }
}
