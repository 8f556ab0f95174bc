import FlashCardsCore
import FlashCardsDecks
import FlashCardsInterchange
import Foundation

/// `decks import`: a file read with the limits of deck files, turned into a deck, and saved among
/// the player's own decks.
public enum DeckImporting {
  /// Imports `file` as `options` say and saves it in the player's deck folder (replacing their
  /// deck of the same file name when `replacing`, never a bundled one); the deck and its path.
  public static func importDeck(_ file: String, options: ImportOptions, into context: AppContext, replacing: Bool)
    throws -> (imported: ImportedDeck, path: String)
  {
    let library = try context.deckLibrary()
    let bytes = try read(file)
    let imported: ImportedDeck
    do {
      imported = try DeckImporter.importDeck(bytes, fileName: file, options: options, sizeLimit: DeckFile.sizeLimit)
    } catch {
      throw DeckImportError.failed(path: file, error)
    }
    let path = try library.savePlayerDeck(
      imported.text, name: imported.deck.name, reverseName: imported.deck.reverseName, dataFolder: context.dataFolder,
      replacing: replacing)
    return (imported, path)
  }

  /// The file's bytes, with the limits and checks of deck files (a regular file of at most 10 MB).
  static func read(_ file: String) throws -> [UInt8] {
    let failure: DeckLoadError
    do {
      return try DeckFile.read(file)
    } catch {
      failure = error
    }
    switch failure {
    case .tooLarge(_, let size): throw DeckImportError.tooLarge(path: file, bytes: size)
    case .unreadable(_, let reason):
      throw DeckImportError.unreadable(
        path: file, reason: reason.replacingOccurrences(of: ", not a deck file", with: ""))
    default: throw failure
    }
  }
}
