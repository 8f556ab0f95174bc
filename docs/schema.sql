CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
CREATE TABLE IF NOT EXISTS "gameResult" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "deck" TEXT NOT NULL, "direction" TEXT NOT NULL CHECK ("direction" IN ('forward', 'reverse')), "playedAt" DATETIME NOT NULL, "milliseconds" INTEGER NOT NULL, "endedEarly" BOOLEAN NOT NULL DEFAULT 0, player TEXT NOT NULL DEFAULT '', mode TEXT NOT NULL DEFAULT 'play' CHECK (mode IN ('play', 'review')), retryOf INTEGER REFERENCES gameResult(id) ON DELETE SET NULL, choices INTEGER, deckCards INTEGER, underReverseName BOOLEAN NOT NULL DEFAULT 0, uuid TEXT, cards INTEGER NOT NULL DEFAULT 0, correct INTEGER NOT NULL DEFAULT 0, isFull BOOLEAN NOT NULL DEFAULT 0);
CREATE TABLE sqlite_sequence(name,seq);
CREATE INDEX "gameResult_on_playedAt" ON "gameResult"("playedAt");
CREATE INDEX "gameResult_on_deck_playedAt" ON "gameResult"("deck", "playedAt");
CREATE TABLE IF NOT EXISTS "cardResult" ("gameId" INTEGER NOT NULL REFERENCES "gameResult"("id") ON DELETE CASCADE, "position" INTEGER NOT NULL, "card" TEXT NOT NULL, "expected" TEXT NOT NULL, "answer" TEXT NOT NULL, "verdict" TEXT NOT NULL CHECK ("verdict" IN ('exact', 'normalized', 'typo', 'wrong', 'skipped', 'overruled')), "correct" BOOLEAN NOT NULL, "confusedWith" TEXT, "milliseconds" INTEGER NOT NULL, deck TEXT, direction TEXT CHECK (direction IN ('forward', 'reverse')), recallPredicted REAL, countedDay INTEGER, PRIMARY KEY ("gameId", "position")) WITHOUT ROWID;
CREATE INDEX gameResult_on_player_playedAt ON gameResult (player, playedAt);
CREATE INDEX gameResult_on_player_deck_playedAt ON gameResult (player, deck, playedAt);
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
CREATE INDEX gameResult_on_retryOf ON gameResult (retryOf);
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
CREATE INDEX cardTally_by_card ON cardTally (deck, direction, card);
CREATE INDEX confusionTally_by_card ON confusionTally (deck, card, confusedWith);
CREATE INDEX memoryState_by_card ON memoryState (deck, direction, card);
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
CREATE INDEX gameResult_full_by_score
  ON gameResult (player, deck, direction, (correct * 1000000 / cards * 1000000 + cards) DESC, id) WHERE isFull;
CREATE INDEX gameResult_full_by_time
  ON gameResult (player, deck, direction, milliseconds, id) WHERE isFull AND correct = cards;
CREATE TABLE handWritten (player TEXT NOT NULL PRIMARY KEY) WITHOUT ROWID;
CREATE TRIGGER gameResult_inserted AFTER INSERT ON gameResult BEGIN
  INSERT OR IGNORE INTO syncOutbox (gameId) VALUES (NEW.id);
  INSERT OR IGNORE INTO handWritten (player) SELECT NEW.player WHERE NOT EXISTS (SELECT 1 FROM pragma_table_list('flashcardsWriting'));
END;
CREATE TRIGGER gameResult_deleted AFTER DELETE ON gameResult BEGIN
  INSERT OR IGNORE INTO syncTombstone (uuid, player, deletedAt, deletedBy)
    SELECT OLD.uuid, OLD.player, strftime('%Y-%m-%d %H:%M:%f', 'now'), OLD.player WHERE OLD.uuid IS NOT NULL;
  INSERT OR IGNORE INTO handWritten (player) SELECT OLD.player WHERE NOT EXISTS (SELECT 1 FROM pragma_table_list('flashcardsWriting'));
END;
CREATE TRIGGER gameResult_updated AFTER UPDATE OF player, mode, deck, direction, playedAt, milliseconds,
  endedEarly, choices, deckCards ON gameResult WHEN NOT EXISTS (SELECT 1 FROM pragma_table_list('flashcardsWriting')) BEGIN
  INSERT OR IGNORE INTO handWritten (player) VALUES (OLD.player), (NEW.player);
END;
CREATE TRIGGER cardResult_inserted AFTER INSERT ON cardResult WHEN NOT EXISTS (SELECT 1 FROM pragma_table_list('flashcardsWriting')) BEGIN
  INSERT OR IGNORE INTO handWritten (player) SELECT player FROM gameResult WHERE id = NEW.gameId;
END;
CREATE TRIGGER cardResult_deleted AFTER DELETE ON cardResult WHEN NOT EXISTS (SELECT 1 FROM pragma_table_list('flashcardsWriting')) BEGIN
  INSERT OR IGNORE INTO handWritten (player) SELECT player FROM gameResult WHERE id = OLD.gameId;
END;
CREATE TRIGGER cardResult_updated AFTER UPDATE OF gameId, card, expected, answer, verdict, correct,
  confusedWith, milliseconds, deck, direction ON cardResult WHEN NOT EXISTS (SELECT 1 FROM pragma_table_list('flashcardsWriting')) BEGIN
  INSERT OR IGNORE INTO handWritten (player)
    SELECT player FROM gameResult WHERE id = OLD.gameId OR id = NEW.gameId;
END;
