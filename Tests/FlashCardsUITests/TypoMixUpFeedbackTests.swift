import FlashCardsCore
import Testing

@testable import FlashCardsUI

@Suite("Another card's answer with a typo")
struct TypoMixUpFeedbackTests {
  @Test func theFeedbackSpellsTheOtherAnswerAndNamesItsCard() throws {
    let deck = Deck(
      name: "capitals", question: "What is the capital of {state}?",
      cards: [Card(front: ["New Mexico"], back: ["Santa Fe"]), Card(front: ["North Dakota"], back: ["Bismarck"])])
    var session = GameSession(deck: deck, only: [deck.cards[0]], seed: 1)
    let answered = session.answer("Bismark", seconds: 1)
    let outcome = try #require(answered)

    #expect(outcome.judgement.confusedWith == "North Dakota")
    #expect(
      GameLoop.feedback(for: outcome, style: .plain)
        == "  ✗ Wrong: the answer is Santa Fe (Bismarck goes with North Dakota)")
  }
}
