import FlashCardsCore
import FlashCardsDecks

/// `play --retry` of a review: its missed cards reviewed again, each from its own deck as the
/// library finds it now, with the player's memory of each card; wrong answers come back.
public enum RetryReview {
  /// Nil when the review missed nothing; a plan without items when no missed card is in a deck
  /// found now.
  public static func plan(
    of game: GameResult, _ cards: [CardResult], library: DeckLibrary, database: any HistoryReading
  ) throws -> ReviewPlan? {
    let missed = cards.filter { !$0.correct }
    guard !missed.isEmpty else { return nil }
    var sources: [String: ReviewPlan.Source] = [:]
    for name in Set(missed.map { $0.deck ?? game.deck }) {
      guard let entry = try? library.entry(named: name) else { continue }
      sources[name] = ReviewPlan.Source(deck: entry.deck, direction: entry.direction)
    }
    var seen: Set<ReviewItem> = []
    let items = missed.map {
      ReviewItem(
        player: database.player, deck: $0.deck ?? game.deck, direction: $0.direction ?? game.direction, card: $0.card)
    }
    .filter { seen.insert($0).inserted }
    let memories = Dictionary(
      try database.states(player: database.player, decks: sources.keys.sorted()).map { ($0.item, $0.memory) },
      uniquingKeysWith: { first, _ in first })
    return ReviewPlan(
      sources: sources, items: items, memories: memories, scheduler: try database.scheduler(of: database.player))
  }
}
