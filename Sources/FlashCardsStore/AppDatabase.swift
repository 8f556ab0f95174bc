import FlashCardsCore
import Foundation
import GRDB

/// The history of games: one SQLite database, migrated to the current schema when opened.
public struct AppDatabase: Sendable {
  let writer: any DatabaseWriter
  /// The file, or nil for a database in memory.
  public let path: String?

  /// Opens the history at `path` (creating it and its folder, readable by the owner only, on
  /// first use), or in memory for ":memory:".
  public init(path: String) throws {
    if path == AppDatabase.inMemoryPath {
      try self.init(writer: DatabaseQueue(configuration: AppDatabase.configuration), path: nil)
      return
    }
    try DatabaseFile.prepare(path)
    try AppDatabase.refuseUnusable(path)
    let pool: DatabasePool
    do {
      pool = try DatabasePool(path: path, configuration: AppDatabase.configuration)
    } catch {
      throw StoreError(path: path, error)
    }
    try self.init(writer: pool, path: path)
  }

  public static let inMemoryPath = ":memory:"

  public static func inMemory() throws -> AppDatabase {
    try AppDatabase(path: inMemoryPath)
  }

  private init(writer: any DatabaseWriter, path: String?) throws {
    self.writer = writer
    self.path = path
    do {
      try writer.write { db in
        if try Migrations.migrator.hasBeenSuperseded(db) {
          throw StoreError.newerSchema(path: path ?? AppDatabase.inMemoryPath)
        }
      }
      try Migrations.migrator.migrate(writer)
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path ?? AppDatabase.inMemoryPath, error)
    }
  }

  /// Refuses a file that is not a history this version can use, through a read-only
  /// connection: opening a `DatabasePool` writes to the file (it switches it to WAL and writes
  /// a transaction so that a WAL file exists), and a refused file must be left untouched.
  private static func refuseUnusable(_ path: String) throws {
    var configuration = AppDatabase.configuration
    configuration.readonly = true
    let superseded: Bool
    do {
      superseded = try DatabaseQueue(path: path, configuration: configuration)
        .read(Migrations.migrator.hasBeenSuperseded)
    } catch {
      throw StoreError(path: path, error)
    }
    if superseded { throw StoreError.newerSchema(path: path) }
  }

  static var configuration: Configuration {
    var configuration = Configuration()
    // Several games may be saved at once from different terminals: wait for the other writer.
    configuration.busyMode = .timeout(10)
    return configuration
  }

  /// Saves a game and its card results in one transaction, and returns the game's number.
  @discardableResult
  public func save(
    _ session: GameSession, playedAt: Date, milliseconds: Int
  ) throws -> Int64 {
    do {
      return try writer.write { db in
        var game = GameResult(
          deck: session.deck.name(for: session.direction), direction: session.direction,
          playedAt: playedAt, milliseconds: milliseconds, endedEarly: session.endedEarly)
        try game.insert(db)
        guard let id = game.id else { throw StoreError.notSaved(path: path ?? AppDatabase.inMemoryPath) }
        for outcome in session.outcomes {
          try CardResult(gameId: id, outcome: outcome).insert(db)
        }
        return id
      }
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path ?? AppDatabase.inMemoryPath, error)
    }
  }
}
