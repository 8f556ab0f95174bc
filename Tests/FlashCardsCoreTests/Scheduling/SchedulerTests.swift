import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct SchedulerTests {
  static let item = IntervalFuzzTests.item
  static let start = Date(timeIntervalSince1970: 1_772_335_800.123)
  static let day: TimeInterval = 86_400

  static func inReview(stability: Double, reviewedDaysAgo days: Double = 0) -> MemoryState {
    MemoryState(
      state: .review, step: nil, stability: stability, difficulty: 5, due: start,
      lastReview: start.addingTimeInterval(-days * day), reviews: 3, lapses: 0)
  }

  @Test func aCardNeverReviewedHasNoChanceOfRecall() {
    #expect(Scheduler.default.retrievability(of: nil, at: Self.start) == 0)
  }

  @Test func recallIsCertainOnTheDayOfAReviewAndNinetyPercentAfterStabilityDays() {
    let memory = Self.inReview(stability: 12)
    let scheduler = Scheduler.default
    #expect(scheduler.retrievability(of: memory, at: Self.start) == 1)
    #expect(scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(Self.day - 0.001)) == 1)
    #expect(scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(-Self.day)) == 1)
    #expect(abs(scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(12 * Self.day)) - 0.9) < 1e-12)
  }

  @Test func recallFallsDayByDay() {
    let memory = Self.inReview(stability: 3)
    let recall = (0...400).map {
      Scheduler.default.retrievability(of: memory, at: Self.start.addingTimeInterval(Double($0) * Self.day))
    }
    #expect(zip(recall, recall.dropFirst()).allSatisfy { $0 > $1 })
    #expect(recall.last.map { $0 > 0.4 && $0 < 0.5 } == true)
  }

  @Test func aWholeDayIsCountedToTheMillisecond() {
    let later = Self.start.addingTimeInterval(Self.day)
    #expect(Scheduler.wholeDays(from: Self.start, to: later) == 1)
    #expect(Scheduler.wholeDays(from: Self.start, to: later.addingTimeInterval(-0.001)) == 0)
    #expect(Scheduler.wholeDays(from: Self.start, to: Self.start.addingTimeInterval(-0.001)) == -1)
  }

  /// A damaged history must not trap the conversion to Int.
  @Test func datesFromADamagedHistoryGiveADayCountAnyway() {
    #expect(Scheduler.wholeDays(from: Self.start, to: Date(timeIntervalSinceReferenceDate: 1e300)) == 1_000_000_000)
    #expect(Scheduler.wholeDays(from: Self.start, to: Date(timeIntervalSinceReferenceDate: -1e300)) == -1_000_000_000)
    #expect(Scheduler.wholeDays(from: Self.start, to: Date(timeIntervalSinceReferenceDate: .nan)) == 0)
  }

  @Test(arguments: [1, 30, 36_500])
  func noIntervalIsLongerThanTheMaximum(maximum: Int) throws {
    for fuzz in [false, true] {
      let scheduler = try Scheduler(maximumInterval: maximum, fuzz: fuzz)
      for stability in [1e6, 1e9, 1e300, .infinity] {
        let memory = Self.inReview(stability: stability, reviewedDaysAgo: 3)
        for grade in [Grade.hard, .good, .easy] {
          let next = scheduler.review(memory, grade: grade, at: Self.start, item: Self.item)
          let days = Int((next.due.timeIntervalSince(Self.start) / Self.day).rounded())
          let allowed =
            fuzz ? IntervalFuzz(maximumInterval: maximum).range(days: maximum) ?? maximum...maximum : maximum...maximum
          #expect(allowed.contains(days), "\(stability) \(grade)")
        }
      }
    }
  }

  @Test func aReviewIntervalIsAtLeastADay() {
    let memory = Self.inReview(stability: 0.001, reviewedDaysAgo: 0)
    let next = Scheduler.default.review(memory, grade: .hard, at: Self.start, item: Self.item)
    #expect(next.state == .review && next.due == Self.start.addingTimeInterval(Self.day))
  }

  @Test func theFirstReviewOfEachGradeStartsLearning() {
    let scheduler = Scheduler.default
    let due = Grade.allCases.map { scheduler.review(nil, grade: $0, at: Self.start, item: Self.item) }
    #expect(due.map(\.state) == [.learning, .learning, .learning, .review])
    #expect(due.map(\.step) == [0, 0, 1, nil])
    #expect(due.map { $0.due.timeIntervalSince(Self.start) }.prefix(3) == [60, 330, 600])
    #expect(due.allSatisfy { $0.reviews == 1 && $0.lapses == 0 && $0.lastReview == Self.start })
  }

  @Test func aLapseGoesToRelearningForTenMinutes() {
    let next = Scheduler.default.review(
      Self.inReview(stability: 30, reviewedDaysAgo: 20), grade: .again, at: Self.start, item: Self.item)
    #expect(next.state == .relearning && next.step == 0 && next.lapses == 1 && next.reviews == 4)
    #expect(next.due == Self.start.addingTimeInterval(600))
  }

  /// States come from a file that can be damaged: the scheduler must not trap on any of them.
  @Test func aDamagedStateIsReviewedWithoutTrapping() {
    var negativeStep = Self.inReview(stability: 3)
    (negativeStep.state, negativeStep.step) = (.learning, -1)
    let next = Scheduler.default.review(negativeStep, grade: .hard, at: Self.start, item: Self.item)
    #expect(next.state == .learning && next.step == 0)

    for stability in [Double.nan, -1, 0, .infinity] {
      for state in LearningState.allCases {
        var damaged = Self.inReview(stability: stability, reviewedDaysAgo: 2)
        (damaged.state, damaged.step, damaged.difficulty) = (state, state == .review ? nil : 7, .nan)
        for grade in Grade.allCases {
          let next = Scheduler.default.review(damaged, grade: grade, at: Self.start, item: Self.item)
          #expect(next.due >= Self.start && next.due.timeIntervalSince(Self.start) <= 36_500 * Self.day)
        }
      }
    }
  }

  @Test func anIntervalBeyondTheMaximumIsFuzzedWithoutTrapping() {
    var generator = SeededGenerator(seed: 1)
    let fuzz = IntervalFuzz(maximumInterval: 36_500)
    #expect(fuzz.range(days: .max) == 36_500...36_500)
    #expect(fuzz.fuzzed(days: .max, using: &generator) == 36_500)
  }
}
