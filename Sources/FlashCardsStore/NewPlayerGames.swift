import CSQLiteTriggers
import GRDB

/// A receive's games go in with the connection's triggers off; what the per-row triggers would
/// have kept is then filled by grouped passes over the games the receive inserted (numbered after
/// the last game before the first went in), and the card results' own tallies from the sums kept
/// as they went in (`ReceivedTallies`), each the same computation as the trigger it stands for
/// (v2/v3's scores and tallies, v11's, v12's). Through the triggers a card result cost about eight
/// statements: 58% of a teacher's receive (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md,
/// "A new player's games without the per-row triggers"), and 1,000 games arriving into a player's long history took 2.6 s at 1M
/// card results ("1,000 games arriving into a long history"). First written for a player with no
/// games here yet (hence the name); the passes read only the inserted games, so a player who has
/// games takes the same path.
///
/// The schema is not touched: `SQLITE_DBCONFIG_ENABLE_TRIGGER` and `ignore_check_constraints`
/// are settings of this connection (the history's other connections, readers, never write
/// meanwhile: the receive holds the write transaction), so a failure or a kill rolls the receive
/// back as before, and nothing to undo is left in the file. The settings outlive a transaction:
/// `restoreTriggers` puts them back whatever happened, and the receive calls it on every way out.
///
/// Exactly what the triggers would have left, or the triggers themselves:
/// - the fills run once, at the end, before the replay (whose updates of predictions the triggers
///   must see, with the tallies they adjust already there);
/// - any other write of the receive (a setting, a deck) runs with the triggers on (v10's ledger);
/// - a deletion of one of the player's games fills first and goes on with the triggers: the
///   deletion triggers take the game out of tallies that must hold it (and calibration keeps the
///   rows they bring to zero, which no fill would make);
/// - a game whose cards are not in increasing position goes on with the triggers: the card and
///   confusion tallies keep the last miss's expected answer and the last confusing answer, in the
///   order the rows went in, which the sums follow as (game, position);
/// - a game with a value a CHECK constraint refuses goes on with the triggers and the checks
///   (`passesChecks`), which refuse it;
/// - what else the insert triggers do adds up to nothing on this path: the outbox row (the receive
///   deletes it: the server has the game) is never written, and the identity check
///   (`gameResult_uuid_on_insert`) holds by construction (`FinishedGame.insert` writes a
///   `GameUUID`'s lowercase text).
final class NewPlayerGames {
  private enum State {
    /// The path is not allowed, or the fills ran (a deletion, the end): every write fires the
    /// triggers.
    case triggers
    /// No game went in without the triggers yet; the triggers are on for now.
    case newPlayer
    /// Games going in, the triggers off.
    case inserting
  }

  private let db: Database
  /// As stored in `gameResult.player`.
  private let player: String
  private var state: State
  /// Some game went in without the triggers: the fills are owed.
  private var owed = false
  /// The last game number before the player's first game went in: theirs are the ones after.
  private var lastGameBefore: Int64 = 0
  /// How many games went in without the triggers.
  private(set) var gamesWithoutTriggers = 0
  /// The card results' tallies of the games inserted without the triggers, written by `finish`.
  private var tallies = ReceivedTallies()

  init(db: Database, player: String, allowed: Bool = true) {
    self.db = db
    self.player = player
    state = allowed ? .newPlayer : .triggers
  }

