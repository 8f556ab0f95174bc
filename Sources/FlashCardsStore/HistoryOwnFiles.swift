/// The files that belong to a history besides the history itself, known by their names: what an
/// export must never write over.
extension AppDatabase {
  /// SQLite's files beside a history: its write-ahead log, shared memory and rollback journal.
  public static let sqliteSuffixes = ["-wal", "-shm", "-journal"]

  /// Whether the file named `name`, in the folder of the history named `history`, is that history
  /// or one of its files: SQLite's (`sqliteSuffixes`), a game kept pending, an upgrade backup, or
  /// the temporary file one of them is written under (`.NAME.….partial`).
  public static func isOwnFile(named name: String, ofHistoryNamed history: String) -> Bool {
    name == history
      || sqliteSuffixes.contains { name == history + $0 }
      || name.hasPrefix(history + PendingGameFolder.infix)
      || name.hasPrefix(history + HistoryOpening.backupInfix)
      || (name.hasPrefix("." + history) && name.hasSuffix(".partial"))
  }
}
