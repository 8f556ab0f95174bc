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

  static let table = GameResult.table
  static let key = GameResult.key

  init(columnsOf row: Row) throws {
    game = try GameResult(row: row)
    cards = try row.count("cards")
    correct = try row.count("correct")
  }
}
