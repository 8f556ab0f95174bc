import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v9: "José" typed with e + U+0301 (game 7 of the v7 fixture) and with a precomposed é
/// (game 8) become one player, stored in NFC.
@Suite("Migration v9: player names in NFC")
struct PlayerNameMigrationTests {
  static let composed = "Jos\u{E9}"
  static let decomposed = "Jose\u{301}"

  static func storedPlayers(_ database: AppDatabase, table: String) throws -> Set<[UInt8]> {
    try database.read { db in
      Set(
        try DatabaseValue.fetchAll(db, sql: "SELECT DISTINCT CAST(player AS BLOB) FROM \(table)").compactMap {
          Data.fromDatabaseValue($0).map { Array($0) }
        })
    }
  }

  @Test func theTwoSpellingsOfOneNameBecomeOnePlayerWithEverythingAddedUp() throws {
    try withTemporaryFolder { folder in
      let path = try GameIdentityTests.copyOfV7(in: folder)
      let before = try DatabaseQueue(path: path).read { db in
        try Int.fetchOne(
          db, sql: "SELECT COUNT(*) FROM memoryState WHERE player IN (?, ?)",
          arguments: [
            PlayerNameMigrationTests.composed, PlayerNameMigrationTests.decomposed,
          ])
      }
      #expect(before == 2, "two players' states before: a card each")

      let database = try AppDatabase(path: path, player: PlayerNameMigrationTests.decomposed)
      #expect(database.player.unicodeScalars.elementsEqual(PlayerNameMigrationTests.composed.unicodeScalars))
      let nfc = Array(PlayerNameMigrationTests.composed.utf8)
      for table in ["gameResult", "directionTotal", "cardTally", "memoryState"] {
        let players = try PlayerNameMigrationTests.storedPlayers(database, table: table)
        #expect(players == [nfc, Array("ann".utf8), Array("bob".utf8)], "\(table)")
      }
      let games = try database.games(matching: HistoryFilter(player: database.player), limit: nil)
      #expect(games.games.map(\.game.id) == [8, 7])
      #expect(try database.statistics(player: database.player).games == 2)
      try expectTalliesMatchCardResults(database)
      try expectTableEqualsReplay(database)
    }
  }

  @Test func aNameOnlyInNFDIsRenamedAndTheComposedOneWinsTheSettings() throws {
    try withTemporaryFolder { folder in
      let path = try GameIdentityTests.copyOfV7(in: folder)
      try DatabaseQueue(path: path).write { db in
        try db.execute(
          sql: "INSERT INTO playerSettings (player, fsrsParameters) VALUES (?, NULL), (?, ?)",
          arguments: [
            PlayerNameMigrationTests.composed, PlayerNameMigrationTests.decomposed,
            PlayerParameters.stored(FSRSParameters.default),
          ])
        for table in ["gameResult", "gameScore", "deckTotal", "cardTally", "confusionTally", "memoryState"] {
          try db.execute(sql: "UPDATE \(table) SET player = 'A\u{30A}sa' WHERE player = 'bob'")
        }
      }
      let bobsStates = try DatabaseQueue(path: path).read { db in
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState WHERE player = 'A\u{30A}sa'")
      }
      let database = try AppDatabase(path: path, player: "\u{C5}sa")
      #expect(try database.games(matching: HistoryFilter(player: "\u{C5}sa"), limit: nil).total == 1)
      #expect(try database.states(player: "\u{C5}sa").count == bobsStates)
      #expect(
        try PlayerNameMigrationTests.storedPlayers(database, table: "memoryState").contains(Array("\u{C5}sa".utf8)))
      let settings = try database.read { db in
        try Row.fetchAll(db, sql: "SELECT CAST(player AS BLOB) AS name, fsrsParameters FROM playerSettings")
      }
      #expect(settings.count == 1)
      #expect(settings.first?["fsrsParameters"] as String? == nil, "the composed name's own: the defaults")
      try expectTalliesMatchCardResults(database)
      try expectTableEqualsReplay(database)
    }
  }

  @Test func aNameGivenInNFDIsSavedInNFC() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: PlayerNameMigrationTests.decomposed)
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1)
    #expect(try PlayerNameMigrationTests.storedPlayers(database, table: "gameResult") == [Array("Jos\u{E9}".utf8)])
  }
}
