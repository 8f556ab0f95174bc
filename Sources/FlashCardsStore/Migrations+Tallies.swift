import GRDB

/// Migration v11: tallies that `stats` reads instead of replaying or scanning the history.
///
/// True retention counts, per player, deck and review day, the first answers of a day to cards
/// that were due. Whether an answer counts depends on its card's state before it, which only a
/// replay knows: every replay and every save already writes each answer's predicted recall from
/// that state (`RecallPredictions`), and now writes beside it `cardResult.countedDay`, the review
/// day the answer counts on (NULL: not counted). Triggers keep `retentionTally` equal to the sum of
/// that column, so every path that adds, deletes or replays card results keeps it right: a save, a
/// pending game saved later, a game received by sync, a deletion (the cascade), a player removed,
/// new parameters (their replay rewrites the column), or sqlite3 by hand.
///
/// Triggers rather than code in each transaction: the card results change in many places (six
/// writers above), and v2/v3's tallies and v10's ledger already rely on triggers for that reason.
/// The review day itself (4 a.m. in the player's local time) is worked out in Swift by the replay,
/// which has the card's state; a trigger only adds and subtracts it.
///
/// The fill replays every card result once (as v9.1 did), with progress.
///
/// Also an index on `gameResult.retryOf`: deleting a game looks for the retries that name it (the
/// foreign key's ON DELETE SET NULL), which without it read every game, so deleting a player's
/// games cost their number times the file's (11.6 s for 667 games of 20,000).
extension Migrations {
  static func addTallies(_ db: Database, progress: (_ done: Int, _ total: Int) -> Void) throws {
    try db.execute(sql: v11Schema)
    // The predictions written so far, in one pass; the replay below changes the few that differ
    // through the trigger.
    try db.execute(
      sql: """
        INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
          SELECT player, COALESCE(cardResult.deck, gameResult.deck), substr(playedAt, 1, 10), \(bucket("cardResult")),
            COUNT(*), SUM(\(units("cardResult"))), SUM(cardResult.correct <> 0)
          FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId
          WHERE \(calibrated("cardResult"))
          GROUP BY 1, 2, 3, 4
        """)
    try db.execute(
      sql: """
        INSERT INTO fullGame (gameId, player, deck, direction, score, perfect, milliseconds)
          SELECT gameScore.gameId, gameScore.player, gameScore.deck, gameScore.direction,
            correct * 1000000 / cards * 1000000 + cards, correct = cards, gameResult.milliseconds
          FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
          WHERE cards > 0 AND \(fullGameCondition);
        INSERT INTO directionTotal (player, deck, direction, games)
          SELECT player, deck, direction, COUNT(*) FROM gameResult GROUP BY player, deck, direction;
        """)
    try MemoryStates.rebuild(nil, in: db, progress: progress)
  }

