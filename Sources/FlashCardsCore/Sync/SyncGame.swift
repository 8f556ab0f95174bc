public import Foundation

/// A game as it travels to and from a sync server: a fact with a global identity that never
/// changes. Text fields hold the history's stored values ("play", "forward", a verdict…) as they are,
/// so that a value this version does not know survives the trip.
public struct SyncGame: Sendable, Equatable {
  /// Given at save (time-ordered, UUIDv7); the same on every machine.
  public var id: UUID
  public var mode: String
  public var deck: String
  public var direction: String
  public var playedAt: Date
  public var milliseconds: Int
  public var endedEarly: Bool
  /// The identity of the game this one played again, if it is a retry.
  public var retryOf: UUID?
  public var choices: Int?
  public var deckCards: Int?
  public var underReverseName: Bool
  /// In the order asked (position 1 first).
  public var cards: [SyncCardResult]

  public init(
    id: UUID, mode: String, deck: String, direction: String, playedAt: Date, milliseconds: Int,
    endedEarly: Bool, retryOf: UUID? = nil, choices: Int? = nil, deckCards: Int? = nil,
    underReverseName: Bool = false, cards: [SyncCardResult]
  ) {
    self.id = id
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
    self.cards = cards
  }
}

/// One card of a `SyncGame`.
public struct SyncCardResult: Sendable, Equatable {
  public var position: Int
  public var card: String
  public var expected: String
  public var answer: String
  public var verdict: String
  public var correct: Bool
  public var confusedWith: String?
  public var milliseconds: Int
  /// In a review, the card's deck and direction; nil: its game's.
  public var deck: String?
  public var direction: String?

  public init(
    position: Int, card: String, expected: String, answer: String, verdict: String, correct: Bool,
    confusedWith: String? = nil, milliseconds: Int, deck: String? = nil, direction: String? = nil
  ) {
    self.position = position
    self.card = card
    self.expected = expected
    self.answer = answer
    self.verdict = verdict
    self.correct = correct
    self.confusedWith = confusedWith
    self.milliseconds = milliseconds
    self.deck = deck
    self.direction = direction
  }
}
