import CSignals
import Foundation
import GRDB
import Synchronization

/// The copy of a history made before it is upgraded: `FILE.backup-VERSION`, named after the
/// schema version it holds.
extension HistoryOpening {
  /// Copies the file aside and returns the copy's path, or nil when a sound backup of that version
  /// is already there (an earlier attempt's, or another process's at this moment): only the
  /// process that made the copy tells about it. The copy is written under a temporary name with
  /// SQLite's backup API (a consistent copy even while another process writes), checked (it opens,
  /// SQLite finds it sound, it holds as many games as the file) and only then renamed into place:
  /// a copy cut short by a kill or a full disk is never taken for a backup, and an empty or
  /// damaged file of that name is replaced. Throws when no whole copy could be made: the upgrade
  /// does not start without one.
  static func backUp(_ path: String, version: String) throws -> String? {
    let backup = "\(path)\(backupInfix)\(version.isEmpty ? "old" : version)"
    if isSoundHistory(backup) { return nil }
    let temporary: String
    do {
      let created = try DatabaseFile.createTemporary(beside: backup)
      close(created.descriptor)
      temporary = created.path
    } catch {
      throw StoreError.cannotBackUp(path: path, backup: backup)
    }
    // SQLite's own files beside the copy go with it, on a signal too.
    let sqliteFiles = ["-journal", "-wal", "-shm"].map { temporary + $0 }
    for file in sqliteFiles { _ = flashcards_temporary_watch(file) }
    defer { for file in [temporary] + sqliteFiles { flashcards_temporary_remove(file) } }
    do {
      let source = try DatabaseQueue(
        path: AppDatabase.sqlitePath(path), configuration: AppDatabase.readOnlyConfiguration)
      let copy = try DatabaseQueue(path: AppDatabase.sqlitePath(temporary))
      try source.backup(to: copy, pagesPerStep: 64) { _ in BackupTestHook.pause() }
      // A copy of a WAL file is in WAL mode: back to a single file, so that it is whole alone.
      try copy.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = DELETE") }
      try copy.close()
      let games = try source.read(gameCount)
      try source.close()
      guard isSoundHistory(temporary, games: games) else { throw StoreError.cannotBackUp(path: path, backup: backup) }
    } catch {
      throw StoreError.cannotBackUp(path: path, backup: backup)
    }
    // link() does not replace: a sound backup another process made meanwhile is kept. A file of
    // that name that is not one (found above) is replaced.
    if link(temporary, backup) == 0 { return backup }
    let exists = errno == EEXIST
    if exists && isSoundHistory(backup) { return nil }
    guard exists, rename(temporary, backup) == 0 else {
      throw StoreError.cannotBackUp(path: path, backup: backup)
    }
    return backup
  }

  static let backupInfix = ".backup-"

  /// An SQLite file that opens, passes SQLite's integrity check and holds a history (with `games`
  /// games, when given).
  static func isSoundHistory(_ path: String, games: Int? = nil) -> Bool {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
      let queue = try? DatabaseQueue(
        path: AppDatabase.sqlitePath(path), configuration: AppDatabase.readOnlyConfiguration)
    else { return false }
    defer { try? queue.close() }
    let sound = try? queue.read { db in
      let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      let count = try gameCount(db)
      return integrity == ["ok"] && (games == nil || count == games)
    }
    return sound == true
  }

  private static func gameCount(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult") ?? 0
  }
}

/// For the tests only: FLASHCARDS_TEST_PAUSE_IN_BACKUP=SECONDS pauses the first step of a backup,
/// after its first pages are written, so that a test can kill the program in the middle of one.
enum BackupTestHook {
  static func pause() {
    guard let seconds = ProcessInfo.processInfo.environment["FLASHCARDS_TEST_PAUSE_IN_BACKUP"].flatMap(Double.init),
      !paused.exchange(true, ordering: .relaxed)
    else { return }
    Thread.sleep(forTimeInterval: seconds)
  }

  private static let paused = Atomic(false)
}
