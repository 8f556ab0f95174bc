import Foundation
import GRDB

/// Whole rows of a history file as text, for comparing a history before and after a command, or
/// two histories that should hold the same (see `SavedHistory+Queries.swift` for single facts).
extension SavedHistory {
  /// What a player sees of the history: their games, states, tallies and stats, and their games'
  /// card results, each row as "table [column:value …]".
  public static func rows(of player: String, in path: String) throws -> [String] {
    try reading(path, readOnly: false) { db in
      try ["gameResult", "directionTotal", "cardTally", "confusionTally", "playedDay", "memoryState"].flatMap { table in
        try Row.fetchAll(db, sql: "SELECT * FROM \(table) WHERE player = ? ORDER BY 1, 2, 3", arguments: [player])
          .map { "\(table) \($0)" }
      }
        + (try Row.fetchAll(
          db, sql: "SELECT cardResult.* FROM cardResult JOIN gameResult ON id = gameId WHERE player = ? ORDER BY 1, 2",
          arguments: [player]
        ).map { "cardResult \($0)" })
    }
  }

  /// The migrations, games, card results and memory states of a history, each row as
  /// "table [column:value …]".
  public static func gameRows(in path: String) throws -> [String] {
    try reading(path) { db in
      try ["grdb_migrations", "gameResult", "cardResult", "memoryState"].flatMap { table in
        try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY 1").map { "\(table) \($0)" }
      }
    }
  }

  /// Every game's identity, sorted.
  public static func gameIdentities(in path: String) throws -> [String] {
    try reading(path, readOnly: false) { db in
      try String.fetchAll(db, sql: "SELECT uuid FROM gameResult ORDER BY uuid")
    }
  }

  /// Every card result, by game identity and position, as "uuid|position|card|answer|verdict|playedAt".
  public static func cardResultTexts(in path: String) throws -> [String] {
    try reading(path, readOnly: false) { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT g.uuid || '|' || c.position || '|' || c.card || '|' || c.answer || '|' || c.verdict || '|' || g.playedAt
          FROM cardResult c JOIN gameResult g ON g.id = c.gameId ORDER BY g.uuid, c.position
          """)
    }
  }

  /// Every memory state, its columns joined by "|" (stability and difficulty to 9 digits). Not
  /// what v13 keeps of the state before the latest game: a replay leaves it unknown, so two
  /// histories with the same states may differ there.
  public static func memoryStateTexts(in path: String) throws -> [String] {
    try reading(path, readOnly: false) { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT player, deck, direction, card, state, step, stability, difficulty, due, lastReview, firstReview,
            reviews, lapses
          FROM memoryState ORDER BY player, deck, direction, card
          """
      ).map { row in
        row.columnNames.map { name -> String in
          let value = row[name] as DatabaseValue
          if case .double(let number) = value.storage { return String(format: "%.9g", number) }
          return value.description
        }.joined(separator: "|")
      }
    }
  }

  /// How many games wait in the sync ledger's outbox.
  public static func outboxCount(in path: String) throws -> Int {
    try reading(path, readOnly: false) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM syncOutbox") ?? 0 }
  }

  // MARK: - The file

  /// The tables of a sound SQLite file; throws `DamagedFile` when SQLite's integrity check finds it damaged.
  public static func tables(of path: String) throws -> Set<String> {
    try reading(path) { db in
      let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      guard integrity == ["ok"] else { throw DamagedFile(integrity: integrity) }
      return try String.fetchSet(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    }
  }

  /// The file's page size, and the number of the first page of `table` (from 1).
  public static func firstPage(of table: String, in path: String) throws -> (pageSize: Int, page: Int) {
    try reading(path, readOnly: false) { db in
      (
        try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096,
        try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = ?", arguments: [table]) ?? 0
      )
    }
  }
}

/// What SQLite's integrity check said of a damaged file.
public struct DamagedFile: Error, CustomStringConvertible {
  public var integrity: [String]
  public var description: String { "\(integrity)" }
}
