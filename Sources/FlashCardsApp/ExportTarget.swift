import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import Foundation

/// Where an export goes, decided before anything is written.
///
/// Standard output: without --output, with `--output -`, and with a path to the very file standard
/// output is (`/dev/stdout`, or the file it was redirected to), which is then written to straight:
/// that is what the user asked for, and a temporary file beside `/dev/stdout` could not be made (nor
/// should it be). Otherwise a regular file, written whole by `ExportSink`.
///
/// Refused, by whatever path (a symbolic or hard link, `x/../`), compared by device and inode: the
/// history and its own files (SQLite's, pending games, backups, their temporaries); a deck file
/// (any name ending in .deck, the deck exported, every deck in the folders the library searches);
/// and what is not a regular file (a folder, a FIFO, a device, a socket). A symbolic link at the
/// target is replaced by the file, never written through.
public enum ExportTarget: Equatable, Sendable {
  case standardOutput
  case file(String)

  /// What an export must never write over.
  public struct Protected: Sendable {
    /// The history's path as given (--db, $FLASHCARDS_DB or the default); nil when in memory.
    public var history: String?
    /// The deck exported, and every deck file in the folders the deck library searches.
    public var deckFiles: [String]

    public init(history: String?, deckFiles: [String]) {
      self.history = history
      self.deckFiles = deckFiles
    }
  }

  public static func choose(_ output: String?, protecting protected: Protected) throws(ExportError) -> ExportTarget {
    let standardOutput = FileStatus(descriptor: STDOUT_FILENO)
    guard let output, output != "-" else {
      // Redirected with >> (a > has already emptied it): appended to, the file would be damaged.
      if let standardOutput, standardOutput.kind == .regular {
        if let history = protected.history, historyFile(standardOutput, name: nil, in: nil, history: history) != nil {
          throw .standardOutputIsHistory(history: history)
        }
        if let deck = protected.deckFiles.first(where: { standardOutput.isSameFile(as: FileStatus(path: $0)) }) {
          throw .standardOutputIsDeck(deck: deck)
        }
      }
      return .standardOutput
    }
    let name = PathParts.name(of: output)
    if name.lowercased().hasSuffix("." + DeckLibrary.fileExtension) { throw .deckFileName(path: output) }
    let target = FileStatus(path: output)
    if let history = protected.history {
      let folder = FileStatus(path: folderOrWorkingDirectory(of: output))
      switch historyFile(target, name: name, in: folder, history: history) {
      case .history?: throw .isHistory(path: output)
      case .ownFile?: throw .belongsToHistory(path: output, history: history)
      case nil: break
      }
    }
    guard let target else { return .file(output) }
    if let deck = protected.deckFiles.first(where: { target.isSameFile(as: FileStatus(path: $0)) }) {
      throw .isDeckFile(path: output, deck: deck)
    }
    if target.isSameFile(as: standardOutput) { return .standardOutput }
    guard target.kind == .regular else { throw .notARegularFile(path: output, kind: target.kind) }
    return .file(output)
  }

  /// Where `output` (nil when not given) sends an export, protecting the context's history, the
  /// deck files of the folders it searches, and `deckFile`, the file of the deck exported.
  public static func choose(_ output: String?, in context: AppContext, deckFile: String? = nil) throws(ExportError)
    -> ExportTarget
  {
    let history = context.databasePath
    // A --decks folder that does not exist holds no deck: the other folders are still searched.
    let library =
      (try? context.deckLibrary())
      ?? (try? DeckLibrary.searching(decksFolder: nil, dataFolder: context.dataFolder)) ?? DeckLibrary(folders: [])
    return try choose(
      output,
      protecting: Protected(
        history: history == AppDatabase.inMemoryPath ? nil : history,
        deckFiles: (deckFile.map { [$0] } ?? []) + library.deckFilePaths))
  }

  private enum HistoryFile { case history, ownFile }

  /// Whether `file` is the history or one of its files: the same file as one of them, or (when
  /// `name` and its `folder` are given) a name of theirs in the history's folder. The history's
  /// path is looked at as given and with its symbolic links resolved: SQLite keeps its own files
  /// beside the file the links lead to.
  private static func historyFile(_ file: FileStatus?, name: String?, in folder: FileStatus?, history: String)
    -> HistoryFile?
  {
    for path in [history] + resolved(history) {
      if let file, file.isSameFile(as: FileStatus(path: path)) { return .history }
      if let file, AppDatabase.sqliteSuffixes.contains(where: { file.isSameFile(as: FileStatus(path: path + $0)) }) {
        return .ownFile
      }
      let historyName = PathParts.name(of: path)
      if let name, let folder, folder.isSameFile(as: FileStatus(path: folderOrWorkingDirectory(of: path))),
        AppDatabase.isOwnFile(named: name, ofHistoryNamed: historyName)
      {
        return name == historyName ? .history : .ownFile
      }
    }
    return nil
  }

  /// The path with every symbolic link resolved, when that differs from it.
  private static func resolved(_ path: String) -> [String] {
    guard let real = realpath(path, nil) else { return [] }
    defer { free(real) }
    let text = String(cString: real)
    return text == path ? [] : [text]
  }

  private static func folderOrWorkingDirectory(of path: String) -> String {
    let folder = PathParts.folder(of: path)
    return folder.isEmpty ? "." : folder
  }
}

/// A file's device, inode and kind, as stat(2) (following links) or fstat(2) give them.
private struct FileStatus {
  let device: UInt64
  let inode: UInt64
  let kind: FileKind

  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    self.init(status)
  }

  init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    self.init(status)
  }

  private init(_ status: stat) {
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
    kind = FileKind(mode: status.st_mode)
  }

  func isSameFile(as other: FileStatus?) -> Bool {
    other.map { $0.device == device && $0.inode == inode } ?? false
  }
}