  /// Called before `game` is inserted: true when it goes in without the triggers (then it writes
  /// no outbox row either).
  func beforeInserting(_ game: FinishedGame) throws -> Bool {
    switch state {
    case .triggers: return false
    case .newPlayer, .inserting:
      guard zip(game.cards, game.cards.dropFirst()).allSatisfy({ $0.position < $1.position }),
        Self.passesChecks(game)
      else {
        try finish()
        return false
      }
      if !owed { lastGameBefore = try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM gameResult") ?? 0 }
      if state == .newPlayer { try setTriggers(on: false) }
      state = .inserting
      owed = true
      gamesWithoutTriggers += 1
      return true
    }
  }

  /// Called after a game that went in without the triggers, with the predictions its card
  /// results were stored with.
  func inserted(_ game: FinishedGame, predictions: [MemoryRecorder.Prediction]) {
    tallies.add(game, predictions: predictions)
  }

  /// Called before any other write of the receive: its triggers fire.
  func beforeOtherWrite() throws {
    if state == .inserting {
      try setTriggers(on: true)
      state = .newPlayer
    }
  }

  /// Fills what the triggers would have kept for the games inserted without them, and turns the
  /// triggers on for the rest of the receive (before a deletion of the player's game, and before
  /// the replay that ends a receive).
  func finish() throws {
    if owed {
      if state != .inserting { try setTriggers(on: false) }
      state = .inserting
      for fill in Self.fills {
        try db.cachedStatement(sql: fill).execute(arguments: [player, lastGameBefore])
      }
      // The days and the card results' tallies are written with the triggers on: a history not yet
      // upgraded past v15 keeps everyone's tallies through triggers on these tables.
      try setTriggers(on: true)
      state = .triggers
      try db.cachedStatement(sql: Self.playedDays).execute(arguments: [player, lastGameBefore])
      try tallies.write(player: player, to: db)
      owed = false
    }
    if state == .inserting { try setTriggers(on: true) }
    state = .triggers
  }

  /// The triggers and checks on again, whatever happened (a game that failed, an error of the
  /// caller): the connection keeps its settings after the transaction rolls back. Never throws.
  func restoreTriggers() {
    guard state == .inserting else { return }
    _ = flashcards_sqlite_enable_triggers(UnsafeMutableRawPointer(db.sqliteConnection), 1)
    try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF")
    state = .triggers
  }

  /// The triggers, and the CHECK constraints of the games inserted meanwhile (`passesChecks`).
  /// Both settings make SQLite prepare its statements again.
  private func setTriggers(on: Bool) throws {
    let now = flashcards_sqlite_enable_triggers(UnsafeMutableRawPointer(db.sqliteConnection), on ? 1 : 0)
    guard now == (on ? 1 : 0) else {
      throw DatabaseError(
        resultCode: .SQLITE_ERROR, message: "SQLite would not turn this connection's triggers \(on ? "on" : "off")")
    }
    try db.execute(sql: "PRAGMA ignore_check_constraints = \(on ? "OFF" : "ON")")
  }

  /// Whether `game` passes the CHECK constraints of `gameResult` and `cardResult` (its mode, its
  /// directions, its verdicts), compared byte for byte as SQLite compares: then it goes in with
  /// the checks off. SQLite 3.40 tests the verdict's list of six against a temporary table that
  /// it builds for every card result: 9% of 1,000 games arriving (callgrind). A game that does
  /// not pass goes in with the triggers and the checks, which refuse it as before.
  static func passesChecks(_ game: FinishedGame) -> Bool {
    func isOne(of words: [String], _ text: String) -> Bool {
      words.contains { $0.utf8.elementsEqual(text.utf8) }
    }
    // The schema's lists (v1, v3; the verdicts, which StoredRulesTests holds the schema to).
    let directions = ["forward", "reverse"]
    let verdicts = StoredRules.verdicts
    return isOne(of: ["play", "review"], game.mode ?? "play")
      && isOne(of: directions, game.direction)
      && game.cards.allSatisfy { card in
        isOne(of: verdicts, card.verdict) && card.direction.map { isOne(of: directions, $0) } ?? true
      }
  }

  /// The inserted games: the player's numbered after `?2`, the last game number before the first
  /// went in, read along the game numbers (`+`: not by the player's index, whose order would need
  /// sorting, and which would read the player's older games too).
  private static let inserted = "+gameResult.player = ?1 AND gameResult.id > ?2"

  /// The games table for a pass grouped by its own columns, read along the game numbers too: with
  /// an index allowed, SQLite walks all of `gameResult_on_deck_playedAt` to group by deck without
  /// a sort: every game of the history, for the few inserted.
  private static let games = "gameResult NOT INDEXED"

  /// The inserted games' card results in the order they went in, with no sort. A grouped pass by
  /// game costs a third of one by the player's index, a pass row by row two thirds (callgrind on
  /// sqlite3, 50,000 card results).
  private static let inOrder = """
    gameResult CROSS JOIN cardResult ON cardResult.gameId = gameResult.id
      WHERE \(inserted)
    """

  /// v12's `gameResult_played`, for the games of one player (`?1`) numbered after `?2`.
  static let playedDays = """
    INSERT INTO playedDay (player, deck, day, games, firstAt, lastAt)
      SELECT player, deck, substr(playedAt, 1, 10), COUNT(*), MIN(playedAt), MAX(playedAt) FROM \(games)
      WHERE \(inserted) AND deck IS NOT NULL AND playedAt IS NOT NULL GROUP BY deck, 3
      ON CONFLICT (player, deck, day) DO UPDATE SET
        games = games + excluded.games, firstAt = min(firstAt, excluded.firstAt), lastAt = max(lastAt, excluded.lastAt)
    """

  /// Each for the games of one player (`?1`) inserted without the triggers (numbered after `?2`);
  /// upserts, so that rows already there (the player's older games) add up as the triggers' did.
  /// `gameScore` first: the score totals and the full games read it, as their triggers did. The
  /// card results' own tallies are summed as the games go in (`ReceivedTallies`).
  static let fills: [String] = [
    // v3's `gameResult_added`.
    """
    INSERT INTO deckTotal (player, deck, games, milliseconds)
      SELECT player, deck, COUNT(*), SUM(milliseconds) FROM \(games) WHERE \(inserted) GROUP BY deck
      ON CONFLICT (player, deck) DO UPDATE SET
        games = games + excluded.games, milliseconds = milliseconds + excluded.milliseconds
    """,
    // v11's `gameResult_added_by_direction`.
    """
    INSERT INTO directionTotal (player, deck, direction, games)
      SELECT player, deck, direction, COUNT(*) FROM \(games) WHERE \(inserted) GROUP BY deck, direction
      ON CONFLICT (player, deck, direction) DO UPDATE SET games = games + excluded.games
    """,
    // v3's `cardResult_added`: the game's score (a new game has none yet).
    """
    INSERT INTO gameScore (gameId, player, deck, direction, cards, correct)
      SELECT gameResult.id, gameResult.player, gameResult.deck, gameResult.direction, COUNT(*), SUM(cardResult.correct)
      FROM \(inOrder)
      GROUP BY gameResult.id
    """,
    // v12's `gameScore_scored` and `gameScore_rescored`: the sum of the games' scores.
    """
    INSERT INTO scoreTotal (player, deck, direction, cards, correct)
      SELECT gameScore.player, gameScore.deck, gameScore.direction, SUM(gameScore.cards), SUM(gameScore.correct)
      FROM gameResult CROSS JOIN gameScore ON gameScore.gameId = gameResult.id
      WHERE \(inserted)
      GROUP BY 1, 2, 3
      ON CONFLICT (player, deck, direction) DO UPDATE SET
        cards = cards + excluded.cards, correct = correct + excluded.correct
    """,
    // v11's `gameScore_added`/`gameScore_changed`: each game's row as its last card left it.
    """
    INSERT INTO fullGame (gameId, player, deck, direction, score, perfect, milliseconds)
      SELECT gameScore.gameId, gameScore.player, gameScore.deck, gameScore.direction,
        correct * 1000000 / cards * 1000000 + cards, correct = cards, gameResult.milliseconds
      FROM gameResult CROSS JOIN gameScore ON gameScore.gameId = gameResult.id
      WHERE \(inserted) AND cards > 0 AND \(Migrations.fullGameCondition)
    """,
  ]
}
