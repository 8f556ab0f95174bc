import GRDB

/// Migration v3: who played each game. The running totals of v2 become totals per player (the
/// tables are rebuilt, their triggers replaced); a card of a review game carries its own deck and
/// direction, NULL meaning its game's.
extension Migrations {
  static func addPlayers(_ db: Database, existingGamesPlayer: String) throws {
    try db.execute(sql: v3Columns)
    try db.execute(sql: "UPDATE gameResult SET player = ?", arguments: [existingGamesPlayer])
    try db.execute(sql: v3Tables)
    try db.execute(sql: v3Triggers)
    try db.execute(sql: v3Backfill)
  }

  private static let v3Columns = """
    DROP TRIGGER gameResult_added;
    DROP TRIGGER gameResult_removed;
    DROP TRIGGER cardResult_added;
    DROP TRIGGER cardResult_removed;
    DROP TABLE deckTotal;
    DROP TABLE gameScore;
    DROP TABLE cardTally;
    DROP TABLE confusionTally;
    ALTER TABLE gameResult ADD COLUMN player TEXT NOT NULL DEFAULT '';
    ALTER TABLE gameResult ADD COLUMN mode TEXT NOT NULL DEFAULT 'play' CHECK (mode IN ('play', 'review'));
    ALTER TABLE cardResult ADD COLUMN deck TEXT;
    ALTER TABLE cardResult ADD COLUMN direction TEXT CHECK (direction IN ('forward', 'reverse'));
    """

  private static let v3Tables = """
    CREATE INDEX gameResult_on_player_playedAt ON gameResult (player, playedAt);
    CREATE INDEX gameResult_on_player_deck_playedAt ON gameResult (player, deck, playedAt);
    CREATE TABLE deckTotal (
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      games INTEGER NOT NULL,
      milliseconds INTEGER NOT NULL,
      PRIMARY KEY (player, deck)
    ) WITHOUT ROWID;
    CREATE TABLE gameScore (
      gameId INTEGER PRIMARY KEY,
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      direction TEXT NOT NULL,
      cards INTEGER NOT NULL,
      correct INTEGER NOT NULL
    );
    CREATE TABLE cardTally (
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      direction TEXT NOT NULL,
      card TEXT NOT NULL,
      expected TEXT NOT NULL,
      seen INTEGER NOT NULL,
      missed INTEGER NOT NULL,
      PRIMARY KEY (player, deck, direction, card)
    ) WITHOUT ROWID;
    CREATE TABLE confusionTally (
      player TEXT NOT NULL,
      deck TEXT NOT NULL,
      card TEXT NOT NULL,
      confusedWith TEXT NOT NULL,
      answer TEXT NOT NULL,
      times INTEGER NOT NULL,
      PRIMARY KEY (player, deck, card, confusedWith)
    ) WITHOUT ROWID;
    """

