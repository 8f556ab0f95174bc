CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
CREATE TABLE "gameResult" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "deck" TEXT NOT NULL, "direction" TEXT NOT NULL CHECK ("direction" IN ('forward', 'reverse')), "playedAt" DATETIME NOT NULL, "milliseconds" INTEGER NOT NULL, "endedEarly" BOOLEAN NOT NULL DEFAULT 0, player TEXT NOT NULL DEFAULT '', mode TEXT NOT NULL DEFAULT 'play' CHECK (mode IN ('play', 'review')), retryOf INTEGER REFERENCES gameResult(id) ON DELETE SET NULL, choices INTEGER, deckCards INTEGER, underReverseName BOOLEAN NOT NULL DEFAULT 0, uuid TEXT);
CREATE TABLE sqlite_sequence(name,seq);
CREATE INDEX "gameResult_on_playedAt" ON "gameResult"("playedAt");
CREATE INDEX "gameResult_on_deck_playedAt" ON "gameResult"("deck", "playedAt");
CREATE TABLE "cardResult" ("gameId" INTEGER NOT NULL REFERENCES "gameResult"("id") ON DELETE CASCADE, "position" INTEGER NOT NULL, "card" TEXT NOT NULL, "expected" TEXT NOT NULL, "answer" TEXT NOT NULL, "verdict" TEXT NOT NULL CHECK ("verdict" IN ('exact', 'normalized', 'typo', 'wrong', 'skipped', 'overruled')), "correct" BOOLEAN NOT NULL, "confusedWith" TEXT, "milliseconds" INTEGER NOT NULL, deck TEXT, direction TEXT CHECK (direction IN ('forward', 'reverse')), recallPredicted REAL, countedDay INTEGER, PRIMARY KEY ("gameId", "position")) WITHOUT ROWID;
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
CREATE TABLE memoryState (
  player TEXT NOT NULL,
  deck TEXT NOT NULL,
  direction TEXT NOT NULL,
  card TEXT NOT NULL,
  state INTEGER NOT NULL,
  step INTEGER,
  stability REAL NOT NULL,
  difficulty REAL NOT NULL,
  due TEXT NOT NULL,
  lastReview TEXT NOT NULL,
  firstReview TEXT NOT NULL,
  reviews INTEGER NOT NULL,
  lapses INTEGER NOT NULL, beforeGame TEXT, beforeState INTEGER, beforeStep INTEGER, beforeStability REAL, beforeDifficulty REAL, beforeDue TEXT, beforeLastReview TEXT, beforeReviews INTEGER, beforeLapses INTEGER,
  PRIMARY KEY (player, deck, direction, card)
) WITHOUT ROWID;
CREATE INDEX memoryState_on_player_due ON memoryState (player, due);
CREATE INDEX memoryState_on_player_firstReview ON memoryState (player, firstReview);
CREATE TABLE playerSettings (
  player TEXT NOT NULL PRIMARY KEY,
  fsrsParameters TEXT
) WITHOUT ROWID;
CREATE INDEX gameResult_on_player_deck_direction_playedAt
  ON gameResult (player, deck, direction, playedAt);
CREATE UNIQUE INDEX gameResult_on_uuid ON gameResult (uuid);
CREATE TRIGGER gameResult_uuid_on_insert BEFORE INSERT ON gameResult
  WHEN NEW.uuid IS NULL OR NEW.uuid NOT GLOB '[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'
  BEGIN SELECT RAISE(ABORT, 'gameResult.uuid must be a UUID in lowercase text'); END;
CREATE TRIGGER gameResult_uuid_on_update BEFORE UPDATE OF uuid ON gameResult
  WHEN NEW.uuid IS NULL OR NEW.uuid NOT GLOB '[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f]-[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'
  BEGIN SELECT RAISE(ABORT, 'gameResult.uuid must be a UUID in lowercase text'); END;
