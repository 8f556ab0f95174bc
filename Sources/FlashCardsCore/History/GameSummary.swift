/// A game with its score, as the history list shows it.
public struct GameSummary: Sendable, Equatable {
  public var game: GameResult
  public var cards: Int
  public var correct: Int

  public init(game: GameResult, cards: Int, correct: Int) {
    self.game = game
    self.cards = cards
    self.correct = correct
  }

  /// A full game, which records, marks and the trend count: a deck played (not a review) by typing
  /// (not multiple choice), not a retry, not ended early, and of every card the deck had when its
  /// size was recorded. The one source of the rule: the store's SQL is held to it (StoredRules).
  public var isFull: Bool {
    game.mode == .play && game.choices == nil && game.retryOf == nil && !game.endedEarly
      && (game.deckCards == nil || game.deckCards == cards)
  }
}
