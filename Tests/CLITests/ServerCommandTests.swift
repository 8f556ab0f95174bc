import Foundation
import TestSupport
import Testing

/// `flashcards server …` through the binary, against a real PostgreSQL server; what the commands
/// did is checked with psql, as the players they made.
@Suite(
  "server commands through the binary",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct ServerCommandTests {
  /// A database of its own, and the admin's password in PGPASSWORD (never on the command line).
  struct Setup {
    let server: PostgresServer
    let database: String
    let sandbox: Sandbox
    var url: String { server.url(database: database) }

    init() throws {
      server = try PostgresServer.shared()
      database = try server.makeDatabase()
      sandbox = try Sandbox()
    }

    func run(_ arguments: [String], stdin: String = "", environment: [String: String?] = [:]) async throws -> RunResult
    {
      var variables: [String: String?] = ["PGPASSWORD": server.adminPassword, "FLASHCARDS_SERVER": nil]
      for (name, value) in environment { variables[name] = value }
      return try await sandbox.run(arguments, stdin: stdin, environment: variables)
    }

    func initialized() async throws -> Setup {
      let run = try await run(["server", "init", url])
      #expect(run.status == 0, "\(run)")
      return self
    }

    func psql(_ sql: String, as user: String, password: String) throws -> ProgramRun {
      try server.psql(sql, database: database, user: user, password: password)
    }
  }

  @Test func initCreatesTheSchemaThenFindsItDone() async throws {
    let setup = try Setup()
    let place = "\(setup.database) on 127.0.0.1:\(setup.server.port)"
    let first = try await setup.run(["server", "init", setup.url])
    #expect(first.status == 0 && first.stdout == "Created the FlashCards schema (version 3) in \(place).\n", "\(first)")
    #expect(first.stderr.isEmpty)
    let second = try await setup.run(["server", "init", "--server", setup.url])
    #expect(
      second.status == 0
        && second.stdout == "The FlashCards schema in \(place) is already at version 3; nothing to do.\n",
      "\(second)")
    let fromEnvironment = try await setup.run(["server", "init"], environment: ["FLASHCARDS_SERVER": setup.url])
    #expect(
      fromEnvironment.status == 0 && fromEnvironment.stdout.contains("already at version 3"), "\(fromEnvironment)")
    #expect(try setup.server.admin("SELECT count(*) FROM flashcards.server", database: setup.database) == "1\n")
  }

  @Test func aServerNobodyListensOnExits69NamingHostAndPort() async throws {
    let sandbox = try Sandbox()
    let port = try closedPort()
    let run = try await sandbox.run(["server", "init", "postgresql://admin:pa55word@127.0.0.1:\(port)/flashcards"])
    #expect(run.status == 69, "\(run)")
    let line = run.oneLineError ?? ""
    #expect(line.contains("127.0.0.1 port \(port)") && line.contains("Check that the server runs"), "\(run)")
    #expect(!(run.stdout + run.stderr).contains("pa55word"))
  }

  @Test func aServerThatNeverAnswersIsGivenUpOnAfterPGCONNECT_TIMEOUT() async throws {
    let sandbox = try Sandbox()
    let (socket, port) = try silentListener()
    defer { close(socket) }
    // The message names the wait PGCONNECT_TIMEOUT set (the default is 10 seconds); the run's
    // timeout (30 s) catches a wait for ever.
    let run = try await sandbox.run(
      ["server", "classes", "--server", "postgresql://admin@127.0.0.1:\(port)/flashcards"],
      environment: ["PGCONNECT_TIMEOUT": "2"])
    #expect(run.status == 69 && run.oneLineError?.contains("did not answer within 2 seconds") == true, "\(run)")
  }

  @Test func aWrongPasswordExits77AndIsNeverShown() async throws {
    let setup = try Setup()
    let wrong = "Wr0ng-\(UUID().uuidString)"
    let inURL = try await setup.run(
      ["server", "init", setup.server.url(database: setup.database, password: wrong)], environment: ["PGPASSWORD": nil])
    let inEnvironment = try await setup.run(["server", "init", setup.url], environment: ["PGPASSWORD": wrong])
    for run in [inURL, inEnvironment] {
      #expect(run.status == 77, "\(run)")
      #expect(run.oneLineError?.contains("refused the login of 'admin'") == true, "\(run)")
      #expect(!(run.stdout + run.stderr).contains(wrong), "\(run)")
    }
    let none = try await setup.run(["server", "init", setup.url], environment: ["PGPASSWORD": nil])
    #expect(none.status == 77 && none.oneLineError?.contains("none was given") == true, "\(none)")
  }

  @Test func addPlayerMakesALoginThatWorksWithPsqlAndASecondRunSaysSo() async throws {
    let setup = try await Setup().initialized()
    let name = PostgresServer.unique("ann")
    let className = PostgresServer.unique("5b")
    let added = try await setup.run(
      ["server", "add-player", name, "--class", className, "--password-stdin", "--server", setup.url],
      stdin: "ann's secret\n")
    #expect(added.status == 0, "\(added)")
    #expect(
      added.stdout
        == "Added the player '\(name)' with a new login, in class '\(className)'. Made the new class '\(className)'.\n")
    let login = try setup.psql("SELECT current_user", as: name, password: "ann's secret")
    #expect(login.status == 0 && login.stdout == "\(name)\n", "\(login)")
    #expect(
      try setup.server.admin(
        "SELECT rolpassword LIKE 'SCRAM-SHA-256$%' FROM pg_authid WHERE rolname = '\(name)'", database: "postgres")
        == "t\n")

    let again = try await setup.run(["server", "add-player", name, "--server", setup.url])
    #expect(again.status == 0 && again.stdout.contains("is already a player; nothing changed"), "\(again)")
    let otherClass = PostgresServer.unique("6a")
    let joined = try await setup.run(["server", "add-player", name, "--class", otherClass, "--server", setup.url])
    #expect(joined.status == 0 && joined.stdout.contains("now also in class '\(otherClass)'"), "\(joined)")
    #expect(try setup.psql("SELECT 1", as: name, password: "ann's secret").status == 0, "the password stays")
  }

  @Test func aNewLoginWithoutAPasswordIsRefused() async throws {
    let setup = try await Setup().initialized()
    let name = PostgresServer.unique("bob")
    let noTerminal = try await setup.run(["server", "add-player", name, "--server", setup.url])
    #expect(noTerminal.status == 1 && noTerminal.oneLineError?.contains("--password-stdin") == true, "\(noTerminal)")
    let empty = try await setup.run(
      ["server", "add-player", name, "--password-stdin", "--server", setup.url], stdin: "\n")
    #expect(empty.status == 1 && empty.oneLineError?.contains("password is empty") == true, "\(empty)")
    #expect(
      try setup.server.admin("SELECT count(*) FROM pg_roles WHERE rolname = '\(name)'", database: "postgres") == "0\n")
  }

  @Test func aTeacherSeesTheirClassAndClassesListsEveryone() async throws {
    let setup = try await Setup().initialized()
    let ann = PostgresServer.unique("ann")
    let carl = PostgresServer.unique("carl")
    let lee = PostgresServer.unique("Mrs O'Lee")
    let fiveB = PostgresServer.unique("5b")
    for (arguments, password) in [
      (["add-player", ann, "--class", fiveB], "a"), (["add-player", carl], "c"),
      (["add-teacher", lee, "--class", fiveB], "l"),
    ] {
      let run = try await setup.run(
        ["server"] + arguments + ["--password-stdin", "--server", setup.url], stdin: password + "\n")
      #expect(run.status == 0, "\(run)")
    }
    let game = try setup.psql(
      """
      BEGIN;
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early)
        VALUES (gen_random_uuid(), 'play', 'capitals', 'forward', now(), 1, false);
      COMMIT;
      """, as: ann, password: "a")
    #expect(game.status == 0, "\(game)")
    let teacher = try setup.psql("SELECT DISTINCT player FROM flashcards.games", as: lee, password: "l")
    #expect(teacher.stdout == "\(ann)\n", "\(teacher)")

    let classes = try await setup.run(["server", "classes", "--server", setup.url], environment: ["COLUMNS": "120"])
    #expect(classes.status == 0, "\(classes)")
    let lines = classes.stdout.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    #expect(lines.first == "Class Teachers Player Games", "\(classes.stdout)")
    #expect(lines.contains("\(fiveB) \(lee) \(ann) 1"), "\(classes.stdout)")
    #expect(lines.contains("(no class) \(carl) 0"), "\(classes.stdout)")
  }

  @Test func removePlayerAsksOrNeedsYesThenTheLoginIsGone() async throws {
    let setup = try await Setup().initialized()
    let name = PostgresServer.unique("dan")
    _ = try await setup.run(["server", "add-player", name, "--password-stdin", "--server", setup.url], stdin: "d\n")
    let unasked = try await setup.run(["server", "remove-player", name, "--server", setup.url])
    #expect(unasked.status == 1 && unasked.oneLineError?.contains("Add --yes") == true, "\(unasked)")
    #expect(try setup.psql("SELECT 1", as: name, password: "d").status == 0, "still there")

    let removed = try await setup.run(["server", "remove-player", name, "--yes", "--server", setup.url])
    #expect(
      removed.status == 0
        && removed.stdout == "Removed the player '\(name)', their 0 games on the server and their login.\n",
      "\(removed)")
    let login = try setup.psql("SELECT 1", as: name, password: "d")
    #expect(login.status != 0 && login.stderr.contains("password authentication failed"), "\(login)")
    let again = try await setup.run(["server", "remove-player", name, "--yes", "--server", setup.url])
    #expect(again.status == 1 && again.oneLineError?.contains("is not a player on this server") == true, "\(again)")
  }

  @Test(arguments: [
    (String(repeating: "é", count: 32), "64 bytes long"), ("pg_monitor", "reserved"), ("line\nbreak", "control"),
    ("", "cannot be empty"), (" ann", "begin or end with a space"),
  ])
  func aNameTheServerCannotTakeIsRefusedInOneLine(name: String, reason: String) async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(
      ["server", "add-player", name, "--password-stdin", "--server", "postgresql://admin@127.0.0.1:1/x"], stdin: "pw\n")
    #expect(run.status == 64, "\(run)")
    let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix("Error: ") && first.contains(reason) && !first.contains("\n"), "\(run)")
  }

  @Test func quotesAndSemicolonsInNamesStayData() async throws {
    let setup = try await Setup().initialized()
    let name = PostgresServer.unique("O'Brien\"; DROP TABLE flashcards.games; --")
    let className = PostgresServer.unique("5b'); DROP ROLE admin; --")
    let run = try await setup.run(
      ["server", "add-player", name, "--class", className, "--password-stdin", "--server", setup.url], stdin: "x'; --\n"
    )
    #expect(run.status == 0, "\(run)")
    let login = try setup.psql("SELECT current_user, class FROM flashcards.class_players", as: name, password: "x'; --")
    #expect(login.stdout == "\(name)\t\(className)\n", "\(login)")
    #expect(try setup.server.admin("SELECT count(*) FROM flashcards.games", database: setup.database) == "0\n")
  }

  /// The admin of docs/guide/server.md: a role with CREATEROLE that owns the database, not a superuser.
  @Test func anAdminWhoIsNotASuperuserRunsEveryCommand() async throws {
    let server = try PostgresServer.shared()
    let (admin, database) = try server.makeNonSuperuserAdmin()
    let sandbox = try Sandbox()
    let url = server.url(database: database, user: admin)
    let player = PostgresServer.unique("ann")
    let teacher = PostgresServer.unique("lee")
    let steps: [([String], String)] = [
      (["server", "init", url], "Created the FlashCards schema"),
      (["server", "add-player", player, "--class", "5b", "--password-stdin", "--server", url], "Added the player"),
      (["server", "add-teacher", teacher, "--class", "5b", "--password-stdin", "--server", url], "Added the teacher"),
      (["server", "classes", "--server", url], player),
      (["server", "remove-player", player, "--yes", "--server", url], "Removed the player"),
    ]
    for (arguments, expected) in steps {
      let run = try await sandbox.run(
        arguments, stdin: "pw\n", environment: ["PGPASSWORD": PostgresServer.nonSuperuserPassword])
      #expect(run.status == 0 && run.stdout.contains(expected), "\(arguments): \(run)")
    }
    #expect(
      try server.psql("SELECT current_user", database: database, user: teacher, password: "pw").stdout == "\(teacher)\n"
    )
  }

  @Test func withoutAServerItIsAUsageError() async throws {
    let run = try await Sandbox().run(["server", "classes"], environment: ["FLASHCARDS_SERVER": nil])
    #expect(run.status == 64 && run.stderr.contains("--server URL"), "\(run)")
  }

  @Test func aNewerSchemaIsRefusedWithTheFix() async throws {
    let setup = try await Setup().initialized()
    try setup.server.admin(
      "INSERT INTO flashcards.schema_version (version, description) VALUES (99, 'later')", database: setup.database)
    for arguments in [["init", setup.url], ["classes", "--server", setup.url]] {
      let run = try await setup.run(["server"] + arguments)
      #expect(run.status == 1 && run.oneLineError?.contains("upgrade FlashCards") == true, "\(run)")
    }
  }
}
