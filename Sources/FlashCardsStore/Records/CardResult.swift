public import FlashCardsCore
import GRDB

extension CardResult {
  /// A card as played, as the history stores it (its texts made storable).
  public init(gameId: Int64, outcome: CardOutcome) {
    self.init(
      gameId: gameId, position: outcome.position, card: outcome.shown.storable,
      expected: outcome.judgement.expected.storable, answer: outcome.answer.storable,
      verdict: outcome.judgement.verdict, correct: outcome.isCorrect,
      confusedWith: outcome.judgement.confusedWith?.storable,
      milliseconds: Int((outcome.seconds * 1000).rounded()), deck: outcome.source?.deck.storable,
      direction: outcome.source?.direction)
  }
}

/// A `cardResult` row as a `CardResult` (the value lives in Core).
extension CardResult: RowDecodable {
  static let table = "cardResult"
  static let key = ["gameId", "position"]

  // By hand, not Codable: see GameResult. Whether the answer was right is its verdict's rule, also
  // where another program stored a `correct` that disagrees (a `wrong` answer stored as right).
  init(columnsOf row: Row) throws {
    let verdict: Verdict = try row.word("verdict")
    self.init(
      gameId: try row.id("gameId"), position: try row.integer("position"), card: try row.text("card"),
      expected: try row.text("expected"), answer: try row.text("answer"), verdict: verdict,
      correct: verdict.isCorrect, confusedWith: row.optionalText("confusedWith"),
      milliseconds: try row.duration("milliseconds"), deck: row.optionalText("deck"),
      direction: try row.optionalWord("direction"))
  }
}
