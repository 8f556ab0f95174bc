import Foundation

/// FSRS-6 as py-fsrs 6.3.2's `Scheduler`, checked against its output by
/// `Tests/FlashCardsCoreTests/Fixtures/fsrs-reference.json` (see `Scripts/fsrs-fixtures`) with
/// its count of days; `review` counts review days instead, as Anki does (see `DayCount`).
public struct Scheduler: Equatable, Sendable {
  public let parameters: FSRSParameters
  /// The chance of recall at which a card in the review state falls due.
  public let desiredRetention: Double
  /// Seconds between reviews of a card being learnt, one per step.
  public let learningSteps: [TimeInterval]
  /// Seconds between reviews of a card being relearnt after a lapse, one per step.
  public let relearningSteps: [TimeInterval]
  /// Days.
  public let maximumInterval: Int
  /// Whether review intervals are spread by a few days (see `IntervalFuzz`), so that cards learnt
  /// together do not all fall due on the same day. Seeded: the same review gives the same interval.
  public let fuzz: Bool
  /// How days between reviews are counted: review days of the local time zone unless told.
  public let dayCount: DayCount

  let decay: Double
  let factor: Double

  /// py-fsrs's defaults: retention 0.9, learning steps 1 and 10 minutes, relearning 10 minutes,
  /// at most 36,500 days, fuzz on; review days of the local time zone.
  public static let `default` = Scheduler(
    checkedParameters: .default, desiredRetention: 0.9, learningSteps: [60, 600], relearningSteps: [600],
    maximumInterval: 36_500, fuzz: true, dayCount: .local)

  public init(
    parameters: FSRSParameters = .default, desiredRetention: Double = 0.9, learningSteps: [TimeInterval] = [60, 600],
    relearningSteps: [TimeInterval] = [600], maximumInterval: Int = 36_500, fuzz: Bool = true,
    dayCount: DayCount = .local
  ) throws(FSRSParameterError) {
    guard desiredRetention > 0, desiredRetention < 1 else { throw .desiredRetention(desiredRetention) }
    guard maximumInterval >= 1 else { throw .maximumInterval(maximumInterval) }
    if let bad = (learningSteps + relearningSteps).first(where: { !($0 > 0 && $0.isFinite) }) { throw .step(bad) }
    self.init(
      checkedParameters: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
      relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzz: fuzz, dayCount: dayCount)
  }

  private init(
    checkedParameters parameters: FSRSParameters, desiredRetention: Double, learningSteps: [TimeInterval],
    relearningSteps: [TimeInterval], maximumInterval: Int, fuzz: Bool, dayCount: DayCount
  ) {
    self.parameters = parameters
    self.desiredRetention = desiredRetention
    self.learningSteps = learningSteps
    self.relearningSteps = relearningSteps
    self.maximumInterval = maximumInterval
    self.fuzz = fuzz
    self.dayCount = dayCount
    decay = -parameters[20]
    factor = pow(0.9, 1 / decay) - 1
  }

  /// The same scheduler asking another retention (`review --retention`, `stats --retention`).
  public func with(desiredRetention: Double) throws(FSRSParameterError) -> Scheduler {
    try Scheduler(
      parameters: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
      relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzz: fuzz, dayCount: dayCount)
  }

  /// The same scheduler counting days another way.
  public func counting(_ dayCount: DayCount) -> Scheduler {
    Scheduler(
      checkedParameters: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
      relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzz: fuzz, dayCount: dayCount)
  }

  /// The card's state after a review with `grade` at `moment`. `memory` is `nil` for a card's first
  /// review. `item` seeds the fuzz, with the number of reviews before this one.
  public func review(_ memory: MemoryState?, grade: Grade, at moment: Date, item: ReviewItem) -> MemoryState {
    guard let memory else { return firstReview(grade: grade, at: moment, item: item) }
    let sameDay = dayCount.days(from: memory.lastReview, to: moment) < 1
    var next = memory
    next.reviews += 1
    if memory.state == .review && grade == .again { next.lapses += 1 }
    next.lastReview = moment
    if sameDay {
      next.stability = shortTermStability(memory.stability, grade: grade)
    } else {
      let recall = retrievability(of: memory, at: moment)
      next.stability = nextStability(difficulty: memory.difficulty, stability: memory.stability, recall, grade: grade)
    }
    next.difficulty = nextDifficulty(memory.difficulty, grade: grade)

    let wait: Wait
    switch memory.state {
    case .learning, .relearning:
      let steps = memory.state == .learning ? learningSteps : relearningSteps
      wait = stepWait(&next, steps: steps, grade: grade)
    case .review:
      if grade == .again && !relearningSteps.isEmpty {
        (next.state, next.step) = (.relearning, 0)
        wait = .step(relearningSteps[0])
      } else {
        next.step = nil
        wait = .days(reviewDays(stability: next.stability))
      }
    }
    next.due = due(after: moment, wait, item: item, reviewsBefore: memory.reviews)
    return next
  }

