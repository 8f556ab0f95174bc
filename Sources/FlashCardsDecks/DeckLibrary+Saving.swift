import FlashCardsCore
import Foundation

extension DeckLibrary {
  /// Writes `text` as NAME.deck in the player's own deck folder (made if missing, private to the
  /// user), whole or not at all, NAME in Unicode's composed form (NFC), and returns its path.
  ///
  /// Refused when `name` or `reverseName` looks the same (`DeckName.key`: case and Unicode form
  /// aside) as a name a deck in any folder of the library is played under — a bundled deck, one
  /// of the player's, one in the `--decks` folder — or when another file in the player's folder
  /// has NAME.deck's name but for case or form; and, unless `replacing`, when NAME.deck exists.
  /// `replacing` replaces only that file: never a bundled deck, never a deck under another file name.
  /// The checks and the write hold the folder's lock (`FolderLock`), so they are one step.
  public func savePlayerDeck(
    _ text: String, name: String, reverseName: String?, dataFolder: String, replacing: Bool
  ) throws(DeckWriteError) -> String {
    let name = DeckName.stored(name)
    let folder = DeckLibrary.playerFolder(in: dataFolder)
    let target = (folder as NSString).appendingPathComponent("\(name).\(DeckLibrary.fileExtension)")
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .cannotWrite(path: folder, reason: "the folder cannot be created")
    }
    var wanted = [(name: name, flag: "--name")]
    if let reverseName { wanted.append((DeckName.stored(reverseName), "--reverse-name")) }
    return try FolderLock.holding(folder) { () throws(DeckWriteError) -> String in
      try checkNamesFree(wanted, target: target, playerFolder: folder)
      do {
        try AtomicFile.write(text, to: target, replacing: replacing)
      } catch AtomicFile.Failure.exists {
        throw .exists(path: target)
      } catch AtomicFile.Failure.failed(let reason) {
        throw .cannotWrite(path: target, reason: reason)
      } catch {
        throw .cannotWrite(path: target, reason: error.localizedDescription)
      }
      return target
    }
  }

  /// Throws when a deck other than `target` is played under one of the `wanted` names, bundled
  /// decks first (no flag lets an import stand in for one), or when a file in `playerFolder`
  /// would look like `target` on a case-insensitive file system.
  private func checkNamesFree(
    _ wanted: [(name: String, flag: String)], target: String, playerFolder: String
  ) throws(DeckWriteError) {
    let keys = wanted.map { (key: DeckName.key($0.name), flag: $0.flag) }
    let targetKey = DeckName.key(DeckLibrary.stem(of: target))
    let targetFile = FileIdentity(target)
    var searched =
      folders.filter { $0.label == Folder.bundledLabel } + folders.filter { $0.label != Folder.bundledLabel }
    if !searched.contains(where: { $0.path == playerFolder }) {
      searched.append(Folder(path: playerFolder, label: Folder.playerLabel))
    }
    for folder in searched {
      for path in DeckLibrary.deckFiles(in: folder.path) {
        if let targetFile, FileIdentity(path) == targetFile { continue }
        if Array(path.utf8) == Array(target.utf8) { continue }
        let clashes = DeckLibrary.listing(of: path).names.compactMap { listed in
          keys.first { $0.key == DeckName.key(listed.name) }.map { (name: listed.name, flag: $0.flag) }
        }
        if !clashes.isEmpty {
          let (names, flags) = (clashes.map(\.name), clashes.map(\.flag))
          if folder.label == Folder.bundledLabel { throw .bundledName(names: names, path: path, flags: flags) }
          throw .nameTaken(names: names, path: path, flags: flags)
        }
        if folder.path == playerFolder && DeckName.key(DeckLibrary.stem(of: path)) == targetKey {
          throw .fileNameTaken(path: path, fileName: (target as NSString).lastPathComponent)
        }
      }
    }
  }
}

/// A file as the system knows it (device and inode): two paths to one file compare equal, as do
/// names a case-insensitive file system takes for one.
private struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}
