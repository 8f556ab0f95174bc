import Foundation

extension DeckLibrary {
  /// Writes `text` as NAME.deck in the player's own deck folder (made if missing, private to the
  /// user), whole or not at all, and returns its path. Refused when another deck file there is
  /// played under `name` or `reverseName` (ignoring case), or, unless `replacing`, when NAME.deck
  /// exists.
  public func savePlayerDeck(
    _ text: String, name: String, reverseName: String?, dataFolder: String, replacing: Bool
  ) throws(DeckWriteError) -> String {
    let folder = DeckLibrary.playerFolder(in: dataFolder)
    let target = (folder as NSString).appendingPathComponent("\(name).\(DeckLibrary.fileExtension)")
    if let other = fileNaming([name] + (reverseName.map { [$0] } ?? []), in: folder, except: target) {
      throw .nameTaken(name: other.name, path: other.path)
    }
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .cannotWrite(path: folder, reason: "the folder cannot be created")
    }
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
