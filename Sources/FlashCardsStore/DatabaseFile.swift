import CSignals
import FlashCardsCore
import Foundation

/// Checks and creation of the database file, done before SQLite sees the path so that
/// problems are named plainly and a new history is private to its owner.
enum DatabaseFile {
  static func prepare(_ path: String) throws {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { throw StoreError.isDirectory(path: path) }
      return
    }
    let folder = DatabaseFile.folder(of: path)
    if let blocking = firstFileOnTheWay(to: folder) {
      throw StoreError.cannotCreateFolder(path: folder, reason: "'\(blocking)' is a file, not a folder")
    }
    if !folder.isEmpty && !files.fileExists(atPath: folder) {
      do {
        try files.createDirectory(
          atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      } catch {
        throw StoreError.cannotCreateFolder(path: folder, reason: reason(for: error))
      }
    }
    // SQLite gives the -wal and -shm files the permissions of the database file.
    if createPrivately(path) == nil {
      throw StoreError.other(path: path, reason: "the file cannot be created in its folder")
    }
  }

  /// Creates an empty file readable by its owner only: true if created, false if it already
  /// existed, nil if it cannot be created. O_EXCL: another process may have created the file since
  /// it was looked for, and may be writing to it already (FileManager.createFile would replace it
  /// with an empty file, and that process's games with it).
  static func createPrivately(_ path: String) -> Bool? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    if descriptor >= 0 {
      close(descriptor)
      return true
    }
    return errno == EEXIST ? false : nil
  }

  /// The nearest existing ancestor of `folder` (itself included) when it is not a folder.
  private static func firstFileOnTheWay(to folder: String) -> String? {
    var candidate = folder
    while !candidate.isEmpty && candidate != "/" {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
        return isDirectory.boolValue ? nil : candidate
      }
      candidate = DatabaseFile.folder(of: candidate)
    }
    return nil
  }

  /// The folder part of a path, "" for a bare file name.
  static func folder(of path: String) -> String {
    PathParts.folder(of: path)
  }

  /// Refuses what SQLite would hang on or misreport: a FIFO (opening it waits for a writer for
  /// ever), a device or a socket, and a symbolic link to nothing (SQLite says "read-only").
  static func refuseSpecialFile(_ path: String) throws {
    var link = stat()
    guard lstat(path, &link) == 0 else { return }
    var target = stat()
    guard stat(path, &target) == 0 else {
      if link.st_mode & S_IFMT == S_IFLNK {
        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        throw StoreError.danglingLink(path: path, target: destination)
      }
      return
    }
    let kind = FileKind(mode: target.st_mode)
    switch kind {
    case .namedPipe, .device, .socket: throw StoreError.notAFile(path: path, kind: kind.described)
    default: return
    }
  }

  /// Refuses a file that exists and that this user may not write (a read-only history in a
  /// writable folder), before a game is played that could not be saved. A history busy with
  /// another program is no reason: the game waits for it when saved.
  static func refuseUnwritable(_ path: String) throws {
    if access(path, F_OK) == 0 && access(path, W_OK) != 0 && (errno == EACCES || errno == EROFS) {
      throw StoreError.readOnly(path: path)
    }
  }

  static func refuseDirectory(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw StoreError.isDirectory(path: path)
    }
  }

  private static func reason(for error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, let message = strerror(Int32(code)) {
      return String(cString: message).lowercased()
    }
    return "permission denied or not a folder"
  }
}

extension DatabaseFile {
  /// Writes `data` to a new file at `path`, readable by its owner only, in full or not at all: it is
  /// written and flushed to disk under a temporary name beside it (created afresh, never through a
  /// link, removed if a signal ends the program meanwhile), then renamed into place.
  static func writePrivately(_ data: Data, to path: String) throws {
    let (descriptor, temporary) = try createTemporary(beside: path)
    var written = 0
    let complete = data.withUnsafeBytes { bytes -> Bool in
      guard let start = bytes.baseAddress else { return fsync(descriptor) == 0 }
      while written < bytes.count {
        let count = write(descriptor, start + written, bytes.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        written += count
      }
      return fsync(descriptor) == 0
    }
    close(descriptor)
    guard complete, rename(temporary, path) == 0 else {
      flashcards_temporary_remove(temporary)
      throw POSIXError(.EIO)
    }
    flashcards_temporary_forget(temporary)
  }

  /// A new file beside `path`, readable by its owner only, under a name nobody can guess, created
  /// never through a link, and removed if a signal ends the program before it is renamed into place
  /// (`flashcards_temporary_forget`) or removed (`flashcards_temporary_remove`).
  static func createTemporary(beside path: String) throws -> (descriptor: Int32, path: String) {
    var created: UnsafeMutablePointer<CChar>?
    let descriptor = flashcards_temporary_create(folder(of: path), PathParts.name(of: path), &created)
    guard descriptor >= 0, let created else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { free(created) }
    return (descriptor, String(cString: created))
  }
}
