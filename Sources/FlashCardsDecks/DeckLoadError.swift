import FlashCardsCore
import Foundation

public enum DeckLoadError: LocalizedError, Equatable {
  case noSuchDeck(name: String, suggestion: String?)
  case unreadable(path: String, reason: String)
  case tooLarge(path: String, bytes: Int)
  case invalid(path: String, problems: [DeckProblem])
  case noSuchFolder(path: String)

  public var errorDescription: String? {
    switch self {
    case .noSuchDeck(let name, let suggestion):
      let hint = suggestion.map { "Did you mean '\($0.terminalSafe)'? " } ?? ""
      return "No deck named '\(name.terminalSafe)'. \(hint)See the list with: flashcards decks"
    case .unreadable(let path, let reason):
      return "Cannot read the deck file '\(path.terminalSafe)': \(reason)."
    case .tooLarge:
      return "\(firstProblem). Decks may be at most \(DeckFile.sizeLimit / 1_000_000) MB."
    case .invalid(let path, let problems):
      let more = problems.count > 1 ? " (and \((problems.count - 1).counted("more problem")))" : ""
      return "\(firstProblem)\(more). Check it with: flashcards decks check \(path.terminalSafe)"
    case .noSuchFolder(let path):
      return "The deck folder '\(path.terminalSafe)' does not exist."
    }
  }

  /// "FILE:LINE: message" for the file's first problem, as `decks` lists a broken deck.
  public var firstProblem: String {
    switch self {
    case .invalid(let path, let problems):
      problems.first.map { DeckLoadError.located($0, in: path) } ?? path.terminalSafe
    case .tooLarge(let path, let bytes):
      "\(path.terminalSafe): the file is too large for a deck (\(bytes / 1_000_000) MB)"
    case .unreadable(let path, let reason):
      "\(path.terminalSafe): cannot be read: \(reason)"
    case .noSuchDeck, .noSuchFolder:
      errorDescription ?? ""
    }
  }

  /// "FILE:LINE: message", as compilers write it, or "FILE: message" for the whole file.
  public static func located(_ problem: DeckProblem, in path: String) -> String {
    let place = problem.line > 0 ? "\(path):\(problem.line)" : path
    return "\(place.terminalSafe): \(problem.message.terminalSafe)"
  }
}
