import Foundation
import GRDB

/// Every schema change, in order. A migration that has landed is never edited: a change is a
/// new migration, with a test that migrates a database of the previous version holding data.
/// Migrations use table and column names, never the app's record types, so that they stay
/// what they were when they landed.
enum Migrations {
  /// Brings `writer` to the current schema, also when other processes open the same new (or
  /// older) history at the same moment. GRDB reads which migrations are applied before it takes
  /// the write lock, so two processes could both run one migration ("table … already exists").
  /// Each migration checks again once it holds the lock (see `register`); when another process
  /// applied it meanwhile, the migrator is run again and finds it applied.
  ///
  /// `upgrade` says who owns the games saved before players were recorded, and hears how far the
  /// building of memory states has gone.
  static func migrate(_ writer: any DatabaseWriter, upgrade: Upgrade = Upgrade()) throws {
    let migrator = migrator(upgrade)
    for _ in migrator.migrations {
      do {
        return try migrator.migrate(writer)
      } catch is AppliedMeanwhile {
        continue
      }
    }
    try migrator.migrate(writer)
  }

  /// A migration found applied, by another process, once it held the write lock.
  struct AppliedMeanwhile: LocalizedError {
    var errorDescription: String? { "another FlashCards was upgrading it at the same time; try again" }
  }

  /// What an upgrade needs from the one who runs it.
  struct Upgrade: Sendable {
    /// The player the games saved before v3 are given to; nil: the login name of whoever upgrades.
    var existingGamesPlayer: String?
    /// Told, now and then, how far a long step has gone: how many of the games have their
    /// identity, how many card results have been replayed into memory states.
    var progress: @Sendable (_ step: UpgradeStep, _ done: Int, _ total: Int) -> Void = { _, _, _ in }

    /// The progress of the replays of every card result into memory states.
    var replayProgress: (_ done: Int, _ total: Int) -> Void { { progress(.reviewSchedules, $0, $1) } }
  }

  /// Every migration's identifier, in order.
  static var identifiers: [String] { migrator(Upgrade()).migrations }

  static let everyonesTalliesQueued = "v15: everyone's tallies grouped at the end of each write"
  static let everyonesTalliesDropped = "v16: everyone's tallies summed from the players' rows"
  static let summariesInSwift = "v17: summaries kept by Swift"

  /// The migrations that change only how writes keep the tables (their triggers), or drop tables
  /// no reader reads any more: a history that lacks only these is read as it is, rather than
  /// through a copy upgraded in memory, which holds the whole history in memory for each command.
  static let forWritersOnly: Set<String> = [everyonesTalliesQueued, everyonesTalliesDropped]

