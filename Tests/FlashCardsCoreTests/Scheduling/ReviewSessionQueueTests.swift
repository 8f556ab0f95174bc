import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct ReviewSessionQueueTests {
  static let start = ReviewQueueTests.now
  static let cards = ["Ohio", "Utah", "Iowa"].map { ReviewQueueTests.item($0) }

  /// Plays a session in which each answer takes `secondsPerAnswer`; `answers` grades each time a card
  /// is asked, by card, in turn (missing: Good). Returns the cards in the order asked.
  static func play(
    _ cards: [ReviewItem], answers: [String: [Grade]], scheduler: Scheduler = .default,
    secondsPerAnswer: TimeInterval = 5
  ) -> [String] {
    var queue = ReviewSessionQueue(cards)
    var remaining = answers
    var states: [ReviewItem: MemoryState] = [:]
    var now = start
    var asked: [String] = []
    while let item = queue.next(at: now), asked.count < 100 {
      asked.append(item.card)
      let grade = remaining[item.card]?.isEmpty == false ? remaining[item.card]?.removeFirst() ?? .good : .good
      let memory = scheduler.review(states[item], grade: grade, at: now, item: item)
      states[item] = memory
      queue.answered(item, grade: grade, memory: memory)
      now.addTimeInterval(secondsPerAnswer)
    }
    return asked
  }

  @Test func cardsAnsweredRightAreAskedOnceInTheirOrder() {
    #expect(Self.play(Self.cards, answers: [:]) == ["Ohio", "Utah", "Iowa"])
  }

  @Test func aMissedCardComesBackAfterItsStepAndUntilRight() {
    // Utah missed twice: back as soon as its 1-minute step is over (12 answers of 5 s later), then,
    // missed again, asked early once the other cards are done.
    let many = (1...20).map { ReviewQueueTests.item("card \($0)") }
    let asked = Self.play([ReviewQueueTests.item("Utah")] + many, answers: ["Utah": [.again, .again]])
    #expect(asked.count == 23)
    #expect(asked.indices.filter { asked[$0] == "Utah" } == [0, 12, 22])
  }

  @Test func whenNothingElseIsLeftAMissedCardIsAskedEarly() {
    #expect(
      Self.play(Self.cards, answers: ["Iowa": [.again, .again, .again]]) == [
        "Ohio", "Utah", "Iowa", "Iowa", "Iowa", "Iowa",
      ])
  }

  @Test func aStepLongerThanTheLearnAheadLimitEndsTheSession() throws {
    let hourly = try Scheduler(learningSteps: [3600])
    #expect(Self.play(Self.cards, answers: ["Ohio": [.again]], scheduler: hourly) == ["Ohio", "Utah", "Iowa"])
  }

  @Test func aCardAnsweredHardOrTypedWithATypoDoesNotComeBack() {
    #expect(
      Self.play(Self.cards, answers: ["Ohio": [.hard], "Utah": [Verdict.typo.grade]]) == ["Ohio", "Utah", "Iowa"])
  }

  @Test func anEmptySessionIsOver() {
    var queue = ReviewSessionQueue([])
    #expect(queue.isEmpty && queue.next(at: Self.start) == nil)
  }
}
