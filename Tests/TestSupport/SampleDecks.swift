import FlashCardsCore
import FlashCardsUI

/// Small decks built in code for the game loop tests.
public enum SampleDecks {
  public static let capitals = Deck(
    name: "capitals",
    description: "Name the capital of each state.",
    question: "What is the capital of {state}?",
    reverseName: "states",
    reverseQuestion: "{capital} is the capital of which state?",
    cards: [
      Card(front: ["Texas"], back: ["Austin"]),
      Card(front: ["California"], back: ["Sacramento"]),
      Card(front: ["New York"], back: ["Albany"]),
      Card(front: ["Minnesota"], back: ["Saint Paul", "St. Paul"]),
    ])

  /// A deck whose text tries to drive the terminal with escape sequences.
  public static let hostile = Deck(
    name: "\u{1B}[2Jwiped",
    description: "\u{1B}]0;new title\u{07}",
    cards: [
      Card(front: ["\u{1B}[31mEvil"], back: ["Good\u{1B}[0m"]),
      Card(front: ["Plain"], back: ["Text"]),
    ])

  /// The inputs that answer each card of `session`, in the order asked, with `answer`.
  public static func inputs(for session: GameSession, _ answer: (Card) -> String) -> [LineInput] {
    session.cards.map { .line(answer($0)) }
  }
}
