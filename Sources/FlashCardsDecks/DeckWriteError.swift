import FlashCardsCore
import Foundation

/// Why a deck file was not written; nothing was, in every case.
public enum DeckWriteError: LocalizedError, Equatable {
  case exists(path: String)
  case nameTaken(name: String, path: String)
  case cannotWrite(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .exists(let path):
      "You already have the deck '\(path.terminalSafe)'; nothing was written. Add --force to replace it, or choose another --name."
    case .nameTaken(let name, let path):
      "Your deck '\(path.terminalSafe)' is already named '\(name.terminalSafe)'; nothing was written. Choose another --name."
    case .cannotWrite(let path, let reason):
      "Cannot write '\(path.terminalSafe)': \(reason); nothing was written."
    }
  }
}
