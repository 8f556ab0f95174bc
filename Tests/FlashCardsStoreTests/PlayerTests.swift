import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

@Suite("Players")
struct PlayerTests {
  @Test func eachGameIsSavedAsItsPlayersAndListedForThemOnly() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let ann = try AppDatabase(path: path, player: "ann")
      let bob = try AppDatabase(path: path, player: "bob")
      try ann.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
      try bob.save(
        SampleGames.played(direction: .reverse, answers: [:]), playedAt: SampleGames.playedAt + 60, milliseconds: 7000)
      try bob.save(SampleGames.played(), playedAt: SampleGames.playedAt + 120, milliseconds: 6000)

      let annGames = try ann.games(matching: HistoryFilter(player: "ann"), limit: nil)
      #expect(annGames.total == 1)
      #expect(annGames.games.map(\.game.player) == ["ann"])
      let bobCapitals = try ann.games(matching: HistoryFilter(player: "bob", deck: "capitals"), limit: nil)
      #expect(bobCapitals.total == 1)
      let everyone = try ann.games(matching: HistoryFilter(), limit: nil)
      #expect(everyone.total == 3)
      #expect(everyone.games.map(\.game.player) == ["bob", "bob", "ann"])

      let annStats = try ann.statistics(player: "ann")
      #expect(annStats.games == 1)
      #expect(annStats.overall == .init(cards: 4, correct: 2))
      let bobStats = try ann.statistics(player: "bob")
      #expect(bobStats.games == 2)
      #expect(bobStats.overall == .init(cards: 8, correct: 2))
      let allStats = try ann.statistics()
      #expect(allStats.games == 3)
      #expect(allStats.overall == .init(cards: 12, correct: 4))
      // The same card missed by both players is one card of everyone's, missed twice.
      let newYork = try #require(allStats.mostMissed.first { $0.card == "New York" && $0.direction == .forward })
      #expect(newYork.seen == 2 && newYork.missed == 2)
      #expect(allStats.decks.map(\.games) == [2, 1])
      try expectTalliesMatchCardResults(ann)
    }
  }

  @Test func theGamesOfAFirstSchemaHistoryBelongToWhoeverUpgrades() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      try FileManager.default.copyItem(atPath: MigrationTests.fixture.path, toPath: path)
      let database = try AppDatabase(path: path, player: "someone else")

      let players = try database.read { db in try String.fetchAll(db, sql: "SELECT DISTINCT player FROM gameResult") }
      #expect(players == [AppDatabase.loginName])
      #expect(try database.games(matching: HistoryFilter(player: AppDatabase.loginName), limit: nil).total == 4)
      #expect(try database.games(matching: HistoryFilter(player: "someone else"), limit: nil).total == 0)
      try expectTalliesMatchCardResults(database)
    }
  }

  @Test func theFirstSchemaHistoryUpgradesWithItsMemoryStatesBuilt() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      try FileManager.default.copyItem(atPath: MigrationTests.fixture.path, toPath: path)
      let database = try AppDatabase(path: path)
      let states = try database.states(player: AppDatabase.loginName)
      // 18 card results of 4 games: capitals 6 + 3 (some the same cards), states 5, elements 4.
      #expect(states.count > 10)
      try expectTableEqualsReplay(database)
      // v4: every answer but a card's first has its predicted recall.
      let predicted = try database.read { db in
        try Int.fetchOne(db, sql: "SELECT COUNT(recallPredicted) FROM cardResult")
      }
      #expect(predicted == 18 - states.count)

      // Read as it is, in memory, the file untouched: the same states.
      let original = folder.appendingPathComponent("original.sqlite").path
      try FileManager.default.copyItem(atPath: MigrationTests.fixture.path, toPath: original)
      let readOnly = try AppDatabase(path: original, access: .readOnly)
      #expect(try readOnly.states(player: AppDatabase.loginName).count == states.count)
      #expect(try Data(contentsOf: URL(fileURLWithPath: original)) == Data(contentsOf: MigrationTests.fixture))
    }
  }

  @Test func buildingStatesReportsProgressOverEveryCardResult() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      try FileManager.default.copyItem(atPath: MigrationTests.fixture.path, toPath: path)
      let reports = Reports()
      _ = try AppDatabase(
        path: path, upgradeProgress: { step, done, total in if step == .reviewSchedules { reports.add(done, total) } })
      #expect(reports.all.last.map { [$0.0, $0.1] } == [18, 18])
    }
  }

  /// The queries of `review` and `review --list` use the table's key (the states: see
  /// `AppDatabase.reviewStatesSQL`) and the (player, firstReview) index, and never read the card results.
  @Test func theReviewQueriesUseTheIndexesAndNeverScanTheCardResults() throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    let plans = try database.read { db in
      [
        try PlayerTests.plan(
          SQLRequest<Row>(literal: AppDatabase.reviewStatesSQL(player: "ann", decks: nil, dueBy: .now)), db),
        try PlayerTests.plan(
          SQLRequest<Row>(
            literal: AppDatabase.reviewStatesSQL(player: "ann", decks: ["capitals", "states"], dueBy: .now)),
          db),
        try PlayerTests.plan(AppDatabase.firstReviewsRequest(player: "ann", since: .now), db),
      ]
    }
    #expect(plans[0].contains("SEARCH memoryState USING PRIMARY KEY (player=?)"), "\(plans[0])")
    #expect(plans[1].contains("SEARCH memoryState USING PRIMARY KEY (player=? AND deck=?)"), "\(plans[1])")
    #expect(
      plans[2].contains("USING COVERING INDEX memoryState_on_player_firstReview (player=? AND firstReview>?)"),
      "\(plans[2])")
    for plan in plans {
      #expect(!plan.contains("cardResult"), "\(plan)")
      #expect(!plan.contains("SCAN"), "\(plan)")
    }
  }

  static func plan<T>(_ request: SQLRequest<T>, _ db: Database) throws -> String {
    let prepared = try request.makePreparedRequest(db, forSingleResult: false)
    let rows = try Row.fetchAll(
      db, sql: "EXPLAIN QUERY PLAN " + prepared.statement.sql, arguments: prepared.statement.arguments)
    return rows.map { $0["detail"] as String }.joined(separator: "; ")
  }
}

/// Progress reports, gathered from a `@Sendable` closure.
final class Reports: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [(Int, Int)] = []

  func add(_ done: Int, _ total: Int) { lock.withLock { reports.append((done, total)) } }
  var all: [(Int, Int)] { lock.withLock { reports } }
}
