import CSignals
import FlashCardsCore
import Foundation

/// Writes a file whole or not at all: the text goes to a temporary file in the same folder (a new
/// file under a random name, never reached through a link), is flushed to disk, then takes the
/// file's name in one step, so a crash, a full disk or a second writer never leaves half a file
/// under the name, and a signal that ends the program leaves no temporary file.
public enum AtomicFile {
  /// Thrown untyped: a typed `catch .failed(let reason)` crashed the Swift 6.3 compiler, then
  /// miscompiled (a crash at run time) in the commands that write with it.
  public enum Failure: Error {
    case exists
    case failed(reason: String)
  }

  /// Writes `text` at `path`. Without `replacing`, an existing file is left alone and `.exists`
  /// thrown; the check and the write are one step (`link` fails if the name is taken).
  public static func write(_ text: String, to path: String, replacing: Bool, permissions: mode_t = 0o644) throws {
    var created: UnsafeMutablePointer<CChar>?
    let descriptor = flashcards_temporary_create(PathParts.folder(of: path), PathParts.name(of: path), &created)
    guard descriptor >= 0, let created else {
      throw Failure.failed(reason: errno == ENOENT ? "the folder does not exist" : SystemErrorReason.reason(for: errno))
    }
    let temporary = String(cString: created)
    free(created)
    // Removed whatever happens once it is written, renamed or linked into place; by the signal
    // handler when a signal ends the program first.
    defer { flashcards_temporary_remove(temporary) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let error = errno
        close(descriptor)
        throw Failure.failed(reason: SystemErrorReason.reason(for: error))
      }
      written += count
    }
    fchmod(descriptor, permissions)
    let synced = fsync(descriptor) == 0
    let syncError = errno
    close(descriptor)
    guard synced else { throw Failure.failed(reason: SystemErrorReason.reason(for: syncError)) }
    if replacing {
      guard rename(temporary, path) == 0 else { throw Failure.failed(reason: SystemErrorReason.reason(for: errno)) }
    } else {
      guard link(temporary, path) == 0 else {
        if errno == EEXIST { throw Failure.exists }
        throw Failure.failed(reason: SystemErrorReason.reason(for: errno))
      }
    }
  }
}
