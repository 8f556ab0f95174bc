import Foundation

/// Where the decks that ship with FlashCards are: `share/flashcards/bundled-decks` beside the
/// installed binary (`make install`), or the package's `Decks` folder for a binary built in the
/// source tree. Never `share/flashcards/decks`: under `PREFIX=~/.local` that is the player's own
/// folder, and `make uninstall` must not touch a deck the player made there.
public enum BundledDecks {
  public static var folder: String? {
    candidates.first { FileManager.default.fileExists(atPath: $0) }
  }

  /// The folder's name under `PREFIX/share/flashcards`; Scripts/install-files installs there.
  public static let installedFolderName = "bundled-decks"

  static var candidates: [String] {
    var folders: [String] = []
    // Absolute paths, cut at their slashes: `URL`'s path operations cost more than the rest.
    if let executable = executablePath {
      folders.append(parent(parent(executable)) + "/share/flashcards/\(installedFolderName)")
    }
    // Sources/FlashCardsDecks/BundledDecks.swift → the package root.
    folders.append(parent(parent(parent(#filePath))) + "/Decks")
    return folders
  }

  /// "/a/b" for "/a/b/c", "" for "/a" (so that the root's children read "/…").
  private static func parent(_ path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    return String(path[..<slash])
  }

  /// The running binary's path, symbolic links resolved. On Linux the kernel's own link to it,
  /// resolved: `Bundle.main` and `resolvingSymlinksInPath()` cost every `review` far more for the
  /// same path.
  private static var executablePath: String? {
    #if os(Linux)
      guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
    #else
      return Bundle.main.executableURL?.resolvingSymlinksInPath().path
    #endif
  }
}