CREATE TABLE syncOutbox (
  gameId INTEGER PRIMARY KEY REFERENCES gameResult(id) ON DELETE CASCADE
);
CREATE TABLE syncTombstone (
  uuid TEXT NOT NULL PRIMARY KEY,
  player TEXT NOT NULL,
  deletedAt TEXT NOT NULL,
  deletedBy TEXT NOT NULL,
  sent INTEGER NOT NULL DEFAULT 0
) WITHOUT ROWID;
CREATE INDEX syncTombstone_unsent ON syncTombstone (player) WHERE sent = 0;
CREATE TABLE syncSetting (
  player TEXT NOT NULL,
  key TEXT NOT NULL,
  changedAt TEXT NOT NULL,
  sent INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (player, key)
) WITHOUT ROWID;
CREATE TABLE syncServer (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  connection TEXT NOT NULL,
  place TEXT NOT NULL,
  serverId TEXT NOT NULL,
  lastSyncAt TEXT
);
CREATE TABLE syncCursor (
  serverId TEXT NOT NULL,
  login TEXT NOT NULL,
  scope TEXT NOT NULL,
  cursor TEXT NOT NULL,
  PRIMARY KEY (serverId, login, scope)
) WITHOUT ROWID;
CREATE TABLE syncDeck (
  player TEXT NOT NULL,
  name TEXT NOT NULL,
  contentHash TEXT NOT NULL,
  PRIMARY KEY (player, name, contentHash)
) WITHOUT ROWID;
CREATE TRIGGER syncOutbox_on_save AFTER INSERT ON gameResult BEGIN
  INSERT OR IGNORE INTO syncOutbox (gameId) VALUES (NEW.id);
END;
CREATE TRIGGER syncTombstone_on_delete AFTER DELETE ON gameResult WHEN OLD.uuid IS NOT NULL BEGIN
  INSERT OR IGNORE INTO syncTombstone (uuid, player, deletedAt, deletedBy)
    VALUES (OLD.uuid, OLD.player, strftime('%Y-%m-%d %H:%M:%f', 'now'), OLD.player);
END;
CREATE TRIGGER syncSetting_on_insert AFTER INSERT ON playerSettings BEGIN
  INSERT INTO syncSetting (player, key, changedAt, sent) VALUES (NEW.player, 'fsrsParameters', strftime('%Y-%m-%d %H:%M:%f', 'now'), 0)
    ON CONFLICT (player, key) DO UPDATE SET changedAt = excluded.changedAt, sent = 0;
END;
CREATE TRIGGER syncSetting_on_update AFTER UPDATE OF fsrsParameters ON playerSettings BEGIN
  INSERT INTO syncSetting (player, key, changedAt, sent) VALUES (NEW.player, 'fsrsParameters', strftime('%Y-%m-%d %H:%M:%f', 'now'), 0)
    ON CONFLICT (player, key) DO UPDATE SET changedAt = excluded.changedAt, sent = 0;
END;
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
    SELECT player, COALESCE(NEW.deck, deck), NEW.countedDay, 1, NEW.verdict NOT IN ('wrong', 'skipped')
    FROM gameResult WHERE id = NEW.gameId
    ON CONFLICT (player, deck, day) DO UPDATE SET due = due + 1, recalled = recalled + excluded.recalled;
