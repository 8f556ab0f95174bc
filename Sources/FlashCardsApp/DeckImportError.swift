import FlashCardsCore
import FlashCardsDecks
import FlashCardsInterchange
import Foundation

/// Why `decks import` read no deck from a file; see DeckWriteError for why one was not written.
public enum DeckImportError: LocalizedError {
  case failed(path: String, InterchangeError)
  case unreadable(path: String, reason: String)
  case tooLarge(path: String, bytes: Int)

  public var errorDescription: String? {
    switch self {
    case .failed(let path, let error):
      "Cannot import '\(path.terminalSafe)': \(error.localizedDescription) Nothing was written."
    case .unreadable(let path, let reason):
      "Cannot import '\(path.terminalSafe)': \(reason); nothing was written."
    case .tooLarge(let path, let bytes):
      "Cannot import '\(path.terminalSafe)': the file is \(bytes / 1_000_000) MB, and a deck may be at most \(DeckFile.sizeLimit / 1_000_000) MB; nothing was written."
    }
  }
}
