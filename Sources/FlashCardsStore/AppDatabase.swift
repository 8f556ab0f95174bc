import FlashCardsCore
import Foundation
import GRDB

/// The history of games: one SQLite database, migrated to the current schema when opened.
public struct AppDatabase: Sendable {
  public enum Access: Sendable {
    /// For playing and deleting: the file and its folder are created on first use.
    case readWrite
    /// For looking: nothing is created, and a read-only file can be read. A missing file reads
    /// as an empty history.
    case readOnly
  }

  let writer: any DatabaseWriter
  /// The file, or nil for a database in memory.
  public let path: String?
  /// Who is playing: the games saved through this opening are theirs.
  public let player: String

  /// Opens the history at `path` (creating it and its folder, readable by the owner only, on
  /// first use), or in memory for ":memory:", as `HistoryOpening.open` does; what the opening did
  /// (a backup, an upgrade, pending games saved) is left unsaid: the program asks that function.
  public init(
    path: String, access: Access = .readWrite, player: String? = nil,
    upgradeProgress: @escaping @Sendable (_ step: UpgradeStep, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
  ) throws {
    self = try HistoryOpening.open(
      path: path, access: access, player: player, upgradeProgress: upgradeProgress
    ).database
  }

  public static let inMemoryPath = InMemoryHistory.path

  public static func inMemory() throws -> AppDatabase {
    try AppDatabase(path: inMemoryPath)
  }

  /// Over a connection `HistoryOpening` made; migrates it unless `migrated` or read-only.
  init(
    writer: any DatabaseWriter, path: String?, player: String, migrated: Bool = false,
    upgrade: Migrations.Upgrade = .init()
  ) throws {
    self.writer = writer
    self.path = path
    self.player = player
    if migrated { return }
    if let queue = writer as? DatabaseQueue, queue.configuration.readonly { return }
    try AppDatabase.wrap(path ?? AppDatabase.inMemoryPath) {
      try Migrations.migrate(writer, upgrade: upgrade)
    }
  }

  /// The name the user logged in with: the owner of the games saved before players were recorded,
  /// and the player when none is named.
  public static var loginName: String {
    let name = ProcessInfo.processInfo.userName
    if !name.isEmpty { return name }
    let environment = ProcessInfo.processInfo.environment
    return environment["USER"] ?? environment["LOGNAME"] ?? "player"
  }

  /// Runs `body` again, after a short random pause, while it fails with SQLITE_BUSY, for up to six
  /// times SQLite's own busy timeout. SQLite answers "database is locked" at once, without waiting,
  /// where waiting could deadlock: switching a brand-new file to WAL while another process reads
  /// it, or a transaction that read and then writes after another process wrote. Seen in about 2
  /// runs in 100 of 16 players and 4 readers opening a new shared history at once. Once in a CI
  /// run busy with every other test, one of those 16 still gave up after the 10 s this waited then:
  /// each of them takes the write lock once for each migration the first one applies, and SQLite's
  /// wait is no queue.
  static func againWhileBusy<T>(_ body: () throws -> T) throws -> T {
    let deadline = ContinuousClock.now + .milliseconds(busyMilliseconds * 6)
    while true {
      do {
        return try body()
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
        Thread.sleep(forTimeInterval: .random(in: 0.01...0.05))
      }
    }
  }

  /// The name SQLite is given for the file at `path`: always a path. SQLite takes a name that
  /// begins with "file:" for a URI (`--db 'file:m.sqlite?mode=memory'` saved nothing, in memory);
  /// "./" before it keeps it the relative path it is.
  static func sqlitePath(_ path: String) -> String {
    path.hasPrefix("file:") ? "./" + path : path
  }

  /// Runs `body`, turning any database error into a StoreError that names the file.
  @discardableResult
  static func wrap<T>(_ path: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as StoreError {
      throw error
    } catch {
      throw StoreError(path: path, error)
    }
  }

  static let busyMilliseconds = 10_000

  static var readOnlyConfiguration: Configuration {
    var configuration = AppDatabase.configuration
    configuration.readonly = true
    return configuration
  }

  static var configuration: Configuration {
    var configuration = Configuration()
    // Several games may be saved at once from different terminals: wait for the other writer.
    configuration.busyMode = .timeout(Double(busyMilliseconds) / 1000)
    configuration.prepareDatabase { db in
      guard !db.configuration.readonly else { return }
      try markOwnWriter(db)
    }
    return configuration
  }

  /// What tells the triggers that mark another program's writes that a write is FlashCards' own
  /// (see Migrations+SummariesInSwift.swift):
  /// a temporary view, which a change of `PRAGMA temp_store` takes away with the rest of `temp`.
  static func markOwnWriter(_ db: Database) throws {
    try db.execute(sql: "CREATE TEMP VIEW IF NOT EXISTS \(Migrations.ownWriterMark) AS SELECT 1")
  }

  /// One connection in WAL mode: a command does one thing at a time, so a DatabasePool's reader
  /// threads only cost start-up time. WAL lets other processes read while a game is saved, and
  /// with it `synchronous = NORMAL` keeps every commit atomic and the file sound after a crash;
  /// only a power cut may lose the last game saved. Saving a game went from 4 fsyncs to 2.
  static var writingConfiguration: Configuration {
    var configuration = AppDatabase.configuration
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }
    return configuration
  }
}
