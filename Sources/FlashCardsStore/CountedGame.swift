import FlashCardsCore
import GRDB

/// A game as `Summaries` counts it: its text as stored.
struct CountedGame {
  struct Card {
    var card: String
    var expected: String
    var answer: String
    var correct: Bool
    var confusedWith: String?
    /// A review's card: its own deck and direction.
    var deck: String?
    var direction: String?
  }

  var player: String
  var deck: String
  var direction: String
  var playedAt: String
  var milliseconds: Int
  var cards: [Card]

  /// The UTC day of `playedAt` as `playedDay` keeps it (`substr(playedAt, 1, 10)`: ten characters,
  /// as SQLite counts them).
  var day: String? {
    playedAt.isEmpty ? nil : String(String.UnicodeScalarView(playedAt.unicodeScalars.prefix(10)))
  }

  /// Calls `body` with each stored game `condition` selects (on `gameResult`), its cards in order.
  /// Values another program wrote that are not text (or numbers where numbers belong) are read as
  /// SQLite would compare or add them: text as its text, a flag as `<> 0`, a time as its integer.
  static func forEach(where condition: SQL, in db: Database, _ body: (CountedGame) throws -> Void) throws {
    let rows = try Row.fetchCursor(
      db,
      SQLRequest<Row>(
        literal: """
          SELECT gameResult.id, CAST(gameResult.player AS TEXT), CAST(gameResult.deck AS TEXT),
            CAST(gameResult.direction AS TEXT), CAST(gameResult.playedAt AS TEXT),
            CAST(gameResult.milliseconds AS INTEGER),
            CAST(cardResult.card AS TEXT), CAST(cardResult.expected AS TEXT), CAST(cardResult.answer AS TEXT),
            cardResult.correct <> 0, CAST(cardResult.confusedWith AS TEXT), CAST(cardResult.deck AS TEXT),
            CAST(cardResult.direction AS TEXT), cardResult.gameId IS NOT NULL
          FROM gameResult LEFT JOIN cardResult ON cardResult.gameId = gameResult.id
          WHERE \(condition)
          ORDER BY gameResult.id, cardResult.position
          """))
    var current: (id: Int64, game: CountedGame)?
    while let row = try rows.next() {
      let id: Int64 = row[0]
      if current?.id != id {
        if let current { try body(current.game) }
        current = (
          id,
          CountedGame(
            player: row.optionalText(at: 1) ?? "", deck: row.optionalText(at: 2) ?? "",
            direction: row.optionalText(at: 3) ?? "", playedAt: row.optionalText(at: 4) ?? "",
            milliseconds: (row[5] as Int64?).map { Int(truncatingIfNeeded: $0) } ?? 0, cards: [])
        )
      }
      guard row[13] as Bool? == true else { continue }
      current?.game.cards.append(
        Card(
          card: row.optionalText(at: 6) ?? "", expected: row.optionalText(at: 7) ?? "",
          answer: row.optionalText(at: 8) ?? "", correct: row[9] as Bool? ?? false,
          confusedWith: row.optionalText(at: 10), deck: row.optionalText(at: 11),
          direction: row.optionalText(at: 12)))
    }
    if let current { try body(current.game) }
  }
}

extension FinishedGame {
  /// The game as stored by `insert` for `player` (as stored).
  func counted(player: String) -> CountedGame {
    CountedGame(
      player: player, deck: deck.storable, direction: direction, playedAt: playedAt, milliseconds: milliseconds,
      cards: cards.map { card in
        CountedGame.Card(
          card: card.card.storable, expected: card.expected.storable, answer: card.answer.storable,
          correct: card.correct, confusedWith: card.confusedWith?.storable, deck: card.deck?.storable,
          direction: card.direction)
      })
  }
}
