import Foundation

/// Runs `body` with a new, empty folder that is removed afterwards, so that every test has
/// its own database files.
@discardableResult
func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("FlashCardsUITests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}