END;
CREATE TRIGGER cardResult_counted AFTER UPDATE OF countedDay, verdict ON cardResult
WHEN OLD.countedDay IS NOT NEW.countedDay OR OLD.verdict IS NOT NEW.verdict BEGIN
  UPDATE retentionTally SET due = due - 1, recalled = recalled - (OLD.verdict NOT IN ('wrong', 'skipped'))
    WHERE OLD.countedDay IS NOT NULL AND (player, deck, day) = (
      SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameResult WHERE id = OLD.gameId);
  DELETE FROM retentionTally WHERE due <= 0 AND OLD.countedDay IS NOT NULL AND (player, deck, day) = (
      SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameResult WHERE id = OLD.gameId);
  INSERT INTO retentionTally (player, deck, day, due, recalled)
    SELECT player, COALESCE(NEW.deck, deck), NEW.countedDay, 1, NEW.verdict NOT IN ('wrong', 'skipped')
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
WHEN typeof(NEW.recallPredicted) IN ('integer', 'real') AND abs(NEW.recallPredicted) < 9e999 AND typeof(NEW.correct) IN ('integer', 'real') BEGIN
  INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
    SELECT player, COALESCE(NEW.deck, deck), substr(playedAt, 1, 10), CASE WHEN NEW.recallPredicted >= 0.95 THEN 4 WHEN NEW.recallPredicted >= 0.9 THEN 3 WHEN NEW.recallPredicted >= 0.8 THEN 2 WHEN NEW.recallPredicted >= 0.7 THEN 1 ELSE 0 END, 1,
      CAST(min(max(NEW.recallPredicted, 0.0), 1.0) * 100000000000.0 + 0.5 AS INTEGER), (NEW.correct <> 0)
    FROM gameResult WHERE id = NEW.gameId
    ON CONFLICT (player, deck, day, bucket) DO UPDATE SET answers = answers + excluded.answers,
      predictedUnits = predictedUnits + excluded.predictedUnits, "right" = "right" + excluded."right";
END;
CREATE TRIGGER cardResult_predicted AFTER UPDATE OF recallPredicted, correct ON cardResult
WHEN OLD.recallPredicted IS NOT NEW.recallPredicted OR OLD.correct IS NOT NEW.correct BEGIN
  INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
    SELECT player, COALESCE(OLD.deck, deck), substr(playedAt, 1, 10), CASE WHEN OLD.recallPredicted >= 0.95 THEN 4 WHEN OLD.recallPredicted >= 0.9 THEN 3 WHEN OLD.recallPredicted >= 0.8 THEN 2 WHEN OLD.recallPredicted >= 0.7 THEN 1 ELSE 0 END, -1,
      -CAST(min(max(OLD.recallPredicted, 0.0), 1.0) * 100000000000.0 + 0.5 AS INTEGER), -(OLD.correct <> 0)
    FROM gameResult WHERE id = OLD.gameId AND typeof(OLD.recallPredicted) IN ('integer', 'real') AND abs(OLD.recallPredicted) < 9e999 AND typeof(OLD.correct) IN ('integer', 'real')
    ON CONFLICT (player, deck, day, bucket) DO UPDATE SET answers = answers + excluded.answers,
      predictedUnits = predictedUnits + excluded.predictedUnits, "right" = "right" + excluded."right";
  INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
    SELECT player, COALESCE(NEW.deck, deck), substr(playedAt, 1, 10), CASE WHEN NEW.recallPredicted >= 0.95 THEN 4 WHEN NEW.recallPredicted >= 0.9 THEN 3 WHEN NEW.recallPredicted >= 0.8 THEN 2 WHEN NEW.recallPredicted >= 0.7 THEN 1 ELSE 0 END, 1,
      CAST(min(max(NEW.recallPredicted, 0.0), 1.0) * 100000000000.0 + 0.5 AS INTEGER), (NEW.correct <> 0)
    FROM gameResult WHERE id = NEW.gameId AND typeof(NEW.recallPredicted) IN ('integer', 'real') AND abs(NEW.recallPredicted) < 9e999 AND typeof(NEW.correct) IN ('integer', 'real')
    ON CONFLICT (player, deck, day, bucket) DO UPDATE SET answers = answers + excluded.answers,
      predictedUnits = predictedUnits + excluded.predictedUnits, "right" = "right" + excluded."right";
