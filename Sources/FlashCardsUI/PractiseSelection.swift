import FlashCardsCore
import Foundation

/// The cards of a deck that a game practises, chosen from the player's history: those missed in
/// a game (`--retry`), those missed the last time (`--missed`), the weakest (`--weakest`).
public struct PractiseSelection {
  let database: any HistoryReading
  let deck: Deck
  let direction: Direction

  public init(database: any HistoryReading, deck: Deck, direction: Direction) {
    (self.database, self.deck, self.direction) = (database, deck, direction)
  }

  /// The deck as played in this direction, as the history names it.
  var playedName: String { deck.name(for: direction) }

  /// The cards of the deck missed in `cards` (a game's card results), in the deck's order; empty
  /// when none was missed. Cards since removed from the deck are left out.
  public func missed(in cards: [CardResult]) -> [Card] {
    let missed = Set(cards.filter { !$0.correct }.map(\.card))
    return deck.cards.filter { missed.contains($0.shown(in: direction)) }
  }

  /// The cards missed the last time the player played this deck this way: in the newest game of
  /// it (a retry or multiple choice included), with that game's number. No misses: no cards.
  public func missedLastTime() throws -> (game: Int64, cards: [Card]) {
    guard
      let (summary, results) = try database.lastGame(player: database.player, deck: playedName, direction: direction),
      let id = summary.game.id
    else { throw PractiseError.neverPlayed(deck: playedName) }
    let cards = missed(in: results)
    if cards.isEmpty && results.contains(where: { !$0.correct }) {
      throw PractiseError.missedCardsGone(deck: playedName, game: id)
    }
    return (id, cards)
  }

  /// The `count` cards the player is least likely to recall at `moment`, weakest first: by the
  /// recall the scheduler predicts from every answer to them (recent answers weigh most), then by
  /// stability (a card missed lately has little), then harder first. Cards never answered in this
  /// direction are left out, so fewer than `count` may come back.
  public func weakest(_ count: Int, at moment: Date, scheduler: Scheduler = .default) throws -> [Card] {
    let states = try database.states(player: database.player, decks: [playedName])
      .filter { $0.item.direction == direction }
    let memories = Dictionary(states.map { ($0.item.card, $0.memory) }, uniquingKeysWith: { first, _ in first })
    let ranked = deck.cards.compactMap { card -> (card: Card, recall: Double, memory: MemoryState)? in
      guard let memory = memories[card.shown(in: direction)] else { return nil }
      return (card, scheduler.retrievability(of: memory, at: moment), memory)
    }
    guard !ranked.isEmpty else { throw PractiseError.neverAnswered(deck: playedName) }
    return ranked.sorted {
      ($0.recall, $0.memory.stability, -$0.memory.difficulty) < ($1.recall, $1.memory.stability, -$1.memory.difficulty)
    }
    .prefix(count).map(\.card)
  }
}

/// Why a deck's misses or weakest cards cannot be practised.
public enum PractiseError: LocalizedError, Equatable {
  case neverPlayed(deck: String)
  case missedCardsGone(deck: String, game: Int64)
  case neverAnswered(deck: String)

  public var errorDescription: String? {
    switch self {
    case .neverPlayed(let deck):
      "You have not played '\(deck.terminalSafe)' yet, so nothing was missed. Play it first: flashcards play \(deck.terminalSafe)"
    case .missedCardsGone(let deck, let game):
      "None of the cards missed in game #\(game) are in the deck '\(deck.terminalSafe)' any more."
    case .neverAnswered(let deck):
      "No card of '\(deck.terminalSafe)' has been answered yet, so none is weakest. Play it first: flashcards play \(deck.terminalSafe)"
    }
  }
}
