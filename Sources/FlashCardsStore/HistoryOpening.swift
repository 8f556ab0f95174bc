import FlashCardsCore
import Foundation
import GRDB

/// What opening a history did besides opening it, for the program to tell the player.
public struct OpeningReport: Sendable, Equatable {
  /// Where the file was copied before this opening upgraded it to a newer schema; nil when it was
  /// not upgraded, or when a sound copy of that version was there already (another process's).
  public var backupPath: String?
  /// The schema version the file had when this opening upgraded it ("v9"; "" for one older than
  /// versions are named), nil when it was not upgraded. A history read as it is, read-only, is
  /// upgraded in memory only: not this.
  public var upgradedFrom: String?
  /// The games kept in pending files (the history was busy when they ended), saved by this opening.
  public var savedPendingGames: [SavedPendingGame] = []
  /// The pending files this opening found and could not save: kept, and to be reported.
  public var rejectedPendingGames: [RejectedPendingGame] = []

  public init() {}
}

/// Opening a history: the file-system work before the store's queries can run. The path is checked
/// (no FIFO, device, dangling link or folder; writable when it is to be written), the file and its
/// folder are created readable by their owner only, the file is looked into before it is touched,
/// backed up before an upgrade, migrated, and the games kept in pending files beside it are saved.
/// What it did comes back as an `OpeningReport`.
public enum HistoryOpening {
  /// Opens the history at `path` (creating it and its folder on first use when `access` is
  /// `.readWrite`), or in memory for ":memory:". `player` (default: the login name; kept in NFC,
  /// see `PlayerName`) plays the games saved; `upgradeProgress` hears how far the long steps of
  /// an older history's upgrade have gone.
  public static func open(
    path: String, access: AppDatabase.Access = .readWrite, player: String? = nil,
    upgradeProgress: @escaping @Sendable (_ step: UpgradeStep, _ done: Int, _ total: Int) -> Void = { _, _, _ in }
  ) throws -> (database: AppDatabase, report: OpeningReport) {
    let player = PlayerName.normalized(player ?? AppDatabase.loginName)
    let upgrade = Migrations.Upgrade(progress: upgradeProgress)
    // A history opened with nothing to tell: in memory, not there yet, read as it is.
    func opened(
      _ writer: any DatabaseWriter, _ path: String?, migrated: Bool = false, upgrade: Migrations.Upgrade = .init()
    ) throws -> (database: AppDatabase, report: OpeningReport) {
      let database = try AppDatabase(writer: writer, path: path, player: player, migrated: migrated, upgrade: upgrade)
      return (database, OpeningReport())
    }
    if path == AppDatabase.inMemoryPath {
      return try opened(DatabaseQueue(configuration: AppDatabase.configuration), nil)
    }
    try DatabaseFile.refuseSpecialFile(path)
    if access == .readOnly && !FileManager.default.fileExists(atPath: path) {
      return try opened(DatabaseQueue(configuration: AppDatabase.configuration), path)
    }
    if access == .readWrite { try DatabaseFile.prepare(path) }
    try DatabaseFile.refuseDirectory(path)
    // A game that cannot be saved is not started: a file we may not write is said so now.
    if access == .readWrite { try DatabaseFile.refuseUnwritable(path) }

    // Look before touching: opening for writing changes the file (it switches it to WAL), and
    // a file that is refused, or only read, must be left as it was.
    let (look, reader) = try inspect(path)
    if look.foreign { throw StoreError.anotherProgramsDatabase(path: path) }
    if look.superseded { throw StoreError.newerSchema(path: path) }
    // Games another program wrote are counted in first: for real when the file may be written,
    // else in a copy in memory, as an older schema is read.
    let files = FileManager.default
    let handWrittenReadOnly =
      look.handWritten
      && !(files.isWritableFile(atPath: path) && files.isWritableFile(atPath: DatabaseFile.folder(of: path)))
    let readOnly = access == .readOnly && (!look.handWritten || handWrittenReadOnly)
    if readOnly && !look.handWritten && (look.current || look.readableAsIs || look.empty) {
      // The connection that looked is the one that reads: opening costs start-up time.
      return try opened(look.empty ? DatabaseQueue(configuration: AppDatabase.configuration) : reader, path)
    }
    if readOnly {
      // An older schema (or games another program wrote, in a file this may not write) is read
      // as it is: copied into memory, and the copy upgraded (and counted) there. The file is not
      // written (nor backed up), so a read-only one can be read too; `play` upgrades it.
      let copy = try DatabaseQueue(configuration: AppDatabase.configuration)
      try AppDatabase.wrap(path) { try reader.backup(to: copy) }
      let opened = try opened(copy, path, upgrade: upgrade)
      if look.handWritten { try opened.database.countHandWrittenGames(progress: upgradeProgress) }
      return opened
    }
    var report = OpeningReport()
    if !look.current && look.holdsGames {
      report.backupPath = try backUp(path, version: look.lastVersion)
    }
    if !look.current && !look.empty { report.upgradedFrom = look.lastVersion }
    let queue = try AppDatabase.wrap(path) {
      try AppDatabase.againWhileBusy {
        let queue = try DatabaseQueue(
          path: AppDatabase.sqlitePath(path), configuration: AppDatabase.writingConfiguration)
        try Migrations.migrate(queue, upgrade: upgrade)
        if look.applicationID != HistoryMark.applicationID { try HistoryMark.mark(queue) }
        return queue
      }
    }
    let database = try opened(queue, path, migrated: true).database
    // What the look found: a command pays no second look, and marks another program makes from
    // now on are counted by the next command.
    if look.handWritten { try database.countHandWrittenGames(progress: upgradeProgress) }
    (report.savedPendingGames, report.rejectedPendingGames) = database.savePendingGames(
      from: PendingGameFolder(history: path))
    return (database, report)
  }