  static func migrator(_ upgrade: Upgrade) -> DatabaseMigrator {
    var migrator = DatabaseMigrator()
    register("v1: games and their card results", in: &migrator) { db in
      try db.create(table: "gameResult") { t in
        // AUTOINCREMENT: a deleted game's number is never given to another game.
        t.autoIncrementedPrimaryKey("id")
        t.column("deck", .text).notNull()
        t.column("direction", .text).notNull()
          .check { ["forward", "reverse"].contains($0) }
        t.column("playedAt", .datetime).notNull().indexed()
        t.column("milliseconds", .integer).notNull()
        t.column("endedEarly", .boolean).notNull().defaults(to: false)
      }
      try db.create(index: "gameResult_on_deck_playedAt", on: "gameResult", columns: ["deck", "playedAt"])

      // Keyed by (gameId, position) without a rowid: the primary key serves the foreign key
      // and the "cards of one game, in order" query, so no second index is needed.
      try db.create(table: "cardResult", options: .withoutRowID) { t in
        t.primaryKey {
          t.belongsTo("game", inTable: "gameResult", onDelete: .cascade)
          t.column("position", .integer)
        }
        t.column("card", .text).notNull()
        t.column("expected", .text).notNull()
        t.column("answer", .text).notNull()
        t.column("verdict", .text).notNull()
          .check { LandedVerdicts.v1.contains($0) }
        t.column("correct", .boolean).notNull()
        t.column("confusedWith", .text)
        t.column("milliseconds", .integer).notNull()
      }
    }

    // Running totals kept by triggers, so that `stats` reads a few hundred rows instead of
    // aggregating every card result (seconds at millions of rows), and `history` counts the games
    // without reading them all. Triggers keep them right whoever writes the rows, the app or the
    // sqlite3 command; gameScore carries each game's deck and direction so that card results
    // deleted by the cascade can still be subtracted.
    register("v2: score and tally tables kept by triggers", in: &migrator) { db in
      try db.execute(sql: Migrations.v2Tables)
      try db.execute(sql: Migrations.v2Triggers)
      try db.execute(sql: Migrations.v2Backfill)
    }

    // Who played each game, what a game was (a play or a review), and for a review's cards,
    // which deck and direction each came from; the running totals are kept per player.
    register("v3: players, review games and totals per player", in: &migrator) { db in
      try Migrations.addPlayers(db, existingGamesPlayer: upgrade.existingGamesPlayer ?? AppDatabase.loginName)
    }

    // What FSRS knows of each (player, deck, direction, card), and the recall it predicted at
    // each answer (so that `stats` can compare it with the answers), built from the whole history.
    register("v4: memory states", in: &migrator) { db in
      try Migrations.addMemoryStates(db, progress: upgrade.replayProgress)
    }

    // Whether a game was a retry, multiple choice or of the whole deck (for records and marks),
    // and the `overruled` verdict.
    register("v5: how each game was played, and overruled answers", in: &migrator) { db in
      try Migrations.addHowPlayed(db)
    }

    // Each player's own FSRS parameters, fitted to their history by Scripts/optimize.
    register("v6: player settings", in: &migrator) { db in
      try Migrations.addPlayerSettings(db)
    }

    // A deck's two directions are two records: their newest games are found by an index.
    register("v7: games by deck and direction", in: &migrator) { db in
      try Migrations.addDirectionIndex(db)
    }

    // Each game's identity across copies and sync: a UUID, derived from its content for the games
    // saved before (see Migrations+GameIdentities.swift).
    register("v8: game identities", in: &migrator) { db in
      try Migrations.addGameIdentities(db) { upgrade.progress(.gameIdentities, $0, $1) }
    }

    // One player per name however its accents were typed (see Migrations+PlayerNames.swift).
    register("v9: player names in NFC", in: &migrator) { db in
      try Migrations.composePlayerNames(db)
    }

    // The states and predicted recalls of every player replayed with review days (see
    // Migrations+ReviewDays.swift).
    register("v9.1: memory states replayed by review day", in: &migrator) { db in
      try Migrations.replayStatesByReviewDay(db, progress: upgrade.replayProgress)
    }

    // What this history has that its sync server lacks, and where receiving stopped (see
    // Migrations+SyncLedger.swift).
    register("v10: sync ledger", in: &migrator) { db in
      try Migrations.addSyncLedger(db)
    }

    // Tallies that `stats` reads instead of replaying or scanning the history: true retention and
    // calibration per day, records and games per direction (see Migrations+Tallies.swift).
    register("v11: tallies", in: &migrator) { db in
      try Migrations.addTallies(db, progress: upgrade.replayProgress)
    }

    // The days each player played each deck, and the cards right per direction, for `stats`
    // (see Migrations+DaysAndScores.swift).
    register("v12: days played and scores", in: &migrator) { db in
      try Migrations.addDaysAndScores(db)
    }

    // Each memory state keeps its card's state from before its latest game, so that deleting the
    // game just played replays nothing (see Migrations+StatesBefore.swift).
    register("v13: states before the latest game", in: &migrator) { db in
      try Migrations.addStatesBefore(db)
    }

    // Everyone's card, confusion, calibration and day tallies and each card's latest answer,
    // kept beside each player's, for `stats --all-players` (see Migrations+EveryonesTallies.swift).
    register("v14: everyone's tallies", in: &migrator) { db in
      try Migrations.addEveryonesTallies(db)
    }

    // The triggers of those tables only queue the keys a write touched; the end of the write
    // groups them again (see Migrations+EveryonesQueue.swift): a save compiles less.
    register(everyonesTalliesQueued, in: &migrator) { db in
      try Migrations.queueEveryonesTallies(db)
    }

    // Everyone's tallies dropped: `--all-players` sums the players' rows (see
    // Migrations+EveryonesDropped.swift).
    register(everyonesTalliesDropped, in: &migrator) { db in
      try Migrations.dropEveryonesTallies(db)
    }

    // What the history derives is kept by Swift on the write path; the triggers left guard the
    // file against other programs (see Migrations+SummariesInSwift.swift).
    register(summariesInSwift, in: &migrator) { db in
      try Migrations.keepSummariesInSwift(db) { upgrade.progress(.summaries, $0, $1) }
    }
    return migrator
  }

  /// Registers a migration that first makes sure, inside its transaction (so holding the write
  /// lock), that no other process has applied it since the migrator looked.
  private static func register(
    _ identifier: String, in migrator: inout DatabaseMigrator, _ migrate: @escaping @Sendable (Database) throws -> Void
  ) {
    migrator.registerMigration(identifier) { db in
      let applied = try Bool.fetchOne(
        db, sql: "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = ?)", arguments: [identifier])
      if applied == true { throw AppliedMeanwhile() }
      try migrate(db)
    }
  }

  private static let v2Tables = """
    CREATE TABLE deckTotal (
      deck TEXT NOT NULL PRIMARY KEY,
      games INTEGER NOT NULL,
      milliseconds INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE gameScore (
      gameId INTEGER PRIMARY KEY,
      deck TEXT NOT NULL,
      direction TEXT NOT NULL,
      cards INTEGER NOT NULL,
      correct INTEGER NOT NULL
    );
    CREATE TABLE cardTally (
      deck TEXT NOT NULL,
      direction TEXT NOT NULL,
      card TEXT NOT NULL,
      expected TEXT NOT NULL,
      seen INTEGER NOT NULL,
      missed INTEGER NOT NULL,
      PRIMARY KEY (deck, direction, card)
    ) WITHOUT ROWID;
    CREATE TABLE confusionTally (
      deck TEXT NOT NULL,
      card TEXT NOT NULL,
      confusedWith TEXT NOT NULL,
      answer TEXT NOT NULL,
      times INTEGER NOT NULL,
      PRIMARY KEY (deck, card, confusedWith)
    ) WITHOUT ROWID;
    """