END;
CREATE TRIGGER gameResult_uncalibrated BEFORE DELETE ON gameResult BEGIN
  INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
    SELECT OLD.player, COALESCE(deck, OLD.deck), substr(OLD.playedAt, 1, 10), CASE WHEN cardResult.recallPredicted >= 0.95 THEN 4 WHEN cardResult.recallPredicted >= 0.9 THEN 3 WHEN cardResult.recallPredicted >= 0.8 THEN 2 WHEN cardResult.recallPredicted >= 0.7 THEN 1 ELSE 0 END,
      -COUNT(*), -SUM(CAST(min(max(cardResult.recallPredicted, 0.0), 1.0) * 100000000000.0 + 0.5 AS INTEGER)), -SUM(correct <> 0)
    FROM cardResult WHERE gameId = OLD.id AND typeof(cardResult.recallPredicted) IN ('integer', 'real') AND abs(cardResult.recallPredicted) < 9e999 AND typeof(cardResult.correct) IN ('integer', 'real')
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
  DELETE FROM fullGame WHERE gameId = NEW.gameId;
  INSERT INTO fullGame (gameId, player, deck, direction, score, perfect, milliseconds)
    SELECT gameScore.gameId, gameScore.player, gameScore.deck, gameScore.direction,
      correct * 1000000 / cards * 1000000 + cards, correct = cards, gameResult.milliseconds
    FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
    WHERE gameScore.gameId = NEW.gameId AND cards > 0 AND gameResult.mode = 'play' AND gameResult.choices IS NULL AND gameResult.retryOf IS NULL AND NOT gameResult.endedEarly AND (gameResult.deckCards IS NULL OR gameResult.deckCards = gameScore.cards);
END;
CREATE TRIGGER gameScore_changed AFTER UPDATE ON gameScore BEGIN
  DELETE FROM fullGame WHERE gameId = NEW.gameId;
  INSERT INTO fullGame (gameId, player, deck, direction, score, perfect, milliseconds)
    SELECT gameScore.gameId, gameScore.player, gameScore.deck, gameScore.direction,
      correct * 1000000 / cards * 1000000 + cards, correct = cards, gameResult.milliseconds
    FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
    WHERE gameScore.gameId = NEW.gameId AND cards > 0 AND gameResult.mode = 'play' AND gameResult.choices IS NULL AND gameResult.retryOf IS NULL AND NOT gameResult.endedEarly AND (gameResult.deckCards IS NULL OR gameResult.deckCards = gameScore.cards);
END;
CREATE TRIGGER gameScore_removed AFTER DELETE ON gameScore BEGIN
  DELETE FROM fullGame WHERE gameId = OLD.gameId;
END;
CREATE TRIGGER gameResult_changed AFTER UPDATE OF player, mode, deck, direction, milliseconds, endedEarly,
  retryOf, choices, deckCards ON gameResult BEGIN
  DELETE FROM fullGame WHERE gameId = NEW.id;
  INSERT INTO fullGame (gameId, player, deck, direction, score, perfect, milliseconds)
    SELECT gameScore.gameId, gameScore.player, gameScore.deck, gameScore.direction,
      correct * 1000000 / cards * 1000000 + cards, correct = cards, gameResult.milliseconds
    FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
    WHERE gameScore.gameId = NEW.id AND cards > 0 AND gameResult.mode = 'play' AND gameResult.choices IS NULL AND gameResult.retryOf IS NULL AND NOT gameResult.endedEarly AND (gameResult.deckCards IS NULL OR gameResult.deckCards = gameScore.cards);
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
  UPDATE retentionTally SET due = due - 1, recalled = recalled - (OLD.verdict NOT IN ('wrong', 'skipped'))
    WHERE (player, deck, day) = (
      SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameScore WHERE gameId = OLD.gameId);
  DELETE FROM retentionTally WHERE due <= 0 AND (player, deck, day) = (
      SELECT player, COALESCE(OLD.deck, deck), OLD.countedDay FROM gameScore WHERE gameId = OLD.gameId);
