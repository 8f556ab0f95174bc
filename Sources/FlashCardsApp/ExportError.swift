import FlashCardsCore
import Foundation

/// Why an export wrote nothing: every case leaves the target as it was.
public enum ExportError: LocalizedError, Equatable {
  case cannotWrite(path: String, reason: String)
  case isHistory(path: String)
  case belongsToHistory(path: String, history: String)
  case standardOutputIsHistory(history: String)
  case standardOutputIsDeck(deck: String)
  case deckFileName(path: String)
  case isDeckFile(path: String, deck: String)
  case notARegularFile(path: String, kind: FileKind)

  public var errorDescription: String? {
    switch self {
    case .cannotWrite(let path, let reason):
      "Cannot write '\(path.terminalSafe)': \(reason); nothing was written."
    case .isHistory(let path):
      "'\(path.terminalSafe)' is your history; an export never writes over it. Choose another --output."
    case .belongsToHistory(let path, let history):
      "'\(path.terminalSafe)' belongs to your history '\(history.terminalSafe)'; an export never writes over it. "
        + "Choose another --output."
    case .standardOutputIsHistory(let history):
      "Standard output is your history '\(history.terminalSafe)'; nothing was written. Use --output FILE."
    case .standardOutputIsDeck(let deck):
      "Standard output is the deck file '\(deck.terminalSafe)'; nothing was written. Use --output FILE."
    case .deckFileName(let path):
      "'\(path.terminalSafe)' is the name of a deck file, and an export is not a deck; nothing was written. "
        + "Choose a .tsv, .csv or .txt name."
    case .isDeckFile(let path, let deck):
      "'\(path.terminalSafe)' is the deck file '\(deck.terminalSafe)'; an export never writes over a deck. "
        + "Choose another --output."
    case .notARegularFile(let path, let kind):
      "'\(path.terminalSafe)' is \(kind.described), not a regular file; nothing was written. "
        + "(--output - writes to standard output.)"
    }
  }
}
