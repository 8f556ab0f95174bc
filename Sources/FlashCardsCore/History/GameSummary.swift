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
    Self.isFull(
      mode: game.mode, choices: game.choices, retryOf: game.retryOf, endedEarly: game.endedEarly,
      deckCards: game.deckCards, cards: cards)
  }

  /// The same rule over a game's fields, for a game not read back as a `GameResult`.
  public static func isFull(
    mode: GameMode, choices: Int?, retryOf: Int64?, endedEarly: Bool, deckCards: Int?, cards: Int
  ) -> Bool {
    mode == .play && choices == nil && retryOf == nil && !endedEarly && (deckCards == nil || deckCards == cards)
  }
}
