import FlashCardsCore
import Foundation

extension DeckLibrary {
  /// The player's own deck folder: `decks` in the data folder.
  public static func playerFolder(in dataFolder: String) -> String {
    (dataFolder as NSString).appendingPathComponent("decks")
  }

  /// The folders searched, first first: `--decks` when given (it must exist), the player's own
  /// folder, then the bundled decks.
  public static func searching(decksFolder: String?, dataFolder: String) throws(DeckLoadError) -> DeckLibrary {
    var folders: [Folder] = []
    if let decksFolder {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: decksFolder, isDirectory: &isDirectory), isDirectory.boolValue
      else { throw .noSuchFolder(path: decksFolder) }
      folders.append(Folder(path: decksFolder, label: Folder.decksOptionLabel))
    }
    folders.append(Folder(path: playerFolder(in: dataFolder), label: Folder.playerLabel))
    if let bundled = BundledDecks.folder {
      folders.append(Folder(path: bundled, label: Folder.bundledLabel))
    }
    return DeckLibrary(folders: folders)
  }

  /// For a name that names no deck: the deck name nearest to it, if one is near.
  public func suggestion(for name: String) -> String? {
    let names = listings().flatMap { $0.names.map(\.name) }
    guard !names.contains(where: { DeckName.key($0) == DeckName.key(name) }) else { return nil }
    return DeckLibrary.closest(to: name, in: names)
  }
}
