public import FlashCardsCore
import Foundation
import GRDB

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

  public init(gameId: Int64, outcome: CardOutcome) {
    self.init(
      gameId: gameId, position: outcome.position, card: outcome.shown.storable,
      expected: outcome.judgement.expected.storable, answer: outcome.answer.storable,
      verdict: outcome.judgement.verdict, correct: outcome.isCorrect,
      confusedWith: outcome.judgement.confusedWith?.storable,
      milliseconds: Int((outcome.seconds * 1000).rounded()), deck: outcome.source?.deck.storable,
      direction: outcome.source?.direction)
  }

  public var seconds: Double { Double(milliseconds) / 1000 }
}

extension CardResult: RowDecodable {
  static let table = "cardResult"
  static let key = ["gameId", "position"]

  // By hand, not Codable: see GameResult.
  init(columnsOf row: Row) throws {
    gameId = try row.id("gameId")
    position = try row.integer("position")
    card = try row.text("card")
    expected = try row.text("expected")
    answer = try row.text("answer")
    verdict = try row.word("verdict")
    correct = try row.flag("correct")
    confusedWith = row.optionalText("confusedWith")
    milliseconds = try row.duration("milliseconds")
    deck = row.optionalText("deck")
    direction = try row.optionalWord("direction")
  }
}
