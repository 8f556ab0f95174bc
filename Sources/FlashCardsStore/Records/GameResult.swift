import FlashCardsCore
import GRDB

/// A `gameResult` row as a `GameResult` (the value lives in Core).
extension GameResult: RowDecodable {
  static let table = "gameResult"
  static let key = ["id"]

  // Rows are read and written by hand rather than through Codable: decoding with Codable costs
  // a process runtime type lookups worth about a millisecond, a tenth of `history`'s budget.
  init(columnsOf row: Row) throws {
    self.init(
      id: try row.optionalID("id"), uuid: row.optionalText("uuid").flatMap(GameUUID.init),
      player: try row.text("player"), mode: try row.word("mode"), deck: try row.text("deck"),
      direction: try row.word("direction"), playedAt: try row.date("playedAt"),
      milliseconds: try row.duration("milliseconds"), endedEarly: try row.flag("endedEarly"),
      retryOf: try row.optionalID("retryOf"), choices: try row.optionalInteger("choices"),
      deckCards: try row.optionalInteger("deckCards"),
      underReverseName: try row.optionalFlag("underReverseName") ?? false)
  }
}
