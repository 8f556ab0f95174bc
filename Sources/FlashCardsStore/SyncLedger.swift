public import FlashCardsCore
public import Foundation
import GRDB

/// The server a history syncs with, as the history remembers it (migration v10).
public struct RememberedServer: Sendable, Equatable {
  /// The connection string as `key=value` pairs, without a password.
  public var connection: String
  /// Where it is, as messages name it: user@host:port/database.
  public var place: String
  public var serverID: UUID
  public var lastSyncAt: Date?
}

/// The sync ledger (migration v10): what this history has that its server lacks, and where
/// receiving stopped. The triggers (games) and the store (settings) fill it; these read it and
/// mark what the server confirmed.
extension AppDatabase {
  /// The server this history syncs with, if it has synced.
  public func rememberedServer() throws -> RememberedServer? {
    try read { db in
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT connection, place, serverId, lastSyncAt FROM syncServer WHERE id = 1"),
        let connection = row.optionalText("connection"), let id = row.optionalText("serverId").flatMap(UUID.init)
      else { return nil }
      return RememberedServer(
        connection: connection, place: row.optionalText("place") ?? "", serverID: id,
        lastSyncAt: row.optionalText("lastSyncAt").flatMap(DatabaseDate.date))
    }
  }

  /// Remembers the server after a successful sync: its connection string (never with a password:
  /// the caller strips it) and identity, and when.
  public func rememberServer(connection: String, place: String, serverID: UUID, syncedAt: Date) throws {
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO syncServer (id, connection, place, serverId, lastSyncAt) VALUES (1, ?, ?, ?, ?)
          ON CONFLICT (id) DO UPDATE SET connection = excluded.connection, place = excluded.place,
            serverId = excluded.serverId, lastSyncAt = excluded.lastSyncAt
          """,
        arguments: [connection, place, serverID.uuidString.lowercased(), DatabaseDate.text(syncedAt)])
    }
  }

  /// Makes the history ready to move to another server: nothing is known to be there, so every
  /// game, deletion, setting and deck is to be sent again, and receiving starts from the start.
  /// The remembered server is replaced at the next successful sync.
  public func forgetServer() throws {
    try write { db in
      try db.execute(
        sql: """
          DELETE FROM syncServer;
          DELETE FROM syncCursor;
          DELETE FROM syncDeck;
          INSERT OR IGNORE INTO syncOutbox (gameId) SELECT id FROM gameResult;
          UPDATE syncTombstone SET sent = 0;
          UPDATE syncSetting SET sent = 0;
          """)
    }
  }

  /// How many of `player`'s games wait to be sent.
  public func unsentGameCount(player: String) throws -> Int {
    try read { db in try Int.fetchOne(db, sql: OutboxQueries.unsentCount, arguments: [player]) ?? 0 }
  }

  /// The games the server confirmed (by identity) leave the outbox.
  public func markGamesSent(_ ids: [UUID]) throws {
    guard !ids.isEmpty else { return }
    let texts = ids.map { $0.uuidString.lowercased() }
    try write { db in
      try db.execute(
        literal: "DELETE FROM syncOutbox WHERE gameId IN (SELECT id FROM gameResult WHERE uuid IN \(texts))")
    }
  }

  /// `player`'s deletions the server does not have yet.
  public func unsentTombstones(player: String) throws -> [SyncTombstone] {
    try read { db in
      try Row.fetchAll(
        db, sql: "SELECT uuid, deletedAt, deletedBy FROM syncTombstone WHERE player = ? AND sent = 0 ORDER BY uuid",
        arguments: [player]
      ).compactMap { row in
        guard let id = row.optionalText("uuid").flatMap(UUID.init),
          let at = row.optionalText("deletedAt").flatMap(DatabaseDate.date)
        else { return nil }
        return SyncTombstone(gameID: id, deletedAt: at, deletedBy: row.optionalText("deletedBy") ?? "")
      }
    }
  }

  public func markTombstonesSent(_ tombstones: [SyncTombstone]) throws {
    guard !tombstones.isEmpty else { return }
    let texts = tombstones.map { $0.gameID.uuidString.lowercased() }
    try write { db in try db.execute(literal: "UPDATE syncTombstone SET sent = 1 WHERE uuid IN \(texts)") }
  }

  /// `player`'s setting changes the server does not have yet, with their values now.
  public func unsentSettings(player: String) throws -> [SyncSetting] {
    try read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT s.key, s.changedAt, p.fsrsParameters FROM syncSetting s
          LEFT JOIN playerSettings p ON p.player = s.player
          WHERE s.player = ? AND s.sent = 0 AND s.key = 'fsrsParameters'
          """,
        arguments: [player]
      ).compactMap { row in
        guard let key = row.optionalText("key"), let at = row.optionalText("changedAt").flatMap(DatabaseDate.date)
        else { return nil }
        return SyncSetting(key: key, value: row.optionalText("fsrsParameters"), changedAt: at)
      }
    }
  }

  /// Marks the changes sent, unless the setting changed again meanwhile.
  public func markSettingsSent(_ settings: [SyncSetting], player: String) throws {
    try write { db in
      for setting in settings {
        try db.execute(
          sql: "UPDATE syncSetting SET sent = 1 WHERE player = ? AND key = ? AND changedAt = ?",
          arguments: [player, setting.key, DatabaseDate.text(setting.changedAt)])
      }
    }
  }

  /// The (name, content hash) of `player`'s decks known to be on the server.
  public func decksOnServer(player: String) throws -> Set<DeckOnServer> {
    try read { db in
      Set(
        try Row.fetchAll(db, sql: "SELECT name, contentHash FROM syncDeck WHERE player = ?", arguments: [player])
          .compactMap { row in
            guard let name = row.optionalText("name"), let hash = row.optionalText("contentHash") else { return nil }
            return DeckOnServer(name: name, contentHash: hash)
          })
    }
  }

  public func markDecksOnServer(_ decks: [DeckOnServer], player: String) throws {
    try write { db in
      for deck in decks {
        try db.execute(
          sql: "INSERT OR IGNORE INTO syncDeck (player, name, contentHash) VALUES (?, ?, ?)",
          arguments: [player, deck.name, deck.contentHash])
      }
    }
  }

  /// Where receiving `scope` (a player's name) as `login` from the server stopped, as the sync
  /// target writes it; "0": never.
  public func syncCursor(serverID: UUID, login: String, scope: String) throws -> String {
    try read { db in
      try AppDatabase.syncCursor(serverID: serverID, login: login, scope: scope, in: db)
    }
  }

  static func syncCursor(serverID: UUID, login: String, scope: String, in db: Database) throws -> String {
    let text = try String.fetchOne(
      db, sql: "SELECT cursor FROM syncCursor WHERE serverId = ? AND login = ? AND scope = ?",
      arguments: [serverID.uuidString.lowercased(), login, scope])
    return text ?? "0"
  }
}

/// A deck as the sync ledger knows it: by name and the hash of its content.
public struct DeckOnServer: Sendable, Hashable {
  public var name: String
  public var contentHash: String

  public init(name: String, contentHash: String) {
    self.name = name
    self.contentHash = contentHash
  }
}

extension DatabaseDate {
  /// The text of `date` to the nearest millisecond (a time from the server holds microseconds,
  /// and a Double's seconds may fall just below a whole millisecond).
  static func roundedText(_ date: Date) -> String {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    let seconds = (milliseconds / 1000).rounded(.down)
    var time = CivilTime(secondsSince1970: seconds)
    time.millisecond = Int(milliseconds - seconds * 1000)
    return "\(time.dayText) \(time.clockTextToTheMillisecond)"
  }
}
