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
    let folder = (path as NSString).deletingLastPathComponent
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
    if !files.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) {
      throw StoreError.other(path: path, reason: "the file cannot be created in its folder")
    }
  }

  /// The nearest existing ancestor of `folder` (itself included) when it is not a folder.
  private static func firstFileOnTheWay(to folder: String) -> String? {
    var candidate = folder
    while !candidate.isEmpty && candidate != "/" {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) {
        return isDirectory.boolValue ? nil : candidate
      }
      candidate = (candidate as NSString).deletingLastPathComponent
    }
    return nil
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
