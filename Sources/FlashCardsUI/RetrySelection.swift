import FlashCardsCore
import FlashCardsDecks

/// What `play --retry N` plays again: a game's missed cards from its deck as the library finds it
/// now (or from the deck named instead), or a review's missed cards reviewed again.
public enum RetrySelection {
  /// The game has no missed card.
  case nothingMissed
  /// None of its missed cards is in the deck (of this name) any more.
  case noneLeft(deck: String)
  /// These cards of the deck's entry, asked in this direction.
  case cards(DeckLibrary.Entry, Direction, [Card])
  /// A review of its missed cards (see RetryReview).
  case review(ReviewPlan)

  /// The retry of `game`, whose card results are `cards`; `named` is the deck the player named.
  public static func of(
    _ game: GameResult, _ cards: [CardResult], named: DeckLibrary.Entry?, library: DeckLibrary,
    database: any HistoryReading
  ) throws -> RetrySelection {
    if game.mode == .review && named == nil {
      guard let plan = try RetryReview.plan(of: game, cards, library: library, database: database) else {
        return .nothingMissed
      }
      return plan.items.isEmpty ? .noneLeft(deck: game.deck) : .review(plan)
    }
    // The stored name is only ever looked up among the decks found, never taken for a path.
    let entry = try named ?? library.entry(named: game.deck)
    let direction = named == nil ? game.direction : entry.direction
    guard cards.contains(where: { !$0.correct }) else { return .nothingMissed }
    let missed = PractiseSelection(database: database, deck: entry.deck, direction: direction).missed(in: cards)
    return missed.isEmpty ? .noneLeft(deck: entry.name) : .cards(entry, direction, missed)
  }
}
