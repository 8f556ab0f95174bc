import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Deleting the game just played puts back its cards' states from before it (migration v13),
/// and leaves the history as a replay would: states, predictions, tallies.
@Suite("States before the latest game")
struct StateBeforeTests {
  /// What `stats` and `review` read, for comparing a history before a game and after its deletion.
  static func snapshot(_ database: AppDatabase) throws -> [[Row]] {
    try database.read { db in
      try [
        "SELECT \(MemoryStates.columns) FROM memoryState ORDER BY player, deck, direction, card",
        "SELECT gameId, position, recallPredicted, countedDay FROM cardResult ORDER BY gameId, position",
        "SELECT * FROM directionTotal ORDER BY player, deck, direction",
        "SELECT * FROM playedDay ORDER BY player, deck, day",
        "SELECT * FROM cardTally ORDER BY player, deck, direction, card",
      ].map { try Row.fetchAll(db, sql: $0) }
    }
  }

  @Test(arguments: [21, 22, 23] as [UInt64])
  func deletingTheGameJustPlayedLeavesTheHistoryAsBeforeIt(seed: UInt64) throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    var random = SeededGenerator(seed: seed)
    var clock = SampleGames.playedAt
    var deletions = 0
    for step in 0..<40 {
      clock += [30, 600, 3 * 3600, 86_400, 3 * 86_400].randomElement(using: &random) ?? 60
      let before = try StateBeforeTests.snapshot(database)
      let id = try database.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
      guard Int.random(in: 0..<3, using: &random) == 0 else { continue }
      #expect(try database.deleteGames([id]) == 1)
      for (index, (after, was)) in zip(try StateBeforeTests.snapshot(database), before).enumerated() {
        #expect(after == was, "seed \(seed), step \(step), table \(index)")
      }
      try expectInsertsEqualAWholeReplay(database, "seed \(seed), step \(step)")
      deletions += 1
    }
    #expect(deletions > 5)
  }

  /// The states are put back, not replayed: with the parameters changed by hand since the game
  /// (which a replay would use), the cards are still as they were before it.
  @Test func theStatesArePutBackRatherThanReplayed() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.setParameters(TalliesTests.otherParameters, of: "ann")
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 9000)
    let before = try StateBeforeTests.snapshot(database)
    let id = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt + 86_400, milliseconds: 9000)
    try database.writer.write { db in try db.execute(sql: "UPDATE playerSettings SET fsrsParameters = NULL") }
    try database.deleteGames([id])
    #expect(try StateBeforeTests.snapshot(database)[0] == before[0])
  }

  /// A game that is no longer the latest of its cards, or a state kept before it that does not
  /// read, is replayed as before: the history still equals a whole replay.
  @Test func anOlderGameOrADamagedStateBeforeIsReplayed() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    let first = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 9000)
    let second = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt + 3600, milliseconds: 9000)
    let third = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt + 7200, milliseconds: 9000)
    try database.writer.write { db in try db.execute(sql: "UPDATE memoryState SET beforeStability = -1") }
    try database.deleteGames([third])
    try expectInsertsEqualAWholeReplay(database, "a damaged state before")
    try database.deleteGames([first])
    try expectInsertsEqualAWholeReplay(database, "an older game")
    try database.deleteGames([second])
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState") } == 0)
  }
}
