import FlashCardsCore
import FlashCardsDecks
import Foundation

/// What `play` was asked for: a deck named, and at most one way of choosing its cards from the
/// history (`--retry`, `--missed`, `--weakest`); `choose` decides what game that is.
public struct PlayRequest {
  /// How the cards are chosen.
  public enum Cards {
    /// The whole deck (or `--count` of it).
    case deck
    /// The cards missed in game `id` (`--retry`): the player's game, as read, with its card results.
    case retry(id: Int64, game: GameResult, cards: [CardResult])
    /// The cards missed the last time the deck was played this way (`--missed`).
    case missed
    /// The `n` cards least likely recalled now (`--weakest n`).
    case weakest(Int)
  }

  let deck: DeckLibrary.Entry?
  let cards: Cards
  let reverse: Bool

  /// Nil without a deck named unless `--retry` names a game (which `play` refuses before this).
  public init?(deck: DeckLibrary.Entry?, cards: Cards, reverse: Bool) {
    if deck == nil {
      guard case .retry = cards else { return nil }
    }
    (self.deck, self.cards, self.reverse) = (deck, cards, reverse)
  }

  /// The game to play, read from `history` at `moment`; `.nothing` when nothing was missed.
  /// Throws (PractiseError) when the cards to choose from are not there.
  public func choose(library: DeckLibrary, history: any HistoryReading, at moment: Date) throws -> GameChoice {
    var (entry, direction, only, retryOf): (DeckLibrary.Entry, Direction, [Card]?, Int64?)
    if case .retry(let id, let game, let results) = cards {
      switch try RetrySelection.of(game, results, named: deck, library: library, database: history) {
      case .nothingMissed: return .nothing(EmptyState.nothingMissed(inGame: id))
      case .noneLeft(let deck): throw PractiseError.missedCardsGone(deck: deck, game: id)
      case .review(let plan): return .review(plan)
      case .cards(let found, let way, let chosen): (entry, direction, only, retryOf) = (found, way, chosen, id)
      }
    } else if let deck {
      (entry, direction, only, retryOf) = (deck, deck.direction, nil, nil)
    } else {
      return .nothing(nil)  // init refuses this.
    }
    if reverse { direction = direction.opposite }
    let selection = PractiseSelection(database: history, deck: entry.deck, direction: direction)
    switch cards {
    case .missed:
      let last = try selection.missedLastTime()
      guard !last.cards.isEmpty else {
        return .nothing(EmptyState.nothingMissedLastTime(deck: entry.deck.name(for: direction), game: last.game))
      }
      (only, retryOf) = (last.cards, last.game)
    case .weakest(let count):
      only = try selection.weakest(count, at: moment)
    case .deck, .retry:
      break
    }
    return .game(entry.deck, direction, only: only, retryOf: retryOf)
  }
}

/// What `play` plays, as `PlayRequest.choose` decided.
public enum GameChoice {
  /// Nothing: this sentence (if any) says why; not an error.
  case nothing(String?)
  /// A review of these cards (the misses of a review, again).
  case review(ReviewPlan)
  /// A game of the deck in this direction: of `only` these cards (nil: the deck), saved as a retry
  /// of game `retryOf` (if any).
  case game(Deck, Direction, only: [Card]?, retryOf: Int64?)

  /// The session to play, started at `startedAt` (a review) or dealt with `seed` (a game); nil
  /// for nothing.
  public func session(count: Int?, choices: Int?, strict: Bool, seed: UInt64, startedAt: Date) -> GameSession? {
    switch self {
    case .nothing: return nil
    case .review(let plan): return GameSession(review: plan, startedAt: startedAt, strict: strict)
    case .game(let deck, let direction, let only, let retryOf):
      var session = GameSession(
        deck: deck, direction: direction, count: count, choices: choices, strict: strict, only: only, seed: seed)
      session.retryOf = retryOf
      return session
    }
  }
}
