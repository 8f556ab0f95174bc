import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

/// The server's rules hold against any client: each check connects with psql by hand, as the
/// player or teacher, never through FlashCards' own code.
@Suite(
  "security through psql: each player their own rows, a teacher their classes, read-only",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct ServerSecurityTests {
  static let tables = ["games", "card_results", "tombstones", "settings", "decks"]

  /// Ann and Bob play (Ann in 5a, Bob in 5b); Tess teaches 5a. Each has a game with cards, a
  /// deleted game, a setting and a deck on the server.
  struct Class {
    let fixture: ServerFixture
    let ann: ServerFixture.Login
    let bob: ServerFixture.Login
    let tess: ServerFixture.Login
    let fiveA: String
    let bobsGame: UUID

    init() throws {
      fixture = try ServerFixture()
      fiveA = PostgresServer.unique("5a")
      ann = try fixture.add("ann", classes: [fiveA])
      bob = try fixture.add("bob", classes: [PostgresServer.unique("5b")])
      tess = try fixture.add("tess", as: .teacher, classes: [fiveA])
      var bobsGame = UUID()
      for player in [ann, bob] {
        let game = SampleSyncGames.game(1)
        let deleted = SampleSyncGames.game(2)
        if player.name == bob.name { bobsGame = game.id }
        let session = try fixture.session(player)
        _ = try session.send(
          games: [game, deleted], tombstones: [SyncTombstone(gameID: deleted.id, deletedAt: SampleSyncGames.start)],
          settings: [SyncSetting(key: "fsrs", value: "1,2,3", changedAt: SampleSyncGames.start)],
          decks: [SyncDeck(name: "mine", contentHash: "abc", content: "a = b\n", importedAt: SampleSyncGames.start)])
      }
      self.bobsGame = bobsGame
    }

    func psql(_ sql: String, as login: ServerFixture.Login) throws -> ProgramRun {
      try fixture.psql(sql, as: login)
    }
  }

  static func expectRefused(_ run: ProgramRun, _ sqlState: String, _ what: String) {
    #expect(run.status != 0 && run.stderr.contains(sqlState), "\(what) was not refused with \(sqlState): \(run)")
  }

  /// The refusal a statement meets: card results are a view of the games' rows (schema version 2),
  /// which takes no writes at all (55000) before any question of rights (42501).
  static func refusal(of statement: String) -> String {
    statement.contains("flashcards.card_results") ? "55000" : "42501"
  }

  @Test func aPlayerReadsOnlyTheirOwnRows() throws {
    let school = try Class()
    for table in ServerSecurityTests.tables {
      let run = try school.psql(
        "SELECT count(*) FILTER (WHERE player = current_user), count(*) FROM flashcards.\(table)", as: school.ann)
      #expect(run.status == 0, "\(run)")
      let counts = run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\t")
      #expect(counts.count == 2 && counts[0] == counts[1] && counts[0] != "0", "\(table): \(run.stdout)")
    }
    let memberships = try school.psql(
      """
      SELECT 'player', name FROM flashcards.players UNION ALL SELECT 'class', class || '/' || player FROM flashcards.class_players
      UNION ALL SELECT 'teacher', name FROM flashcards.teachers UNION ALL SELECT 'taught', class FROM flashcards.class_teachers
      ORDER BY 1
      """, as: school.ann)
    #expect(
      memberships.stdout == "class\t\(school.fiveA)/\(school.ann.name)\nplayer\t\(school.ann.name)\n", "\(memberships)")
  }

  @Test func aPlayerCannotInsertRowsForAnother() throws {
    let school = try Class()
    let bob = school.bob.name.replacingOccurrences(of: "'", with: "''")
    let inserts = [
      "INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early) VALUES ('\(bob)', gen_random_uuid(), 'play', 'x', 'forward', now(), 1, false)",
      "INSERT INTO flashcards.card_results (player, game_id, position, card, expected, answer, verdict, correct, milliseconds) VALUES ('\(bob)', '\(school.bobsGame)', 99, 'c', 'e', 'a', 'wrong', false, 1)",
      "INSERT INTO flashcards.tombstones (player, game_id, deleted_at) VALUES ('\(bob)', '\(school.bobsGame)', now())",
      "INSERT INTO flashcards.settings (player, key, value, changed_at) VALUES ('\(bob)', 'other', 'x', now())",
      "INSERT INTO flashcards.decks (player, name, content_hash, content, imported_at) VALUES ('\(bob)', 'n', 'h', 'c', now())",
    ]
    for insert in inserts {
      ServerSecurityTests.expectRefused(
        try school.psql(insert, as: school.ann), ServerSecurityTests.refusal(of: insert), insert)
    }
    // Card results on their own, even for a game of Ann's own name: they come only inside a game.
    let underOwnName = try school.psql(
      """
      INSERT INTO flashcards.card_results (game_id, position, card, expected, answer, verdict, correct, milliseconds)
      VALUES ('\(school.bobsGame)', 99, 'c', 'e', 'a', 'wrong', false, 1)
      """, as: school.ann)
    ServerSecurityTests.expectRefused(underOwnName, "55000", "card results for another's game")
    #expect(try school.fixture.admin("SELECT count(*) FROM flashcards.card_results WHERE position = 99") == "0\n")
    #expect(
      try school.fixture.admin("SELECT count(*) FROM flashcards.tombstones WHERE game_id = '\(school.bobsGame)'")
        == "0\n")
  }

  @Test func aPlayerCannotChangeOrDeleteAnothersRows() throws {
    let school = try Class()
    let bob = school.bob.name.replacingOccurrences(of: "'", with: "''")
    let before = try school.fixture.admin(ServerSecurityTests.everything)
    // Settings are insert-only for players (UPDATE would let them lock the table).
    let update = try school.psql(
      "UPDATE flashcards.settings SET value = 'hacked', changed_at = now() + interval '1 year' WHERE player = '\(bob)' RETURNING 1",
      as: school.ann)
    ServerSecurityTests.expectRefused(update, "42501", "updating a setting")
    // What players may never do, even to their own rows: a game goes only by a deletion.
    for statement in [
      "DELETE FROM flashcards.games WHERE player = '\(bob)'", "DELETE FROM flashcards.games",
      "UPDATE flashcards.games SET deck = 'hacked'", "UPDATE flashcards.card_results SET answer = 'hacked'",
      "UPDATE flashcards.tombstones SET deleted_at = now()", "UPDATE flashcards.decks SET content = 'hacked'",
      "DELETE FROM flashcards.card_results", "DELETE FROM flashcards.tombstones", "DELETE FROM flashcards.settings",
      "DELETE FROM flashcards.decks", "TRUNCATE flashcards.games", "DROP TABLE flashcards.games",
      "ALTER TABLE flashcards.games DISABLE ROW LEVEL SECURITY", "DELETE FROM flashcards.players",
      "INSERT INTO flashcards.class_players VALUES ('x', current_user)",
    ] {
      let run = try school.psql(statement, as: school.ann)
      let refusal = ServerSecurityTests.refusal(of: statement)
      #expect(run.status != 0 && (run.stderr.contains(refusal) || run.stderr.contains("42P01")), "\(statement): \(run)")
    }
    #expect(try school.fixture.admin(ServerSecurityTests.everything) == before, "nothing changed")
  }

  /// Every row of every synced table, in a fixed order: for before/after comparisons.
  static let everything =
    tables.map { "SELECT '\($0)', t::text FROM flashcards.\($0) t" }.joined(separator: " UNION ALL ")
    + " ORDER BY 1, 2"

  @Test func aGameNeverChangesOnceSent() throws {
    let school = try Class()
    let game = try school.psql("SELECT id FROM flashcards.games LIMIT 1", as: school.ann).stdout
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let later = try school.psql(
      """
      INSERT INTO flashcards.card_results (game_id, position, card, expected, answer, verdict, correct, milliseconds)
      VALUES ('\(game)', 99, 'c', 'e', 'a', 'exact', true, 1)
      """, as: school.ann)
    ServerSecurityTests.expectRefused(later, "55000", "a card result added to a sent game")
    ServerSecurityTests.expectRefused(
      try school.psql("UPDATE flashcards.games SET milliseconds = 1 WHERE id = '\(game)'", as: school.ann), "42501",
      "an update of one's own game")
    ServerSecurityTests.expectRefused(
      try school.psql(
        "UPDATE flashcards.games SET cards = cards || ROW(99, 'c', 'e', 'a', 'exact', true, NULL, 1, NULL, NULL)::flashcards.card_result",
        as: school.ann), "42501", "a card result added to a sent game's row")
    #expect(try school.fixture.admin("SELECT count(*) FROM flashcards.card_results WHERE position = 99") == "0\n")
  }

  /// What the columns of card results held before they moved into the game's row still holds: no
  /// missing field, each position once. A receiving machine could not store less.
  @Test func aGamesCardResultsArriveWhole() throws {
    let school = try Class()
    let insert = """
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early, cards)
      VALUES (gen_random_uuid(), 'play', 'x', 'forward', now(), 1, false, ARRAY[%@]::flashcards.card_result[])
      """
    let card = "ROW(1, 'c', 'e', 'a', 'exact', true, NULL, 1, NULL, NULL)"
    for (cards, what) in [
      ("\(card), \(card)", "a position twice"),
      ("ROW(1, NULL, 'e', 'a', 'exact', true, NULL, 1, NULL, NULL)", "no card"),
      ("ROW(1, 'c', 'e', 'a', NULL, true, NULL, 1, NULL, NULL)", "no verdict"), ("NULL", "a card result that is NULL"),
    ] {
      ServerSecurityTests.expectRefused(
        try school.psql(insert.replacingOccurrences(of: "%@", with: cards), as: school.ann), "23514", what)
    }
    let whole = try school.psql(
      insert.replacingOccurrences(
        of: "%@", with: "\(card), ROW(2, 'd', 'e', 'a', 'wrong', false, 'z', 2, 'r', 'reverse')"),
      as: school.ann)
    #expect(whole.status == 0, "\(whole)")
  }

  @Test func theCursorColumnCannotBeForged() throws {
    let school = try Class()
    let run = try school.psql(
      """
      BEGIN;
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early, txid)
        VALUES ('00000000-0000-0000-0000-0000000000f1', 'play', 'x', 'forward', now(), 1, false, '1');
      INSERT INTO flashcards.tombstones (game_id, deleted_at, txid) VALUES (gen_random_uuid(), now(), '1');
      INSERT INTO flashcards.settings (key, value, changed_at, txid) VALUES ('forged', 'x', now(), '1');
      INSERT INTO flashcards.decks (name, content_hash, content, imported_at, txid) VALUES ('d', 'h', 'c', now(), '1');
      INSERT INTO flashcards.settings (key, value, changed_at, txid) VALUES ('fsrs', 'later', now() + interval '1 day', '2');
      SELECT bool_and(txid = pg_current_xact_id()) FROM (
        SELECT txid FROM flashcards.games WHERE id = '00000000-0000-0000-0000-0000000000f1'
        UNION ALL SELECT txid FROM flashcards.tombstones WHERE txid > '2'::xid8 AND deleted_at = now()
        UNION ALL SELECT txid FROM flashcards.settings UNION ALL SELECT txid FROM flashcards.decks WHERE name = 'd') t;
      SELECT count(*) FROM (SELECT txid FROM flashcards.games UNION ALL SELECT txid FROM flashcards.tombstones
        UNION ALL SELECT txid FROM flashcards.settings UNION ALL SELECT txid FROM flashcards.decks) t
        WHERE txid IN ('1', '2');
      COMMIT;
      """, as: school.ann)
    #expect(run.status == 0 && run.stdout == "t\n0\n", "\(run)")
  }

  @Test func aTeacherReadsTheRowsOfTheirClassOnlyAndChangesNothing() throws {
    let school = try Class()
    for table in ServerSecurityTests.tables {
      let run = try school.psql("SELECT DISTINCT player FROM flashcards.\(table)", as: school.tess)
      #expect(run.status == 0 && run.stdout == "\(school.ann.name)\n", "\(table): \(run)")
    }
    let players = try school.psql("SELECT name FROM flashcards.players", as: school.tess)
    #expect(players.stdout == "\(school.ann.name)\n", "\(players)")
    let session = try school.fixture.session(school.tess)
    #expect(try session.readablePlayers() == [school.ann.name])
    let before = try school.fixture.admin(ServerSecurityTests.everything)
    let ann = school.ann.name.replacingOccurrences(of: "'", with: "''")
    for statement in [
      "INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early) VALUES ('\(ann)', gen_random_uuid(), 'play', 'x', 'forward', now(), 1, false)",
      "INSERT INTO flashcards.tombstones (player, game_id, deleted_at) SELECT player, id, now() FROM flashcards.games",
      "INSERT INTO flashcards.settings (player, key, value, changed_at) VALUES ('\(ann)', 'k', 'v', now())",
      "UPDATE flashcards.settings SET value = 'x'", "DELETE FROM flashcards.games",
      "DELETE FROM flashcards.card_results",
      "INSERT INTO flashcards.class_players VALUES ('\(school.fiveA)', 'someone')",
    ] {
      ServerSecurityTests.expectRefused(
        try school.psql(statement, as: school.tess), ServerSecurityTests.refusal(of: statement), statement)
    }
    #expect(try school.fixture.admin(ServerSecurityTests.everything) == before)
  }

  @Test func aRemovedPlayerCannotLogInAndTheirRowsAreGone() throws {
    let school = try Class()
    let admin = ServerAdmin(connection: try school.fixture.admin())
    let removed = try admin.removePlayer(school.ann.name)
    #expect(removed == ServerAdmin.Removed(name: school.ann.name, games: 1, droppedLogin: true))
    // psql (LC_ALL=C.UTF-8) says why: the role is gone, so no password can be right.
    let login = try school.psql("SELECT 1", as: school.ann)
    #expect(login.status == 2 && login.stderr.contains("password authentication failed"), "\(login)")
    let ann = school.ann.name.replacingOccurrences(of: "'", with: "''")
    for table in ServerSecurityTests.tables {
      #expect(try school.fixture.admin("SELECT count(*) FROM flashcards.\(table) WHERE player = '\(ann)'") == "0\n")
    }
    #expect(try school.fixture.admin("SELECT count(*) FROM pg_roles WHERE rolname = '\(ann)'") == "0\n")
    #expect(try school.psql("SELECT count(*) FROM flashcards.games", as: school.tess).stdout == "0\n")
    // Bob is untouched.
    #expect(try school.psql("SELECT count(*) FROM flashcards.games", as: school.bob).stdout == "1\n")
  }

  @Test func quotesAndSemicolonsInNamesAndAnswersStayData() throws {
    let fixture = try ServerFixture()
    let playerName = PostgresServer.unique("O'Brien\"; DROP TABLE flashcards.games; --")
    let className = PostgresServer.unique("5b'); DROP ROLE admin; --")
    let login = ServerFixture.Login(name: playerName, password: "it's \"secret\"; --")
    let added = try ServerAdmin(connection: fixture.admin()).add(playerName, as: .player, classes: [className]) {
      login.password
    }
    #expect(added.joinedClasses == [className] && added.createdClasses == [className])
    let deck = "Rock 'n' roll\"; DELETE FROM flashcards.games; --"
    let answer = "'); DELETE FROM flashcards.card_results; --"
    var game = SampleSyncGames.game(1, cards: 2, deck: deck, answer: answer)
    game.cards[0].card = "Tab\there; \\N"
    _ = try fixture.session(login).send(games: [game])
    let run = try fixture.psql(
      "SELECT current_user, g.deck, c.answer FROM flashcards.games g JOIN flashcards.card_results c ON c.game_id = g.id ORDER BY c.position",
      as: login)
    #expect(run.stdout == "\(playerName)\t\(deck)\t\(answer)\n\(playerName)\t\(deck)\t\(answer)\n", "\(run)")
    let quotedName = playerName.replacingOccurrences(of: "'", with: "''")
    #expect(try fixture.admin("SELECT rolname FROM pg_roles WHERE rolname = '\(quotedName)'") == "\(playerName)\n")
    #expect(try fixture.admin("SELECT count(*) FROM pg_roles WHERE rolname = 'admin'") == "1\n")
    let quotedClass = className.replacingOccurrences(of: "'", with: "''")
    #expect(
      try fixture.admin("SELECT player FROM flashcards.class_players WHERE class = '\(quotedClass)'")
        == "\(playerName)\n")
    #expect(try fixture.session(login).receive(atLeast: 1, from: .start).changes == [.game(game)])
  }

  @Test func aDeletionStopsTheGameFromComingBack() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let run = try fixture.psql(
      """
      INSERT INTO flashcards.tombstones (game_id, deleted_at) VALUES ('00000000-0000-0000-0000-0000000000d1', now());
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early)
        VALUES ('00000000-0000-0000-0000-0000000000d1', 'play', 'x', 'forward', now(), 1, false);
      SELECT count(*) FROM flashcards.games;
      """, as: ann)
    #expect(run.status == 0 && run.stdout == "0\n", "\(run)")
    // A game already there goes with its cards when its deletion arrives.
    let game = SampleSyncGames.game(1, cards: 4)
    let session = try fixture.session(ann)
    _ = try session.send(games: [game])
    _ = try session.send(games: [game], tombstones: [SyncTombstone(gameID: game.id, deletedAt: Date())])
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.games") == "0\n")
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.card_results") == "0\n")
    #expect(try session.send(games: [game]).games == 0)
  }
}
