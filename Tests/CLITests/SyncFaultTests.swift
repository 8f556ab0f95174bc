import Foundation
import TestSupport
import Testing

/// Sync under faults, through the binary against a real server: the server stopped mid-send, the
/// connection cut after the server committed, the sync killed at random moments, two devices at
/// once, an old copy of a history restored. Every time: nothing lost, nothing twice.
@Suite(
  "sync under faults",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct SyncFaultTests {
  /// Everything here, once; the server holds the same games, once each; nothing waits.
  static func expectWhole(_ devices: [Device], server: SyncServer, player: String, games: Int) throws {
    let onServer = try server.gameIDs(of: player)
    #expect(onServer.count == games && Set(onServer).count == games, "the server holds each game once")
    for device in devices {
      #expect(try device.gameIDs() == onServer)
      #expect(try device.waitingToSend() == 0)
    }
  }

  @Test func theServerStoppedDuringALargeSendLosesNothing() async throws {
    let postgres = try PostgresServer.start()
    defer { try? postgres.stop() }
    let server = try await SyncServer(server: postgres)
    let ann = try await server.add("ann")
    let device = try Device(ann, on: server)
    try await device.play(seed: 1)
    try await device.addGames(4000, cards: 20)
    async let run = device.run(["sync", "--server", server.url])
    // Stopped, as a crash would, once the first batches are in.
    while (try? server.gameIDs(of: ann.name).count) ?? 0 < 1000 { try await Task.sleep(for: .milliseconds(20)) }
    try postgres.stop(immediately: true)
    let cut = try await run
    #expect(cut.status == 69 || cut.status == 0, "\(cut)")
    if cut.status == 69 { #expect(cut.oneLineError?.contains("127.0.0.1") == true, "\(cut)") }
    try postgres.restart()
    let again = try await device.sync(first: true)
    #expect(again.status == 0)
    try SyncFaultTests.expectWhole([device], server: server, player: ann.name, games: 4001)
    #expect(try server.cardResultCount(of: ann.name) == 4000 * 20 + 3)
  }

  @Test func aConnectionCutAfterTheServerCommittedSendsNothingTwice() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let device = try Device(ann, on: server)
    try await device.play(seed: 1)
    try await device.addGames(50, cards: 5)
    let proxy = try CuttingProxy(to: server.server.port)
    let cut = try await device.run(["sync", "--server", "postgresql://127.0.0.1:\(proxy.port)/\(server.database)"])
    #expect(cut.status == 69 && proxy.cutCount == 1, "\(cut)")
    #expect(try server.gameIDs(of: ann.name).count == 51, "the server committed")
    #expect(try device.waitingToSend() == 51, "the client never heard it did")
    let again = try await device.sync(first: true)
    #expect(again.stdout.hasPrefix("Sent 51 games; received 0 games"), "\(again)")
    try SyncFaultTests.expectWhole([device], server: server, player: ann.name, games: 51)
  }

  @Test func aSyncKilledAtRandomMomentsLosesNothingAndDoublesNothing() async throws {
    let server = try await SyncServer()
    // `addGames` puts each call's games on the same minutes of 2026-01-10: 5,500 in all, more
    // than the server takes in a day by default.
    try server.server.admin("UPDATE flashcards.limits SET games_per_day = 100000", database: server.database)
    let ann = try await server.add("ann")
    let (a, b) = (try Device(ann, on: server), try Device(ann, on: server))
    try await a.play(seed: 1)
    try await b.play(seed: 2)
    try await b.sync(first: true)
    var games = 2
    var random = SystemRandomNumberGenerator()
    var killed = 0
    // A moment within the time a whole sync took last: a release build finishes in a fraction of
    // a debug build's time, and a kill after the end tests nothing.
    var wholeSync = 0.8
    for _ in 0..<22 {
      try await a.addGames(150, cards: 10)
      try await b.addGames(100, cards: 10)
      games += 250
      try await b.sync()
      let moment = Double.random(in: 0.01...max(0.02, wholeSync * 0.9), using: &random)
      let started = Date()
      let run = try await a.run(["sync", "--server", server.url], kill: .after(moment))
      if run.signal == SIGKILL {
        killed += 1
      } else {
        #expect(run.status == 0, "\(run)")
        wholeSync = Date().timeIntervalSince(started)
      }
    }
    #expect(killed >= 5, "killed \(killed) of 22 runs; the rest finished first")
    try await a.sync(first: true)
    try await b.sync()
    try SyncFaultTests.expectWhole([a, b], server: server, player: ann.name, games: games)
    #expect(try a.cardResults() == b.cardResults())
  }

  @Test func twoDevicesSyncingAtOnce() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let (a, b) = (try Device(ann, on: server), try Device(ann, on: server))
    try await a.play(seed: 1)
    try await b.play(seed: 2)
    try await a.addGames(600, cards: 10)
    try await b.addGames(600, cards: 10)
    for _ in 0..<2 {
      async let first = a.sync(first: true)
      async let second = b.sync(first: true)
      _ = try await (first, second)
    }
    try await a.sync()
    try SyncFaultTests.expectWhole([a, b], server: server, player: ann.name, games: 1202)
    #expect(try a.memoryStates() == b.memoryStates())
  }

  @Test func anOldCopyOfAHistoryRestoredAndSyncedAgain() async throws {
    let server = try await SyncServer()
    let ann = try await server.add("ann")
    let device = try Device(ann, on: server)
    try await device.play(seed: 1)
    try await device.sync(first: true)
    let backup = device.sandbox.path("backup.sqlite")
    try FileManager.default.copyItem(atPath: device.history, toPath: backup)
    try await device.play(seed: 2)
    try await device.play(seed: 3)
    let deleted = try await device.run(["history", "delete", "1", "--yes"])
    #expect(deleted.status == 0)
    try await device.sync()
    let before = try device.gameIDs()
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: device.history + suffix) }
    try FileManager.default.copyItem(atPath: backup, toPath: device.history)
    let restored = try await device.sync()
    #expect(restored.stdout.contains("received 2 games and 1 deletion"), "\(restored)")
    #expect(try device.gameIDs() == before)
    try SyncFaultTests.expectWhole([device], server: server, player: ann.name, games: 2)
  }
}
