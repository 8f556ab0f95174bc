import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

@Suite("Calibration")
struct CalibrationTests {
  @Test func answersAreBucketedByPredictedRecall() {
    let answers: [(predicted: Double, right: Bool)] = [
      (0.5, false), (0.6, true), (0.7, true), (0.85, true), (0.85, false), (0.9, true), (0.949, true), (0.95, true),
      (1.0, true),
    ]
    let calibration = Calibration(answers)
    #expect(calibration.buckets.map(\.answers) == [2, 1, 2, 2, 2])
    #expect(calibration.buckets.map(\.from) == [0, 0.7, 0.8, 0.9, 0.95])
    #expect(calibration.buckets[0].meanPredicted == 0.55)
    #expect(calibration.buckets[0].measured == 0.5)
    #expect(calibration.buckets[2].measured == 0.5)
    #expect(calibration.buckets[4].measured == 1)
    #expect(Calibration([]).buckets.allSatisfy { $0.answers == 0 && $0.measured == nil })
  }

  /// A constructed history: each player's games 40 days ago and 10 days ago, with predictions set by
  /// hand; only the last 30 days count, and only the player's unless every player's are asked for.
  @Test func theLastThirtyDaysOfAPlayerAreCounted() throws {
    try withTemporaryFolder { folder in try lastThirtyDays(path: folder.appendingPathComponent("history.sqlite").path) }
  }

  private func lastThirtyDays(path: String) throws {
    let now = SampleGames.playedAt + 60 * 86_400
    let ann = try AppDatabase(path: path, player: "ann")
    let bob = try AppDatabase(path: path, player: "bob")
    for (database, days) in [(ann, 40.0), (ann, 10), (bob, 10)] {
      try database.save(SampleGames.played(), playedAt: now - days * 86_400, milliseconds: 5000)
    }
    // 0.75 for every card result of the old game, 0.92 for Ann's recent, 0.5 for Bob's.
    try ann.writer.write { db in
      try db.execute(
        sql: """
          UPDATE cardResult SET recallPredicted = CASE gameId WHEN 1 THEN 0.75 WHEN 2 THEN 0.92 ELSE 0.5 END
          """)
    }
    let since = now - Double(Calibration.days) * 86_400
    let annsCalibration = try ann.calibration(since: since, player: "ann")
    let right = try ann.read { db in try Int.fetchOne(db, sql: "SELECT SUM(correct) FROM cardResult WHERE gameId = 2") }
    #expect(annsCalibration.buckets.map(\.answers) == [0, 0, 0, 4, 0])
    #expect(annsCalibration.buckets[3].meanPredicted == 0.92)
    #expect(annsCalibration.buckets[3].measured == Double(try #require(right)) / 4)
    let everyone = try ann.calibration(since: since, player: nil)
    #expect(everyone.buckets.map(\.answers) == [4, 0, 0, 4, 0])
    #expect(try ann.calibration(since: since, player: "ann", deck: "states").answers == 0)
  }

  /// Values written by another program are left out, never read as numbers (nor a crash).
  @Test func aPredictionThatIsNotANumberIsLeftOut() throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    try database.writer.write { db in
      try db.execute(
        sql: """
          UPDATE cardResult SET recallPredicted = CASE position
            WHEN 0 THEN 'high' WHEN 1 THEN 0.93 WHEN 2 THEN 0.91 ELSE x'00' END
          """)
    }
    let calibration = try database.calibration(since: SampleGames.playedAt, player: database.player)
    #expect(calibration.answers == 2)
    #expect(calibration.buckets[3].answers == 2)
  }

  /// 30 days of a large history must not read every card result: the period's games by the
  /// index on their date, then each game's cards by the primary key.
  @Test(arguments: ["ann", nil] as [String?])
  func theQueryReadsOnlyThePeriodsGames(player: String?) throws {
    let database = try AppDatabase.inMemory()
    let request = AppDatabase.calibrationRequest(since: "2026-01-01 10:00:00.000", player: player, deck: "capitals")
    let plan = try database.read { db in try PlayerTests.plan(request, db) }
    let index =
      player == nil
      ? "gameResult_on_playedAt (playedAt>?)"
      : "gameResult_on_player_playedAt (player=? AND playedAt>?)"
    #expect(plan.contains("SEARCH gameResult USING INDEX \(index)"), "\(plan)")
    #expect(plan.contains("SEARCH cardResult USING PRIMARY KEY (gameId=?)"), "\(plan)")
    #expect(!plan.contains("SCAN"), "\(plan)")
  }
}
