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
      folders.append(Folder(path: decksFolder, label: "--decks"))
    }
    folders.append(Folder(path: playerFolder(in: dataFolder), label: "yours"))
    if let bundled = BundledDecks.folder {
      folders.append(Folder(path: bundled, label: "bundled"))
    }
    return DeckLibrary(folders: folders)
  }

  /// For a name that names no deck: the deck name nearest to it, if one is near.
  public func suggestion(for name: String) -> String? {
    let names = listings().flatMap { $0.names.map(\.name) }
    guard !names.contains(where: { $0.lowercased() == name.lowercased() }) else { return nil }
    return DeckLibrary.closest(to: name, in: names)
  }
}
