import FlashCardsCore
import Foundation

/// Gathers a receive's games from their rows (one per card, a game's rows together; see
/// `ReceiveQueries.gamesSelect`), bounded: a game past `SyncRules.ceiling`'s cards or bytes stops
/// gathering its cards at the first one too many and is handed over without them, to be held back.
/// So memory holds at most one game within the ceiling, whatever a player stored.
struct ReceivedGameRows {
  struct Finished {
    let id: UUID
    /// nil when it grew past the ceiling (its `problem` says so).
    let game: SyncGame?
    let transaction: String?
    let problem: String?
  }

  private var game: SyncGame?
  private var gameText: String?
  private var transaction: String?
  private var bytes = 0
  private var tooBig: String?
  private let limits = SyncRules.ceiling

  /// Takes one row; returns the previous game when this row begins another.
  mutating func add(_ fields: [String?]) throws -> Finished? {
    var finished: Finished?
    // A game's rows come together: its identity is read once, not once a card.
    if fields[0] != gameText {
      finished = finish()
      gameText = fields[0]
      transaction = fields.count > 21 ? fields[21] : nil
      let started = try ReceivedGameRows.game(fields, id: uuid(fields[0]))
      game = started
      bytes = started.deck.utf8.count
      tooBig = nil
    }
    guard fields[11] != nil, tooBig == nil, game != nil else { return finished }
    let card = try ReceivedGameRows.card(fields)
    bytes += SyncRules.cardBytes(card)
    if (game?.cards.count ?? 0) >= limits.cardsPerGame {
      tooBig = "it holds more than \(limits.cardsPerGame) cards"
    } else if bytes > limits.gameBytes {
      tooBig = "its texts take more than \(limits.gameBytes) bytes"
    } else if let problem = SyncRules.sizeProblem(in: card, limits: limits) {
      tooBig = "card \(card.position): \(problem)"
    }
    if tooBig != nil {
      game?.cards = []
    } else {
      game?.cards.append(card)
    }
    return finished
  }

  /// The game being gathered, if any.
  mutating func finish() -> Finished? {
    defer { (game, gameText) = (nil, nil) }
    guard let game else { return nil }
    if let tooBig { return Finished(id: game.id, game: nil, transaction: transaction, problem: tooBig) }
    return Finished(id: game.id, game: game, transaction: transaction, problem: SyncRules.problem(in: game))
  }

  private static func game(_ fields: [String?], id: UUID) throws -> SyncGame {
    try SyncGame(
      id: id, mode: text(fields, 1), deck: text(fields, 2), direction: text(fields, 3),
      playedAt: EpochMicroseconds.receivedDate(fields[4]), milliseconds: int(fields, 5), endedEarly: fields[6] == "t",
      retryOf: fields[7].map(uuid), choices: fields[8].flatMap(Int.init), deckCards: fields[9].flatMap(Int.init),
      underReverseName: fields[10] == "t", cards: [])
  }

  private static func card(_ fields: [String?]) throws -> SyncCardResult {
    try SyncCardResult(
      position: int(fields, 11), card: text(fields, 12), expected: text(fields, 13), answer: text(fields, 14),
      verdict: text(fields, 15), correct: fields[16] == "t", confusedWith: fields[17],
      milliseconds: int(fields, 18), deck: fields[19], direction: fields[20])
  }
}

func text(_ fields: [String?], _ index: Int) throws -> String {
  guard index < fields.count, let value = fields[index] else {
    throw PostgresError.unexpectedAnswer("a row without its value \(index + 1)")
  }
  return value
}

func int(_ fields: [String?], _ index: Int) throws -> Int {
  guard let value = Int(try text(fields, index)) else { throw PostgresError.unexpectedAnswer("not a number") }
  return value
}

func uuid(_ text: String?) throws -> UUID {
  guard let text, let id = UUID(uuidString: text) else {
    throw PostgresError.unexpectedAnswer("'\(text ?? "NULL")' is not a game's identity")
  }
  return id
}
