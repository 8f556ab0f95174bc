import FlashCardsCore
import GRDB

/// Whether each card's latest answer was right, in any game or review: what "known" means in
/// `stats`, and what keeps a card answered right since its misses out of "Most missed".
struct LastAnswers {
  struct Key: Hashable {
    var deck: String
    var direction: Direction
    var card: String
  }

  /// Every card answered, and whether its latest answer was right (false when it cannot be found).
  private(set) var right: [Key: Bool] = [:]

  func wasRight(deck: String, direction: Direction, card: String) -> Bool {
    right[Key(deck: deck, direction: direction, card: card)] ?? false
  }

  /// How many cards of the deck, asked in `direction`, were answered, and how many last right.
  func coverage(deck: String, direction: Direction) -> (seen: Int, known: Int) {
    var (seen, known) = (0, 0)
    for (key, right) in self.right where key.deck == deck && key.direction == direction {
      seen += 1
      if right { known += 1 }
    }
    return (seen, known)
  }

  /// The memory states say when each card was last answered (`lastReview`); that answer is found
  /// in the player's newest game started by then, through the indexes on (player, playedAt) and
  /// cardResult's (gameId, position): a few rows per card, whatever the size of the history.
  /// With every player (`player` nil), the latest answer of any player counts.
  static func read(deck: String?, player: String?, in db: Database) throws -> LastAnswers {
    let request: SQLRequest<Row> = """
      WITH latest AS (
        SELECT player, deck, direction, card, MAX(lastReview) AS lastReview FROM memoryState
        WHERE \(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))
        GROUP BY deck, direction, card)
      SELECT deck, direction, card, (
        SELECT cardResult.correct FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId
        WHERE cardResult.gameId = (
            SELECT id FROM gameResult AS game
            WHERE game.player = latest.player AND game.playedAt <= latest.lastReview
            ORDER BY game.playedAt DESC LIMIT 1)
          AND cardResult.card = latest.card
          AND COALESCE(cardResult.deck, gameResult.deck) = latest.deck
          AND COALESCE(cardResult.direction, gameResult.direction) = latest.direction
        ORDER BY cardResult.position DESC LIMIT 1) AS lastRight
      FROM latest
      """
    var answers = LastAnswers()
    for row in try request.fetchAll(db) {
      try AppDatabase.reading("memoryState", key: ["deck", "direction", "card"], of: row) { row in
        guard let direction = row.optionalText("direction").flatMap(Direction.init) else { return }
        let key = Key(deck: try row.text("deck"), direction: direction, card: try row.text("card"))
        answers.right[key] = try row.optionalFlag("lastRight") ?? false
      }
    }
    return answers
  }
}
