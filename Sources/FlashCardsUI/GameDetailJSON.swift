import FlashCardsCore
import Foundation

struct GameDetailJSON: Encodable {
  var game: GameJSON
  var results: [CardJSON]

  init(summary: GameSummary, cards: [CardResult], timeZone: TimeZone) {
    game = GameJSON(summary, timeZone: timeZone)
    results = cards.map(CardJSON.init)
  }

  func encode(to encoder: any Encoder) throws {
    try game.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(results, forKey: .results)
  }

  enum CodingKeys: String, CodingKey { case results }
}

struct CardJSON: Encodable {
  var position: Int
  var card: String
  var expected: String
  var answer: String
  var correct: Bool
  var verdict: String
  var confusedWith: String?
  var seconds: Double
  /// In a review only: the card's deck (as played) and direction.
  var deck: String?
  var direction: String?

  init(_ card: CardResult) {
    deck = card.deck
    direction = card.direction?.rawValue
    position = card.position
    self.card = card.card
    expected = card.expected
    answer = card.answer
    correct = card.correct
    verdict = card.verdict.rawValue
    confusedWith = card.confusedWith
    seconds = card.seconds
  }
}
