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
  private(set) var right: [Key: Bool]

  init(right: [Key: Bool] = [:]) {
    self.right = right
  }

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
  /// With every player (`player` nil), the latest answer of any player counts: the states are
  /// grouped along `memoryState_by_card`, and the player beside `MAX(lastReview)` is the one
  /// whose row holds it.
  ///
  /// Most cards' latest answers are in the same few games (a deck's last games), so each of those
  /// games' answers is read once, in order, rather than searched once per card.
  static func read(deck: String?, player: String?, in db: Database) throws -> LastAnswers {
    let request: SQLRequest<Row> = """
      WITH latest AS (
        SELECT player, deck, direction, card, MAX(lastReview) AS lastReview FROM memoryState
        WHERE \(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))
        GROUP BY deck, direction, card)
      SELECT deck, direction, card, (
        SELECT id FROM gameResult AS game
        WHERE game.player = latest.player AND game.playedAt <= latest.lastReview
        ORDER BY game.playedAt DESC LIMIT 1) AS gameId
      FROM latest
      """
    let latest = try request.fetchAll(db)
    var answersOfGame: [Int64: [AnswerKey: DatabaseValue]] = [:]
    var answers = LastAnswers()
    for row in latest {
      try AppDatabase.reading("memoryState", key: ["deck", "direction", "card"], of: row) { row in
        guard let direction = row.optionalText(at: 1).flatMap(Direction.init) else { return }
        let (deck, card) = (try row.text(at: 0), try row.text(at: 2))
        var lastRight = DatabaseValue.null
        if let gameId = try row.optionalInteger(at: 3).map(Int64.init) {
          if answersOfGame[gameId] == nil { answersOfGame[gameId] = try Self.lastAnswers(inGame: gameId, in: db) }
          lastRight = answersOfGame[gameId]?[AnswerKey(deck: deck, direction: direction.rawValue, card: card)] ?? .null
        }
        answers.right[Key(deck: deck, direction: direction, card: card)] =
          try Row.optionalFlag(of: lastRight, column: "lastRight") ?? false
      }
    }
    return answers
  }

  /// A card as a game's answers name it: its deck, direction and card, compared byte for byte as
  /// SQLite compared them in the query this replaced (Swift's `==` on strings also matches text
  /// spelled with other code points of the same characters).
  private struct AnswerKey: Hashable {
    var deck: String
    var direction: String
    var card: String

    static func == (lhs: AnswerKey, rhs: AnswerKey) -> Bool {
      lhs.deck.utf8.elementsEqual(rhs.deck.utf8) && lhs.direction.utf8.elementsEqual(rhs.direction.utf8)
        && lhs.card.utf8.elementsEqual(rhs.card.utf8)
    }

    func hash(into hasher: inout Hasher) {
      var (deck, direction, card) = (deck, direction, card)
      // 0xFF is no UTF-8 byte: "ab" + "c" and "a" + "bc" hash apart.
      deck.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(0xFF as UInt8)
      direction.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      hasher.combine(0xFF as UInt8)
      card.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  /// Whether each card of the game was answered right, by its last answer in the game; an answer
  /// without its own deck or direction (before v5) is the game's.
  private static func lastAnswers(inGame gameId: Int64, in db: Database) throws -> [AnswerKey: DatabaseValue] {
    let game = try Row.fetchOne(
      db.cachedStatement(sql: "SELECT deck, direction FROM gameResult WHERE id = ?"), arguments: [gameId])
    let rows = try Row.fetchCursor(
      db.cachedStatement(
        sql: "SELECT deck, direction, card, correct FROM cardResult WHERE gameId = ? ORDER BY position"),
      arguments: [gameId])
    var answers: [AnswerKey: DatabaseValue] = .init(minimumCapacity: 64)
    while let row = try rows.next() {
      guard let deck = row.optionalText(at: 0) ?? game?.optionalText(at: 0),
        let direction = row.optionalText(at: 1) ?? game?.optionalText(at: 1), let card = row.optionalText(at: 2)
      else { continue }
      answers[AnswerKey(deck: deck, direction: direction, card: card)] = row.value(at: 3)
    }
    return answers
  }
}
