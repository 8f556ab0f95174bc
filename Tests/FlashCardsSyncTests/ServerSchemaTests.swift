import FlashCardsCore
import Foundation
import TestSupport
import Testing

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
    #expect(
      try fixture.admin("SELECT id FROM flashcards.server") == serverID, "a second init kept the server's identity")
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.schema_version") == "\(ServerSchema.currentVersion)\n")
    let roles = try fixture.admin(
      "SELECT rolname, rolcanlogin FROM pg_roles WHERE rolname LIKE 'flashcards\\_%' ORDER BY rolname")
    #expect(roles == "flashcards_player\tf\nflashcards_teacher\tf\n")
  }

  /// Version 2 moved card results into their games' rows: a server of version 1 holding games
  /// keeps every card result, and a machine receives the same games as before.
  @Test func upgradingToCardsInGamesKeepsEveryCardResult() throws {
    let fixture = try ServerFixture(initialized: false)
    #expect(try ServerSchema.migrate(fixture.admin(), through: 1) == .created(version: 1))
    let player = PostgresServer.unique("ann")
    let games = [SampleSyncGames.game(1, cards: 3, answer: "it's \t\\N"), SampleSyncGames.game(2, cards: 0)]
    var sql = "BEGIN;"
    for game in games {
      sql += """
        INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early, retry_of,
          choices, deck_cards, under_reverse_name)
        VALUES (\(quoted(player)), '\(game.id)', 'play', 'capitals', 'forward', to_timestamp(\(game.playedAt.timeIntervalSince1970)),
          \(game.milliseconds), \(game.endedEarly), NULL, \(game.choices.map(String.init) ?? "NULL"), 50, false);
        """
      // Inserted out of order: the upgrade puts them in position order.
      for card in game.cards.reversed() {
        sql += """
          INSERT INTO flashcards.card_results (player, game_id, position, card, expected, answer, verdict, correct,
            confused_with, milliseconds, deck, direction)
          VALUES (\(quoted(player)), '\(game.id)', \(card.position), \(quoted(card.card)), \(quoted(card.expected)),
            \(quoted(card.answer)), \(quoted(card.verdict)), \(card.correct), \(card.confusedWith.map(quoted) ?? "NULL"),
            \(card.milliseconds), \(card.deck.map(quoted) ?? "NULL"), \(card.direction.map(quoted) ?? "NULL"));
          """
      }
    }
    try fixture.admin(sql + "COMMIT;")
    let rowsBefore = try fixture.admin("SELECT c::text FROM flashcards.card_results c ORDER BY game_id, position")

    #expect(
      try ServerAdmin(connection: fixture.admin()).initialize() == .upgraded(from: 1, to: ServerSchema.currentVersion))
    #expect(try fixture.admin("SELECT c::text FROM flashcards.card_results c ORDER BY game_id, position") == rowsBefore)
    #expect(
      try fixture.admin(
        "SELECT to_regclass('flashcards.card_results')::text, relkind FROM pg_class WHERE oid = 'flashcards.card_results'::regclass"
      ) == "flashcards.card_results\tv\n")
    let password = "pw-\(UUID().uuidString)"
    _ = try ServerAdmin(connection: fixture.admin()).add(player, as: .player, classes: []) { password }
    let received = try SyncSession(connection: fixture.connect(player, password: password)).receiveAll(
      from: SyncCursor(0))
    let receivedGames = received.changes.compactMap { change -> SyncGame? in
      if case .game(let game) = change { return game }
      return nil
    }
    #expect(receivedGames.sorted { $0.playedAt < $1.playedAt }.map(\.cards) == games.map(\.cards))
  }

  private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

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
    #expect(
      throws: ServerSchemaError.newer(server: connection.address, version: 99, known: ServerSchema.currentVersion)
    ) {
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
