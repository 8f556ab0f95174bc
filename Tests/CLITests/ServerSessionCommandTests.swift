import FlashCardsSync
import Foundation
import TestSupport
import Testing

/// `flashcards server sessions`, `end-session`, and an admin's command meeting a pupil's lock,
/// through the binary against a real PostgreSQL server (issue 37, item 3).
@Suite(
  "server sessions and locks through the binary",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct ServerSessionCommandTests {
  struct Setup {
    let server: PostgresServer
    let database: String
    let sandbox: Sandbox
    let ann = PostgresServer.unique("ann")
    var url: String { server.url(database: database) }

    init() async throws {
      server = try PostgresServer.shared()
      database = try server.makeDatabase()
      sandbox = try Sandbox()
      #expect(try await run(["server", "init", url]).status == 0)
      let added = try await run(
        ["server", "add-player", ann, "--class", "5b", "--password-stdin", "--server", url], stdin: "pw\n")
      #expect(added.status == 0, "\(added)")
    }

    func run(_ arguments: [String], stdin: String = "", lockTimeout: String? = nil) async throws -> RunResult {
      try await sandbox.run(
        arguments, stdin: stdin,
        environment: [
          "PGPASSWORD": server.adminPassword, "FLASHCARDS_SERVER": nil, "FLASHCARDS_LOCK_TIMEOUT": lockTimeout,
        ],
        timeout: 60)
    }

    /// Ann's own session, left idle in a transaction. One with no transaction id: one that had
    /// written would hold back receives on the whole server, other tests' too.
    func annIdleInTransaction() throws -> PostgresConnection {
      let connection = try PostgresConnection(connectingTo: server.url(database: database, user: ann), password: "pw")
      try connection.execute("BEGIN")
      try connection.execute("SELECT count(*) FROM flashcards.games")
      return connection
    }
  }

  @Test func sessionsShowsWhoIsIdleInATransactionAndEndSessionEndsIt() async throws {
    let setup = try await Setup()
    let ann = try setup.annIdleInTransaction()
    let sessions = try await setup.run(["server", "sessions", "--server", setup.url])
    #expect(sessions.status == 0, "\(sessions)")
    #expect(
      sessions.stdout.contains(setup.ann) && sessions.stdout.contains("idle in transaction since"), "\(sessions)")
    let ended = try await setup.run(["server", "end-session", setup.ann, "--server", setup.url])
    #expect(ended.status == 0 && ended.stdout == "Ended 1 session of '\(setup.ann)'.\n", "\(ended)")
    #expect(throws: PostgresError.self) { try ann.execute("SELECT 1") }
    let none = try await setup.run(["server", "sessions", "--server", setup.url])
    #expect(none.stdout == "No player or teacher is connected.\n", "\(none)")
    let nobody = try await setup.run(["server", "end-session", "nobody-\u{1B}[31m", "--server", setup.url])
    #expect(nobody.status == 1 && nobody.oneLineError?.contains("not a player or teacher") == true, "\(nobody)")
    #expect(!nobody.stderr.contains("\u{1B}"), "\(nobody)")
  }

  @Test func initMeetingAPupilsAdvisoryLockExits75NamingIt() async throws {
    let setup = try await Setup()
    let ann = try PostgresConnection(
      connectingTo: setup.server.url(database: setup.database, user: setup.ann), password: "pw")
    try ann.execute("SELECT pg_advisory_lock(hashtext('flashcards.schema'))")
    // Ann holds the lock until the test ends: an exit before then is the wait given up, not the lock freed.
    let run = try await setup.run(["server", "init", setup.url], lockTimeout: "1s")
    withExtendedLifetime(ann) {}
    #expect(run.status == 75 && run.oneLineError?.contains("Waited 1s for the schema's lock") == true, "\(run)")
  }

  @Test func removePlayerMeetingAPupilsLockExits75() async throws {
    let setup = try await Setup()
    let ann = try setup.annIdleInTransaction()
    try ann.execute("LOCK TABLE flashcards.games IN ROW EXCLUSIVE MODE")
    let run = try await setup.run(["server", "remove-player", setup.ann, "--yes", "--server", setup.url])
    #expect(run.status == 75 && run.oneLineError?.contains("a lock on FlashCards' tables") == true, "\(run)")
  }

  /// The admin of docs/guide/server.md without the superuser's grant: told which grant it needs.
  @Test func anAdminWithoutTheGrantIsToldWhichGrantItNeeds() async throws {
    let server = try PostgresServer.shared()
    let (admin, database) = try server.makeNonSuperuserAdmin()
    let sandbox = try Sandbox()
    let url = server.url(database: database, user: admin)
    #expect(
      try await sandbox.run(["server", "init", url], environment: ["PGPASSWORD": PostgresServer.nonSuperuserPassword])
        .status == 0)
    let run = try await sandbox.run(
      ["server", "sessions", "--server", url], environment: ["PGPASSWORD": PostgresServer.nonSuperuserPassword])
    #expect(
      run.status == 77 && run.oneLineError?.contains("GRANT pg_read_all_stats, pg_signal_backend") == true, "\(run)")
  }
}
