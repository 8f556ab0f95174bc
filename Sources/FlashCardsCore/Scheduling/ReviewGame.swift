import Foundation

/// What a review asks, decided before it starts: the cards due (least likely recalled first), then
/// the new cards allowed, each from its own deck and direction, with the memory states they have.
public struct ReviewPlan: Sendable {
  /// A deck as played: its cards, and the direction its name plays them in.
  public struct Source: Sendable {
    public var deck: Deck
    public var direction: Direction

    public init(deck: Deck, direction: Direction) {
      (self.deck, self.direction) = (deck, direction)
    }
  }

  /// By the deck's name as played ("capitals", "states").
  public var sources: [String: Source]
  public var items: [ReviewItem]
  public var memories: [ReviewItem: MemoryState]
  public var scheduler: Scheduler
  /// How many of `items` were due (the rest are new).
  public var dueCount: Int

  /// Drops the items whose card is no longer in its deck (edited since), or whose deck is not found.
  public init(
    sources: [String: Source], items: [ReviewItem], memories: [ReviewItem: MemoryState], scheduler: Scheduler
  ) {
    let playable = items.filter { item in
      guard let source = sources[item.deck], source.direction == item.direction else { return false }
      return source.deck.cards.contains { $0.shown(in: item.direction) == item.card }
    }
    self.sources = sources
    self.items = playable
    self.memories = memories
    self.scheduler = scheduler
    dueCount = playable.count { memories[$0] != nil }
  }

  public var newCount: Int { items.count - dueCount }

  /// The names of the decks asked, in alphabetical order: "capitals, elements".
  public var deckList: String {
    Set(items.map(\.deck)).sorted().joined(separator: ", ")
  }

  func card(of item: ReviewItem) -> Card? {
    sources[item.deck]?.deck.cards.first { $0.shown(in: item.direction) == item.card }
  }
}

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
