import FlashCardsApp
import Foundation
import TestSupport

/// A test's own folder as a player's machine: a history in `real/`, a --decks folder `decks/`
/// holding the deck `mine`, a data folder `data/` (the player's own decks), and a context that
/// names them and keeps the notes said to the player.
final class AppFolder: @unchecked Sendable {
  let root: String
  private let lock = NSLock()
  private var said: [String] = []

  init() throws {
    root =
      FileManager.default.temporaryDirectory.appendingPathComponent("FlashCardsAppTests-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try write("decks/mine.deck", "name: mine\nfront = back\n")
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func path(_ name: String) -> String { (root as NSString).appendingPathComponent(name) }

  var history: String { path("real/history.sqlite") }

  /// The history, the deck folders and `player`; notes are kept in `notes`.
  func context(player: String = "ann", history: String? = nil) -> AppContext {
    AppContext(
      databasePath: history ?? self.history, decksFolder: path("decks"), dataFolder: path("data/flashcards"),
      player: player, note: { [self] line in lock.withLock { said.append(line) } })
  }

  /// Every note said to the player so far, in order.
  var notes: [String] { lock.withLock { said } }

  @discardableResult
  func write(_ name: String, _ contents: String) throws -> String {
    let path = path(name)
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try contents.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: name.hasPrefix("/") ? name : path(name), encoding: .utf8)
  }

  /// The names in `folder`, sorted; none when it does not exist.
  func names(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []).sorted()
  }
}
