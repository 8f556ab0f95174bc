import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Migration v10 and the sync ledger: what enters the outbox, what a deletion and a changed
/// setting leave, and a receive applied in one transaction.
@Suite("Sync ledger (v10)")
struct SyncLedgerTests {
  static let server = UUID()

  @Test func aV9HistoryHoldingGamesHasThemAllWaitingToBeSent() throws {
    try withTemporaryFolder { folder in
      let path = try GameIdentityTests.copyOfV7(in: folder)
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator(.init()).migrate(queue, upTo: "v9: player names in NFC")
      let games = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult") ?? 0 }
      #expect(games == 9)
      try queue.close()

      let (database, opening) = try HistoryOpening.open(path: path, player: "ann")
      #expect(opening.backupPath == path + ".backup-v9")
      let waiting = try database.read { db in
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult WHERE NOT onServer")
      }
      #expect(waiting == games)
      var outbox = try database.unsentGames(player: "ann")
      let sent = try #require(try outbox.nextPage())
      let waitingForAnn = try database.unsentGameCount(player: "ann")
      #expect(sent.count == outbox.count && sent.count == waitingForAnn)
      let identities = Set(try GameIdentityTests.identities(path).values)
      #expect(Set(sent.map { $0.id.uuidString.lowercased() }).isSubset(of: identities))
      #expect(try database.rememberedServer() == nil)
    }
  }

