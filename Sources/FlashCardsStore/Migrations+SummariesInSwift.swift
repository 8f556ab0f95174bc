import GRDB

/// Migration v17: what the history derives is kept by Swift on the write path (`Summaries`), not
/// by triggers. Each game's row takes its cards, right answers and whether it is full (from
/// `gameScore` and `fullGame`, dropped) and whether the sync server has it (`onServer`, from
/// `syncOutbox`, dropped); the totals per deck, per direction and of scores become one
/// `directionTotal`, counted again from the games. The card, confusion, day, retention and
/// calibration tallies stay as they are. The triggers left guard the file against other programs:
/// the identity checks, the tombstones of sync, and the marks of the players whose games another
/// program wrote (`handWritten`), whose summaries the next opening counts again
/// (`Summaries.rebuildHandWritten`).
extension Migrations {
  static func keepSummariesInSwift(_ db: Database, progress: (_ done: Int, _ total: Int) -> Void) throws {
    let steps = v17Steps
    for (index, step) in steps.enumerated() {
      progress(index, steps.count)
      try db.execute(sql: step)
    }
    progress(steps.count, steps.count)
  }

  /// The name of the temporary view each of FlashCards' own connections holds: the triggers of
  /// v17 mark a write as another program's when its connection has none.
  static let ownWriterMark = "flashcardsWriting"

  private static let droppedTriggers = [
    "gameResult_added", "gameResult_removed", "cardResult_added", "cardResult_removed", "syncOutbox_on_save",
    "syncTombstone_on_delete", "syncSetting_on_insert", "syncSetting_on_update", "cardResult_counted_on_insert",
    "cardResult_counted", "cardResult_predicted_on_insert", "cardResult_predicted", "gameResult_uncalibrated",
    "gameScore_added", "gameScore_changed", "gameScore_removed", "gameResult_changed",
    "gameResult_added_by_direction", "gameResult_removed_by_direction", "cardResult_uncounted", "gameScore_scored",
    "gameScore_rescored", "gameScore_moved", "gameScore_unscored", "gameResult_played", "gameResult_unplayed",
    "gameResult_replayed",
  ]

  /// Whether the statement running is another program's (its connection lacks the mark).
  private static let byAnotherProgram = "NOT EXISTS (SELECT 1 FROM pragma_table_list('\(ownWriterMark)'))"

  private static var v17Steps: [String] {
    [
      droppedTriggers.map { "DROP TRIGGER IF EXISTS \($0);" }.joined(separator: "\n"),
      """
      ALTER TABLE gameResult ADD COLUMN cards INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE gameResult ADD COLUMN correct INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE gameResult ADD COLUMN isFull BOOLEAN NOT NULL DEFAULT 0;
      ALTER TABLE gameResult ADD COLUMN onServer BOOLEAN NOT NULL DEFAULT 0;
      """,
      "UPDATE gameResult SET onServer = 1 WHERE id NOT IN (SELECT gameId FROM syncOutbox)",
      "UPDATE gameResult SET cards = s.cards, correct = s.correct FROM gameScore AS s WHERE s.gameId = gameResult.id",
      "UPDATE gameResult SET isFull = 1 WHERE id IN (SELECT gameId FROM fullGame)",
      """
      DROP TABLE gameScore;
      DROP TABLE fullGame;
      DROP TABLE deckTotal;
      DROP TABLE scoreTotal;
      DROP TABLE directionTotal;
      DROP TABLE syncOutbox;
      CREATE TABLE directionTotal (
        player TEXT NOT NULL,
        deck TEXT NOT NULL,
        direction TEXT NOT NULL,
        games INTEGER NOT NULL,
        milliseconds INTEGER NOT NULL,
        cards INTEGER NOT NULL,
        correct INTEGER NOT NULL,
        PRIMARY KEY (player, deck, direction)
      ) WITHOUT ROWID;
      """,
      """
      INSERT INTO directionTotal (player, deck, direction, games, milliseconds, cards, correct)
        SELECT player, deck, direction, COUNT(*), SUM(milliseconds), SUM(cards), SUM(correct) FROM gameResult
        WHERE player IS NOT NULL AND deck IS NOT NULL AND direction IS NOT NULL
        GROUP BY player, deck, direction;
      """,
      """
      CREATE INDEX gameResult_full_by_score
        ON gameResult (player, deck, direction, (\(StoredRules.fullGameScore)) DESC, id) WHERE isFull;
      CREATE INDEX gameResult_full_by_time
        ON gameResult (player, deck, direction, milliseconds, id) WHERE isFull AND correct = cards;
      CREATE INDEX gameResult_unsent ON gameResult (player, id) WHERE NOT onServer;
      CREATE TABLE handWritten (player TEXT NOT NULL PRIMARY KEY) WITHOUT ROWID;
      """,
      ownTriggers,
    ]
  }

  private static var ownTriggers: String {
    let now = "strftime('%Y-%m-%d %H:%M:%f', 'now')"
    let byHand = byAnotherProgram
    return """
      CREATE TRIGGER gameResult_inserted AFTER INSERT ON gameResult WHEN \(byHand) BEGIN
        INSERT OR IGNORE INTO handWritten (player) VALUES (NEW.player);
      END;
      CREATE TRIGGER gameResult_deleted AFTER DELETE ON gameResult BEGIN
        INSERT OR IGNORE INTO syncTombstone (uuid, player, deletedAt, deletedBy)
          SELECT OLD.uuid, OLD.player, \(now), OLD.player WHERE OLD.uuid IS NOT NULL;
        INSERT OR IGNORE INTO handWritten (player) SELECT OLD.player WHERE \(byHand);
      END;
      CREATE TRIGGER gameResult_updated AFTER UPDATE OF player, mode, deck, direction, playedAt, milliseconds,
        endedEarly, choices, deckCards ON gameResult WHEN \(byHand) BEGIN
        INSERT OR IGNORE INTO handWritten (player) VALUES (OLD.player), (NEW.player);
      END;
      CREATE TRIGGER cardResult_inserted AFTER INSERT ON cardResult WHEN \(byHand) BEGIN
        INSERT OR IGNORE INTO handWritten (player) SELECT player FROM gameResult WHERE id = NEW.gameId;
      END;
      CREATE TRIGGER cardResult_deleted AFTER DELETE ON cardResult WHEN \(byHand) BEGIN
        INSERT OR IGNORE INTO handWritten (player) SELECT player FROM gameResult WHERE id = OLD.gameId;
      END;
      CREATE TRIGGER cardResult_updated AFTER UPDATE OF gameId, card, expected, answer, verdict, correct,
        confusedWith, milliseconds, deck, direction ON cardResult WHEN \(byHand) BEGIN
        INSERT OR IGNORE INTO handWritten (player)
          SELECT player FROM gameResult WHERE id = OLD.gameId OR id = NEW.gameId;
      END;
      """
  }
}
