import FlashCardsCore
import Foundation

/// The games a history has not taken yet, each kept as a JSON file beside it
/// (`HISTORY.pending-UUID.json`, readable by its owner only): a game that ended while the history
/// was busy waits there until an opening of the history for writing saves it. The folder lists,
/// writes, reads, checks and removes those files; it knows nothing of the history's tables.
///
/// Anything can be in such a file (it sits beside the history, and another program or a prankster
/// may have written it): a file is read without trusting it, and one that holds no game
/// FlashCards can save is moved aside (`….rejected`), kept, and reported.
struct PendingGameFolder {
  /// The history the files belong to.
  let history: String

  static let infix = ".pending-"
  static let rejectedSuffix = ".rejected"

  /// What reading a pending file found.
  enum Reading: Equatable {
    /// A game, checked (see `FinishedGame.check`).
    case game(FinishedGame)
    /// Saved and removed by another process since the folder was listed.
    case gone
    /// Not a game that can be saved: kept, moved aside or where it is, and why.
    case rejected(RejectedPendingGame)
  }

  /// Writes `game` to a new pending file, in full or not at all, and returns its path.
  func keep(_ game: FinishedGame) throws -> String {
    let file = "\(history)\(PendingGameFolder.infix)\(UUID().uuidString).json"
    do {
      try DatabaseFile.writePrivately(JSONEncoder().encode(game), to: file)
    } catch {
      throw StoreError.notKept(path: history, pending: file)
    }
    return file
  }

  /// The pending files, in the order of their names (neither a rejected one nor another history's).
  func files() -> [String] {
    let folder = DatabaseFile.folder(of: history)
    let prefix = (history as NSString).lastPathComponent + PendingGameFolder.infix
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
      .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
  }

  /// The game in `file`, checked; a file that holds none is moved aside (or, when this user may
  /// not read it, left where it is: it may be another user's, on a shared history, that their
  /// next game saves).
  func read(_ file: String) -> Reading {
    switch PendingGameFolder.contents(of: file) {
    case .gone:
      return .gone
    case .unreadable(let reason):
      return .rejected(RejectedPendingGame(file: file, keptAs: file, reason: reason))
    case .refused(let reason):
      return .rejected(reject(file, reason: reason))
    case .data(let data):
      do {
        return .game(try FinishedGame.pending(data))
      } catch {
        return .rejected(reject(file, reason: error.reason))
      }
    }
  }

  /// Whether `file` is still there (another process may have saved and removed it).
  func holds(_ file: String) -> Bool {
    FileManager.default.fileExists(atPath: file)
  }

  /// Removes `file` once its game is in the history.
  func remove(_ file: String) {
    try? FileManager.default.removeItem(atPath: file)
  }

  /// Renames a bad pending file to `file.rejected` (or `file.rejected-2`…: an existing file is
  /// never replaced), so that it is kept but no longer tried; reports where it went.
  func reject(_ file: String, reason: String) -> RejectedPendingGame {
    for attempt in 1...100 {
      let target = file + PendingGameFolder.rejectedSuffix + (attempt == 1 ? "" : "-\(attempt)")
      // A hard link claims the new name only if it is free; then the old name goes.
      if link(file, target) == 0 {
        unlink(file)
        return RejectedPendingGame(file: file, keptAs: target, reason: reason)
      }
      if errno == EEXIST { continue }
      if errno == ENOENT { break }
      // No hard links here (some file systems): a rename, once the name is seen free.
      if access(target, F_OK) != 0, rename(file, target) == 0 {
        return RejectedPendingGame(file: file, keptAs: target, reason: reason)
      }
      break
    }
    return RejectedPendingGame(file: file, keptAs: file, reason: reason)
  }

  private enum Contents {
    case data(Data)
    case gone
    /// This user may not read it. It is left where it is.
    case unreadable(reason: String)
    /// No file FlashCards writes: a link, a FIFO, a folder, or too large. It is moved aside.
    case refused(reason: String)
  }

  /// The file's bytes, if it is a regular file of a sensible size. Opened without following a
  /// symbolic link and without waiting (a FIFO named like a pending file would block a read for
  /// ever), then checked through the open descriptor.
  private static func contents(of file: String) -> Contents {
    let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .gone }
      if errno == ELOOP { return .refused(reason: "it is a symbolic link, not a file FlashCards writes") }
      return .unreadable(reason: "it cannot be read (\(String(cString: strerror(errno)).lowercased()))")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .refused(reason: "it is not a regular file")
    }
    guard status.st_size <= FinishedGame.largestFile else {
      return .refused(reason: "it is \(status.st_size) bytes long, larger than any game")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else {
        return .unreadable(reason: "it cannot be read (\(String(cString: strerror(errno)).lowercased()))")
      }
      if count == 0 { return .data(data) }
      data.append(contentsOf: buffer[0..<count])
      guard data.count <= FinishedGame.largestFile else { return .refused(reason: "it is larger than any game") }
    }
  }
}