END;
CREATE TABLE scoreTotal (
  player TEXT NOT NULL,
  deck TEXT NOT NULL,
  direction TEXT NOT NULL,
  cards INTEGER NOT NULL,
  correct INTEGER NOT NULL,
  PRIMARY KEY (player, deck, direction)
) WITHOUT ROWID;
CREATE TRIGGER gameScore_scored AFTER INSERT ON gameScore BEGIN
  INSERT INTO scoreTotal (player, deck, direction, cards, correct)
    SELECT NEW.player, NEW.deck, NEW.direction, NEW.cards, NEW.correct
    WHERE NEW.player IS NOT NULL AND NEW.deck IS NOT NULL AND NEW.direction IS NOT NULL
    ON CONFLICT (player, deck, direction) DO UPDATE SET
      cards = cards + excluded.cards, correct = correct + excluded.correct;
  DELETE FROM scoreTotal
    WHERE player = NEW.player AND deck = NEW.deck AND direction = NEW.direction AND cards = 0 AND correct = 0;
END;
CREATE TRIGGER gameScore_rescored AFTER UPDATE OF player, deck, direction, cards, correct ON gameScore
WHEN NEW.player IS OLD.player AND NEW.deck IS OLD.deck AND NEW.direction IS OLD.direction BEGIN
  INSERT INTO scoreTotal (player, deck, direction, cards, correct)
    SELECT NEW.player, NEW.deck, NEW.direction, NEW.cards - OLD.cards, NEW.correct - OLD.correct
    WHERE NEW.player IS NOT NULL AND NEW.deck IS NOT NULL AND NEW.direction IS NOT NULL
    ON CONFLICT (player, deck, direction) DO UPDATE SET
      cards = cards + excluded.cards, correct = correct + excluded.correct;
END;
CREATE TRIGGER gameScore_moved AFTER UPDATE OF player, deck, direction, cards, correct ON gameScore
WHEN NOT (NEW.player IS OLD.player AND NEW.deck IS OLD.deck AND NEW.direction IS OLD.direction) BEGIN
  INSERT INTO scoreTotal (player, deck, direction, cards, correct)
    SELECT OLD.player, OLD.deck, OLD.direction, -OLD.cards, -OLD.correct
    WHERE OLD.player IS NOT NULL AND OLD.deck IS NOT NULL AND OLD.direction IS NOT NULL
    ON CONFLICT (player, deck, direction) DO UPDATE SET
      cards = cards + excluded.cards, correct = correct + excluded.correct;
  DELETE FROM scoreTotal
    WHERE player = OLD.player AND deck = OLD.deck AND direction = OLD.direction AND cards = 0 AND correct = 0;
  INSERT INTO scoreTotal (player, deck, direction, cards, correct)
    SELECT NEW.player, NEW.deck, NEW.direction, NEW.cards, NEW.correct
    WHERE NEW.player IS NOT NULL AND NEW.deck IS NOT NULL AND NEW.direction IS NOT NULL
    ON CONFLICT (player, deck, direction) DO UPDATE SET
      cards = cards + excluded.cards, correct = correct + excluded.correct;
  DELETE FROM scoreTotal
    WHERE player = NEW.player AND deck = NEW.deck AND direction = NEW.direction AND cards = 0 AND correct = 0;
END;
CREATE TRIGGER gameScore_unscored AFTER DELETE ON gameScore BEGIN
  INSERT INTO scoreTotal (player, deck, direction, cards, correct)
    SELECT OLD.player, OLD.deck, OLD.direction, -OLD.cards, -OLD.correct
    WHERE OLD.player IS NOT NULL AND OLD.deck IS NOT NULL AND OLD.direction IS NOT NULL
    ON CONFLICT (player, deck, direction) DO UPDATE SET
      cards = cards + excluded.cards, correct = correct + excluded.correct;
  DELETE FROM scoreTotal
    WHERE player = OLD.player AND deck = OLD.deck AND direction = OLD.direction AND cards = 0 AND correct = 0;
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
CREATE TRIGGER gameResult_played AFTER INSERT ON gameResult BEGIN
  INSERT INTO playedDay (player, deck, day, games, firstAt, lastAt)
    SELECT NEW.player, NEW.deck, substr(NEW.playedAt, 1, 10), 1, NEW.playedAt, NEW.playedAt
    WHERE NEW.player IS NOT NULL AND NEW.deck IS NOT NULL AND NEW.playedAt IS NOT NULL
    ON CONFLICT (player, deck, day) DO UPDATE SET
      games = games + 1, firstAt = min(firstAt, excluded.firstAt), lastAt = max(lastAt, excluded.lastAt);
