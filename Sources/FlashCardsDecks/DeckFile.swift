import FlashCardsCore
import Foundation

/// Reads deck files with limits: a regular file only (a FIFO would block, /dev/zero never end),
/// and never more than `sizeLimit` bytes, so one odd file in a deck folder cannot stall a command.
public enum DeckFile {
  /// 10 MB: a hundred times the largest bundled deck, far beyond any deck a person writes.
  public static let sizeLimit = 10_000_000
  /// What finding a deck by name reads of each file: its header comes first and is short.
  public static let headerLimit = 64 * 1024

  /// The file's bytes, or its first `limit` bytes.
  public static func read(_ path: String, upTo limit: Int = sizeLimit) throws(DeckLoadError) -> [UInt8] {
    // O_NONBLOCK: opening a FIFO to read must not wait for a writer; fstat then refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: SystemErrorReason.reason(for: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .unreadable(path: path, reason: SystemErrorReason.reason(for: errno))
    }
    let kind = FileKind(mode: info.st_mode)
    guard kind == .regular else { throw .unreadable(path: path, reason: "it is \(kind.described), not a deck file") }
    let size = Int(info.st_size)
    if limit >= sizeLimit && size > sizeLimit { throw .tooLarge(path: path, bytes: size) }
    var bytes = [UInt8](repeating: 0, count: min(size, limit))
    var filled = 0
    while filled < bytes.count {
      let count = bytes[filled...].withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count >= 0 else { throw .unreadable(path: path, reason: SystemErrorReason.reason(for: errno)) }
      if count == 0 { break }  // The file shrank while being read.
      filled += count
    }
    return Array(bytes[..<filled])
  }
}
