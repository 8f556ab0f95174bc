import GRDB

/// Migration v7: an index on each player's games by deck and direction, so that the newest game
/// of one direction of a deck (the home menu's deck lines, the line after a game) is one step
/// back along it, however many games the other direction has.
extension Migrations {
  static func addDirectionIndex(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE INDEX gameResult_on_player_deck_direction_playedAt
          ON gameResult (player, deck, direction, playedAt)
        """)
  }
}