END;
CREATE TRIGGER gameResult_unplayed AFTER DELETE ON gameResult BEGIN
  UPDATE playedDay SET games = games - 1,
    firstAt = CASE WHEN firstAt < OLD.playedAt THEN firstAt ELSE COALESCE(
      (SELECT MIN(playedAt) FROM gameResult WHERE player = OLD.player AND deck = OLD.deck AND substr(playedAt, 1, 10) = substr(OLD.playedAt, 1, 10) AND playedAt >= OLD.playedAt AND playedAt < substr(OLD.playedAt, 1, 10) || char(1114111)),
      firstAt) END,
    lastAt = CASE WHEN lastAt > OLD.playedAt THEN lastAt ELSE COALESCE(
      (SELECT MAX(playedAt) FROM gameResult WHERE player = OLD.player AND deck = OLD.deck AND substr(playedAt, 1, 10) = substr(OLD.playedAt, 1, 10) AND playedAt BETWEEN substr(OLD.playedAt, 1, 10) AND OLD.playedAt), lastAt) END
  WHERE player = OLD.player AND deck = OLD.deck AND day = substr(OLD.playedAt, 1, 10);
DELETE FROM playedDay WHERE player = OLD.player AND deck = OLD.deck AND day = substr(OLD.playedAt, 1, 10) AND games <= 0;
END;
CREATE TRIGGER gameResult_replayed AFTER UPDATE OF player, deck, playedAt ON gameResult BEGIN
  UPDATE playedDay SET games = games - 1,
    firstAt = CASE WHEN firstAt < OLD.playedAt THEN firstAt ELSE COALESCE(
      (SELECT MIN(playedAt) FROM gameResult WHERE player = OLD.player AND deck = OLD.deck AND substr(playedAt, 1, 10) = substr(OLD.playedAt, 1, 10) AND playedAt >= OLD.playedAt AND playedAt < substr(OLD.playedAt, 1, 10) || char(1114111)),
      firstAt) END,
    lastAt = CASE WHEN lastAt > OLD.playedAt THEN lastAt ELSE COALESCE(
      (SELECT MAX(playedAt) FROM gameResult WHERE player = OLD.player AND deck = OLD.deck AND substr(playedAt, 1, 10) = substr(OLD.playedAt, 1, 10) AND playedAt BETWEEN substr(OLD.playedAt, 1, 10) AND OLD.playedAt), lastAt) END
  WHERE player = OLD.player AND deck = OLD.deck AND day = substr(OLD.playedAt, 1, 10);
DELETE FROM playedDay WHERE player = OLD.player AND deck = OLD.deck AND day = substr(OLD.playedAt, 1, 10) AND games <= 0;
  INSERT INTO playedDay (player, deck, day, games, firstAt, lastAt)
    SELECT NEW.player, NEW.deck, substr(NEW.playedAt, 1, 10), 1, NEW.playedAt, NEW.playedAt
    WHERE NEW.player IS NOT NULL AND NEW.deck IS NOT NULL AND NEW.playedAt IS NOT NULL
    ON CONFLICT (player, deck, day) DO UPDATE SET
      games = games + 1, firstAt = min(firstAt, excluded.firstAt), lastAt = max(lastAt, excluded.lastAt);
END;
CREATE INDEX cardTally_by_card ON cardTally (deck, direction, card);
CREATE INDEX confusionTally_by_card ON confusionTally (deck, card, confusedWith);
CREATE INDEX calibrationTally_by_day ON calibrationTally (deck, day, bucket);
CREATE INDEX memoryState_by_card ON memoryState (deck, direction, card);