  /// The state after `reviews`, in time order, of an item never reviewed before them; `nil` for none.
  /// The same as reviewing them one by one: this is how a history becomes memory states.
  public func replay(_ reviews: some Sequence<(grade: Grade, at: Date)>, item: ReviewItem) -> MemoryState? {
    reviews.reduce(nil) { memory, review in self.review(memory, grade: review.grade, at: review.at, item: item) }
  }

  /// When `memory` falls due at this scheduler's desired retention: in the review state, the day
  /// its recall falls to it, counted from its last review (without fuzz); in its learning or
  /// relearning steps, its own due date (the steps do not depend on the retention).
  public func due(of memory: MemoryState) -> Date {
    guard memory.state == .review else { return memory.due }
    return dayCount.due(reviewDays(stability: memory.stability), after: memory.lastReview)
  }

  /// The chance that the card is recalled at `moment`, 0 for a card never reviewed. The time since
  /// the last review counts in whole days (`dayCount`).
  public func retrievability(of memory: MemoryState?, at moment: Date) -> Double {
    guard let memory else { return 0 }
    return retrievability(of: memory, afterDays: dayCount.days(from: memory.lastReview, to: moment))
  }

  /// `retrievability(of:at:)` of many memories at one moment, the moment's review day found once
  /// (a time zone's offset is a look-up in ICU): for a queue's or a list's hundreds of cards.
  public func retrievabilities(at moment: Date) -> (MemoryState) -> Double {
    guard case .reviewDays(let timeZone) = dayCount else { return { retrievability(of: $0, at: moment) } }
    let today = ReviewDay(moment, timeZone: timeZone).daysSince1970
    return { memory in
      retrievability(of: memory, afterDays: today - ReviewDay(memory.lastReview, timeZone: timeZone).daysSince1970)
    }
  }

  /// FSRS's forgetting curve, `days` after the last review (none before it: a clock set back).
  private func retrievability(of memory: MemoryState, afterDays days: Int) -> Double {
    pow(1 + factor * Double(Swift.max(0, days)) / memory.stability, decay)
  }

  /// How long until a card is asked again: a learning or relearning step, or days in the review state.
  private enum Wait {
    case step(TimeInterval)
    case days(Int)
  }

  private func firstReview(grade: Grade, at moment: Date, item: ReviewItem) -> MemoryState {
    var first = MemoryState(
      state: .learning, step: 0, stability: initialStability(grade),
      difficulty: clampDifficulty(initialDifficulty(grade)),
      due: moment, lastReview: moment, reviews: 1, lapses: 0)
    let wait = stepWait(&first, steps: learningSteps, grade: grade)
    first.due = due(after: moment, wait, item: item, reviewsBefore: 0)
    return first
  }

  /// Moves a learning or relearning card along `steps`, or into the review state; returns its wait.
  private func stepWait(_ card: inout MemoryState, steps: [TimeInterval], grade: Grade) -> Wait {
    // A step below 0 can only come from a damaged history: start over rather than index out of range.
    let step = Swift.max(card.step ?? 0, 0)
    // Into the review state: Easy, Good at the last step, anything but Again past the last step (the
    // steps were shortened since), or anything when there are no steps.
    let graduates =
      steps.isEmpty || (step >= steps.count && grade != .again)
      || grade == .easy || (grade == .good && step + 1 == steps.count)
    if graduates {
      (card.state, card.step) = (.review, nil)
      return .days(reviewDays(stability: card.stability))
    }
    switch grade {
    case .again:
      card.step = 0
      return .step(steps[0])
    case .hard:
      card.step = step
      if step == 0 { return .step(steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2) }
      return .step(steps[step])
    case .good, .easy:
      card.step = step + 1
      return .step(steps[step + 1])
    }
  }

  /// Whole days, at least 1 and at most the maximum, after which recall falls to the desired retention.
  func reviewDays(stability: Double) -> Int {
    let days = stability / factor * (pow(desiredRetention, 1 / decay) - 1)
    // Python's round() rounds half to even. Clamping before converting also keeps infinities out of Int().
    let rounded = days.isNaN ? Double(maximumInterval) : days.rounded(.toNearestOrEven)
    return Int(Swift.min(Swift.max(rounded, 1), Double(maximumInterval)))
  }

  /// The due date after a review at `moment`: a step later, or (fuzzed, when on) days later.
  private func due(after moment: Date, _ wait: Wait, item: ReviewItem, reviewsBefore: Int) -> Date {
    switch wait {
    case .step(let seconds):
      return moment.addingTimeInterval(seconds)
    case .days(let days):
      guard fuzz else { return dayCount.due(days, after: moment) }
      var generator = item.fuzzGenerator(reviewsBefore: reviewsBefore)
      let fuzzed = IntervalFuzz(maximumInterval: maximumInterval).fuzzed(days: days, using: &generator)
      return dayCount.due(fuzzed, after: moment)
    }
  }
}
