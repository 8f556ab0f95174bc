import Foundation
import TestSupport
import Testing

/// `flashcards sync` through the binary against a real PostgreSQL server: two devices (histories)
/// of one player, deletions, a teacher's class, and the errors a user meets with their exit
/// statuses. What a run sends and receives of decks, another server and the questions asked are
/// FlashCardsAppTests' SyncRunTests, in-process.
@Suite(
  "sync through the binary",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct SyncCommandTests {
  /// Both devices end with the same games, card results and memory states, equal to those a
  /// third device builds by replaying everything it receives; the server holds each game once.
  @Test(arguments: [[0, 1, 0, 1], [1, 0, 1, 0], [0, 0, 1, 1, 0], [1, 1, 0, 0, 1]])
  func twoDevicesOfOnePlayerEndTheSameInAnyOrder(order: [Int]) async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let devices = [try Device(ann, on: server), try Device(ann, on: server)]
    try await devices[0].play(seed: 1)
    try await devices[0].play(seed: 2)
    try await devices[1].play(seed: 3)
    var synced = Set<Int>()
    for index in order {
      try await devices[index].sync(first: synced.insert(index).inserted)
    }
    let ids = try devices[0].gameIDs()
    let otherIDs = try devices[1].gameIDs()
    #expect(ids.count == 3 && ids == otherIDs)
    #expect(try devices[0].cardResults() == devices[1].cardResults())
    #expect(try devices[0].memoryStates() == devices[1].memoryStates())
    #expect(try server.gameIDs(of: ann.name) == ids)
    #expect(try devices.allSatisfy { try $0.waitingToSend() == 0 })

    let fresh = try Device(ann, on: server)
    let run = try await fresh.sync(first: true)
    #expect(run.stdout.hasPrefix("Sent 0 games; received 3 games from 127.0.0.1:\(server.server.port); "), "\(run)")
    #expect(try fresh.memoryStates() == devices[0].memoryStates(), "equal to a replay of every game")
  }

  @Test func aDeletionReachesTheOtherDeviceAndNeverComesBack() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let (a, b) = (try Device(ann, on: server), try Device(ann, on: server))
    try await a.play(seed: 1)
    try await a.play(seed: 2)
    try await a.sync(first: true)
    try await b.sync(first: true)
    // An old copy of B, offline, that still has both games and has not heard of the deletion.
    let offline = try Sandbox()
    try FileManager.default.createDirectory(
      at: offline.defaultDatabase.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: b.history, toPath: offline.defaultDatabase.path)

    let deleted = try await a.run(["history", "delete", "1", "--yes"])
    #expect(deleted.status == 0, "\(deleted)")
    let sent = try await a.sync()
    #expect(sent.stdout.hasPrefix("Sent 0 games and 1 deletion;"), "\(sent)")
    let received = try await b.sync()
    #expect(received.stdout.contains("received 0 games and 1 deletion from"), "\(received)")
    #expect(try b.gameIDs() == a.gameIDs() && a.gameIDs().count == 1)
    #expect(try a.memoryStates() == b.memoryStates())

    let stale = Device(copying: offline, login: ann, server: server)
    try await stale.sync()
    #expect(try stale.gameIDs() == a.gameIDs(), "the deleted game does not come back from an offline copy")
    #expect(try server.gameIDs(of: ann.name) == a.gameIDs())
  }

  @Test func aBareSyncUsesTheRememberedServerWithoutItsPassword() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let device = try Device(ann, on: server)
    try await device.play(seed: 1)
    let withPassword = server.server.url(database: server.database, user: ann.name, password: ann.password)
    let first = try await device.run(["sync", "--server", withPassword])
    #expect(first.status == 0 && first.stdout.hasPrefix("Sent 1 game; received 0 games from"), "\(first)")
    let stored = try SavedHistory.rememberedServer(in: device.history) ?? ""
    #expect(!stored.contains(ann.password) && stored.contains("host='127.0.0.1'"), "\(stored)")
    let again = try await device.run(["sync"])
    #expect(again.status == 0 && again.stdout.hasPrefix("Sent 0 games; received 0 games from"), "\(again)")
    #expect(!(first.stdout + first.stderr + again.stdout + again.stderr).contains(ann.password))
  }

  @Test func waitingGamesAreSaidByHistoryWhereAServerIsConfigured() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let device = try Device(ann, on: server)
    try await device.play(seed: 1)
    let before = try await device.run(["history"])
    #expect(!before.stdout.contains("wait"), "no server yet: nothing said")
    try await device.sync(first: true)
    try await device.play(seed: 2)
    try await device.play(seed: 3)
    let history = try await device.run(["history"])
    #expect(
      history.stdout.contains(
        "2 games wait to be sent to \(ann.name)@127.0.0.1:\(server.server.port)/\(server.database) (flashcards sync)."),
      "\(history)")
  }

  @Test func aTeacherReceivesTheClassAsLocalPlayers() async throws {
    let server = try await SyncServer()
    let group = PostgresServer.unique("5b")
    let ann = try await server.add("ann", classes: [group])
    let bob = try await server.add("bob", classes: [group])
    let outsider = try await server.add("eve")
    let tess = try await server.add("tess", teacher: true, classes: [group])
    for (login, seed) in [(ann, 1), (bob, 2), (outsider, 3)] {
      let device = try Device(login, on: server)
      try await device.play(seed: seed)
      try await device.sync(first: true)
    }
    let teacher = try Device(tess, on: server)
    let run = try await teacher.sync(["--all-players"], first: true)
    #expect(run.stdout.hasPrefix("Sent 0 games; received 2 games of 2 players from"), "\(run)")
    let list = try await teacher.run(["history", "--all-players"])
    #expect(list.stdout.contains("All 2 games"), "\(list)")
    let anns = try await teacher.run(["history", "--player", ann.name])
    #expect(anns.stdout.contains("All 1 game") || anns.stdout.contains("1 game"), "\(anns)")
    let stats = try await teacher.run(["stats", "--all-players"])
    #expect(stats.status == 0 && stats.stdout.contains("2 games"), "\(stats)")
    #expect(try teacher.waitingToSend() == 0, "a class's games are not the teacher's to send")
  }

  @Test func anUnreachableServerExits69AndChangesNothing() async throws {
    let device = try Device(Login(name: "ann", password: "Secr3t-pw"), on: try await SyncServer())
    try await device.play(seed: 1)
    let before = try Data(contentsOf: URL(fileURLWithPath: device.history))
    let port = try closedPort()
    let run = try await device.run(["sync", "--server", "postgresql://ann:Secr3t-pw@127.0.0.1:\(port)/flashcards"])
    #expect(run.status == 69 && run.oneLineError?.contains("127.0.0.1 port \(port)") == true, "\(run)")
    #expect(!(run.stdout + run.stderr).contains("Secr3t-pw"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: device.history)) == before)
  }

  /// The admin's URL left in FLASHCARDS_SERVER (as docs/guide/server.md's setup exports it) would
  /// otherwise sync the player's games as the admin's own.
  @Test func theAdminsLoginCannotSync() async throws {
    let server = try await SyncServer()
    let device = try Device(Login(name: "ann", password: server.server.adminPassword), on: server)
    try await device.play(seed: 1)
    let run = try await device.run(["sync", "--server", server.server.url(database: server.database)])
    #expect(run.status == 77 && run.oneLineError?.contains("'admin' is not a player or teacher") == true, "\(run)")
    #expect(try server.gameIDs(of: "admin").isEmpty && device.waitingToSend() == 1)
  }

  @Test func aRefusedLoginExits77WithoutThePassword() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let device = try Device(Login(name: ann.name, password: "Wr0ng-pw-123"), on: server)
    let run = try await device.run(["sync", "--server", server.url])
    #expect(run.status == 77, "\(run)")
    #expect(!(run.stdout + run.stderr).contains("Wr0ng-pw-123"))
  }

  @Test func noServerYetIsAUsageLineNamingTheFlag() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["sync"], environment: ["FLASHCARDS_SERVER": nil])
    #expect(run.status == 64 && run.oneLineError?.contains("--server URL") == true, "\(run)")
    #expect(run.oneLineError?.contains("FLASHCARDS_SERVER") == true && run.stdout.isEmpty, "\(run)")
  }

  @Test func anEmptyDatabaseSaysHowToSetItUp() async throws {
    let server = try PostgresServer.shared()
    let database = try server.makeDatabase()
    let sandbox = try Sandbox()
    let run = try await sandbox.run(
      ["sync", "--server", server.url(database: database)],
      environment: ["PGPASSWORD": server.adminPassword, "FLASHCARDS_PLAYER": "admin"])
    #expect(run.status == 1 && run.oneLineError?.contains("flashcards server init URL") == true, "\(run)")
  }

  /// Quotes and semicolons in a player's name, a deck's name and answers stay data, on the
  /// server as psql shows it.
  @Test func hostileNamesAndAnswersStayData() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("o'ann;\"x")
    let device = try Device(ann, on: server)
    let deck = try device.sandbox.write(
      "data/flashcards/decks/it's; DROP TABLE x.deck", "Texas = Austin'; --\nOhio = Columbus\n")
    _ = deck
    let played = try await device.run(
      ["play", "it's; DROP TABLE x", "--count", "2", "--seed", "1"], stdin: "x'); DELETE FROM games; --\n\"\n")
    try #require(played.status == 0, "\(played)")
    try await device.sync(first: true)
    let answers = try server.server.admin(
      "SELECT answer FROM flashcards.card_results ORDER BY position", database: server.database)
    #expect(answers.contains("x'); DELETE FROM games; --"), "\(answers)")
    let decks = try server.server.admin("SELECT name FROM flashcards.decks", database: server.database)
    #expect(decks == "it's; DROP TABLE x\n", "\(decks)")
    let other = try Device(ann, on: server)
    try await other.sync(first: true)
    #expect(try other.gameIDs() == device.gameIDs())
    #expect(FileManager.default.fileExists(atPath: other.sandbox.path("data/flashcards/decks/it's; DROP TABLE x.deck")))
  }
}

extension Device {
  /// A device whose history is an existing sandbox's.
  init(copying sandbox: Sandbox, login: Login, server: SyncServer) {
    self.login = login
    self.server = server
    self.sandbox = sandbox
  }
}
