import FlashCardsCore
import Foundation
import GRDB
import Testing

@testable import FlashCardsStore

/// The days after the first are summed from `calibrationTally` by a seek per player and deck
/// rather than a scan of every day ever tallied: the sums must be those of the plain scan.
@Suite("Calibration tallies read by player and deck")
struct CalibrationTallyReadTests {
  @Test(arguments: ["ann", nil] as [String?])
  func theTallyQuerySeeksEachPlayersDeckFromTheFirstDay(player: String?) throws {
    let database = try AppDatabase.inMemory()
    let request = SQLRequest<Row>(
      literal: AppDatabase.calibrationTallyQuery(
        .after("2026-01-01"), players: ["ann".databaseValue, "bob".databaseValue],
        decks: ["capitals".databaseValue, "states".databaseValue]))
    let plan = try database.read { db in try PlayerTests.plan(request, db) }
    #expect(plan.contains("SEARCH calibrationTally USING PRIMARY KEY (player=? AND deck=? AND day>?)"), "\(plan)")
    #expect(!plan.contains("SCAN"), "\(plan)")
  }

  /// Random tallies (players and decks some of which another program wrote as numbers or blobs,
  /// days as text and as numbers) summed through the seeks and through a plain scan.
  @Test(arguments: 1...6)
  func theSumsAreThoseOfEveryRowAfterTheFirstDay(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let database = try AppDatabase.inMemory()
    let players = [
      "ann".databaseValue, "bob".databaseValue, "zoé".databaseValue, 42.databaseValue, "".databaseValue,
      Data([0, 1]).databaseValue,
    ]
    let decks = [
      "capitals".databaseValue, "states".databaseValue, "élan".databaseValue, 7.databaseValue, "".databaseValue,
    ]
    try database.writer.write { db in
      for _ in 0..<400 {
        let day: DatabaseValue =
          Int.random(in: 0..<10, using: &random) == 0
          ? 20_260_105.databaseValue
          : String(format: "2026-01-%02d", Int.random(in: 1...28, using: &random)).databaseValue
        try db.execute(
          sql: """
            INSERT OR REPLACE INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            players.randomElement(using: &random), decks.randomElement(using: &random), day,
            Int.random(in: 0...4, using: &random), Int.random(in: 1...50, using: &random),
            Int.random(in: 0...5_000_000_000_000, using: &random), Int.random(in: 0...50, using: &random),
          ])
      }
    }
    let firstDay = "2026-01-\(String(format: "%02d", Int.random(in: 1...27, using: &random)))"
    for player in ["ann", "zoé", "nobody", nil] as [String?] {
      for deck in ["capitals", "élan", "none", nil] as [String?] {
        try database.read { db in
          let keys = try AppDatabase.calibrationTallyKeys(player: player, deck: deck, in: db)
          let sought =
            keys.players.isEmpty || keys.decks.isEmpty
            ? []
            : try Row.fetchAll(
              db,
              SQLRequest<Row>(
                literal: AppDatabase.calibrationTallyQuery(.after(firstDay), players: keys.players, decks: keys.decks)))
          let scanned = try Row.fetchAll(
            db,
            sql: """
              SELECT bucket, SUM(answers), SUM(predictedUnits), SUM("right") FROM calibrationTally
              WHERE day > ?1 AND (?2 IS NULL OR player = ?2) AND (?3 IS NULL OR deck = ?3) GROUP BY bucket
              """,
            arguments: [firstDay, player, deck])
          #expect(sought == scanned, "player \(player ?? "nil"), deck \(deck ?? "nil"), after \(firstDay)")
        }
      }
    }
  }

  /// The first day of the window, read from `since` on, or as the day's tally less the games
  /// before `since` when those are fewer: the same calibration either way, for each player and
  /// everyone, each deck and every deck, from a moment before the day's first game to one after
  /// its last.
  @Test func theFirstDayIsTheSameReadFromEitherSideOfSince() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    var random = SeededGenerator(seed: 9)
    let day = SampleGames.playedAt + 3 * 86_400
    for hour in [-50, -26, -3, 1, 2, 3, 5, 8, 13, 17, 21, 23, 25, 49] as [Double] {
      for player in ["ann", "bob"] {
        let minutes = Double(Int.random(in: 0..<50, using: &random)) * 60
        try ReplayAlongTheirGamesTests.insert(
          FinishedGame(
            MemoryStateTests.randomGame(using: &random), player: player, playedAt: day + hour * 3600 + minutes,
            milliseconds: 9000),
          into: database)
      }
    }
    for hour in [0.5, 1.5, 2.9, 6, 12, 18, 22.5, 23.99] {
      try expectRecordsAndCalibrationEqualAPlainAggregation(database, since: day + hour * 3600)
    }
  }
}