  /// A due answer counts as recalled unless its grade is Again (wrong or skipped: `Verdict.grade`).
  /// An answer deleted with its game finds its player and deck in `gameScore`, which v3's trigger
  /// deletes with the game's last card: SQLite fires the triggers of one event newest first, so
  /// this one, created later, still finds it (`TalliesTests` deletes a one-card game to check).
  private static let v11Schema = """
    ALTER TABLE cardResult ADD COLUMN countedDay INTEGER;
    CREATE TABLE retentionTally (
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      day INTEGER NOT NULL,
      due INTEGER NOT NULL,
      recalled INTEGER NOT NULL,
      PRIMARY KEY (player, deck, day)
    ) WITHOUT ROWID;
    CREATE TRIGGER cardResult_counted_on_insert AFTER INSERT ON cardResult WHEN NEW.countedDay IS NOT NULL BEGIN
      INSERT INTO retentionTally (player, deck, day, due, recalled)
        SELECT player, COALESCE(NEW.deck, deck), NEW.countedDay, 1, \(LandedVerdicts.recalledInV11("NEW.verdict"))
        FROM gameResult WHERE id = NEW.gameId
        ON CONFLICT (player, deck, day) DO UPDATE SET due = due + 1, recalled = recalled + excluded.recalled;
    END;
    CREATE TRIGGER cardResult_counted AFTER UPDATE OF countedDay, verdict ON cardResult
    WHEN OLD.countedDay IS NOT NEW.countedDay OR OLD.verdict IS NOT NEW.verdict BEGIN
      UPDATE retentionTally SET due = due - 1, recalled = recalled - (\(LandedVerdicts.recalledInV11("OLD.verdict")))
        WHERE OLD.countedDay IS NOT NULL AND (player, deck, day) = (
          SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameResult WHERE id = OLD.gameId);
      DELETE FROM retentionTally WHERE due <= 0 AND OLD.countedDay IS NOT NULL AND (player, deck, day) = (
          SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameResult WHERE id = OLD.gameId);
      INSERT INTO retentionTally (player, deck, day, due, recalled)
        SELECT player, COALESCE(NEW.deck, deck), NEW.countedDay, 1, \(LandedVerdicts.recalledInV11("NEW.verdict"))
        FROM gameResult WHERE id = NEW.gameId AND NEW.countedDay IS NOT NULL
        ON CONFLICT (player, deck, day) DO UPDATE SET due = due + 1, recalled = recalled + excluded.recalled;
    END;
    CREATE TABLE calibrationTally (
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      day TEXT NOT NULL,
      bucket INTEGER NOT NULL,
      answers INTEGER NOT NULL,
      predictedUnits INTEGER NOT NULL,
      "right" INTEGER NOT NULL,
      PRIMARY KEY (player, deck, day, bucket)
    ) WITHOUT ROWID;
    CREATE TRIGGER cardResult_predicted_on_insert AFTER INSERT ON cardResult
    WHEN \(calibrated("NEW")) BEGIN
      \(calibrationAdd("NEW", sign: "", from: "gameResult WHERE id = NEW.gameId"))
    END;
    CREATE TRIGGER cardResult_predicted AFTER UPDATE OF recallPredicted, correct ON cardResult
    WHEN OLD.recallPredicted IS NOT NEW.recallPredicted OR OLD.correct IS NOT NEW.correct BEGIN
      \(calibrationAdd("OLD", sign: "-", from: "gameResult WHERE id = OLD.gameId AND \(calibrated("OLD"))"))
      \(calibrationAdd("NEW", sign: "", from: "gameResult WHERE id = NEW.gameId AND \(calibrated("NEW"))"))
    END;
    CREATE TRIGGER gameResult_uncalibrated BEFORE DELETE ON gameResult BEGIN
      INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
        SELECT OLD.player, COALESCE(deck, OLD.deck), substr(OLD.playedAt, 1, 10), \(bucket("cardResult")),
          -COUNT(*), -SUM(\(units("cardResult"))), -SUM(correct <> 0)
        FROM cardResult WHERE gameId = OLD.id AND \(calibrated("cardResult"))
        GROUP BY 2, 4
        ON CONFLICT (player, deck, day, bucket) DO UPDATE SET answers = answers + excluded.answers,
          predictedUnits = predictedUnits + excluded.predictedUnits, "right" = "right" + excluded."right";
    END;
    CREATE INDEX gameResult_on_retryOf ON gameResult (retryOf);
    CREATE TABLE fullGame (
      gameId INTEGER PRIMARY KEY,
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      direction TEXT NOT NULL,
      score INTEGER NOT NULL,
      perfect INTEGER NOT NULL,
      milliseconds INTEGER NOT NULL
    );
    CREATE INDEX fullGame_by_score ON fullGame (player, deck, direction, score DESC, gameId);
    CREATE INDEX fullGame_by_time ON fullGame (player, deck, direction, perfect, milliseconds, gameId);
    CREATE TRIGGER gameScore_added AFTER INSERT ON gameScore BEGIN
      \(refreshFullGame("NEW.gameId"))
    END;
    CREATE TRIGGER gameScore_changed AFTER UPDATE ON gameScore BEGIN
      \(refreshFullGame("NEW.gameId"))
    END;
    CREATE TRIGGER gameScore_removed AFTER DELETE ON gameScore BEGIN
      DELETE FROM fullGame WHERE gameId = OLD.gameId;
    END;
    CREATE TRIGGER gameResult_changed AFTER UPDATE OF player, mode, deck, direction, milliseconds, endedEarly,
      retryOf, choices, deckCards ON gameResult BEGIN
      \(refreshFullGame("NEW.id"))
    END;
    CREATE TABLE directionTotal (
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      direction TEXT NOT NULL,
      games INTEGER NOT NULL,
      PRIMARY KEY (player, deck, direction)
    ) WITHOUT ROWID;
    CREATE TRIGGER gameResult_added_by_direction AFTER INSERT ON gameResult BEGIN
      INSERT INTO directionTotal (player, deck, direction, games) VALUES (NEW.player, NEW.deck, NEW.direction, 1)
        ON CONFLICT (player, deck, direction) DO UPDATE SET games = games + 1;
    END;
    CREATE TRIGGER gameResult_removed_by_direction AFTER DELETE ON gameResult BEGIN
      UPDATE directionTotal SET games = games - 1
        WHERE player = OLD.player AND deck = OLD.deck AND direction = OLD.direction;
      DELETE FROM directionTotal
        WHERE player = OLD.player AND deck = OLD.deck AND direction = OLD.direction AND games <= 0;
    END;
    CREATE TRIGGER cardResult_uncounted AFTER DELETE ON cardResult WHEN OLD.countedDay IS NOT NULL BEGIN
      UPDATE retentionTally SET due = due - 1, recalled = recalled - (\(LandedVerdicts.recalledInV11("OLD.verdict")))
        WHERE (player, deck, day) = (
          SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameScore WHERE gameId = OLD.gameId);
      DELETE FROM retentionTally WHERE due <= 0 AND (player, deck, day) = (
          SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameScore WHERE gameId = OLD.gameId);
    END;
    """

