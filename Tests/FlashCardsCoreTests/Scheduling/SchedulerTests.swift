import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct SchedulerTests {
  static let item = IntervalFuzzTests.item
  /// 2026-03-01 03:30 UTC: half an hour before a review day starts (4 a.m.).
  static let start = Date(timeIntervalSince1970: 1_772_335_800.123)
  static let day: TimeInterval = 86_400
  static let hour: TimeInterval = 3600
  /// Review days in UTC: the scheduler `review` uses, with a fixed time zone.
  static let scheduler = Scheduler.default.counting(.reviewDays(.gmt))

  static func inReview(stability: Double, reviewedDaysAgo days: Double = 0) -> MemoryState {
    MemoryState(
      state: .review, step: nil, stability: stability, difficulty: 5, due: start,
      lastReview: start.addingTimeInterval(-days * day), reviews: 3, lapses: 0)
  }

  /// `retrievabilities(at:)` finds the moment's review day once; it must give what
  /// `retrievability(of:at:)` gives, in review days of several zones and in whole days, across
  /// the 4 a.m. start of a review day.
  @Test func retrievabilitiesAtOneMomentAreEachRetrievability() throws {
    let zones = try [
      TimeZone.gmt, #require(TimeZone(identifier: "America/New_York")), #require(TimeZone(identifier: "Asia/Kolkata")),
    ]
    let schedulers = zones.map { Scheduler.default.counting(.reviewDays($0)) } + [Scheduler.default.counting(.fullDays)]
    for scheduler in schedulers {
      for moment in stride(from: Self.start - Self.day, through: Self.start + 2 * Self.day, by: 5 * Self.hour + 7) {
        let retrievability = scheduler.retrievabilities(at: moment)
        for (stability, daysAgo) in [(0.5, 0.01), (3, 0.9), (3, 1.1), (40, 12.5), (200, 400), (2, -1)] {
          let memory = Self.inReview(stability: stability, reviewedDaysAgo: daysAgo)
          #expect(retrievability(memory) == scheduler.retrievability(of: memory, at: moment))
        }
      }
    }
  }

  @Test func aCardNeverReviewedHasNoChanceOfRecall() {
    #expect(Scheduler.default.retrievability(of: nil, at: Self.start) == 0)
  }

  @Test func recallIsCertainOnTheReviewDayOfAReviewAndNinetyPercentAfterStabilityDays() {
    let memory = Self.inReview(stability: 12)
    let scheduler = Self.scheduler
    #expect(scheduler.retrievability(of: memory, at: Self.start) == 1)
    #expect(scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(0.49 * Self.hour)) == 1)
    #expect(scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(0.51 * Self.hour)) < 1)
    #expect(scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(-Self.day)) == 1)
    #expect(abs(scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(12 * Self.day)) - 0.9) < 1e-12)
  }

  @Test func recallFallsDayByDay() {
    let memory = Self.inReview(stability: 3)
    let recall = (0...400).map {
      Self.scheduler.retrievability(of: memory, at: Self.start.addingTimeInterval(Double($0) * Self.day))
    }
    #expect(zip(recall, recall.dropFirst()).allSatisfy { $0 > $1 })
    #expect(recall.last.map { $0 > 0.4 && $0 < 0.5 } == true)
  }

  /// A learner who studies every evening: the next evening is a day later, whatever the hours, so
  /// an answer 23 hours later is scored as FSRS's day-later review (the long-term formula), as one
  /// 25 hours later is; counted in 24-hour periods, it would be a same-day review.
  @Test func theNextEveningIsADayLaterWhateverTheHours() {
    let evening = Self.start.addingTimeInterval(16 * Self.hour)  // 19:30
    let memory = Self.scheduler.review(Self.inReview(stability: 2), grade: .good, at: evening, item: Self.item)
    let early = evening.addingTimeInterval(23 * Self.hour)
    let late = evening.addingTimeInterval(25 * Self.hour)
    #expect(Self.scheduler.retrievability(of: memory, at: early) == Self.scheduler.retrievability(of: memory, at: late))
    #expect(Self.scheduler.retrievability(of: memory, at: early) < 1)
    for grade in Grade.allCases {
      let afterEarly = Self.scheduler.review(memory, grade: grade, at: early, item: Self.item)
      let afterLate = Self.scheduler.review(memory, grade: grade, at: late, item: Self.item)
      #expect(afterEarly.stability == afterLate.stability && afterEarly.difficulty == afterLate.difficulty)
      // Again starts a 10-minute relearning step; the others fall due on the same review day.
      if grade != .again { #expect(afterEarly.due == afterLate.due) }
    }
    let fullDays = Self.scheduler.counting(.fullDays)
    #expect(fullDays.retrievability(of: memory, at: early) == 1)
  }

  /// A card due in n days is due from the start of that review day (4 a.m.), so that it is asked
  /// that evening even at an earlier hour than it was last answered.
  @Test func aReviewIntervalEndsAtTheStartOfAReviewDay() throws {
    let evening = Self.start.addingTimeInterval(16 * Self.hour)  // 19:30
    let scheduler = try Scheduler(fuzz: false, dayCount: .reviewDays(.gmt))
    let next = scheduler.review(
      Self.inReview(stability: 5, reviewedDaysAgo: 4), grade: .good, at: evening, item: Self.item)
    let days = DayCount.reviewDays(.gmt).days(from: evening, to: next.due)
    #expect(days == scheduler.reviewDays(stability: next.stability))
    #expect(next.due == ReviewDay(evening, timeZone: .gmt).adding(days: days).start(in: .gmt))
    #expect(scheduler.due(of: next) == next.due)
    #expect(scheduler.counting(.fullDays).due(of: next) == evening.addingTimeInterval(Double(days) * Self.day))
  }

  @Test func aWholeDayIsCountedToTheMillisecond() {
    let later = Self.start.addingTimeInterval(Self.day)
    #expect(DayCount.wholeDays(from: Self.start, to: later) == 1)
    #expect(DayCount.wholeDays(from: Self.start, to: later.addingTimeInterval(-0.001)) == 0)
    #expect(DayCount.wholeDays(from: Self.start, to: Self.start.addingTimeInterval(-0.001)) == -1)
  }

  /// A damaged history must not trap the conversion to Int.
  @Test func datesFromADamagedHistoryGiveADayCountAnyway() {
    #expect(DayCount.wholeDays(from: Self.start, to: Date(timeIntervalSinceReferenceDate: 1e300)) == 1_000_000_000)
    #expect(DayCount.wholeDays(from: Self.start, to: Date(timeIntervalSinceReferenceDate: -1e300)) == -1_000_000_000)
    #expect(DayCount.wholeDays(from: Self.start, to: Date(timeIntervalSinceReferenceDate: .nan)) == 0)
  }

  @Test(arguments: [1, 30, 36_500])
  func noIntervalIsLongerThanTheMaximum(maximum: Int) throws {
    for fuzz in [false, true] {
      let scheduler = try Scheduler(maximumInterval: maximum, fuzz: fuzz, dayCount: .reviewDays(.gmt))
      for stability in [1e6, 1e9, 1e300, .infinity] {
        let memory = Self.inReview(stability: stability, reviewedDaysAgo: 3)
        for grade in [Grade.hard, .good, .easy] {
          let next = scheduler.review(memory, grade: grade, at: Self.start, item: Self.item)
          let days = scheduler.dayCount.days(from: Self.start, to: next.due)
          let allowed =
            fuzz ? IntervalFuzz(maximumInterval: maximum).range(days: maximum) ?? maximum...maximum : maximum...maximum
          #expect(allowed.contains(days), "\(stability) \(grade)")
        }
      }
    }
  }

  @Test func aReviewIntervalIsAtLeastADay() {
    let memory = Self.inReview(stability: 0.001, reviewedDaysAgo: 0)
    let next = Self.scheduler.review(memory, grade: .hard, at: Self.start, item: Self.item)
    #expect(next.state == .review && next.due == ReviewDay(Self.start, timeZone: .gmt).adding(days: 1).start(in: .gmt))
    let fullDays = Self.scheduler.counting(.fullDays).review(memory, grade: .hard, at: Self.start, item: Self.item)
    #expect(fullDays.due == Self.start.addingTimeInterval(Self.day))
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