  @Test func aSavedGameWaitsAndLeavesOnceSent() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 9000)
    var outbox = try database.unsentGames(player: "ann")
    let games = try #require(try outbox.nextPage())
    #expect(games.count == 1 && games[0].cards.count == SampleGames.capitals.cards.count)
    #expect(try database.unsentGameCount(player: "bob") == 0)
    try database.markGamesSent(games.map(\.id))
    #expect(try database.unsentGameCount(player: "ann") == 0)
  }

  /// What waits to be sent is read from the outbox, each game looked up by its id: not every game
  /// of the player's (what `sync` and `history` paid grew with the history).
  @Test func theOutboxIsReadFromTheOutboxNotFromEveryGameOfThePlayer() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    for minute in 0..<3 {
      try database.save(
        SampleGames.played(), playedAt: SampleGames.playedAt.addingTimeInterval(Double(minute) * 60), milliseconds: 9000
      )
    }
    try database.read { db in
      for query in [OutboxQueries.unsentIDs, OutboxQueries.unsentCount] {
        let plan = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query, arguments: ["ann"]).map {
          $0["detail"] as String
        }
        #expect(plan.count == 1 && plan[0].hasPrefix("SEARCH gameResult USING"), "\(plan)")
        #expect(plan[0].contains("gameResult_unsent"), "\(plan)")
      }
    }
    #expect(try database.unsentGameCount(player: "ann") == 3)
  }

  @Test func everyDeletionLeavesATombstoneToSend() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    let id = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 9000)
    var outbox = try database.unsentGames(player: "ann")
    let uuid = try #require(try outbox.nextPage()?.first?.id)
    try database.deleteGames([id])
    let tombstones = try database.unsentTombstones(player: "ann")
    #expect(tombstones.map(\.gameID) == [uuid])
    try database.markTombstonesSent(tombstones)
    #expect(try database.unsentTombstones(player: "ann").isEmpty)
  }

  @Test func aChangedSettingIsTimedAndSentOnce() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.setParameters(FSRSParameters.default, of: "ann")
    let settings = try database.unsentSettings(player: "ann")
    #expect(settings.count == 1 && settings[0].key == "fsrsParameters" && settings[0].value != nil)
    try database.markSettingsSent(settings, player: "ann")
    #expect(try database.unsentSettings(player: "ann").isEmpty)
  }

  /// A game received goes in once, is not sent back, and is replayed; a game deleted here is never
  /// received again; a failed receive leaves nothing, not even its cursor.
  @Test func aReceiveIsOneTransactionWithItsCursor() throws {
    let sender = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try sender.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 9000)
    try sender.save(SampleGames.played(seed: 3), playedAt: SampleGames.playedAt + 60, milliseconds: 9000)
    var outbox = try sender.unsentGames(player: "ann")
    let games = try #require(try outbox.nextPage())

    let receiver = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    struct Cut: Error {}
    #expect(throws: Cut.self) {
      try receiver.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") { _, changes in
        try changes.game(games[0])
        throw Cut()
      }
    }
    #expect(try receiver.gameCount == 0)
    #expect(try receiver.syncCursor(serverID: SyncLedgerTests.server, login: "ann", scope: "ann") == "0")

    let summary = try receiver.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
      cursor, changes in
      #expect(cursor == "0")
      for game in games + games { try changes.game(game) }
      return "42"
    }
    #expect(summary.games == 2 && summary.cardsRescheduled > 0)
    #expect(try receiver.gameCount == 2 && receiver.unsentGameCount(player: "ann") == 0)
    #expect(try receiver.syncCursor(serverID: SyncLedgerTests.server, login: "ann", scope: "ann") == "42")
    try expectTableEqualsReplay(receiver)

    let deletion = SyncTombstone(gameID: games[0].id, deletedAt: SampleGames.playedAt + 3600, deletedBy: "ann")
    let second = try receiver.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
      _, changes in
      try changes.tombstone(deletion)
      try changes.game(games[0])
      return "43"
    }
    #expect(second.deletions == 1 && second.games == 0)
    #expect(try receiver.gameCount == 1)
    #expect(try receiver.unsentTombstones(player: "ann").isEmpty, "a deletion received is not sent back")
    try expectTableEqualsReplay(receiver)
  }

  /// A teacher's copy holds a class: a player's deletion naming another player's game (sent by hand
  /// with psql; the server keeps it as that player's own) takes nothing away and keeps nothing out,
  /// in either order; the owner's deletion still does both.
  @Test func aDeletionNamingAnotherPlayersGameTakesNothingAway() throws {
    let bob = try AppDatabase(path: AppDatabase.inMemoryPath, player: "bob")
    try bob.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 9000)
    try bob.save(SampleGames.played(seed: 3), playedAt: SampleGames.playedAt + 60, milliseconds: 9000)
    var outbox = try bob.unsentGames(player: "bob")
    let games = try #require(try outbox.nextPage())
    let teacher = try AppDatabase(path: AppDatabase.inMemoryPath, player: "teacher")
    var cursor: UInt64 = 0
    func receive(as player: String, _ body: (ReceivedChanges) throws -> Void) throws -> ReceiveSummary {
      cursor += 1
      return try teacher.receive(serverID: SyncLedgerTests.server, login: "teacher", scope: player, player: player) {
        _, changes in
        try body(changes)
        return String(cursor)
      }
    }
    func forged(_ game: SyncGame) -> SyncTombstone {
      SyncTombstone(gameID: game.id, deletedAt: SampleGames.playedAt + 3600, deletedBy: "ann")
    }

    _ = try receive(as: "bob") { try $0.game(games[0]) }
    let afterwards = try receive(as: "ann") { try $0.tombstone(forged(games[0])) }
    #expect(afterwards.deletions == 0)
    let first = try receive(as: "ann") { try $0.tombstone(forged(games[1])) }
    #expect(first.deletions == 0)
    let arrived = try receive(as: "bob") { try $0.game(games[1]) }
    #expect(arrived.games == 1, "another player's deletion kept the game out")
    #expect(try teacher.gameCount == 2)
    try expectTableEqualsReplay(teacher)

    let owners = SyncTombstone(gameID: games[1].id, deletedAt: SampleGames.playedAt + 7200, deletedBy: "bob")
    #expect(try receive(as: "bob") { try $0.tombstone(owners) }.deletions == 1)
    #expect(try receive(as: "bob") { try $0.game(games[1]) }.games == 0, "the owner's deletion keeps it out")
    #expect(try teacher.gameCount == 1)
    try expectTableEqualsReplay(teacher)
  }

  @Test func theLaterSettingWinsWhicheverArrivesFirst() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.setParameters(FSRSParameters.default, of: "ann")
    let mine = try #require(try database.unsentSettings(player: "ann").first)
    let older = SyncSetting(key: "fsrsParameters", value: nil, changedAt: mine.changedAt - 60)
    let newer = SyncSetting(key: "fsrsParameters", value: nil, changedAt: mine.changedAt + 60)
    _ = try database.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
      _, changes in
      try changes.setting(older)
      return "1"
    }
    #expect(try database.parameters(of: "ann") != .defaults, "an older change does not win")
    _ = try database.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
      _, changes in
      try changes.setting(newer)
      return "2"
    }
    #expect(try database.parameters(of: "ann") == .defaults, "the later change wins")
    #expect(try database.unsentSettings(player: "ann").isEmpty)
  }

  @Test func movingToANewServerSendsEverythingAgain() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 9000)
    var outbox = try database.unsentGames(player: "ann")
    try database.markGamesSent(try #require(try outbox.nextPage()).map(\.id))
    try database.rememberServer(
      connection: "host=a", place: "ann@a:5432/f", serverID: SyncLedgerTests.server, syncedAt: Date())
    #expect(try database.rememberedServer()?.connection == "host=a")
    try database.forgetServer()
    #expect(try database.rememberedServer() == nil && database.unsentGameCount(player: "ann") == 1)
  }
}
