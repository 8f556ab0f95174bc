import Foundation
import Testing
import TestSupport

@testable import FlashCardsSync

@Suite(
  "the server's schema: made, upgraded, refused when newer",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct ServerSchemaTests {
  @Test func initCreatesTheSchemaOnceAndThenFindsItDone() throws {
    let fixture = try ServerFixture(initialized: false)
    let admin = ServerAdmin(connection: try fixture.admin())
    #expect(try admin.initialize() == .created(version: ServerSchema.currentVersion))
    let serverID = try fixture.admin("SELECT id FROM flashcards.server")
    #expect(try admin.initialize() == .alreadyCurrent(version: ServerSchema.currentVersion))
    #expect(try fixture.admin("SELECT id FROM flashcards.server") == serverID, "a second init kept the server's identity")
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.schema_version") == "1\n")
    let roles = try fixture.admin(
      "SELECT rolname, rolcanlogin FROM pg_roles WHERE rolname LIKE 'flashcards\\_%' ORDER BY rolname")
    #expect(roles == "flashcards_player\tf\nflashcards_teacher\tf\n")
  }

  @Test func theServerHoldsOneIdentity() throws {
    let fixture = try ServerFixture()
    let second = try fixture.server.psql(
      "INSERT INTO flashcards.server DEFAULT VALUES", database: fixture.database, user: "admin",
      password: fixture.server.adminPassword)
    #expect(second.status != 0 && second.stderr.contains("23505"), "\(second)")
  }

  @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
    let fixture = try ServerFixture()
    try fixture.admin("INSERT INTO flashcards.schema_version (version, description) VALUES (99, 'from the future')")
    let before = try fixture.admin("SELECT version, description FROM flashcards.schema_version ORDER BY version")
    let connection = try fixture.admin()
    #expect(throws: ServerSchemaError.newer(server: connection.address, version: 99, known: ServerSchema.currentVersion)) {
      try ServerAdmin(connection: connection).initialize()
    }
    #expect(try fixture.admin("SELECT version, description FROM flashcards.schema_version ORDER BY version") == before)
    let error = #expect(throws: ServerSchemaError.self) { try SyncSession(connection: connection) }
    #expect(error?.localizedDescription.contains("upgrade FlashCards") == true)
  }

  @Test func anotherProgramsSchemaNamedFlashCardsIsLeftAlone() throws {
    let fixture = try ServerFixture(initialized: false)
    try fixture.admin("CREATE SCHEMA flashcards; CREATE TABLE flashcards.mine (x int)")
    let connection = try fixture.admin()
    #expect(throws: ServerSchemaError.notFlashCards(server: connection.address)) {
      try ServerAdmin(connection: connection).initialize()
    }
    #expect(try fixture.admin("SELECT count(*) FROM pg_tables WHERE schemaname = 'flashcards'") == "1\n")
  }

  @Test func aPlayerMeetsAServerWithoutTheSchemaWithTheFix() throws {
    let fixture = try ServerFixture(initialized: false)
    let error = #expect(throws: ServerSchemaError.self) { try SyncSession(connection: fixture.admin()) }
    #expect(error?.localizedDescription.contains("flashcards server init URL") == true)
  }

  @Test func aDatabaseThatIsNotUTF8IsRefused() throws {
    let server = try PostgresServer.shared()
    let name = "t_" + PostgresServer.unique("ascii").replacingOccurrences(of: "-", with: "_")
    try server.admin("CREATE DATABASE \(name) ENCODING 'SQL_ASCII' TEMPLATE template0", database: "postgres")
    let connection = try PostgresConnection(connectingTo: server.url(database: name), password: server.adminPassword)
    let error = #expect(throws: ServerSchemaError.self) { try ServerAdmin(connection: connection).initialize() }
    #expect(error == .notUTF8(server: connection.address, encoding: "SQL_ASCII"))
    #expect(try server.admin("SELECT to_regnamespace('flashcards') IS NULL", database: name) == "t\n")
  }

  /// Group roles belong to the whole server: two databases set up at the same moment both end
  /// with the schema, whichever made the roles.
  @Test func twoDatabasesSetUpAtOnceBothSucceed() async throws {
    let fixtures = try (0..<4).map { _ in try ServerFixture(initialized: false) }
    try await withThrowingTaskGroup(of: ServerSchema.Outcome.self) { group in
      for fixture in fixtures {
        group.addTask { try ServerAdmin(connection: fixture.admin()).initialize() }
      }
      for try await outcome in group { #expect(outcome == .created(version: ServerSchema.currentVersion)) }
    }
  }
}