  /// What a file holds, seen through a read-only connection.
  struct Inspection {
    /// Written by a newer FlashCards: it has migrations this build does not know.
    var superseded: Bool
    /// Every migration this build knows has been applied.
    var current: Bool
    /// Only migrations that readers do not need are missing (`Migrations.forWritersOnly`).
    var readableAsIs: Bool
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
    /// Another program wrote games since FlashCards last counted them (`Summaries.anyHandWritten`).
    var handWritten: Bool
  }

  /// What the file holds, and the read-only connection that looked.
  static func inspect(_ path: String) throws -> (Inspection, DatabaseQueue) {
    try AppDatabase.wrap(path) {
      try AppDatabase.againWhileBusy { try look(path) }
    }
  }

  private static func look(_ path: String) throws -> (Inspection, DatabaseQueue) {
    let reader = try DatabaseQueue(path: readingPath(path), configuration: AppDatabase.readOnlyConfiguration)
    let inspection = try reader.read { db in
      // Read once, in this read's snapshot: GRDB's appliedIdentifiers rethrows "no such table"
      // when another process creates grdb_migrations between its query and its check.
      let known = Migrations.identifiers
      // One look at the schema table (GRDB's tableExists loads the whole schema, twice here).
      let tables = try String.fetchSet(
        db,
        sql:
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('grdb_migrations', 'gameResult', 'handWritten')"
      )
      let applied =
        tables.contains("grdb_migrations")
        ? try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations") : []
      let last = known.last { applied.contains($0) } ?? ""
      let (applicationID, holdsObjects) = try HistoryMark.look(db)
      return Inspection(
        superseded: !applied.isSubset(of: known),
        current: known.allSatisfy(applied.contains),
        readableAsIs: !applied.isEmpty
          && known.allSatisfy { applied.contains($0) || Migrations.forWritersOnly.contains($0) },
        empty: applied.isEmpty,
        lastVersion: String(last.prefix { $0 != ":" }),
        holdsGames: try tables.contains("gameResult")
          && Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM gameResult)") == true,
        applicationID: applicationID,
        foreign: HistoryMark.isForeign(
          applicationID: applicationID, holdsObjects: holdsObjects, ourMigrations: !applied.isDisjoint(with: known)),
        handWritten: try tables.contains("handWritten") && Summaries.anyHandWritten(in: db))
    }
    return (inspection, reader)
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
    else { return AppDatabase.sqlitePath(path) }
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
}

extension AppDatabase {
  /// Counts again what derives from the games another program wrote (see `Summaries`), in one
  /// transaction; `progress` hears how many of their games are done.
  func countHandWrittenGames(
    progress: @escaping @Sendable (_ step: UpgradeStep, _ done: Int, _ total: Int) -> Void
  ) throws {
    try write { db in
      try Summaries.rebuildHandWritten(in: db) { progress(.handWrittenGames, $0, $1) }
    }
  }
}
