import GRDB

/// A game with its score, as the history list shows it.
public struct GameSummary: Sendable, Equatable, RowDecodable {
  public var game: GameResult
  public var cards: Int
  public var correct: Int

  public init(game: GameResult, cards: Int, correct: Int) {
    self.game = game
    self.cards = cards
    self.correct = correct
  }

  init(row: Row) throws {
    game = try GameResult(row: row)
    cards = row["cards"]
    correct = row["correct"]
  }
}
