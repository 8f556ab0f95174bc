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
  /// Where the file was copied before it was migrated to a newer schema during this opening.
  public private(set) var backupPath: String?
  /// The games kept in pending files (the history was busy when they ended), saved by this opening.
  public private(set) var savedPendingGames: [SavedPendingGame] = []
  /// The pending files this opening found and could not save: kept, and to be reported.
  public private(set) var rejectedPendingGames: [RejectedPendingGame] = []
  /// Who is playing: the games saved through this opening are theirs.
  public let player: String

  /// Opens the history at `path` (creating it and its folder, readable by the owner only, on
  /// first use), or in memory for ":memory:". `player` (default: the login name; kept in NFC, see
  /// `PlayerName`) plays the games saved; `upgradeProgress` hears how far building the memory states of an older history has gone.
  public init(
    path: String, access: Access = .readWrite, player: String? = nil,
    upgradeProgress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws {
    let player = PlayerName.normalized(player ?? AppDatabase.loginName)
    let upgrade = Migrations.Upgrade(progress: upgradeProgress)
    if path == AppDatabase.inMemoryPath {
      try self.init(writer: DatabaseQueue(configuration: AppDatabase.configuration), path: nil, player: player)
      return
    }
    try DatabaseFile.refuseSpecialFile(path)
    if access == .readOnly && !FileManager.default.fileExists(atPath: path) {
      try self.init(writer: DatabaseQueue(configuration: AppDatabase.configuration), path: path, player: player)
      return
    }
    if access == .readWrite { try DatabaseFile.prepare(path) }
    try DatabaseFile.refuseDirectory(path)
    // A game that cannot be saved is not started: a file we may not write is said so now.
    if access == .readWrite { try DatabaseFile.refuseUnwritable(path) }

    // Look before touching: opening for writing changes the file (it switches it to WAL), and
    // a file that is refused, or only read, must be left as it was.
    let (look, reader) = try AppDatabase.inspect(path)
    if look.foreign { throw StoreError.anotherProgramsDatabase(path: path) }
    if look.superseded { throw StoreError.newerSchema(path: path) }
    if access == .readOnly && (look.current || look.empty) {
      // The connection that looked is the one that reads: opening costs start-up time.
      try self.init(
        writer: look.empty ? DatabaseQueue(configuration: AppDatabase.configuration) : reader, path: path,
        player: player)
      return
    }
    if access == .readOnly {
      // An older schema is read as it is: copied into memory, and the copy upgraded there. The
      // file is not written (nor backed up), so a read-only one can be read too; `play` upgrades it.
      let copy = try DatabaseQueue(configuration: AppDatabase.configuration)
      try AppDatabase.wrap(path) { try reader.backup(to: copy) }
      try self.init(writer: copy, path: path, player: player, upgrade: upgrade)
      return
    }
    var backupPath: String?
    if !look.current && look.holdsGames {
      backupPath = try AppDatabase.backUp(path, version: look.lastVersion)
    }
    let queue = try AppDatabase.wrap(path) {
      try AppDatabase.againWhileBusy {
        let queue = try DatabaseQueue(
          path: AppDatabase.sqlitePath(path), configuration: AppDatabase.writingConfiguration)
        try Migrations.migrate(queue, upgrade: upgrade)
        if look.applicationID != HistoryMark.applicationID { try HistoryMark.mark(queue) }
        return queue
      }
    }
    try self.init(writer: queue, path: path, player: player, migrated: true)
    self.backupPath = backupPath
    (savedPendingGames, rejectedPendingGames) = savePendingGames()
  }

  public static let inMemoryPath = InMemoryHistory.path

  public static func inMemory() throws -> AppDatabase {
    try AppDatabase(path: inMemoryPath)
  }

  private init(
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

  /// Runs `body` again, after a short random pause, while it fails with SQLITE_BUSY, for as long
  /// as SQLite's own busy timeout. SQLite answers "database is locked" at once, without waiting,
  /// where waiting could deadlock: switching a brand-new file to WAL while another process reads
  /// it, or a transaction that read and then writes after another process wrote. Seen in about 2
  /// runs in 100 of 16 players and 4 readers opening a new shared history at once.
  static func againWhileBusy<T>(_ body: () throws -> T) throws -> T {
    let deadline = ContinuousClock.now + .milliseconds(busyMilliseconds)
    while true {
      do {
        return try body()
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && ContinuousClock.now < deadline {
        Thread.sleep(forTimeInterval: .random(in: 0.01...0.05))
      }
    }
  }

  /// What a file holds, seen through a read-only connection.
  struct Inspection {
    /// Written by a newer FlashCards: it has migrations this build does not know.
    var superseded: Bool
    /// Every migration this build knows has been applied.
    var current: Bool
    /// No migration at all: a new, empty file.
    var empty: Bool
    /// "v1" for a file whose last migration is "v1: …".
    var lastVersion: String
    /// It has games to lose. A file being created by another process at this moment has some
    /// migrations and no games: it is not worth a backup.
    var holdsGames: Bool
    /// The file's `PRAGMA application_id`: `HistoryMark.applicationID` once marked, 0 before.
    var applicationID: Int32
    /// The SQLite file of another program: see `HistoryMark.isForeign`.
    var foreign: Bool
  }

  /// What the file holds, and the read-only connection that looked.
  static func inspect(_ path: String) throws -> (Inspection, DatabaseQueue) {
    try wrap(path) {
      let reader = try DatabaseQueue(path: readingPath(path), configuration: readOnlyConfiguration)
      let inspection = try reader.read { db in
        // Read once, in this read's snapshot: GRDB's appliedIdentifiers rethrows "no such table"
        // when another process creates grdb_migrations between its query and its check.
        let known = Migrations.identifiers
        // One look at the schema table (GRDB's tableExists loads the whole schema, twice here).
        let tables = try String.fetchSet(
          db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('grdb_migrations', 'gameResult')")
        let applied =
          tables.contains("grdb_migrations")
          ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations") : []
        let last = known.last { applied.contains($0) } ?? ""
        let (applicationID, holdsObjects) = try HistoryMark.look(db)
        return Inspection(
          superseded: !applied.isSubset(of: known),
          current: known.allSatisfy(applied.contains),
          empty: applied.isEmpty,
          lastVersion: String(last.prefix { $0 != ":" }),
          holdsGames: try tables.contains("gameResult")
            && Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM gameResult)") == true,
          applicationID: applicationID,
          foreign: HistoryMark.isForeign(
            applicationID: applicationID, holdsObjects: holdsObjects, ourMigrations: !applied.isDisjoint(with: known)))
      }
      return (inspection, reader)
    }
  }

  /// The name SQLite is given for the file at `path`: always a path. SQLite takes a name that
  /// begins with "file:" for a URI (`--db 'file:m.sqlite?mode=memory'` saved nothing, in memory);
  /// "./" before it keeps it the relative path it is.
  static func sqlitePath(_ path: String) -> String {
    path.hasPrefix("file:") ? "./" + path : path
  }

  /// The name to open `path` by for reading. A history in WAL mode can only be read with its
  /// `-shm` file, which SQLite cannot create in a folder the reader may not write to (a read-only
  /// history in a read-only folder). There, when neither `-shm` nor `-wal` exists, every change is
  /// in the main file and no writer can be at work (it would have made them), so the file is read
  /// as immutable, without those files. The same for a read-only file in a writable folder.
  static func readingPath(_ path: String) -> String {
    let files = FileManager.default
    let absolute = path.hasPrefix("/") ? path : (files.currentDirectoryPath as NSString).appendingPathComponent(path)
    let folder = DatabaseFile.folder(of: absolute)
    // Nor where the file is read-only: the -wal and -shm files SQLite made would be read-only too
    // and keep any later writer out, even once the file is made writable again.
    guard !files.isWritableFile(atPath: folder) || !files.isWritableFile(atPath: absolute),
      !files.fileExists(atPath: absolute + "-shm"),
      !files.fileExists(atPath: absolute + "-wal")
    else { return sqlitePath(path) }
    // An SQLite URI: % ? and # in the path are escaped.
    var escaped = ""
    for character in absolute {
      switch character {
      case "%": escaped += "%25"
      case "?": escaped += "%3f"
      case "#": escaped += "%23"
      default: escaped.append(character)
      }
    }
    return "file:\(escaped)?immutable=1"
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
    return configuration
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
