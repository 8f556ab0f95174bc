import FlashCardsCore
import Foundation

/// What the history commands and `play --retry` refuse, in a sentence.
enum HistoryError: LocalizedError {
  case noSuchGame(Int64)
  case confirmationNeeded
  case nothingToRetry(game: Int64, deck: String)
  case emptyPeriod(since: LocalDay, until: LocalDay)
  case noDeckOrGame(String)

  var errorDescription: String? {
    switch self {
    case .noSuchGame(let id):
      "There is no game #\(id). See the games with: flashcards history"
    case .confirmationNeeded:
      "Not deleting without confirmation: standard input is not a terminal. Add --yes to delete anyway."
    case .nothingToRetry(let game, let deck):
      "None of the cards missed in game #\(game) are in the deck '\(deck.terminalSafe)' any more."
    case .emptyPeriod(let since, let until):
      "--since \(since) is after --until \(until)."
    case .noDeckOrGame(let name):
      "No deck or game named '\(name.terminalSafe)'. See: flashcards decks"
    }
  }
}
