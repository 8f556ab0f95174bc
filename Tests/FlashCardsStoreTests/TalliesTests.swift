import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// True retention counted from each answer's counted day equals the replay of the whole history
/// that `stats` ran before, after every way card results come and go; and the summaries equal a
/// plain aggregation of the games.
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

  /// A one-card game whose card counted: the summaries lose it when the game is deleted.
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

/// The summaries and each game's own score equal a fresh aggregation of the games and card
/// results (`HistoryHealth.summariesOff`).
func expectTallyTableEqualsItsAnswers(_ database: AppDatabase, sourceLocation: SourceLocation = #_sourceLocation)
  throws
{
  let off = try database.read { try HistoryHealth.summariesOff(in: $0) }
  #expect(off.isEmpty, "\(off)", sourceLocation: sourceLocation)
}

/// The records of every deck and direction (of each player, and of everyone), the games per
/// direction, and the calibration since `since`, against the queries `stats` ran before v11
/// (a scan of every game, of every answer of the period).
private let fullGame = """
  scored.mode = 'play' AND scored.choices IS NULL AND scored.retryOf IS NULL
  AND NOT scored.endedEarly AND (scored.deckCards IS NULL OR scored.deckCards = scored.n)
  """

/// Each game with its cards (`n`) and right answers (`k`) counted from its card results.
private let scored = """
  WITH scored AS (
    SELECT gameResult.*, (SELECT COUNT(*) FROM cardResult WHERE gameId = gameResult.id) AS n,
      (SELECT COALESCE(SUM(cardResult.correct), 0) FROM cardResult WHERE gameId = gameResult.id) AS k
    FROM gameResult)
  """

func expectRecordsAndCalibrationEqualAPlainAggregation(
  _ database: AppDatabase, since: Date, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  for player in ["ann", "bob", nil] as [String?] {
    let stats = try database.statistics(player: player, now: since + 10 * 86_400)
    try database.read { db in
      let playerCondition = player.map { "scored.player = '\($0)'" } ?? "1"
      let best = try Row.fetchAll(
        db,
        sql: """
          \(scored) SELECT deck, direction, id, MAX(k * 1000000 / n * 1000000 + n) FROM scored
          WHERE n > 0 AND \(playerCondition) AND \(fullGame)
          GROUP BY deck, direction
          """)
      let fastest = try Row.fetchAll(
        db,
        sql: """
          \(scored) SELECT deck, direction, id, MIN(milliseconds) FROM scored
          WHERE n > 0 AND k = n AND \(playerCondition) AND \(fullGame)
          GROUP BY deck, direction
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
            SELECT recallPredicted, cardResult.correct FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
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
