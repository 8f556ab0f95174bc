import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import Foundation

/// The player's own decks (the ones they imported) as they travel: sent by name and content
/// hash, and received into their own deck folder. A received deck whose name is taken here by
/// other cards is kept under a new name ("NAME-2"), and said; nothing is replaced.
struct SyncDecks {
  let library: DeckLibrary
  let dataFolder: String

  var folder: String { DeckLibrary.playerFolder(in: dataFolder) }

  /// The player's decks the server is not known to have.
  func unsent(known: Set<DeckOnServer>) -> [SyncDeck] {
    DeckLibrary.deckFiles(in: folder).compactMap { path in
      guard let content = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
      let name = DeckLibrary.stem(of: path)
      let hash = SyncDecks.hash(content)
      guard !known.contains(DeckOnServer(name: name, contentHash: hash)) else { return nil }
      let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? Date()
      return SyncDeck(name: name, contentHash: hash, content: content, importedAt: modified)
    }
  }

  /// Writes a received deck; returns what to tell the player, if anything (a new name, a refusal).
  func receive(_ deck: SyncDeck) -> String? {
    guard SyncDecks.isPlainName(deck.name), SyncDecks.hash(deck.content) == deck.contentHash else {
      return "Skipped the received deck '\(deck.name.terminalSafe)': its name or content does not read as a deck's."
    }
    for attempt in 1...20 {
      let name = attempt == 1 ? deck.name : "\(deck.name)-\(attempt)"
      let path = (folder as NSString).appendingPathComponent("\(DeckName.stored(name)).\(DeckLibrary.fileExtension)")
      if let existing = try? String(contentsOfFile: path, encoding: .utf8) {
        if SyncDecks.hash(existing) == deck.contentHash { return nil }
        continue
      }
      do {
        _ = try library.savePlayerDeck(
          deck.content, name: name, reverseName: nil, dataFolder: dataFolder, replacing: false)
      } catch {
        continue
      }
      return attempt == 1
        ? nil
        : "Kept the received deck '\(deck.name.terminalSafe)' as '\(name.terminalSafe)': your deck of that name has other cards."
    }
    return "Skipped the received deck '\(deck.name.terminalSafe)': no free name was found for it."
  }

  /// A file stem, not a path: no folder separator, no leading dot, no control character.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/")
      && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// Lowercase hexadecimal SHA-256 of the text's UTF-8 bytes.
  static func hash(_ content: String) -> String {
    var hasher = SHA256()
    hasher.update(content.utf8)
    return hasher.finalize().map {
      String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
    }
    .joined()
  }
}
