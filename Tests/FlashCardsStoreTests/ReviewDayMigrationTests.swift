import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v9.1: the states that the v7 binary wrote counted the time between reviews as
/// elapsed time; the scheduler now counts review days (4 a.m. rollover). After the upgrade every
/// state and predicted recall equals a replay with the new count, and no game changed.
@Suite("Migration v9.1: memory states replayed by review day")
struct ReviewDayMigrationTests {
  static let states = """
    SELECT player, deck, direction, card, stability, difficulty, due FROM memoryState
    ORDER BY player, deck, direction, card
    """
  static let cardResults =
    "SELECT gameId, position, card, answer, verdict, milliseconds FROM cardResult ORDER BY gameId, position"

  @Test func statesWrittenByTheOldCountAreReplayedAndGamesKept() throws {
    try withTemporaryFolder { folder in
      let path = try GameIdentityTests.copyOfV7(in: folder)
      let v9 = try DatabaseQueue(path: path)
      try Migrations.migrator(Migrations.Upgrade(existingGamesPlayer: "ann")).migrate(
        v9, upTo: "v9: player names in NFC")
      let statesBefore = try v9.read { db in try Row.fetchAll(db, sql: Self.states) }
      let cardResultsBefore = try v9.read { db in
        try Row.fetchAll(db, sql: Self.cardResults)
      }
      try v9.close()

      let database = try AppDatabase(path: path, player: "ann")
      let statesAfter = try database.read { db in try Row.fetchAll(db, sql: Self.states) }
      #expect(statesAfter.count == statesBefore.count)
      #expect(statesAfter != statesBefore, "some states of the fixture followed the old count of days")
      let cardResultsAfter = try database.read { db in
        try Row.fetchAll(db, sql: Self.cardResults)
      }
      #expect(cardResultsAfter == cardResultsBefore)
      try expectTableEqualsReplay(database)
    }
  }
}
