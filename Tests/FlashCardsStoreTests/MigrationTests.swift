import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Fixtures/history-v1.sqlite was written by the first released schema (migration v1), by
/// playing four games through that version's binary: capitals with every verdict, states
/// (the reverse) all right, capitals ended early, and elements with confusions.
@Suite struct MigrationTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/history-v1.sqlite")

  /// Copies the fixture into `folder` and returns the copy's path.
  func copyOfFixture(in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("history.sqlite").path
    try FileManager.default.copyItem(atPath: MigrationTests.fixture.path, toPath: path)
    return path
  }

  @Test func aFirstSchemaHistoryOpensWithEveryGameAndScoreUnchanged() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: try copyOfFixture(in: folder))
      let (games, total) = try database.games(matching: HistoryFilter(), limit: nil)

      #expect(total == 4)
      let scores = games.map { "\($0.game.id ?? 0) \($0.game.deck) \($0.correct)/\($0.cards)" }
      #expect(scores == ["4 elements 0/4", "3 capitals 2/3", "2 states 5/5", "1 capitals 3/6"])
      #expect(games.first { $0.game.id == 3 }?.game.endedEarly == true)
      let first = try #require(try database.game(id: 1))
      #expect(first.cards.map(\.verdict) == [.exact, .typo, .wrong, .skipped, .normalized, .wrong])
      #expect(first.cards[2].confusedWith == "Mississippi")
    }
  }

  @Test func theFileIsCopiedAsideOnceBeforeItIsMigrated() throws {
    try withTemporaryFolder { folder in
      let path = try copyOfFixture(in: folder)
      let original = try Data(contentsOf: MigrationTests.fixture)

      let (_, opening) = try HistoryOpening.open(path: path)

      #expect(opening.backupPath == path + ".backup-v1")
      #expect(opening.upgradedFrom == "v1")
      let backup = try DatabaseQueue(path: path + ".backup-v1")
      let backedUp = try backup.read { db in
        (
          try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"),
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult")
        )
      }
      #expect(backedUp.0 == ["v1: games and their card results"])
      #expect(backedUp.1 == 18)
      #expect(try permissions(of: path + ".backup-v1") == 0o600)
      #expect(try Data(contentsOf: MigrationTests.fixture) == original)

      let reopened = try HistoryOpening.open(path: path).report
      #expect(reopened.backupPath == nil)
      #expect(reopened.upgradedFrom == nil)
    }
  }

  @Test func aNewHistoryIsNotBackedUp() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("new.sqlite").path
      let opening = try HistoryOpening.open(path: path).report
      #expect(opening == OpeningReport(), "nothing to say of a new history")
      #expect(!FileManager.default.fileExists(atPath: path + ".backup-v1"))
    }
  }

  @Test func theTalliesOfMigratedGamesMatchTheirCardResults() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: try copyOfFixture(in: folder))
      try expectTalliesMatchCardResults(database)
      let stats = try database.statistics()
      #expect(stats.games == 4)
      #expect(stats.overall == .init(cards: 18, correct: 10))
    }
  }

  @Test func talliesFollowSavedAndDeletedGames() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: try copyOfFixture(in: folder))
      let id = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
      try expectTalliesMatchCardResults(database)
      try database.deleteGames([1, id])
      try expectTalliesMatchCardResults(database)
      try database.deleteAllGames(of: nil)
      try database.read { db in
        for table in ["directionTotal", "cardTally", "confusionTally", "playedDay"] {
          let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)")
          #expect(count == 0, "\(table) is not empty")
        }
      }
    }
  }

  @Test func readOnlyAccessCreatesNothing() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("absent/history.sqlite").path
      let database = try AppDatabase(path: path, access: .readOnly)
      #expect(try database.games(matching: HistoryFilter(), limit: 20).total == 0)
      #expect(try database.statistics().games == 0)
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("absent").path))
    }
  }

  @Test func readOnlyAccessReadsAFirstSchemaHistoryAsItIsWithoutWritingIt() throws {
    try withTemporaryFolder { folder in
      let path = try copyOfFixture(in: folder)
      let (database, opening) = try HistoryOpening.open(path: path, access: .readOnly)
      let (games, total) = try database.games(matching: HistoryFilter(), limit: nil)

      #expect(total == 4)
      #expect(games.map { "\($0.game.id ?? 0) \($0.correct)/\($0.cards)" } == ["4 0/4", "3 2/3", "2 5/5", "1 3/6"])
      #expect(try database.statistics().games == 4)
      #expect(opening == OpeningReport(), "upgraded in memory only: the file is as it was")
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(contentsOf: MigrationTests.fixture))
      let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(!files.contains { $0.contains("backup") }, "\(files)")
    }
  }
}

/// The summaries hold exactly what aggregating every game and card result gives, per player; a
/// card of a review game counts under its own deck and direction.
func expectTalliesMatchCardResults(_ database: AppDatabase, sourceLocation: SourceLocation = #_sourceLocation) throws {
  #expect(try database.read { try HistoryHealth.summariesOff(in: $0) } == [], sourceLocation: sourceLocation)
}
