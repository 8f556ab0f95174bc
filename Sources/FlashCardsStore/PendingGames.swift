import FlashCardsCore
import Foundation
import GRDB

/// A pending game saved when the history was opened.
public struct SavedPendingGame: Sendable, Equatable {
  public var id: Int64
  public var deck: String
  public var file: String
}

/// A pending file that was not saved, and is kept: moved aside under another name when it holds
/// no game FlashCards can save, or left where it is when it cannot be read (it may be another
/// user's, on a shared history, that their next game saves).
public struct RejectedPendingGame: Sendable, Equatable {
  public var file: String
  /// Where it is now: `file` + ".rejected", or `file` itself when it was not moved.
  public var keptAs: String
  /// Why, in words: "its date '…' is not a date from 1970 to 9999".
  public var reason: String
}

extension AppDatabase {
  static let rejectedSuffix = ".rejected"

  /// Saves the games kept in pending files, each in its own transaction, and removes their files.
  /// Each file is read and checked first (see `FinishedGame.check`); one that is bad is moved aside
  /// and reported, and the others are still saved. A game already in the history (by its identity:
  /// saved by another process, or by a run that stopped before it removed the file) is not saved
  /// twice. While the history is busy, the files wait for the next opening.
  func savePendingGames() -> (saved: [SavedPendingGame], rejected: [RejectedPendingGame]) {
    guard let path else { return ([], []) }
    var saved: [SavedPendingGame] = []
    var rejected: [RejectedPendingGame] = []
    for file in AppDatabase.pendingFiles(of: path) {
      let game: FinishedGame
      switch PendingFile.read(file) {
      case .gone:
        continue
      case .unreadable(let reason):
        rejected.append(RejectedPendingGame(file: file, keptAs: file, reason: reason))
        continue
      case .refused(let reason):
        rejected.append(PendingFile.moveAside(file, reason: reason))
        continue
      case .data(let data):
        do {
          game = try FinishedGame.pending(data)
        } catch {
          rejected.append(PendingFile.moveAside(file, reason: error.reason))
          continue
        }
      }
      do {
        let result = try writer.write { db -> (id: Int64, inserted: Bool)? in
          // Checked holding the write lock: another process may have saved it and removed it meanwhile.
          guard FileManager.default.fileExists(atPath: file) else { return nil }
          return try game.insert(db, player: player)
        }
        try? FileManager.default.removeItem(atPath: file)
        if let result, result.inserted { saved.append(SavedPendingGame(id: result.id, deck: game.deck, file: file)) }
      } catch let error as DatabaseError where PendingFile.refusesTheGame(error) {
        rejected.append(PendingFile.moveAside(file, reason: "the history refused it (\(error.message ?? "\(error.resultCode)"))"))
      } catch {
        // Busy, or the file system: the rest wait for the next opening.
        break
      }
    }
    return (saved, rejected)
  }
}

/// Reading a pending file without trusting it, and moving a bad one aside.
enum PendingFile {
  enum Contents {
    case data(Data)
    /// Saved and removed by another process since the folder was listed.
    case gone
    /// This user may not read it: it may be another user's, on a shared history, that their
    /// next game saves. It is left where it is.
    case unreadable(reason: String)
    /// No file FlashCards writes: a link, a FIFO, a folder, or too large. It is moved aside.
    case refused(reason: String)
  }

  /// The file's bytes, if it is a regular file of a sensible size. Opened without following a
  /// symbolic link and without waiting (a FIFO named like a pending file would block a read for
  /// ever), then checked through the open descriptor.
  static func read(_ file: String) -> Contents {
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

  /// Renames a bad pending file to `file.rejected` (or `file.rejected-2`…: an existing file is
  /// never replaced), so that it is kept but no longer tried; reports where it went.
  static func moveAside(_ file: String, reason: String) -> RejectedPendingGame {
    for attempt in 1...100 {
      let target = file + AppDatabase.rejectedSuffix + (attempt == 1 ? "" : "-\(attempt)")
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

  /// An error that says the game itself cannot go in (a constraint or a value SQLite refuses),
  /// not that the history cannot be written now.
  static func refusesTheGame(_ error: DatabaseError) -> Bool {
    [.SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_TOOBIG, .SQLITE_RANGE].contains(error.resultCode)
  }
}
