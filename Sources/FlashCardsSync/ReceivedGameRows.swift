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
  private let games = ReceivedColumns<SyncGame.Column>()
  private let cards = ReceivedColumns<SyncCardResult.Column>()
  private let idIndex: Int
  private let positionIndex: Int

  init() {
    idIndex = games.index(of: .id)
    positionIndex = cards.index(of: .position, from: games.count)
  }

  /// Takes one row; returns the previous game when this row begins another.
  mutating func add(_ fields: [String?]) throws -> Finished? {
    var finished: Finished?
    guard fields.count > positionIndex else { throw PostgresError.unexpectedAnswer("a row of \(fields.count) values") }
    // A game's rows come together: its identity is read once, not once a card.
    if fields[idIndex] != gameText {
      finished = finish()
      gameText = fields[idIndex]
      transaction = cards.transaction(in: fields, from: games.count)
      let started = try games.record(fields)
      game = started
      bytes = started.deck.utf8.count
      tooBig = nil
    }
    guard fields[positionIndex] != nil, tooBig == nil, game != nil else { return finished }
    let card = try cards.record(fields, from: games.count)
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
}
