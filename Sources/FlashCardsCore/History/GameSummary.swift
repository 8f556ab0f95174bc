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
}
