import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

/// Values no FlashCards could have written, stored by hand: the server refuses each, and the class
/// keeps syncing (issue 37, items 1, 3, 4 and 5).
@Suite(
  "a mischievous pupil's values: the server refuses what no history could hold",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct MischievousPupilValueTests {
  typealias Pupil = MischievousClass

  /// (what, SQL as ann, SQLSTATE): 23514 a game breaking a rule or a limit, 54000 too many games or
  /// a setting or deck over its limit, 23505 an id taken.
  static let gameAttacks: [(String, String, String)] = [
    ("verdict pwned", Pupil.game(cards: Pupil.card(verdict: "'pwned'")), "23514"),
    ("verdict right", Pupil.game(cards: Pupil.card(verdict: "'right'")), "23514"),
    ("correct and wrong at once", Pupil.game(cards: Pupil.card(verdict: "'wrong'", correct: "true")), "23514"),
    ("exact yet not correct", Pupil.game(cards: Pupil.card(verdict: "'exact'", correct: "false")), "23514"),
    ("mode hack", Pupil.game(mode: "'hack'"), "23514"),
    ("direction sideways", Pupil.game(direction: "'sideways'"), "23514"),
    ("a card's direction sideways", Pupil.game(cards: Pupil.card(direction: "'sideways'")), "23514"),
    ("played at infinity", Pupil.game(playedAt: "'infinity'"), "23514"),
    ("played at -infinity", Pupil.game(playedAt: "'-infinity'"), "23514"),
    ("played in 294276", Pupil.game(playedAt: "'294276-01-01 00:00+00'"), "23514"),
    ("played in 10000", Pupil.game(playedAt: "'10000-01-01 00:00+00'"), "23514"),
    ("played in 4713 BC", Pupil.game(playedAt: "'4713-01-01 00:00+00 BC'"), "23514"),
    ("played in 1969", Pupil.game(playedAt: "'1969-12-31 23:59:59+00'"), "23514"),
    ("negative milliseconds", Pupil.game(milliseconds: "-1884000"), "23514"),
    ("a card's negative milliseconds", Pupil.game(cards: Pupil.card(milliseconds: "-1")), "23514"),
    ("a card over a day", Pupil.game(cards: Pupil.card(milliseconds: "86400001")), "23514"),
    ("position 0", Pupil.game(cards: Pupil.card(position: "0")), "23514"),
    ("a 10,001-byte answer", Pupil.game(cards: Pupil.card(text: "repeat('x', 10001)")), "23514"),
    ("a 5 MB deck name", Pupil.game(deck: "repeat('d', 5000000)"), "23514"),
    (
      "5,001 cards",
      Pupil.game(
        cards: """
          ARRAY(SELECT ROW(i, 'c', 'e', 'a', 'exact', true, NULL, 1, NULL, NULL)::flashcards.card_result
                FROM generate_series(1, 5001) i)
          """), "23514"
    ),
    (
      "a 9 MB game",
      Pupil.game(
        cards: """
          ARRAY(SELECT ROW(i, repeat('c', 9000), repeat('e', 9000), repeat('a', 9000), 'exact', true, NULL, 1, NULL,
                           NULL)::flashcards.card_result FROM generate_series(1, 333) i)
          """), "23514"
    ),
    (
      "100,000 games in one INSERT",
      """
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early, cards)
      SELECT gen_random_uuid(), 'play', 'capitals', 'forward', '2026-11-01'::timestamptz + i * interval '1 minute', 1,
        false, '{}' FROM generate_series(1, 100000) i
      """, "54000"
    ),
  ]

  @Test func eachBadGameIsRefusedAndTheClassKeepsSyncing() throws {
    let pupil = try Pupil()
    for (what, sql, state) in MischievousPupilValueTests.gameAttacks {
      try pupil.expectRefused(sql, state, what)
    }
    let annsGames = try pupil.fixture.psql("SELECT count(*) FROM flashcards.games", as: pupil.ann)
    #expect(annsGames.stdout == "1\n", "only ann's clean game is stored: \(annsGames)")
  }

  @Test func deletionsSettingsAndDecksOutOfBoundsAreRefused() throws {
    let pupil = try Pupil()
    let attacks: [(String, String, String)] = [
      (
        "a deletion at infinity",
        "INSERT INTO flashcards.tombstones (game_id, deleted_at) VALUES (gen_random_uuid(), 'infinity')", "23514"
      ),
      (
        "a setting at infinity",
        "INSERT INTO flashcards.settings (key, value, changed_at) VALUES ('fsrs', '1', 'infinity')", "23514"
      ),
      (
        "a deck at infinity",
        "INSERT INTO flashcards.decks (name, content_hash, content, imported_at) VALUES ('d', 'h', 'c', 'infinity')",
        "23514"
      ),
      (
        "a setting of 200 kB",
        "INSERT INTO flashcards.settings (key, value, changed_at) VALUES ('fsrs', repeat('1,', 100001), now())", "54000"
      ),
      (
        "a 5 MB deck",
        "INSERT INTO flashcards.decks (name, content_hash, content, imported_at) VALUES ('d', 'h', repeat('a = b\n', 900000), now())",
        "54000"
      ),
      (
        "a 5 MB deck name",
        "INSERT INTO flashcards.decks (name, content_hash, content, imported_at) VALUES (repeat('d', 5000000), 'h', 'c', now())",
        "54000"
      ),
      (
        "a deletion of ben's game",
        "INSERT INTO flashcards.tombstones (game_id, deleted_at) VALUES ('\(pupil.bensGame.id)', now())", "23514"
      ),
      ("a game with ben's id", Pupil.game(id: "'\(pupil.bensGame.id)'"), "23505"),
      ("a retry of ben's game", Pupil.game(retryOf: "'\(pupil.bensGame.id)'"), "23514"),
    ]
    for (what, sql, state) in attacks {
      try pupil.expectRefused(sql, state, what)
    }
    let bens = try pupil.fixture.admin("SELECT count(*) FROM flashcards.games WHERE id = '\(pupil.bensGame.id)'")
    #expect(bens == "1\n", "ben's game is there once, his")
  }

  /// Games played on one day: at most games_per_day, however they are split into statements.
  @Test func moreGamesInADayThanTheLimitAreRefused() throws {
    let pupil = try Pupil()
    let batch = """
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early, cards)
      SELECT gen_random_uuid(), 'play', 'capitals', 'forward', '2026-10-01'::timestamptz + i * interval '1 second', 1,
        false, '{}' FROM generate_series(1, 1500) i
      """
    #expect(try pupil.psql(batch).status == 0)
    try pupil.expectRefused(batch, "54000", "3,000 games in one day")
  }
}
