import Foundation

/// Where the decks that ship with FlashCards are: `share/flashcards/decks` beside the installed
/// binary (`make install`), or the package's `Decks` folder for a binary built in the source tree.
public enum BundledDecks {
  public static var folder: String? {
    candidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  static var candidates: [String] {
    var folders: [String] = []
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      let prefix = executable.deletingLastPathComponent().deletingLastPathComponent()
      folders.append(prefix.appendingPathComponent("share/flashcards/decks").path)
    }
    // Sources/FlashCardsDecks/BundledDecks.swift → the package root.
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    folders.append(packageRoot.appendingPathComponent("Decks").path)
    return folders
  }
}
