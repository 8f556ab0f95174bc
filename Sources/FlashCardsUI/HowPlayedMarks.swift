import FlashCardsCore

/// What set a game apart from a full typed game of its deck, as short marks for the history
/// list and a game's page: "retry of #12", "4 choices", "ended early". A reverse game is marked
/// in its deck's label (see `HistoryListView.deckLabel`).
enum HowPlayedMarks {
  static func marks(_ game: GameResult, endedEarly: Bool = true) -> [String] {
    var marks: [String] = []
    if let original = game.retryOf { marks.append("retry of #\(original)") }
    if let choices = game.choices { marks.append("\(choices) choices") }
    if endedEarly && game.endedEarly { marks.append("ended early") }
    return marks
  }
}
