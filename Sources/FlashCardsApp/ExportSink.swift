import CSignals
import FlashCardsCore
import FlashCardsDecks
import Foundation

/// Where an export is written, in 64 KiB blocks: standard output, or a file written whole. A file
/// is written under a temporary name in its folder (a new file under a random name, never reached
/// through a link, private until complete), flushed to disk and renamed over the target only once
/// complete. The temporary is removed on every error (`abandon`), and by the signal handler when
/// SIGINT, SIGTERM, SIGHUP or SIGPIPE ends the program: an interrupted export leaves the target as
/// it was and nothing beside it.
public final class ExportSink {
  private struct File {
    var target: String
    var temporary: String
    var descriptor: Int32
    /// The mode of the file it replaces, else what a shell's `>` would give a new file.
    var mode: mode_t
  }

  private let toStandardOutput: Bool
  /// Nil for standard output, and once the file is finished or abandoned.
  private var file: File?
  private var buffer: [UInt8] = []
  private var pauseAfterFirstBlock = ExportTestHook.pause

  public init(_ target: ExportTarget) throws(ExportError) {
    buffer.reserveCapacity(1 << 16)
    guard case .file(let path) = target else {
      toStandardOutput = true
      return
    }
    toStandardOutput = false
    var created: UnsafeMutablePointer<CChar>?
    let descriptor = flashcards_temporary_create(PathParts.folder(of: path), PathParts.name(of: path), &created)
    guard descriptor >= 0, let created else { throw .cannotWrite(path: path, reason: Self.creationFailure(errno)) }
    defer { free(created) }
    var existing = stat()
    let mode = stat(path, &existing) == 0 ? existing.st_mode & 0o777 : flashcards_new_file_mode()
    file = File(target: path, temporary: String(cString: created), descriptor: descriptor, mode: mode)
  }

  /// Writes an export to `target` by `body`: finished when it returns, abandoned when it throws.
  public static func export(to target: ExportTarget, _ body: (ExportSink) throws -> Void) throws {
    let sink = try ExportSink(target)
    do {
      try body(sink)
      try sink.finish()
    } catch {
      sink.abandon()
      throw error
    }
  }

  public func write(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= 1 << 16 { try flush() }
  }

  /// Writes what is left; for a file, makes it durable and renames it over the target.
  public func finish() throws {
    try flush()
    guard let file else { return }
    self.file = nil
    var failure: Int32 = 0
    if fchmod(file.descriptor, file.mode) != 0 || fsync(file.descriptor) != 0 { failure = errno }
    if close(file.descriptor) != 0 && failure == 0 { failure = errno }
    if failure == 0 && rename(file.temporary, file.target) != 0 { failure = errno }
    guard failure == 0 else {
      flashcards_temporary_remove(file.temporary)
      throw ExportError.cannotWrite(path: file.target, reason: SystemErrorReason.reason(for: failure))
    }
    flashcards_temporary_forget(file.temporary)
  }

  /// Removes the temporary file after a failure; the target is left as it was.
  public func abandon() {
    guard let file else { return }
    self.file = nil
    close(file.descriptor)
    flashcards_temporary_remove(file.temporary)
  }

  private func flush() throws {
    defer { buffer.removeAll(keepingCapacity: true) }
    if toStandardOutput {
      guard StandardOutput.write(bytes: buffer) else { throw StandardOutput.Failure() }
      return
    }
    guard let file else { return }
    guard StandardStreams.write(bytes: buffer, to: file.descriptor) else {
      throw ExportError.cannotWrite(path: file.target, reason: SystemErrorReason.reason(for: errno))
    }
    if let seconds = pauseAfterFirstBlock {
      pauseAfterFirstBlock = nil
      Thread.sleep(forTimeInterval: seconds)
    }
  }

  /// Why no temporary file could be made in the target's folder.
  private static func creationFailure(_ error: Int32) -> String {
    switch error {
    case ENOENT: "the folder does not exist"
    case EACCES, EPERM, EROFS: "its folder cannot be written to (\(SystemErrorReason.reason(for: error)))"
    default: SystemErrorReason.reason(for: error)
    }
  }
}

/// For the tests only: FLASHCARDS_TEST_PAUSE_IN_EXPORT=SECONDS pauses an export to a file after its
/// first block is written to the temporary file, so that a test can signal it in the middle.
enum ExportTestHook {
  static var pause: Double? {
    ProcessInfo.processInfo.environment["FLASHCARDS_TEST_PAUSE_IN_EXPORT"].flatMap(Double.init)
  }
}
