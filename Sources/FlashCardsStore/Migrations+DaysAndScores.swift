import GRDB

/// Migration v12: two more tallies `stats` reads, kept by triggers (so by every writer: a save, a
/// pending file, a sync receive, a deletion, a player's removal, sqlite3 by hand).
///
/// `scoreTotal`, per player, deck and direction, the cards asked and answered right: `stats`
/// summed them over `gameScore`, a row per game (a scan of 20,000 rows at 1M card results, 13 ms
/// in sqlite3 alone, growing with the games). Kept from `gameScore`, which v2's triggers keep: a
/// card saved changes its game's row, and adds its difference here (one upsert a card).
///
/// `playedDay`, per player, deck and UTC day, the games and the first and last moment one was
/// played, kept by triggers on `gameResult`.
///
/// `stats` showed days played and the streak by looking for the next game one local day after
/// the last, an index seek and two time-zone look-ups per day played per deck: 280 M of its 606 M
/// instructions at 1M card results, growing with the span of the history. It now reads one row
/// per UTC day played.
///
/// Why UTC days with their first and last moment, and not the local day: the local day depends on
/// the zone of whoever reads (`stats` takes it), and a day stored by the program that saved would
/// be another zone's after a move or for a class on a server. With the clock times running forward
/// through a UTC day, the local days of its games run from the local day of its first game to that
/// of its last, which are at most one day apart (a UTC day is 24 hours, and offsets change by an
/// hour or two); so the two moments give the same local days as every game would, in any zone.
/// (Were clocks turned back across midnight, or a zone to skip a day inside one UTC day, a local
/// day between could be miscounted; no zone in use does so where it matters.)
extension Migrations {
  static func addDaysAndScores(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE scoreTotal (
          player TEXT NOT NULL,
          deck TEXT NOT NULL,
          direction TEXT NOT NULL,
          cards INTEGER NOT NULL,
          correct INTEGER NOT NULL,
          PRIMARY KEY (player, deck, direction)
        ) WITHOUT ROWID;
        INSERT INTO scoreTotal (player, deck, direction, cards, correct)
          SELECT player, deck, direction, SUM(cards), SUM(correct) FROM gameScore
          WHERE player IS NOT NULL AND deck IS NOT NULL AND direction IS NOT NULL GROUP BY 1, 2, 3;
        CREATE TRIGGER gameScore_scored AFTER INSERT ON gameScore BEGIN
          \(scored("NEW", sign: ""))
        END;
        CREATE TRIGGER gameScore_rescored AFTER UPDATE OF player, deck, direction, cards, correct ON gameScore
        WHEN NEW.player IS OLD.player AND NEW.deck IS OLD.deck AND NEW.direction IS OLD.direction BEGIN
          INSERT INTO scoreTotal (player, deck, direction, cards, correct)
            SELECT NEW.player, NEW.deck, NEW.direction, NEW.cards - OLD.cards, NEW.correct - OLD.correct
            WHERE \(known("NEW", "player", "deck", "direction"))
            ON CONFLICT (player, deck, direction) DO UPDATE SET
              cards = cards + excluded.cards, correct = correct + excluded.correct;
        END;
        CREATE TRIGGER gameScore_moved AFTER UPDATE OF player, deck, direction, cards, correct ON gameScore
        WHEN NOT (NEW.player IS OLD.player AND NEW.deck IS OLD.deck AND NEW.direction IS OLD.direction) BEGIN
          \(scored("OLD", sign: "-"))
          \(scored("NEW", sign: ""))
        END;
        CREATE TRIGGER gameScore_unscored AFTER DELETE ON gameScore BEGIN
          \(scored("OLD", sign: "-"))
        END;
        CREATE TABLE playedDay (
          player TEXT NOT NULL,
          deck TEXT NOT NULL,
          day TEXT NOT NULL,
          games INTEGER NOT NULL,
          firstAt TEXT NOT NULL,
          lastAt TEXT NOT NULL,
          PRIMARY KEY (player, deck, day)
        ) WITHOUT ROWID;
        CREATE INDEX playedDay_by_deck ON playedDay (deck, day);
        INSERT INTO playedDay (player, deck, day, games, firstAt, lastAt)
          SELECT player, deck, substr(playedAt, 1, 10), COUNT(*), MIN(playedAt), MAX(playedAt)
          FROM gameResult WHERE player IS NOT NULL AND deck IS NOT NULL AND playedAt IS NOT NULL GROUP BY 1, 2, 3;
        CREATE TRIGGER gameResult_played AFTER INSERT ON gameResult BEGIN
          \(played("NEW"))
        END;
        CREATE TRIGGER gameResult_unplayed AFTER DELETE ON gameResult BEGIN
          \(unplayed("OLD"))
        END;
        CREATE TRIGGER gameResult_replayed AFTER UPDATE OF player, deck, playedAt ON gameResult BEGIN
          \(unplayed("OLD"))
          \(played("NEW"))
        END;
        """)
  }

  /// The columns of `row` are not NULL: another program may have made one so (the schema edited
  /// with sqlite3), and a row without them is in no tally rather than an error that stops the write.
  private static func known(_ row: String, _ columns: String...) -> String {
    columns.map { "\(row).\($0) IS NOT NULL" }.joined(separator: " AND ")
  }

  /// Adds (`sign` "") or takes away ("-") the score row `row`; a total that comes to no card goes.
  private static func scored(_ row: String, sign: String) -> String {
    """
    INSERT INTO scoreTotal (player, deck, direction, cards, correct)
        SELECT \(row).player, \(row).deck, \(row).direction, \(sign)\(row).cards, \(sign)\(row).correct
        WHERE \(known(row, "player", "deck", "direction"))
        ON CONFLICT (player, deck, direction) DO UPDATE SET
          cards = cards + excluded.cards, correct = correct + excluded.correct;
      DELETE FROM scoreTotal
        WHERE player = \(row).player AND deck = \(row).deck AND direction = \(row).direction AND cards = 0 AND correct = 0;
    """
  }

  /// Counts the game `row` on its UTC day.
  private static func played(_ row: String) -> String {
    """
    INSERT INTO playedDay (player, deck, day, games, firstAt, lastAt)
        SELECT \(row).player, \(row).deck, substr(\(row).playedAt, 1, 10), 1, \(row).playedAt, \(row).playedAt
        WHERE \(known(row, "player", "deck", "playedAt"))
        ON CONFLICT (player, deck, day) DO UPDATE SET
          games = games + 1, firstAt = min(firstAt, excluded.firstAt), lastAt = max(lastAt, excluded.lastAt);
    """
  }

  /// Takes the game `row` (no longer in `gameResult`, or changed) off its UTC day; when it was the
  /// day's first or last game, the day's next first or last is a seek along the index on
  /// (player, deck, playedAt), bounded to the day on both sides. A day with no game left goes.
  private static func unplayed(_ row: String) -> String {
    let day = "substr(\(row).playedAt, 1, 10)"
    let ofDay =
      "FROM gameResult WHERE player = \(row).player AND deck = \(row).deck AND substr(playedAt, 1, 10) = \(day)"
    return """
      UPDATE playedDay SET games = games - 1,
          firstAt = CASE WHEN firstAt < \(row).playedAt THEN firstAt ELSE COALESCE(
            (SELECT MIN(playedAt) \(ofDay) AND playedAt >= \(row).playedAt AND playedAt < \(day) || char(1114111)),
            firstAt) END,
          lastAt = CASE WHEN lastAt > \(row).playedAt THEN lastAt ELSE COALESCE(
            (SELECT MAX(playedAt) \(ofDay) AND playedAt BETWEEN \(day) AND \(row).playedAt), lastAt) END
        WHERE player = \(row).player AND deck = \(row).deck AND day = \(day);
      DELETE FROM playedDay WHERE player = \(row).player AND deck = \(row).deck AND day = \(day) AND games <= 0;
      """
  }
}
