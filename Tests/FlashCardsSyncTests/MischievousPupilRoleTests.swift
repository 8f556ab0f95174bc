import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

/// Roles beyond the logins, and what lives outside row-level security (issue 37, items 6 and 7).
@Suite(
  "a mischievous pupil's roles and large objects",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct MischievousPupilRoleTests {
  typealias Pupil = MischievousClass
  static let tables = [
    "games", "card_results", "tombstones", "settings", "decks", "players", "classes", "class_players",
  ]

  @Test func setRoleToAGroupRoleReadsAndWritesNothing() throws {
    let pupil = try Pupil()
    for (login, group) in [(pupil.ann, "flashcards_player"), (pupil.lee, "flashcards_teacher")] {
      for table in MischievousPupilRoleTests.tables {
        let run = try pupil.fixture.psql("SET ROLE \(group); SELECT count(*) FROM flashcards.\(table);", as: login)
        #expect(run.status == 0 && run.stdout == "0\n", "\(group) read \(table): \(run)")
      }
    }
    let writes = [
      Pupil.game(), "INSERT INTO flashcards.tombstones (game_id, deleted_at) VALUES (gen_random_uuid(), now())",
      "INSERT INTO flashcards.settings (key, value, changed_at) VALUES ('fsrs', '1', now())",
      "INSERT INTO flashcards.decks (name, content_hash, content, imported_at) VALUES ('d', 'h', 'c', now())",
    ]
    for sql in writes {
      try pupil.expectRefused("SET ROLE flashcards_player; \(sql)", "42501", "as flashcards_player: \(sql)")
    }
    let stored = try pupil.fixture.admin(
      "SELECT count(*) FROM flashcards.games WHERE player NOT IN (SELECT name FROM flashcards.players)")
    #expect(stored == "0\n")
  }

  /// Rows a version 2 server stored under a group role's name are gone after the upgrade; two
  /// players' games of one id stay, the id with the first.
  @Test func theUpgradeRemovesGroupRoleRowsAndKeepsSharedIDs() throws {
    let fixture = try ServerFixture(initialized: false)
    _ = try ServerSchema.migrate(fixture.admin(), through: 2)
    let shared = UUID()
    try fixture.admin(
      """
      INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early)
      VALUES ('flashcards_player', gen_random_uuid(), 'play', 'd', 'forward', now(), 1, false),
             ('ann', '\(shared)', 'play', 'd', 'forward', now(), 1, false);
      INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early)
      VALUES ('ben', '\(shared)', 'play', 'd', 'forward', now(), 1, false);
      INSERT INTO flashcards.settings (player, key, value, changed_at) VALUES ('flashcards_player', 'k', 'v', now());
      """)
    #expect(try ServerAdmin(connection: fixture.admin()).initialize() == .upgraded(from: 2, to: 3))
    #expect(try fixture.admin("SELECT player FROM flashcards.games ORDER BY player") == "ann\nben\n")
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.settings") == "0\n")
    #expect(try fixture.admin("SELECT player FROM flashcards.game_ids") == "ann\n")
  }

  /// Init as a superuser takes large objects from everyone.
  @Test func playersAndTeachersCannotCreateLargeObjects() throws {
    let pupil = try Pupil()
    for login in [pupil.ann, pupil.lee] {
      for sql in ["SELECT lo_create(0)", "SELECT lo_creat(-1)", "SELECT lo_from_bytea(0, 'x')"] {
        let run = try pupil.fixture.psql(sql, as: login)
        #expect(run.status != 0 && run.stderr.contains("42501"), "\(login.name): \(sql): \(run)")
      }
    }
  }

  /// Under an admin that is not a superuser, a player can still make a large object: removing them
  /// takes it with them.
  @Test func removePlayerRemovesWhatThePlayerOwns() throws {
    let server = try PostgresServer.shared()
    let (admin, database) = try server.makeNonSuperuserAdmin()
    let connection = try PostgresConnection(
      connectingTo: server.url(database: database, user: admin), password: PostgresServer.nonSuperuserPassword)
    let serverAdmin = ServerAdmin(connection: connection)
    _ = try serverAdmin.initialize()
    let ann = PostgresServer.unique("ann")
    _ = try serverAdmin.add(ann, as: .player, classes: []) { "pw" }
    let made = try server.psql("SELECT lo_from_bytea(0, 'hidden')", database: database, user: ann, password: "pw")
    #expect(made.status == 0, "\(made)")
    #expect(try serverAdmin.removePlayer(ann).droppedLogin)
    #expect(try server.admin("SELECT count(*) FROM pg_largeobject_metadata", database: database) == "0\n")
  }
}
