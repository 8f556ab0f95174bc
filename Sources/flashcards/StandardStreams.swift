import Foundation

/// Standard output and error, written with write(2). FileHandle's write traps on an error, so a
/// terminal closed under the program (EIO) crashed it before the game could be saved; here the
/// text is lost instead, and the program carries on with what matters.
enum StandardOutput {
  static func write(_ text: String) {
    StandardStreams.write(text, to: STDOUT_FILENO)
  }
}

enum StandardError {
  static func write(_ text: String) {
    StandardStreams.write(text, to: STDERR_FILENO)
  }
}

enum StandardStreams {
  /// Writes all of `text`; false when an error (EPIPE, EIO) stopped it part way.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes = bytes.dropFirst(count)
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return false
      }
    }
    return true
  }
}
