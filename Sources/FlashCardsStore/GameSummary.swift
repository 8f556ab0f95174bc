import FlashCardsCore
import GRDB

/// A game row with its score columns as a `GameSummary` (the value lives in Core).
extension GameSummary: RowDecodable {
  static let table = GameResult.table
  static let key = GameResult.key

  init(columnsOf row: Row) throws {
    self.init(game: try GameResult(row: row), cards: try row.count("cards"), correct: try row.count("correct"))
  }
}
