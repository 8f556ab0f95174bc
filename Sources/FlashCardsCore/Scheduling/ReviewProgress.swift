import Foundation

/// The part of a game session that makes it a review: the order of the cards, which changes as
/// they are answered (a card answered wrong comes back when its learning step is over). Its clock is
/// the game's: the moment it started plus the time of the answers so far, as the history counts it.
struct ReviewProgress: Sendable {
  var plan: ReviewPlan
  var queue: ReviewSessionQueue
  var current: ReviewItem?
  var startedAt: Date
  var elapsed: Double = 0
  var matchers: [String: AnswerMatcher]
  /// How things stood before the last answer, so that an overruled answer can be graded again.
  var beforeLastAnswer: (queue: ReviewSessionQueue, item: ReviewItem, memory: MemoryState?, seconds: Double)?

  init(plan: ReviewPlan, startedAt: Date, strict: Bool) {
    self.plan = plan
    self.startedAt = startedAt
    queue = ReviewSessionQueue(plan.items)
    matchers = plan.sources.mapValues { AnswerMatcher(deck: $0.deck, direction: $0.direction, strict: strict) }
    current = queue.next(at: startedAt)
  }

  var now: Date { startedAt.addingTimeInterval(elapsed) }

  /// Records the grade of the current card and moves on to the next.
  mutating func answered(_ verdict: Verdict, seconds: Double) {
    elapsed += seconds
    guard let item = current else { return }
    beforeLastAnswer = (queue, item, plan.memories[item], seconds)
    let memory = plan.scheduler.review(plan.memories[item], grade: verdict.grade, at: now, item: item)
    plan.memories[item] = memory
    queue.answered(item, grade: verdict.grade, memory: memory)
    current = queue.next(at: now)
  }

  /// Grades the last answer again as `verdict`, as if it had been given so in the first place.
  mutating func regradeLastAnswer(_ verdict: Verdict) {
    guard let before = beforeLastAnswer else { return }
    elapsed -= before.seconds
    queue = before.queue
    plan.memories[before.item] = before.memory
    current = before.item
    answered(verdict, seconds: before.seconds)
  }
}