  /// A full game's row in `fullGame` (`AppDatabase.fullGame` says which games are full), or none:
  /// its score ranks the best game (the share right to a millionth, then the larger game).
  private static func refreshFullGame(_ id: String) -> String {
    """
    DELETE FROM fullGame WHERE gameId = \(id);
      INSERT INTO fullGame (gameId, player, deck, direction, score, perfect, milliseconds)
        SELECT gameScore.gameId, gameScore.player, gameScore.deck, gameScore.direction,
          correct * 1000000 / cards * 1000000 + cards, correct = cards, gameResult.milliseconds
        FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
        WHERE gameScore.gameId = \(id) AND cards > 0 AND \(fullGameCondition);
    """
  }

  /// `AppDatabase.fullGame` as it was when v11 landed: a migration keeps its own copy. (It and the
  /// three below are what v11's triggers run; `NewPlayerGames` fills as they would.)
  static let fullGameCondition = """
    gameResult.mode = 'play' AND gameResult.choices IS NULL AND gameResult.retryOf IS NULL \
    AND NOT gameResult.endedEarly AND (gameResult.deckCards IS NULL OR gameResult.deckCards = gameScore.cards)
    """

  /// An answer calibration reads: a predicted recall that is a finite number, and a right or wrong
  /// that is one (`AppDatabase.calibration` leaves out what another program wrote otherwise).
  static func calibrated(_ row: String) -> String {
    """
    typeof(\(row).recallPredicted) IN ('integer', 'real') AND abs(\(row).recallPredicted) < 9e999 \
    AND typeof(\(row).correct) IN ('integer', 'real')
    """
  }

  /// `Calibration.bucket(of:)` in SQL.
  static func bucket(_ row: String) -> String {
    let p = "\(row).recallPredicted"
    return
      "CASE WHEN \(p) >= 0.95 THEN 4 WHEN \(p) >= 0.9 THEN 3 WHEN \(p) >= 0.8 THEN 2 WHEN \(p) >= 0.7 THEN 1 ELSE 0 END"
  }

  /// `Calibration.units(_:)` in SQL, the same operations on the same doubles (a CAST truncates, as Int()).
  static func units(_ row: String) -> String {
    "CAST(min(max(\(row).recallPredicted, 0.0), 1.0) * 100000000000.0 + 0.5 AS INTEGER)"
  }

  /// Adds (`sign` "") or takes away ("-") one answer `row` of the game that `from` selects.
  private static func calibrationAdd(_ row: String, sign: String, from: String) -> String {
    """
    INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
        SELECT player, COALESCE(\(row).deck, deck), substr(playedAt, 1, 10), \(bucket(row)), \(sign)1,
          \(sign)\(units(row)), \(sign)(\(row).correct <> 0)
        FROM \(from)
        ON CONFLICT (player, deck, day, bucket) DO UPDATE SET answers = answers + excluded.answers,
          predictedUnits = predictedUnits + excluded.predictedUnits, "right" = "right" + excluded."right";
    """
  }
}
