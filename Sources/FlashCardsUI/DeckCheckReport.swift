import FlashCardsCore
import FlashCardsDecks

/// What `decks check` says of one file: "PATH: OK, 'name' (reversed: 'other'), 12 cards", or
/// each of its problems as FILE:LINE: message. Terminal-safe.
public enum DeckCheckReport {
  public static func lines(path: String, _ result: Result<Deck, DeckLoadError>) -> [String] {
    switch result {
    case .success(let deck):
      var summary = "\(path.terminalSafe): OK, '\(deck.name.terminalSafe)'"
      if let reverse = deck.reverseName { summary += " (reversed: '\(reverse.terminalSafe)')" }
      return [summary + ", \(deck.cards.count.counted("card"))"]
    case .failure(.invalid(_, let problems)):
      return problems.map { DeckLoadError.located($0, in: path) }
    case .failure(let error):
      return [error.firstProblem]
    }
  }
}
