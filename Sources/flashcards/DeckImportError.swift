import FlashCardsCore
import FlashCardsDecks
import FlashCardsInterchange
import Foundation

enum DeckImportError: LocalizedError {
  case failed(path: String, InterchangeError)
  case unreadable(path: String, reason: String)
  case tooLarge(path: String, bytes: Int)
  case exists(path: String)
  case nameTaken(name: String, path: String)
  case cannotWrite(path: String, reason: String)

  var errorDescription: String? {
    switch self {
    case .failed(let path, let error):
      "Cannot import '\(path.terminalSafe)': \(error.localizedDescription) Nothing was written."
    case .unreadable(let path, let reason):
      "Cannot import '\(path.terminalSafe)': \(reason); nothing was written."
    case .tooLarge(let path, let bytes):
      "Cannot import '\(path.terminalSafe)': the file is \(bytes / 1_000_000) MB, and a deck may be at most \(DeckFile.sizeLimit / 1_000_000) MB; nothing was written."
    case .exists(let path):
      "You already have the deck '\(path.terminalSafe)'; nothing was written. Add --force to replace it, or choose another --name."
    case .nameTaken(let name, let path):
      "Your deck '\(path.terminalSafe)' is already named '\(name.terminalSafe)'; nothing was written. Choose another --name."
    case .cannotWrite(let path, let reason):
      "Cannot write '\(path.terminalSafe)': \(reason); nothing was written."
    }
  }
}
