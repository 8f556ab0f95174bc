import Foundation

/// One card of a game: a row of the `cardResult` table, deleted with its game.
public struct CardResult: Sendable, Equatable {
  public var gameId: Int64
  /// 1 for the first card asked.
  public var position: Int
  /// The side shown, e.g. "Texas".
  public var card: String
  /// The accepted answer matched, or the main answer when wrong.
  public var expected: String
  public var answer: String
  public var verdict: Verdict
  public var correct: Bool
  /// When the wrong answer was another card's: that card's shown side.
  public var confusedWith: String?
  public var milliseconds: Int
  /// In a review, the card's deck (as played) and direction; nil: its game's.
  public var deck: String?
  public var direction: Direction?

  public init(
    gameId: Int64, position: Int, card: String, expected: String, answer: String,
    verdict: Verdict, correct: Bool, confusedWith: String?, milliseconds: Int, deck: String? = nil,
    direction: Direction? = nil
  ) {
    self.deck = deck
    self.direction = direction
    self.gameId = gameId
    self.position = position
    self.card = card
    self.expected = expected
    self.answer = answer
    self.verdict = verdict
    self.correct = correct
    self.confusedWith = confusedWith
    self.milliseconds = milliseconds
  }

  public var seconds: Double { Double(milliseconds) / 1000 }
}
