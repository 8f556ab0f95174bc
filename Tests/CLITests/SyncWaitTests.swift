import Foundation
import TestSupport
import Testing

/// No other session holds a sync up: a lock held by another session ends the sync within its lock
/// timeout, with exit status 75 and one line naming what it waited for; a pupil's transaction left
/// open delays only her own games.
@Suite(
  "sync waits for no one",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct SyncWaitTests {
  @Test func aLockedTableEndsTheSyncWithExitStatus75AndOneLine() async throws {
    let server = try await SyncServer()
    let ben = try await server.add("ben")
    let device = try Device(ben, on: server)
    try await device.play(seed: 1)
    try await device.sync(first: true)
    // As the schema's owner: a player may lose the right to lock, an owner never does.
    let holder = OnItsOwnThread {
      try server.server.admin(
        "BEGIN; LOCK TABLE flashcards.settings IN ACCESS EXCLUSIVE MODE; SELECT pg_sleep(300); COMMIT;",
        database: server.database)
    }
    try await SyncWaitTests.waitForLock(on: "settings", server)
    // The lock is held for 300 s, past the run's 60: exit 75 is the wait given up, not the lock freed.
    let run = try await device.sandbox.run(
      ["sync"], environment: device.environment.merging(["FLASHCARDS_LOCK_TIMEOUT": "1s"]) { $1 }, timeout: 60)
    #expect(run.status == 75, "\(run)")
    #expect(run.oneLineError?.contains("flashcards.settings") == true, "\(run)")
    #expect(run.oneLineError?.contains("Try again later") == true, "\(run)")
    try SyncWaitTests.endSessions(holding: "relation = 'flashcards.settings'::regclass", server)
    _ = try? holder.value()
  }

  @Test func aLoginWithNoConnectionFreeEndsTheSyncWithExitStatus75AndOneLine() async throws {
    let server = try await SyncServer()
    let ben = try await server.add("ben")
    let device = try Device(ben, on: server)
    try await device.play(seed: 1)
    try await device.sync(first: true)
    // What a server whose slots are all taken answers (SQLSTATE 53300), for this login alone.
    _ = try server.server.admin("ALTER ROLE \"\(ben.name)\" CONNECTION LIMIT 0", database: server.database)
    try await device.play(seed: 2)
    let run = try await device.run(["sync"])
    #expect(run.status == 75, "\(run)")
    #expect(run.oneLineError?.contains("has no connection free for") == true, "\(run)")
    #expect(run.oneLineError?.contains("Try again later") == true, "\(run)")
    #expect(try device.waitingToSend() == 1, "the game played since is kept to send")

    _ = try server.server.admin("ALTER ROLE \"\(ben.name)\" CONNECTION LIMIT -1", database: server.database)
    try await device.sync()
    #expect(try device.waitingToSend() == 0, "it is sent once a slot is free")
  }

  @Test(arguments: ["abc", "-1s", "10 s", "1e9s"])
  func aLockTimeoutThatIsNoDurationIsAUsageError(value: String) async throws {
    let device = try Device(Login(name: "ann", password: "pw"), on: try await SyncServer())
    let run = try await device.sandbox.run(
      ["sync", "--server", device.server.url],
      environment: device.environment.merging(["FLASHCARDS_LOCK_TIMEOUT": value]) { $1 })
    #expect(run.status == 64, "\(run)")
    #expect(run.oneLineError?.contains("FLASHCARDS_LOCK_TIMEOUT takes a duration") == true, "\(run)")
  }

  @Test func theSchemasLockHeldElsewhereEndsServerInitWithExitStatus75() async throws {
    let server = try await SyncServer()
    let holder = OnItsOwnThread {
      try server.server.admin(
        "SELECT pg_advisory_lock(hashtext('flashcards.schema')); SELECT pg_sleep(300);", database: server.database)
    }
    try await SyncWaitTests.waitUntil(
      "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted AND \(Self.thisDatabase)", server,
      "the schema's lock was never taken")
    let run = try await server.admin.run(
      ["server", "init", server.server.url(database: server.database)],
      environment: ["PGPASSWORD": server.server.adminPassword, "FLASHCARDS_LOCK_TIMEOUT": "1s"], timeout: 60)
    #expect(run.status == 75, "\(run)")
    #expect(run.oneLineError?.contains("Waited 1s for the schema's lock") == true, "\(run)")
    try SyncWaitTests.endSessions(holding: "locktype = 'advisory'", server)
    _ = try? holder.value()
  }

  @Test func aPupilsOpenTransactionDelaysOnlyHerOwnGames() async throws {
    let server = try await SyncServer()
    let group = PostgresServer.unique("5b")
    let ann = try await server.add("ann", classes: [group])
    let ben = try await server.add("ben", classes: [group])
    let lee = try await server.add("lee", teacher: true, classes: [group])
    let teacher = try Device(lee, on: server)
    try await teacher.sync(["--all-players"], first: true)
    let game = UUID().uuidString.lowercased()
    let signal = UUID().uuidString.lowercased()
    // Her transaction stays open until the test writes a game of hers with the identity `signal`.
    let pupil = OnItsOwnThread {
      try server.server.psql(
        """
        BEGIN;
        SELECT pg_current_xact_id();
        INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early)
          VALUES ('\(game)', 'play', 'capitals', 'forward', now(), 1000, false);
        DO $$ BEGIN
          FOR i IN 1..3000 LOOP
            EXIT WHEN EXISTS (SELECT FROM flashcards.games WHERE id = '\(signal)');
            PERFORM pg_sleep(0.1);
          END LOOP;
        END $$;
        COMMIT;
        """, database: server.database, user: ann.name, password: ann.password)
    }
    try await SyncWaitTests.waitForOpenTransaction(of: ann.name, server)
    let bens = try Device(ben, on: server)
    try await bens.play(seed: 2)
    let sent = try await bens.sync(first: true)
    #expect(sent.stdout.hasPrefix("Sent 1 game;"), "\(sent)")
    let during = try await teacher.sync(["--all-players"])
    #expect(during.stdout.contains("received 1 game of 2 players"), "ben's game is not held up: \(during)")
    try server.server.admin(
      """
      INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early)
        VALUES ('\(ann.name)', '\(signal)', 'play', 'capitals', 'forward', now(), 1000, false);
      """, database: server.database)
    let committed = try pupil.value()
    #expect(committed.status == 0, "\(committed)")
    let after = try await teacher.sync(["--all-players"])
    #expect(after.stdout.contains("received 2 games of 2 players"), "her game arrives once she commits: \(after)")
    #expect(try teacher.gameIDs().contains(game))
  }

  static func waitForLock(on table: String, _ server: SyncServer) async throws {
    try await waitUntil(
      "SELECT count(*) FROM pg_locks WHERE relation = 'flashcards.\(table)'::regclass AND granted", server,
      "the lock on flashcards.\(table) was never taken")
  }

  static func waitForOpenTransaction(of user: String, _ server: SyncServer) async throws {
    try await waitUntil(
      "SELECT count(*) FROM pg_stat_activity WHERE usename = '\(user)' AND backend_xid IS NOT NULL", server,
      "\(user)'s transaction never began")
  }

  /// The locks of the test's own database: the server is shared with other tests.
  static let thisDatabase = "database = (SELECT oid FROM pg_database WHERE datname = current_database())"

  /// Ends the sessions that hold the locks `condition` (on pg_locks) picks.
  static func endSessions(holding condition: String, _ server: SyncServer) throws {
    try server.server.admin(
      """
      SELECT pg_terminate_backend(pid) FROM pg_locks
      WHERE \(condition) AND granted AND \(thisDatabase) AND pid <> pg_backend_pid()
      """,
      database: server.database)
  }

  /// Polls `count` (a count's query) for 10 seconds until it is not 0.
  static func waitUntil(_ count: String, _ server: SyncServer, _ failure: String) async throws {
    for _ in 0..<100 {
      let found = try server.server.admin(count, database: server.database)
      if found.trimmingCharacters(in: .whitespacesAndNewlines) != "0" { return }
      try await Task.sleep(for: .milliseconds(100))
    }
    Issue.record(Comment(rawValue: failure))
  }
}

/// Work on a thread of its own, not the test's concurrency pool, which a blocking psql would hold.
final class OnItsOwnThread<Value: Sendable>: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<Value, any Error>?

  init(_ work: @escaping @Sendable () throws -> Value) {
    let thread = Thread { [self] in
      result = Result(catching: work)
      done.signal()
    }
    thread.start()
  }

  func value() throws -> Value {
    done.wait()
    done.signal()
    return try result.map { try $0.get() } ?? { throw CancellationError() }()
  }
}
