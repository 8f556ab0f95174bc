import Foundation

/// Runs `body` with a new, empty folder that is removed afterwards, so that every test has
/// its own database files.
@discardableResult
public func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("FlashCardsTests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

/// The permission bits of a file or folder, e.g. 0o600.
public func permissions(of path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return ((attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
}