  private static let v2Triggers = """
    CREATE TRIGGER gameResult_added AFTER INSERT ON gameResult BEGIN
      INSERT INTO deckTotal (deck, games, milliseconds) VALUES (NEW.deck, 1, NEW.milliseconds)
        ON CONFLICT (deck) DO UPDATE SET games = games + 1, milliseconds = milliseconds + excluded.milliseconds;
    END;
    CREATE TRIGGER gameResult_removed AFTER DELETE ON gameResult BEGIN
      UPDATE deckTotal SET games = games - 1, milliseconds = milliseconds - OLD.milliseconds WHERE deck = OLD.deck;
      DELETE FROM deckTotal WHERE deck = OLD.deck AND games <= 0;
    END;
    CREATE TRIGGER cardResult_added AFTER INSERT ON cardResult BEGIN
      INSERT INTO gameScore (gameId, deck, direction, cards, correct)
        SELECT id, deck, direction, 1, NEW.correct FROM gameResult WHERE id = NEW.gameId
        ON CONFLICT (gameId) DO UPDATE SET cards = cards + 1, correct = correct + excluded.correct;
      INSERT INTO cardTally (deck, direction, card, expected, seen, missed)
        SELECT deck, direction, NEW.card, NEW.expected, 1, 1 - NEW.correct FROM gameScore WHERE gameId = NEW.gameId
        ON CONFLICT (deck, direction, card) DO UPDATE SET
          seen = seen + 1, missed = missed + excluded.missed,
          expected = CASE WHEN excluded.missed = 1 THEN excluded.expected ELSE expected END;
      INSERT INTO confusionTally (deck, card, confusedWith, answer, times)
        SELECT deck, NEW.card, NEW.confusedWith, NEW.answer, 1 FROM gameScore
        WHERE gameId = NEW.gameId AND NEW.confusedWith IS NOT NULL
        ON CONFLICT (deck, card, confusedWith) DO UPDATE SET times = times + 1, answer = excluded.answer;
    END;
    CREATE TRIGGER cardResult_removed AFTER DELETE ON cardResult BEGIN
      UPDATE cardTally SET seen = seen - 1, missed = missed - (1 - OLD.correct)
        WHERE (deck, direction, card) = (SELECT deck, direction, OLD.card FROM gameScore WHERE gameId = OLD.gameId);
      DELETE FROM cardTally WHERE seen <= 0
        AND (deck, direction, card) = (SELECT deck, direction, OLD.card FROM gameScore WHERE gameId = OLD.gameId);
      UPDATE confusionTally SET times = times - 1
        WHERE (deck, card, confusedWith) = (SELECT deck, OLD.card, OLD.confusedWith FROM gameScore WHERE gameId = OLD.gameId);
      DELETE FROM confusionTally WHERE times <= 0
        AND (deck, card, confusedWith) = (SELECT deck, OLD.card, OLD.confusedWith FROM gameScore WHERE gameId = OLD.gameId);
      UPDATE gameScore SET cards = cards - 1, correct = correct - OLD.correct WHERE gameId = OLD.gameId;
      DELETE FROM gameScore WHERE gameId = OLD.gameId AND cards <= 0;
    END;
    """

  /// Totals for the games saved before v2, in one pass over the card results (upserts into
  /// small tables are faster here than GROUP BY, which sorts every row).
  private static let v2Backfill = """
    INSERT INTO deckTotal (deck, games, milliseconds)
      SELECT deck, COUNT(*), SUM(milliseconds) FROM gameResult GROUP BY deck;
    INSERT INTO gameScore (gameId, deck, direction, cards, correct)
      SELECT gameResult.id, gameResult.deck, gameResult.direction, COUNT(*), SUM(cardResult.correct)
      FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
      GROUP BY gameResult.id;
    INSERT INTO cardTally (deck, direction, card, expected, seen, missed)
      SELECT gameScore.deck, gameScore.direction, cardResult.card, cardResult.expected, 1, 1 - cardResult.correct
      FROM gameScore JOIN cardResult ON cardResult.gameId = gameScore.gameId WHERE true
      ON CONFLICT (deck, direction, card) DO UPDATE SET
        seen = seen + 1, missed = missed + excluded.missed,
        expected = CASE WHEN excluded.missed = 1 THEN excluded.expected ELSE expected END;
    INSERT INTO confusionTally (deck, card, confusedWith, answer, times)
      SELECT gameScore.deck, cardResult.card, cardResult.confusedWith, cardResult.answer, 1
      FROM gameScore JOIN cardResult ON cardResult.gameId = gameScore.gameId
      WHERE cardResult.confusedWith IS NOT NULL
      ON CONFLICT (deck, card, confusedWith) DO UPDATE SET times = times + 1, answer = excluded.answer;
    """
}
