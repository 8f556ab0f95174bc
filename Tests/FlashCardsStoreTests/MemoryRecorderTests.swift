import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// The predictions and counted days a game's card results are inserted with, and the memory states
/// the inserts leave, are what a replay of the whole history writes: through saves, games saved
/// late, pending files, receives of two devices' games in any order, deletions and new parameters.
@Suite("Memory recorded at insert")
struct MemoryRecorderTests {
  @Test(arguments: [11, 12, 13, 14] as [UInt64])
  func whatTheInsertsWroteIsWhatAWholeReplayWrites(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let ann = try AppDatabase(path: path, player: "ann")
      let bob = try AppDatabase(path: path, player: "bob")
      let devices = try (0..<2).map { _ in try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann") }
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      var cursor: UInt64 = 0
      var received = 0
      for step in 0..<60 {
        clock += [30, 600, 3 * 3600, 86_400, 3 * 86_400].randomElement(using: &random) ?? 60
        switch Int.random(in: 0..<12, using: &random) {
        case 0..<3:
          // Another device plays, now or a while ago (its games reach this history out of order).
          let device = try #require(devices.randomElement(using: &random))
          let playedAt = Bool.random(using: &random) ? clock : clock - 2 * 86_400
          try device.save(MemoryStateTests.randomGame(using: &random), playedAt: playedAt, milliseconds: 9000)
        case 3..<5:
          let device = try #require(devices.randomElement(using: &random))
          var outbox = try device.unsentGames(player: "ann")
          while let games = try outbox.nextPage() {
            cursor += 1
            let deleted = try ann.read { db in try String.fetchAll(db, sql: "SELECT uuid FROM gameResult") }
              .randomElement(using: &random).flatMap(UUID.init(uuidString:))
            let summary = try ann.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
              _, changes in
              for game in games.shuffled(using: &random) { try changes.game(game) }
              if let deleted, Int.random(in: 0..<3, using: &random) == 0 {
                try changes.tombstone(SyncTombstone(gameID: deleted, deletedAt: clock))
              }
              return String(cursor)
            }
            received += summary.games
            try device.markGamesSent(games.map(\.id))
          }
        case 5:
          let ids = try ann.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult") }
          if let id = ids.randomElement(using: &random) { try ann.deleteGames([id]) }
        case 6:
          try ann.save(MemoryStateTests.randomGame(using: &random), playedAt: clock - 86_400, milliseconds: 9000)
        case 7:
          let game = FinishedGame(
            MemoryStateTests.randomGame(using: &random), player: "ann", playedAt: clock - 3600, milliseconds: 9000)
          try JSONEncoder().encode(game).write(to: URL(fileURLWithPath: path + ".pending-\(step).json"))
          #expect(try HistoryOpening.open(path: path, player: "ann").report.savedPendingGames.count == 1)
        case 8:
          try ann.setParameters(Bool.random(using: &random) ? nil : TalliesTests.otherParameters, of: "ann")
        default:
          let player = Bool.random(using: &random) ? ann : bob
          try player.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
        }
        try expectInsertsEqualAWholeReplay(ann, "seed \(seed), step \(step)")
      }
      #expect(received > 5, "games were received")
      let counted = try ann.read { db in
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult WHERE countedDay IS NOT NULL") ?? 0
      }
      #expect(counted > 0, "some answers were counted")
      #expect(try ann.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState") } ?? 0 > 0)
    }
  }

  /// A game older than the states of its cards (kept pending, or from another device) cannot go on
  /// from them: its cards are replayed with the later answers, and the result is the same.
  @Test func aGameSavedLateIsReplayedWithTheAnswersAfterIt() throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt + 86_400, milliseconds: 5000)
    try database.save(SampleGames.played(answers: [:]), playedAt: SampleGames.playedAt, milliseconds: 5000)
    try expectInsertsEqualAWholeReplay(database, "a late game")
    let predicted = try database.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult WHERE recallPredicted IS NOT NULL") ?? 0
    }
    #expect(predicted > 0, "the later game's answers were predicted from the late game's")
  }
}

/// What the inserts wrote (each card result's predicted recall and counted day, every memory state)
/// equals what `MemoryStates.rebuild` of every item writes; the rebuild is rolled back.
func expectInsertsEqualAWholeReplay(
  _ database: AppDatabase, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  func snapshot(_ db: Database) throws -> (answers: [Row], states: [Row]) {
    (
      try Row.fetchAll(
        db, sql: "SELECT gameId, position, recallPredicted, countedDay FROM cardResult ORDER BY gameId, position"),
      try Row.fetchAll(
        db, sql: "SELECT \(MemoryStates.columns) FROM memoryState ORDER BY player, deck, direction, card")
    )
  }
  try database.writer.writeWithoutTransaction { db in
    let inserted = try snapshot(db)
    var replayed = inserted
    try db.inTransaction {
      try MemoryStates.rebuild(nil, in: db)
      replayed = try snapshot(db)
      return .rollback
    }
    #expect(inserted.answers == replayed.answers, comment, sourceLocation: sourceLocation)
    #expect(inserted.states == replayed.states, comment, sourceLocation: sourceLocation)
  }
}
