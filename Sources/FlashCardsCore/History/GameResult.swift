import Foundation

/// One game played: a row of the `gameResult` table. Its score is derived from its card results.
public struct GameResult: Sendable, Identifiable, Equatable {
  public var id: Int64?
  /// The game's identity in every copy of the history; nil before it is saved, or
  /// when the stored value is not a UUID (written by another program).
  public var uuid: GameUUID?
  /// Who played it.
  public var player: String
  public var mode: GameMode
  /// The deck's name as played, e.g. "capitals", or "states" for the same file in reverse.
  public var deck: String
  public var direction: Direction
  public var playedAt: Date
  /// From the first question to the last answer, on a monotonic clock.
  public var milliseconds: Int
  public var endedEarly: Bool
  /// The game whose missed cards this one played again; nil if it is not a retry (or that game
  /// was deleted).
  public var retryOf: Int64?
  /// The number of options per card of a multiple-choice game; nil when answers were typed.
  public var choices: Int?
  /// How many cards the deck had when played; nil for reviews and for games of early histories,
  /// which did not record it.
  public var deckCards: Int?
  /// A reverse game saved under the deck's reverse name ("states" for capitals in reverse).
  public var underReverseName: Bool

  public init(
    id: Int64? = nil, uuid: GameUUID? = nil, player: String = "", mode: GameMode = .play, deck: String,
    direction: Direction,
    playedAt: Date, milliseconds: Int, endedEarly: Bool, retryOf: Int64? = nil, choices: Int? = nil,
    deckCards: Int? = nil, underReverseName: Bool = false
  ) {
    self.id = id
    self.uuid = uuid
    self.player = player
    self.mode = mode
    self.deck = deck
    self.direction = direction
    self.playedAt = playedAt
    self.milliseconds = milliseconds
    self.endedEarly = endedEarly
    self.retryOf = retryOf
    self.choices = choices
    self.deckCards = deckCards
    self.underReverseName = underReverseName
  }

  /// The deck as the history names it: "states", or "capitals (reverse)" for a reverse game of a
  /// deck without a reverse name.
  public var label: String {
    direction == .reverse && !underReverseName ? "\(deck) (reverse)" : deck
  }
}

/// A game played through a deck, or a review of the cards due across decks.
public enum GameMode: String, Sendable, Codable, CaseIterable {
  case play
  case review
}
