import FlashCardsCore

/// A game as a CSV row (`history --format csv`): the fields of `GameJSON` that fit in cells.
enum GameCSV {
  static let header = [
    "id", "deck", "direction", "date", "seconds", "cards", "correct", "endedEarly", "player", "mode", "uuid",
  ]

  /// The cells of the game's CSV row. CSV has no escapes: control characters in a deck's name are
  /// shown neutralized, as in a table; cells that look like formulas are neutralized when written.
  static func row(_ game: GameJSON) -> [String] {
    [
      String(game.id), game.deck.terminalSafe, game.direction, game.date, String(game.seconds), String(game.cards),
      String(game.correct), String(game.endedEarly), game.player.terminalSafe, game.mode, game.uuid ?? "",
    ]
  }
}
