import Foundation

/// What happened to one card of a game.
public struct CardOutcome: Equatable, Sendable {

  /// 1 for the first card asked.
  public var position: Int
  public var card: Card
  /// The side shown to the player (e.g. "Texas").
  public var shown: String
  /// The question as it was asked.
  public var question: String
  /// The accepted answer that matched, or the main answer when wrong.
  public var expected: String
  /// What the player typed, made safe to store.
  public var answer: String
  public var judgement: Judgement
  public var seconds: Double
  /// In a review, the deck (as played) and direction the card came from; nil in a game of one deck.
  public var source: ReviewSource? = nil

  public var isCorrect: Bool { judgement.verdict.isCorrect }
}
