import Foundation

/// Where an export goes: standard output, or a file written under a temporary name in the same
/// folder and renamed over the target only once complete. Writes in 64 KiB blocks.
final class ExportSink {
  private let descriptor: Int32
  private let target: String?
  private let temporary: String?
  private var buffer: [UInt8] = []

  init(path: String?) throws {
    guard let path else {
      descriptor = STDOUT_FILENO
      target = nil
      temporary = nil
      return
    }
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(getpid()).partial"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw ExportError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    self.descriptor = descriptor
    self.target = path
    self.temporary = temporary
    buffer.reserveCapacity(1 << 16)
  }

  func write(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { try flush() }
  }

  /// Writes what is left; for a file, makes it durable and renames it over the target.
  func finish() throws {
    try flush()
    guard let target, let temporary else { return }
    guard fsync(descriptor) == 0, close(descriptor) == 0, rename(temporary, target) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw ExportError.cannotWrite(path: target, reason: reason)
    }
  }

  /// Removes the temporary file after a failure; the target is left as it was.
  func abandon() {
    guard let temporary else { return }
    close(descriptor)
    unlink(temporary)
  }

  private func flush() throws {
    var written = 0
    while written < buffer.count {
      let count = buffer[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        written += count
      } else if !(count < 0 && errno == EINTR) {
        throw ExportError.cannotWrite(path: target ?? "standard output", reason: String(cString: strerror(errno)))
      }
    }
    buffer.removeAll(keepingCapacity: true)
  }
}

enum ExportError: LocalizedError {
  case cannotWrite(path: String, reason: String)

  var errorDescription: String? {
    switch self {
    case .cannotWrite(let path, let reason):
      "Could not write '\(path.terminalSafe)': \(reason)."
    }
  }
}
