import FlashCardsDecks
import Foundation
import Synchronization

/// Standard output and error, written with write(2). FileHandle's write traps on an error, so a
/// terminal closed under the program (EIO) crashed it before the game could be saved; here the
/// text is lost instead, and the program carries on with what matters. The first error is kept,
/// and `SafeMain` ends the run with it (`exitIfNotWritten`): output that could not be written is
/// never a success.
public enum StandardOutput {
  public static func write(_ text: String) {
    _ = write(bytes: Array(text.utf8))
  }

  /// False, and the error kept, when not all of `bytes` could be written.
  public static func write(bytes: [UInt8]) -> Bool {
    guard StandardStreams.write(bytes: bytes, to: STDOUT_FILENO) else {
      let error = errno
      _ = firstError.compareExchange(expected: 0, desired: error == 0 ? EIO : error, ordering: .relaxed)
      return false
    }
    return true
  }

  /// Thrown by a writer that cannot go on without its output (an export): the run ends as
  /// `exitIfNotWritten` says.
  public struct Failure: Error {
    public init() {}
  }

  /// Flushes what `print` buffered; when that or any earlier write to standard output failed, ends
  /// the program with `status`, by default (a command that succeeded) 1, with one line on standard
  /// error. A closed pipe (a reader such as `head` that has read enough) ends it quietly, by
  /// default with 128 + SIGPIPE: the status SIGPIPE itself gives, when it is not ignored.
  public static func exitIfNotWritten(status: Int32? = nil) {
    errno = 0
    if fflush(nil) != 0 {
      let error = errno
      _ = firstError.compareExchange(expected: 0, desired: error == 0 ? EIO : error, ordering: .relaxed)
    }
    let error = firstError.load(ordering: .relaxed)
    guard error != 0 else { return }
    if error == EPIPE { Foundation.exit(status ?? 128 + SIGPIPE) }
    StandardError.write("Error: Cannot write to standard output: \(SystemErrorReason.reason(for: error)).\n")
    Foundation.exit(status ?? 1)
  }

  private static let firstError = Atomic<Int32>(0)
}

public enum StandardError {
  public static func write(_ text: String) {
    StandardStreams.write(text, to: STDERR_FILENO)
  }
}

public enum StandardStreams {
  /// Writes all of `text`; false when an error (EPIPE, EIO) stopped it part way.
  @discardableResult
  public static func write(_ text: String, to descriptor: Int32) -> Bool {
    write(bytes: Array(text.utf8), to: descriptor)
  }

  /// Writes all of `bytes`; false, with errno set, when an error stopped it part way.
  public static func write(bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        written += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        if count == 0 { errno = EIO }
        return false
      }
    }
    return true
  }
}
