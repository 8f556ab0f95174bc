import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct ReviewQueueTests {
  static let now = ReviewDayTests.utc(2026, 11, 23, 18)
  static let day: TimeInterval = 86_400

  static func item(_ card: String, deck: String = "capitals") -> ReviewItem {
    ReviewItem(player: "ann", deck: deck, direction: .forward, card: card)
  }

  /// Reviewed `daysAgo` days before now, due `dueIn` days from now (negative: overdue).
  static func memory(stability: Double, daysAgo: Double, dueIn: Double) -> MemoryState {
    MemoryState(
      state: .review, step: nil, stability: stability, difficulty: 5, due: now.addingTimeInterval(dueIn * day),
      lastReview: now.addingTimeInterval(-daysAgo * day), reviews: 4, lapses: 0)
  }

  @Test func dueCardsComeLeastLikelyToBeRecalledFirstAndOthersNotAtAll() {
    let states = [
      Self.item("Ohio"): Self.memory(stability: 10, daysAgo: 12, dueIn: -2),  // recall ≈ 0.88
      Self.item("Utah"): Self.memory(stability: 2, daysAgo: 12, dueIn: -10),  // ≈ 0.71
      Self.item("Iowa"): Self.memory(stability: 40, daysAgo: 41, dueIn: -1),  // ≈ 0.897
      Self.item("Maine"): Self.memory(stability: 5, daysAgo: 3, dueIn: 1),  // not due
      Self.item("Texas"): Self.memory(stability: 5, daysAgo: 5, dueIn: 0),  // due now: 0.9 (5 days = stability)
    ]
    let queue = ReviewQueue.due(states, at: Self.now, scheduler: .default)
    #expect(queue.map(\.card) == ["Utah", "Ohio", "Iowa", "Texas"])
    let recall = queue.compactMap { states[$0] }.map { Scheduler.default.retrievability(of: $0, at: Self.now) }
    #expect(recall == recall.sorted())
  }

  @Test func equalRecallGoesToTheCardDueLongestThenByName() {
    let learning = MemoryState(
      state: .learning, step: 1, stability: 2.3, difficulty: 2.1, due: Self.now.addingTimeInterval(-60),
      lastReview: Self.now.addingTimeInterval(-660), reviews: 2, lapses: 0)
    var earlier = learning
    earlier.due = Self.now.addingTimeInterval(-120)
    let states = [
      Self.item("Ohio"): learning, Self.item("Iowa", deck: "states"): learning, Self.item("Iowa"): learning,
      Self.item("Utah"): earlier,
    ]
    let queue = ReviewQueue.due(states, at: Self.now, scheduler: .default)
    #expect(queue == [Self.item("Utah"), Self.item("Iowa"), Self.item("Ohio"), Self.item("Iowa", deck: "states")])
  }

  @Test func theNewCardAllowanceCountsCardsStartedSinceFourThisMorning() throws {
    let newYork = try ReviewDayTests.zone("America/New_York")
    let today = ReviewDay(Self.now, timeZone: newYork)
    let firstReviews = [
      ReviewDayTests.utc(2026, 11, 23, 9, 0),  // 04:00 EST: today
      ReviewDayTests.utc(2026, 11, 23, 17),  // today
      ReviewDayTests.utc(2026, 11, 23, 8, 59),  // 03:59 EST: yesterday's review day
      ReviewDayTests.utc(2026, 11, 22, 20),  // yesterday
    ]
    #expect(ReviewQueue.newCardAllowance(limit: 20, firstReviews: firstReviews, today: today, timeZone: newYork) == 18)
    #expect(ReviewQueue.newCardAllowance(limit: 1, firstReviews: firstReviews, today: today, timeZone: newYork) == 0)
    #expect(ReviewQueue.newCardAllowance(limit: 5, firstReviews: [], today: today, timeZone: newYork) == 5)
  }

  @Test func dueCountsPutOverdueCardsTodayAndCountByReviewDay() throws {
    let newYork = try ReviewDayTests.zone("America/New_York")
    let today = ReviewDay(Self.now, timeZone: newYork)
    let dues = [
      ReviewDayTests.utc(2026, 10, 1, 12),  // long overdue: today
      ReviewDayTests.utc(2026, 11, 24, 8),  // 03:00 EST tomorrow: still today's review day
      ReviewDayTests.utc(2026, 11, 24, 9),  // 04:00 EST tomorrow: tomorrow
      ReviewDayTests.utc(2026, 11, 25, 20),  // the day after
      ReviewDayTests.utc(2026, 12, 25, 20),  // past the forecast
    ]
    let states = dues.map {
      MemoryState(
        state: .review, step: nil, stability: 9, difficulty: 5, due: $0, lastReview: $0, reviews: 1, lapses: 0)
    }
    #expect(ReviewQueue.dueCounts(states, today: today, days: 3, timeZone: newYork) == [2, 1, 1])
    #expect(ReviewQueue.dueCounts(states, today: today, days: 0, timeZone: newYork) == [])
  }

  @Test func aStateWithoutANumberForStabilityComesFirst() {
    let states = [
      Self.item("Ohio"): Self.memory(stability: 2, daysAgo: 12, dueIn: -2),
      Self.item("Utah"): Self.memory(stability: .nan, daysAgo: 1, dueIn: -1),
    ]
    #expect(ReviewQueue.due(states, at: Self.now, scheduler: .default).map(\.card) == ["Utah", "Ohio"])
  }
}
