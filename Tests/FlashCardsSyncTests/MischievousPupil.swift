import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

/// The class of issue 37, set up as docs/guide/server.md says: ann and ben in 5b, cy in 6a, lee teaching
/// 5b. Ann is the mischievous pupil: she attacks with psql and her own login; after each attack
/// the others must still sync, and every clean game must reach them.
struct MischievousClass {
  let fixture: ServerFixture
  let ann: ServerFixture.Login
  let ben: ServerFixture.Login
  let cy: ServerFixture.Login
  let lee: ServerFixture.Login
  /// Ann's clean game, sent through FlashCards before any attack.
  let annsGame: SyncGame
  let bensGame: SyncGame

  /// On `server`, or the run's shared one.
  init(server: PostgresServer? = nil) throws {
    fixture = try ServerFixture(server: server)
    let fiveB = PostgresServer.unique("5b")
    ann = try fixture.add("ann", classes: [fiveB])
    ben = try fixture.add("ben", classes: [fiveB])
    cy = try fixture.add("cy", classes: [PostgresServer.unique("6a")])
    lee = try fixture.add("lee", as: .teacher, classes: [fiveB])
    annsGame = SampleSyncGames.game(1)
    bensGame = SampleSyncGames.game(2)
    _ = try fixture.session(ann).send(games: [annsGame])
    _ = try fixture.session(ben).send(games: [bensGame])
  }

  func psql(_ sql: String) throws -> ProgramRun {
    try fixture.psql(sql, as: ann)
  }

  /// Ann's attack is refused with `sqlState`, and the class still syncs.
  func expectRefused(_ sql: String, _ sqlState: String, _ what: String) throws {
    let run = try psql(sql)
    #expect(run.status != 0 && run.stderr.contains(sqlState), "\(what) was not refused with \(sqlState): \(run)")
    try expectClassStillSyncs(after: what)
  }

  /// Ben and cy send a new game each, and lee (a fresh device) receives ann's and ben's games, all
  /// of them clean: lee's history could store every row. Each statement is bounded in time, so a
  /// lock left by ann fails the test instead of hanging it.
  ///
  /// `receivesNewGames` false: only the games stored before (a receive that waits for ann's open
  /// transaction to end is the client's to fix, by its snapshot cursor).
  func expectClassStillSyncs(after what: String, seconds: Int = 5, receivesNewGames: Bool = true) throws {
    let bensNew = SampleSyncGames.game(3)
    for (login, game) in [(ben, bensNew), (cy, SampleSyncGames.game(4))] {
      let session = try fixture.session(login)
      try session.connection.execute("SET statement_timeout = '\(seconds)s'")
      #expect(try session.send(games: [game]).games == 1, "\(login.name) could not send after \(what)")
      // Their own receive ends (bounded by statement_timeout) and holds only clean games.
      for change in try session.receiveAll(from: .start).changes {
        if case .game(let game) = change { #expect(MischievousClass.isClean(game)) }
      }
    }
    let teacher = try fixture.session(lee)
    try teacher.connection.execute("SET statement_timeout = '\(seconds)s'")
    let expected = receivesNewGames ? [annsGame.id, bensGame.id, bensNew.id] : [annsGame.id, bensGame.id]
    // A receive stops short of the oldest transaction still open on the server (any database's,
    // other tests' too); those of these tests end within the admin's lock timeout.
    var received: [SyncGame] = []
    let deadline = Date().addingTimeInterval(10.0 + 10)
    repeat {
      received = []
      for player in try teacher.readablePlayers() {
        for change in try teacher.receiveAll(from: .start, player: player).changes {
          if case .game(let game) = change { received.append(game) }
        }
      }
      if Set(received.map(\.id)).isSuperset(of: expected) { break }
      Thread.sleep(forTimeInterval: 0.2)
    } while Date() < deadline
    #expect(Set(received.map(\.id)).isSuperset(of: expected), "lee did not receive every game after \(what)")
    for game in received { #expect(MischievousClass.isClean(game), "lee received a game no history takes: \(game)") }
  }

  /// Whether a history could store the game: every value within `SyncRules`.
  static func isClean(_ game: SyncGame) -> Bool {
    SyncRules.modes.contains(game.mode) && SyncRules.directions.contains(game.direction)
      && SyncRules.times.contains(game.playedAt) && SyncRules.milliseconds.contains(game.milliseconds)
      && game.cards.allSatisfy { card in
        SyncRules.verdicts.contains(card.verdict)
          && card.correct == SyncRules.recalledVerdicts.contains(card.verdict)
          && SyncRules.milliseconds.contains(card.milliseconds) && card.position >= 1
          && card.direction.map(SyncRules.directions.contains) ?? true
      }
  }

  /// An INSERT of one game by hand, each field's SQL replaceable.
  static func game(
    id: String = "gen_random_uuid()", mode: String = "'play'", deck: String = "'capitals'",
    direction: String = "'forward'", playedAt: String = "'2026-11-01 10:00+00'", milliseconds: String = "1000",
    retryOf: String = "NULL", cards: String = card()
  ) -> String {
    """
    INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early, retry_of, cards)
    VALUES (\(id), \(mode), \(deck), \(direction), \(playedAt), \(milliseconds), false, \(retryOf), \(cards))
    """
  }

  /// An array of one card by hand.
  static func card(
    position: String = "1", text: String = "'Paris'", verdict: String = "'exact'", correct: String = "true",
    milliseconds: String = "500", direction: String = "NULL"
  ) -> String {
    "ARRAY[ROW(\(position), 'France', 'Paris', \(text), \(verdict), \(correct), NULL, \(milliseconds), NULL, \(direction))::flashcards.card_result]"
  }
}
