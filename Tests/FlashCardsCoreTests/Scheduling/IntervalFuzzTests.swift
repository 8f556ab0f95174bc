import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct IntervalFuzzTests {
  static let item = ReviewItem(player: "ann", deck: "capitals", direction: .forward, card: "Texas")
  static let start = Date(timeIntervalSince1970: 1_772_335_800.25)

  /// A card in the review state with an interval of 30 days, the review before `reviews` reviews.
  static func reviewed(reviews: Int) -> MemoryState {
    MemoryState(
      state: .review, step: nil, stability: 20, difficulty: 5, due: start,
      lastReview: start.addingTimeInterval(-20 * 86_400),
      reviews: reviews, lapses: 0)
  }

  @Test func drawsReachExactlyTheReferencesShortestAndLongestIntervals() throws {
    for sample in try FSRSReferenceTests.reference.get().fuzz {
      let fuzz = IntervalFuzz(maximumInterval: sample.maximumInterval)
      var generator = SeededGenerator(seed: UInt64(sample.days))
      let drawn = (0..<20_000).map { _ in fuzz.fuzzed(days: sample.days, using: &generator) }
      #expect(drawn.min() == sample.smallest, "\(sample.days) days")
      #expect(drawn.max() == sample.largest, "\(sample.days) days")
      let range = fuzz.range(days: sample.days)
      #expect(range?.lowerBound ?? sample.days == sample.smallest)
      #expect(Swift.min((range?.upperBound).map { $0 + 1 } ?? sample.days, sample.maximumInterval) == sample.largest)
    }
  }

  @Test func fuzzMovesOnlyTheDueDateOfAReferenceReviewWithinTheReferenceRange() throws {
    var checked = 0
    for sequence in try FSRSReferenceTests.reference.get().sequences {
      let exact = try sequence.scheduler()
      let fuzzed = try Scheduler(
        parameters: exact.parameters, desiredRetention: exact.desiredRetention, maximumInterval: exact.maximumInterval,
        dayCount: exact.dayCount)
      var memory: MemoryState?
      for review in sequence.reviews {
        let withFuzz = fuzzed.review(memory, grade: review.grade, at: review.at, item: Self.item)
        memory = exact.review(memory, grade: review.grade, at: review.at, item: Self.item)
        guard let memory else { continue }
        #expect(withFuzz.stability == memory.stability && withFuzz.difficulty == memory.difficulty)
        let days = Int((memory.due.timeIntervalSince(review.at) / 86_400).rounded())
        let fuzzedSeconds = withFuzz.due.timeIntervalSince(review.at)
        let fuzzedDays = Int((fuzzedSeconds / 86_400).rounded())
        if memory.state == .review, let range = IntervalFuzz(maximumInterval: exact.maximumInterval).range(days: days) {
          #expect(abs(fuzzedSeconds - Double(fuzzedDays) * 86_400) < 0.001, "whole days")
          #expect(fuzzedDays >= range.lowerBound)
          #expect(fuzzedDays <= Swift.min(range.upperBound + 1, exact.maximumInterval))
          checked += 1
        } else {
          #expect(withFuzz.due == memory.due, "\(sequence.name): only review intervals of 3 days or more are fuzzed")
        }
      }
    }
    #expect(checked > 1000)
  }

  @Test func theSameItemAndReviewCountGiveTheSameDueDate() {
    let scheduler = Scheduler.default
    let first = scheduler.review(Self.reviewed(reviews: 7), grade: .good, at: Self.start, item: Self.item)
    let again = scheduler.review(Self.reviewed(reviews: 7), grade: .good, at: Self.start, item: Self.item)
    #expect(first.due == again.due)
  }

  @Test func otherCardsPlayersAndReviewCountsSpreadTheDueDates() {
    let scheduler = Scheduler.default
    func due(_ item: ReviewItem, reviews: Int = 7) -> Date {
      scheduler.review(Self.reviewed(reviews: reviews), grade: .good, at: Self.start, item: item).due
    }
    let states = ["Texas", "Ohio", "Maine", "Utah", "Iowa", "Idaho", "Nevada", "Oregon", "Alaska", "Hawaii"]
    let byCard = Set(states.map { due(ReviewItem(player: "ann", deck: "capitals", direction: .forward, card: $0)) })
    let byPlayer = Set(states.map { due(ReviewItem(player: $0, deck: "capitals", direction: .forward, card: "Texas")) })
    let byCount = Set((1...10).map { due(Self.item, reviews: $0) })
    #expect(byCard.count >= 4 && byPlayer.count >= 4 && byCount.count >= 4)
  }

  /// The seed must not change between releases: a history replayed by a later version gives the same dates.
  /// The value was computed apart, in Python: FNV-1a 64 of "ann␟capitals␟forward␟Texas␟" and 3 as 8
  /// little-endian bytes, then SplitMix64's first output.
  @Test func theFuzzOfAnItemIsTheSameInEveryRelease() {
    var generator = Self.item.fuzzGenerator(reviewsBefore: 3)
    #expect(generator.next() == 0x43D9_1004_8103_5279)
  }

  /// ("ab", "c") and ("a", "bc") are different items.
  @Test func fieldBoundariesCountInTheSeed() {
    var one = ReviewItem(player: "ab", deck: "c", direction: .forward, card: "x").fuzzGenerator(reviewsBefore: 0)
    var other = ReviewItem(player: "a", deck: "bc", direction: .forward, card: "x").fuzzGenerator(reviewsBefore: 0)
    #expect(one.next() != other.next())
  }
}
