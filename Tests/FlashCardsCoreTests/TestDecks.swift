import Foundation

@testable import FlashCardsCore

/// Decks and parsing helpers shared by the core tests.
enum TestDecks {
  /// Parses deck text written in a test as UTF-8 bytes.
  static func parse(_ text: String, defaultName: String = "test") -> Result<Deck, DeckFileProblems> {
    DeckParser.parse(Array(text.utf8), defaultName: defaultName)
  }

  /// The problems reported for a deck file that must not parse; empty when it parsed.
  static func problems(_ bytes: [UInt8], defaultName: String = "test") -> [DeckProblem] {
    switch DeckParser.parse(bytes, defaultName: defaultName) {
    case .success: []
    case .failure(let failure): failure.problems
    }
  }

  static func problems(_ text: String) -> [DeckProblem] {
    problems(Array(text.utf8))
  }

  /// The folder of bundled decks, found from this file: Tests/FlashCardsCoreTests/ → Decks/.
  static let bundledFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Decks")

  /// One of the decks shipped in Decks/, parsed; throws its problems when it does not parse.
  static func bundled(_ name: String) throws -> Deck {
    let url = bundledFolder.appendingPathComponent("\(name).deck")
    let bytes = try [UInt8](Data(contentsOf: url))
    return try DeckParser.parse(bytes, defaultName: name).get()
  }

  /// A few U.S. and world capitals, chosen for the answer-matching cases.
  static let capitals = Deck(
    name: "capitals",
    question: "What is the capital of {state}?",
    reverseName: "states",
    reverseQuestion: "{capital} is the capital of which state?",
    cards: [
      Card(front: ["Texas"], back: ["Austin"]),
      Card(front: ["Minnesota"], back: ["Saint Paul", "St. Paul"]),
      Card(front: ["California"], back: ["Sacramento"]),
      Card(front: ["Delaware"], back: ["Dover"]),
      Card(front: ["Illinois"], back: ["Springfield"]),
      Card(front: ["Missouri"], back: ["Jefferson City"]),
      Card(front: ["Utah"], back: ["Salt Lake City"]),
      Card(front: ["Colombia"], back: ["Bogotá"]),
      Card(front: ["Italy"], back: ["Rome"]),
      Card(front: ["Norway"], back: ["Oslo"]),
      Card(front: ["Ukraine"], back: ["Kyiv", "Kiev"]),
      Card(front: ["Ireland"], back: ["Dublin"]),
      Card(front: ["Iceland"], back: ["Reykjavík"]),
    ])

  struct MissingCard: Error {
    var front: String
  }

  /// The card of `deck` whose front is `front`.
  static func card(_ front: String, in deck: Deck = capitals) throws -> Card {
    guard let card = deck.cards.first(where: { $0.front[0] == front }) else { throw MissingCard(front: front) }
    return card
  }
}
