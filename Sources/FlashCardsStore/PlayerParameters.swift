public import FlashCardsCore
import Foundation
import GRDB

extension PlayerParameters {
  /// Reads a stored `fsrsParameters` value (NULL: the defaults).
  init(stored text: String?) {
    guard let text else {
      self = .defaults
      return
    }
    guard let values = try? JSONDecoder().decode([Double].self, from: Data(text.utf8)) else {
      self = .damaged(reason: "it is not a list of numbers")
      return
    }
    do {
      self = .own(try FSRSParameters(values))
    } catch {
      self = .damaged(reason: error.localizedDescription)
    }
  }

  /// As stored: a JSON array. Swift writes a finite Double as JSON accepts it, and reads it back
  /// exactly (the shortest text that round-trips).
  static func stored(_ parameters: FSRSParameters) -> String {
    "[" + parameters.values.map { "\($0)" }.joined(separator: ",") + "]"
  }
}

/// Each player's scheduler, as `playerSettings` says now: what memory states are replayed with.
/// Before migration v6 there is no such table, and everyone is scheduled with the defaults.
struct PlayerSchedulers {
  /// The players with parameters of their own (what `MemoryReplay` takes).
  let own: [String: Scheduler]

  init(_ db: Database) throws {
    guard try db.tableExists("playerSettings") else {
      own = [:]
      return
    }
    let rows = try Row.fetchAll(
      db, sql: "SELECT player, fsrsParameters FROM playerSettings WHERE fsrsParameters IS NOT NULL")
    own = Dictionary(
      rows.compactMap { row in
        row.optionalText(at: 0).map { ($0, PlayerParameters(stored: row.optionalText(at: 1)).scheduler) }
      },
      uniquingKeysWith: { first, _ in first })
  }
}

extension AppDatabase {
  /// The parameters `player` schedules with.
  public func parameters(of player: String) throws -> PlayerParameters {
    try read { db in try AppDatabase.parameters(of: player, in: db) }
  }

  /// The scheduler of `player`: their own parameters, else the defaults.
  public func scheduler(of player: String) throws -> Scheduler {
    try parameters(of: player).scheduler
  }

  /// Stores `parameters` as `player`'s own (nil: back to the defaults), and replays their whole
  /// history with them: memory states and predicted recalls, in the same transaction, so that no
  /// reader ever sees states scheduled with other parameters than the stored ones.
  @discardableResult
  public func setParameters(_ parameters: FSRSParameters?, of player: String) throws -> Rescheduling {
    try write { db in
      try AppDatabase.storeParameters(
        parameters.map(PlayerParameters.stored), of: player, changedAt: DatabaseDate.text(Date()), sent: false, in: db)
      let answers = try Summaries.rebuild(player: player, in: db)
      let cards = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState WHERE player = ?", arguments: [player])
      return Rescheduling(answers: answers, cards: cards ?? 0)
    }
  }

  /// Stores `stored` as `player`'s parameters, and the change in the sync ledger: changed at
  /// `changedAt` (as stored), and `sent` when it came from the server.
  static func storeParameters(
    _ stored: String?, of player: String, changedAt: String, sent: Bool, in db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO playerSettings (player, fsrsParameters) VALUES (?, ?)
        ON CONFLICT (player) DO UPDATE SET fsrsParameters = excluded.fsrsParameters
        """,
      arguments: [player, stored])
    try db.execute(
      sql: """
        INSERT INTO syncSetting (player, key, changedAt, sent) VALUES (?, 'fsrsParameters', ?, ?)
        ON CONFLICT (player, key) DO UPDATE SET changedAt = excluded.changedAt, sent = excluded.sent
        """,
      arguments: [player, changedAt, sent])
  }

  static func parameters(of player: String, in db: Database) throws -> PlayerParameters {
    let stored = try String?.fetchOne(
      db, sql: "SELECT fsrsParameters FROM playerSettings WHERE player = ?", arguments: [player])
    return PlayerParameters(stored: stored ?? nil)
  }
}
