import Testing

@testable import FlashCardsCore

/// Another card's answer typed with a typo is that mix-up: wrong, with the card it goes with.
@Suite struct TypoMixUpTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var deck: String
    var direction: Direction
    var card: String
    var typed: String
    /// The card the answer goes with and that card's answer as the deck spells it; nil: no mix-up.
    var mixUp: (card: String, answer: String)?

    var testDescription: String { "'\(typed)' for \(card) (\(deck), \(direction))" }
  }

  static let rows: [Row] = [
    Row(
      deck: "capitals", direction: .forward, card: "New Mexico", typed: "Bismark", mixUp: ("North Dakota", "Bismarck")),
    Row(deck: "capitals", direction: .forward, card: "Texas", typed: "Sacremento", mixUp: ("California", "Sacramento")),
    Row(deck: "capitals", direction: .reverse, card: "Austin", typed: "Nebraksa", mixUp: ("Lincoln", "Nebraska")),
    Row(deck: "capitals", direction: .reverse, card: "Salem", typed: "Oregan", mixUp: nil),
    Row(deck: "capitals", direction: .reverse, card: "Austin", typed: "Oregan", mixUp: ("Salem", "Oregon")),
    Row(deck: "world-capitals", direction: .forward, card: "China", typed: "Ottowa", mixUp: ("Canada", "Ottawa")),
    Row(deck: "world-capitals", direction: .reverse, card: "Beijing", typed: "Canda", mixUp: ("Ottawa", "Canada")),
    Row(deck: "elements", direction: .forward, card: "O", typed: "Hydrogn", mixUp: ("H", "Hydrogen")),
    Row(deck: "elements", direction: .reverse, card: "Oxygen", typed: "Hx", mixUp: nil),
    // Counter-rules: four letters or fewer get no typo; a plain wrong answer stays plain.
    Row(deck: "world-capitals", direction: .forward, card: "France", typed: "Rone", mixUp: nil),
    Row(deck: "capitals", direction: .forward, card: "Texas", typed: "Bostn", mixUp: ("Massachusetts", "Boston")),
    Row(deck: "capitals", direction: .forward, card: "Texas", typed: "Dallas", mixUp: nil),
    Row(deck: "capitals", direction: .forward, card: "Texas", typed: "Bismrk", mixUp: nil),
  ]

  @Test(arguments: rows)
  func judged(row: Row) throws {
    let deck = try TestDecks.bundled(row.deck)
    let card = try #require(deck.cards.first { $0.shown(in: row.direction) == row.card }, "\(row.card)")
    let judgement = AnswerMatcher(deck: deck, direction: row.direction).judge(row.typed, for: card)

    let ownTypo = judgement.verdict == .typo
    if let mixUp = row.mixUp {
      #expect(judgement.verdict == .wrong)
      #expect(judgement.confusedWith == mixUp.card)
      #expect(judgement.confusedAnswer == mixUp.answer)
    } else {
      #expect(judgement.confusedAnswer == nil)
      #expect(ownTypo || judgement.confusedWith == nil)
    }
  }

  @Test("a strict game reports no typo mix-up")
  func strict() throws {
    let deck = try TestDecks.bundled("capitals")
    let card = try #require(deck.cards.first { $0.front[0] == "New Mexico" })
    let judgement = AnswerMatcher(deck: deck, direction: .forward, strict: true).judge("Bismark", for: card)
    #expect(judgement == Judgement(verdict: .wrong, expected: "Santa Fe"))
  }

  @Test("when two other cards are as close, neither is named")
  func ambiguous() {
    let deck = Deck(
      name: "near",
      cards: [("A", "Marian"), ("B", "Mariam"), ("C", "Zanzibar")].map { Card(front: [$0.0], back: [$0.1]) })
    let judgement = AnswerMatcher(deck: deck, direction: .forward).judge("Mariat", for: deck.cards[2])
    #expect(judgement == Judgement(verdict: .wrong, expected: "Zanzibar"))
  }
}
