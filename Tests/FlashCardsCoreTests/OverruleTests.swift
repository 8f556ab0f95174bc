import Foundation
import Testing

@testable import FlashCardsCore

@Suite("Overruling a wrong answer")
struct OverruleTests {
  /// A game answered in order, the first card wrong.
  private func gameWithFirstAnswerWrong(deck: Deck = TestDecks.capitals) -> GameSession {
    var session = GameSession(deck: deck, count: 3, seed: 5)
    session.answer("Nowhere", seconds: 1)
    return session
  }

  @Test func aWrongAnswerBecomesOverruledAndCountsRight() {
    var session = gameWithFirstAnswerWrong()
    #expect(session.canOverrulePrevious)
    #expect(session.asksToOverrule("!"))
    #expect(session.asksToOverrule(" ! "))

    let outcome = session.overrulePrevious()

    #expect(outcome?.judgement.verdict == .overruled)
    #expect(outcome?.answer == "Nowhere")
    #expect(session.outcomes.map(\.judgement.verdict) == [.overruled])
    #expect(session.correctCount == 1)
    #expect(session.position == 2, "the next card is still the one to ask")
    #expect(!session.canOverrulePrevious, "only once")
    #expect(session.overrulePrevious() == nil)
  }

  @Test(
    "only a wrong answer can be overruled: not a right one, a typo, a skip, or nothing yet",
    arguments: ["", "?", "right", "typo"])
  func nothingElseCanBeOverruled(kind: String) {
    var session = GameSession(deck: TestDecks.capitals, count: 3, seed: 5)
    let card = session.currentCard!
    let answer = card.back[0]
    switch kind {
    case "right": session.answer(answer, seconds: 1)
    case "typo": session.answer(String(answer.dropLast()) + "x", seconds: 1)
    case "": break
    default: session.answer(kind, seconds: 1)
    }
    #expect(!session.canOverrulePrevious)
    #expect(session.overrulePrevious() == nil)
    #expect(session.outcomes.allSatisfy { $0.judgement.verdict != .overruled })
  }

  @Test func onlyTheExclamationMarkAloneAsksToOverrule() {
    let session = gameWithFirstAnswerWrong()
    for typed in ["!!", "! yes", "Austin!", "i"] {
      #expect(!session.asksToOverrule(typed), "\(typed)")
    }
  }

  /// A deck whose answer is "!" must stay answerable: there "!" answers the card, even just after a
  /// wrong answer; at any other card of that deck it still overrules.
  @Test func whenTheCardsAnswerIsAnExclamationMarkItAnswersTheCard() throws {
    let deck = Deck(
      name: "punctuation", question: "Which mark is {name}?",
      cards: [Card(front: ["the bang"], back: ["!"]), Card(front: ["the hash"], back: ["#"])])
    let seed = try #require((0...50).first { GameSession(deck: deck, seed: $0).cards[1].back == ["!"] })
    var session = GameSession(deck: deck, seed: UInt64(seed))
    session.answer("%", seconds: 1)
    #expect(session.canOverrulePrevious)
    #expect(!session.asksToOverrule("!"))
    let outcome = session.answer("!", seconds: 1)
    #expect(outcome?.judgement.verdict == .exact)

    var other = GameSession(deck: deck, seed: UInt64(seed))
    other.answer("!", seconds: 1)  // the hash asked first: "!" is wrong there
    #expect(other.outcomes.last?.judgement.verdict == .wrong)
    #expect(!other.asksToOverrule("!"), "the bang is asked next, and ! is its answer")
    var third = GameSession(deck: Deck(name: "d", cards: [deck.cards[1], Card(front: ["b"], back: ["b"])]), seed: 1)
    third.answer("%", seconds: 1)
    #expect(third.asksToOverrule("!"))
  }

  @Test func multipleChoiceHasNoOverrule() {
    var session = GameSession(deck: TestDecks.capitals, count: 3, choices: 4, seed: 5)
    session.answer("Nowhere", seconds: 1)
    #expect(session.outcomes.last?.judgement.verdict == .wrong)
    #expect(!session.canOverrulePrevious)
    #expect(!session.asksToOverrule("!"))
  }

  @Test func inAReviewAnOverruledCardIsGradedGoodAndDoesNotComeBack() {
    let deck = TestDecks.capitals
    let items = deck.cards.prefix(2).map {
      ReviewItem(player: "p", deck: "capitals", direction: .forward, card: $0.front[0])
    }
    let plan = ReviewPlan(
      sources: ["capitals": .init(deck: deck, direction: .forward)], items: items, memories: [:], scheduler: .default)
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    var wrong = GameSession(review: plan, startedAt: start)
    var overruled = GameSession(review: plan, startedAt: start)
    var right = GameSession(review: plan, startedAt: start)
    let firstCard = wrong.currentCard!
    wrong.answer("Nowhere", seconds: 2)
    overruled.answer("Nowhere", seconds: 2)
    overruled.overrulePrevious()
    right.answer(firstCard.back[0], seconds: 2)

    let item = items.first { $0.card == firstCard.front[0] }!
    #expect(overruled.reviewPlan?.memories[item] == right.reviewPlan?.memories[item])
    #expect(overruled.reviewPlan?.memories[item] != wrong.reviewPlan?.memories[item])
    #expect(overruled.currentCard == right.currentCard)
  }

  @Test func theMissesAreReplayedAsTheGameWasPlayed() {
    var session = GameSession(deck: TestDecks.capitals, direction: .reverse, count: 4, strict: true, seed: 9)
    let cards = session.cards
    session.answer("Nowhere", seconds: 1)
    session.answer(cards[1].front[0], seconds: 1)
    session.answer("", seconds: 1)
    session.answer(cards[3].front[0], seconds: 1)

    let retry = session.replayingMisses(seed: 3)

    #expect(Set(retry?.cards ?? []) == [cards[0], cards[2]])
    #expect(retry?.direction == .reverse)
    #expect(retry?.strict == true)
    #expect(retry?.outcomes.isEmpty == true)
  }

  @Test func aGameWithoutMissesHasNothingToReplay() {
    var session = GameSession(deck: TestDecks.capitals, count: 2, seed: 9)
    for card in session.cards { session.answer(card.back[0], seconds: 1) }
    #expect(session.replayingMisses(seed: 3)?.cards == nil)
  }
}
