import GRDB

/// The WHERE conditions the history's queries share.
extension AppDatabase {
  /// "deck = ?" for one deck, or no condition at all.
  static func deckCondition(_ deck: String?, column: String = "deck") -> SQL {
    guard let deck else { return "1" }
    return SQL(sql: "\(column) = ?", arguments: [deck])
  }

  /// "player = ?" for one player, or no condition at all.
  static func playerCondition(_ player: String?, column: String = "player") -> SQL {
    guard let player else { return "1" }
    return SQL(sql: "\(column) = ?", arguments: [player])
  }
}
