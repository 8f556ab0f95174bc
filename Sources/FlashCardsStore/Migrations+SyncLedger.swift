import GRDB

/// Migration v10: the sync ledger — what this history has that its server lacks, and where
/// receiving stopped. All of it is written by triggers where the history changes (a saved game, a
/// deletion, a changed setting), so that every writer keeps it, the app's commands as much as the
/// sqlite3 command.
///
/// - `syncOutbox`: the games not yet on the server. Every game saved enters it; a game received
///   from the server is taken out in the transaction that received it; every game already here
///   enters it (none has been sent).
/// - `syncTombstone`: a deleted game's identity, whose it was, when and by whom, and whether the
///   server has it. A received game whose identity is here is not inserted: a deletion wins.
/// - `syncSetting`: when each player's setting last changed (`fsrsParameters`), and whether the
///   server has that change. The later change wins; the server breaks ties (`SyncSetting.wins`).
/// - `syncServer`: the one server this history syncs with: its connection string without a
///   password, where it is as messages name it (user@host:port/database), its identity, and the
///   last sync; `syncCursor`: where receiving stopped, per login
///   and player received (a teacher receives each player of a class with a cursor of its own).
/// - `syncDeck`: the decks (name, content hash) of each player known to be on the server.
extension Migrations {
  static func addSyncLedger(_ db: Database) throws {
    try db.execute(sql: v10Tables)
    try db.execute(sql: "INSERT INTO syncOutbox (gameId) SELECT id FROM gameResult")
    try db.execute(sql: v10Triggers)
  }

  private static let v10Tables = """
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
    """

  /// The time as the history stores it (see DatabaseDate).
  private static let now = "strftime('%Y-%m-%d %H:%M:%f', 'now')"

  private static let v10Triggers = """
    CREATE TRIGGER syncOutbox_on_save AFTER INSERT ON gameResult BEGIN
      INSERT OR IGNORE INTO syncOutbox (gameId) VALUES (NEW.id);
    END;
    CREATE TRIGGER syncTombstone_on_delete AFTER DELETE ON gameResult WHEN OLD.uuid IS NOT NULL BEGIN
      INSERT OR IGNORE INTO syncTombstone (uuid, player, deletedAt, deletedBy)
        VALUES (OLD.uuid, OLD.player, \(now), OLD.player);
    END;
    CREATE TRIGGER syncSetting_on_insert AFTER INSERT ON playerSettings BEGIN
      INSERT INTO syncSetting (player, key, changedAt, sent) VALUES (NEW.player, 'fsrsParameters', \(now), 0)
        ON CONFLICT (player, key) DO UPDATE SET changedAt = excluded.changedAt, sent = 0;
    END;
    CREATE TRIGGER syncSetting_on_update AFTER UPDATE OF fsrsParameters ON playerSettings BEGIN
      INSERT INTO syncSetting (player, key, changedAt, sent) VALUES (NEW.player, 'fsrsParameters', \(now), 0)
        ON CONFLICT (player, key) DO UPDATE SET changedAt = excluded.changedAt, sent = 0;
    END;
    """
}
