import Foundation

/// An exclusive lock on a folder (flock(2) on the folder itself, no lock file), held while a deck's
/// names are checked and its file written: two imports at once cannot both find a name free and
/// both take it. The lock goes with the descriptor, so a process that dies releases it.
enum FolderLock {
  static func holding<Result>(
    _ folder: String, _ body: () throws(DeckWriteError) -> Result
  ) throws(DeckWriteError) -> Result {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotWrite(path: folder, reason: SystemErrorReason.reason(for: errno)) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .cannotWrite(path: folder, reason: SystemErrorReason.reason(for: errno)) }
    }
    return try body()
  }
}