  private static let v3Triggers = """
    CREATE TRIGGER gameResult_added AFTER INSERT ON gameResult BEGIN
      INSERT INTO deckTotal (player, deck, games, milliseconds) VALUES (NEW.player, NEW.deck, 1, NEW.milliseconds)
        ON CONFLICT (player, deck) DO UPDATE SET
          games = games + 1, milliseconds = milliseconds + excluded.milliseconds;
    END;
    CREATE TRIGGER gameResult_removed AFTER DELETE ON gameResult BEGIN
      UPDATE deckTotal SET games = games - 1, milliseconds = milliseconds - OLD.milliseconds
        WHERE player = OLD.player AND deck = OLD.deck;
      DELETE FROM deckTotal WHERE player = OLD.player AND deck = OLD.deck AND games <= 0;
    END;
    CREATE TRIGGER cardResult_added AFTER INSERT ON cardResult BEGIN
      INSERT INTO gameScore (gameId, player, deck, direction, cards, correct)
        SELECT id, player, deck, direction, 1, NEW.correct FROM gameResult WHERE id = NEW.gameId
        ON CONFLICT (gameId) DO UPDATE SET cards = cards + 1, correct = correct + excluded.correct;
      INSERT INTO cardTally (player, deck, direction, card, expected, seen, missed)
        SELECT player, COALESCE(NEW.deck, deck), COALESCE(NEW.direction, direction), NEW.card, NEW.expected,
          1, 1 - NEW.correct
        FROM gameScore WHERE gameId = NEW.gameId
        ON CONFLICT (player, deck, direction, card) DO UPDATE SET
          seen = seen + 1, missed = missed + excluded.missed,
          expected = CASE WHEN excluded.missed = 1 THEN excluded.expected ELSE expected END;
      INSERT INTO confusionTally (player, deck, card, confusedWith, answer, times)
        SELECT player, COALESCE(NEW.deck, deck), NEW.card, NEW.confusedWith, NEW.answer, 1 FROM gameScore
        WHERE gameId = NEW.gameId AND NEW.confusedWith IS NOT NULL
        ON CONFLICT (player, deck, card, confusedWith) DO UPDATE SET times = times + 1, answer = excluded.answer;
    END;
    CREATE TRIGGER cardResult_removed AFTER DELETE ON cardResult BEGIN
      UPDATE cardTally SET seen = seen - 1, missed = missed - (1 - OLD.correct)
        WHERE (player, deck, direction, card) = (
          SELECT player, COALESCE(OLD.deck, deck), COALESCE(OLD.direction, direction), OLD.card
          FROM gameScore WHERE gameId = OLD.gameId);
      DELETE FROM cardTally WHERE seen <= 0
        AND (player, deck, direction, card) = (
          SELECT player, COALESCE(OLD.deck, deck), COALESCE(OLD.direction, direction), OLD.card
          FROM gameScore WHERE gameId = OLD.gameId);
      UPDATE confusionTally SET times = times - 1
        WHERE (player, deck, card, confusedWith) = (
          SELECT player, COALESCE(OLD.deck, deck), OLD.card, OLD.confusedWith FROM gameScore WHERE gameId = OLD.gameId);
      DELETE FROM confusionTally WHERE times <= 0
        AND (player, deck, card, confusedWith) = (
          SELECT player, COALESCE(OLD.deck, deck), OLD.card, OLD.confusedWith FROM gameScore WHERE gameId = OLD.gameId);
      UPDATE gameScore SET cards = cards - 1, correct = correct - OLD.correct WHERE gameId = OLD.gameId;
      DELETE FROM gameScore WHERE gameId = OLD.gameId AND cards <= 0;
    END;
    """

  /// As v2's backfill, per player.
  private static let v3Backfill = """
    INSERT INTO deckTotal (player, deck, games, milliseconds)
      SELECT player, deck, COUNT(*), SUM(milliseconds) FROM gameResult GROUP BY player, deck;
    INSERT INTO gameScore (gameId, player, deck, direction, cards, correct)
      SELECT gameResult.id, gameResult.player, gameResult.deck, gameResult.direction, COUNT(*), SUM(cardResult.correct)
      FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
      GROUP BY gameResult.id;
    INSERT INTO cardTally (player, deck, direction, card, expected, seen, missed)
      SELECT gameScore.player, COALESCE(cardResult.deck, gameScore.deck),
        COALESCE(cardResult.direction, gameScore.direction), cardResult.card, cardResult.expected,
        1, 1 - cardResult.correct
      FROM gameScore JOIN cardResult ON cardResult.gameId = gameScore.gameId WHERE true
      ON CONFLICT (player, deck, direction, card) DO UPDATE SET
        seen = seen + 1, missed = missed + excluded.missed,
        expected = CASE WHEN excluded.missed = 1 THEN excluded.expected ELSE expected END;
    INSERT INTO confusionTally (player, deck, card, confusedWith, answer, times)
      SELECT gameScore.player, COALESCE(cardResult.deck, gameScore.deck), cardResult.card, cardResult.confusedWith,
        cardResult.answer, 1
      FROM gameScore JOIN cardResult ON cardResult.gameId = gameScore.gameId
      WHERE cardResult.confusedWith IS NOT NULL
      ON CONFLICT (player, deck, card, confusedWith) DO UPDATE SET times = times + 1, answer = excluded.answer;
    """
}
