import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// A player's own FSRS parameters (migration v6): stored, checked when read, and every state and
/// predicted recall of theirs replayed with them.
@Suite("Player parameters")
struct PlayerParametersTests {
  /// Within py-fsrs's bounds, and far enough from the defaults to move every due date: larger first
  /// stabilities, a slower decay.
  static func fitted() throws -> FSRSParameters {
    var values = FSRSParameters.default.values
    values[0...3] = [0.9, 2.5, 6.0, 20.0]
    values[20] = 0.5
    return try FSRSParameters(values)
  }

  @Test func aFourthSchemaHistoryHoldingGamesGainsPlayerSettingsAndKeepsEveryState() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      try FileManager.default.copyItem(atPath: MigrationTests.fixture.path, toPath: path)
      let v4 = try DatabaseQueue(path: path)
      try Migrations.migrator(Migrations.Upgrade(existingGamesPlayer: "ann")).migrate(v4, upTo: "v4: memory states")
      let statesBefore = try v4.read { db in
        try Row.fetchAll(db, sql: "SELECT \(MemoryStates.columns) FROM memoryState ORDER BY card")
      }
      #expect(statesBefore.count > 10)
      try v4.close()

      let (database, opening) = try HistoryOpening.open(path: path, player: "ann")
      #expect(opening.backupPath != nil)
      let (statesAfter, applied) = try database.read { db in
        (
          try Row.fetchAll(db, sql: "SELECT \(MemoryStates.columns) FROM memoryState ORDER BY card"),
          try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        )
      }
      #expect(statesAfter == statesBefore)
      #expect(applied.contains("v6: player settings"))
      #expect(try database.parameters(of: "ann") == .defaults)
      #expect(try database.games(matching: HistoryFilter(), limit: nil).total == 4)

      // And the upgraded file takes parameters like a new one.
      let rescheduling = try database.setParameters(try Self.fitted(), of: "ann")
      #expect(rescheduling.cards == statesBefore.count)
      #expect(try AppDatabase(path: path, player: "ann").parameters(of: "ann") == .own(try Self.fitted()))
      try expectTableEqualsReplay(database) { _ in (try? Scheduler(parameters: Self.fitted())) ?? .default }
    }
  }

  @Test func ownParametersRescheduleOnlyThatPlayerAndDefaultPutsEveryStateBack() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let (ann, bob) = (try AppDatabase(path: path, player: "ann"), try AppDatabase(path: path, player: "bob"))
      for day in 0..<4 {
        try ann.save(SampleGames.played(), playedAt: SampleGames.playedAt + Double(day) * 86_400, milliseconds: 5000)
        try bob.save(SampleGames.played(), playedAt: SampleGames.playedAt + Double(day) * 86_400, milliseconds: 5000)
      }
      let annBefore = try ann.states(player: "ann")
      let bobBefore = try bob.states(player: "bob")
      let predictedBefore = try ann.read { db in try Double?.fetchAll(db, sql: "SELECT recallPredicted FROM cardResult")
      }

      let rescheduling = try ann.setParameters(try Self.fitted(), of: "ann")
      #expect(rescheduling == Rescheduling(answers: 16, cards: 4))
      let annOwn = try ann.states(player: "ann")
      #expect(annOwn.map(\.memory.stability) != annBefore.map(\.memory.stability))
      #expect(annOwn.map(\.memory.due) != annBefore.map(\.memory.due))
      #expect(try bob.states(player: "bob") == bobBefore)
      #expect(
        try ann.read { db in try Double?.fetchAll(db, sql: "SELECT recallPredicted FROM cardResult") }
          != predictedBefore)
      let fitted = try Scheduler(parameters: Self.fitted())
      try expectTableEqualsReplay(ann) { $0 == "ann" ? fitted : .default }

      try ann.setParameters(nil, of: "ann")
      #expect(try ann.parameters(of: "ann") == .defaults)
      #expect(try ann.states(player: "ann") == annBefore)
      #expect(
        try ann.read { db in try Double?.fetchAll(db, sql: "SELECT recallPredicted FROM cardResult") }
          == predictedBefore)
    }
  }

  /// Games saved after the parameters were stored, by players with and without their own, in any
  /// order (a game older than the states it touches is replayed with the rest): the table stays a
  /// replay through each player's scheduler.
  @Test(arguments: [4, 5] as [UInt64])
  func gamesSavedAfterwardsFollowEachPlayersScheduler(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let players = try ["ann", "bob"].map { try AppDatabase(path: path, player: $0) }
      try players[0].setParameters(try Self.fitted(), of: "ann")
      let fitted = try Scheduler(parameters: Self.fitted())
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      for _ in 0..<30 {
        clock += [30, 600, 86_400, 4 * 86_400, 20 * 86_400].randomElement(using: &random) ?? 60
        let playedAt = Int.random(in: 0..<6, using: &random) == 0 ? clock - 2 * 86_400 : clock
        let player = try #require(players.randomElement(using: &random))
        try player.save(MemoryStateTests.randomGame(using: &random), playedAt: playedAt, milliseconds: 9000)
      }
      try expectTableEqualsReplay(players[0]) { $0 == "ann" ? fitted : .default }
      #expect(try players[0].states(player: "ann").count > 0)
    }
  }

  /// A value written by hand or damaged: read as "damaged", scheduled with the defaults, never a crash.
  @Test(arguments: [
    "not json", "[1, 2, 3]", "{\"w\": 1}", "[\"a\"]", "[]",
    "[0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,0.796,1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0.0658,5]",
  ])
  func aDamagedStoredValueSchedulesWithTheDefaults(stored: String) throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.writer.write { db in
      try db.execute(sql: "INSERT INTO playerSettings (player, fsrsParameters) VALUES ('ann', ?)", arguments: [stored])
    }
    let parameters = try database.parameters(of: "ann")
    guard case .damaged(let reason) = parameters else {
      Issue.record("\(stored) read as \(parameters)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(parameters.scheduler == .default)
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    try expectTableEqualsReplay(database)
  }

  @Test func storedParametersReadBackExactly() throws {
    let database = try AppDatabase.inMemory()
    let awkward = try FSRSParameters(FSRSParameters.default.values.enumerated().map { $1 + Double($0) * 1e-9 })
    try database.setParameters(awkward, of: "ann")
    #expect(try database.parameters(of: "ann") == .own(awkward))
    #expect(try database.parameters(of: "bob") == .defaults)
  }
}
