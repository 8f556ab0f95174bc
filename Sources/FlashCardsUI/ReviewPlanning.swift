import FlashCardsCore
import Foundation

/// How `flashcards review` picks its cards, and says what comes next, from the player's memory states.
public struct ReviewPlanning {
  let database: any HistoryReading
  /// The decks to review, by their names as played.
  let sources: [String: ReviewPlan.Source]
  let now: Date
  let timeZone: TimeZone

  public init(
    database: any HistoryReading, sources: [String: ReviewPlan.Source], now: Date, timeZone: TimeZone = .current
  ) {
    (self.database, self.sources, self.now, self.timeZone) = (database, sources, now, timeZone)
  }

  /// New cards a review day, unless `--new` says otherwise.
  public static let defaultNewLimit = 20

  var player: String { database.player }
  var today: ReviewDay { ReviewDay(now, timeZone: timeZone) }

  /// The cards due now, the least likely recalled first, then up to `newLimit` a review day of cards
  /// never seen (each deck's in its file's order, decks by name); at most `limit` in all.
  ///
  /// The states are scheduled with the player's parameters (their `scheduler`, unless `scheduler`
  /// is given) at 90% retention, and read by `reviewStates` unless `states` holds them already.
  /// With another `retention`, a card in the review state is due when its predicted recall falls
  /// to that instead: every state of the decks is read (the player's, by the table's key), and its
  /// due date recomputed.
  public func plan(
    newLimit: Int, limit: Int?, retention: Double? = nil, states read: ReviewStates? = nil,
    scheduler given: Scheduler? = nil
  ) throws -> ReviewPlan {
    let own = try given ?? database.scheduler(of: player)
    let scheduler = try retention.map { try own.with(desiredRetention: $0) } ?? own
    var memories: [ReviewItem: MemoryState] = [:]
    // Today's states, to the end of the review day: those due now are asked, the rest counted.
    var todayStates: [MemoryState] = []
    var states: ReviewStates
    if retention == nil {
      states = try read ?? reviewStates(decks: sources.keys.sorted())
      memories.reserveCapacity(states.due.count)
      for state in states.due where sources[state.item.deck] != nil {
        todayStates.append(state.memory)
        if state.memory.due <= now { memories[state.item] = state.memory }
      }
    } else {
      // Every state read whole: the cards seen come from them.
      states = ReviewStates()
      for state in try database.states(player: player, decks: sources.keys.sorted()) {
        var memory = state.memory
        memory.due = scheduler.due(of: memory)
        todayStates.append(memory)
        if memory.due <= now { memories[state.item] = memory }
        states.add(deck: state.item.deck, direction: state.item.direction, seen: [state.item.card])
      }
    }
    var items = ReviewQueue.due(memories, at: now, scheduler: scheduler)
    let firstReviews = try database.firstReviews(player: player, since: self.today.start(in: timeZone))
    var allowance = ReviewQueue.newCardAllowance(
      limit: newLimit, firstReviews: firstReviews, today: self.today, timeZone: timeZone)
    for name in sources.keys.sorted() where allowance > 0 {
      let new = newItems(of: name, seen: states).prefix(allowance)
      items += new
      allowance -= new.count
    }
    if let limit { items = Array(items.prefix(limit)) }
    var plan = ReviewPlan(sources: sources, items: items, memories: memories, scheduler: scheduler)
    plan.dueLaterToday = ReviewQueue.dueToday(todayStates, at: now, timeZone: timeZone).later
    plan.newPerDay = newLimit
    plan.newStartedToday = ReviewQueue.startedCount(firstReviews: firstReviews, today: self.today, timeZone: timeZone)
    return plan
  }

  /// The cards of the deck played as `name` never answered (without a state in `seen`), in its
  /// file's order.
  func newItems(of name: String, seen: ReviewStates) -> [ReviewItem] {
    guard let source = sources[name] else { return [] }
    let seen = seen.seenCards(deck: name, direction: source.direction)
    var shownHere: Set<String> = []
    return source.deck.cards.compactMap { card in
      let shown = card.shown(in: source.direction)
      guard !seen.contains(shown), shownHere.insert(shown).inserted else { return nil }
      return ReviewItem(player: player, deck: name, direction: source.direction, card: shown)
    }
  }

  /// How many cards of these decks the player has never answered (the new cards `review` can offer).
  public func newCardCount() throws -> Int {
    let seen = try reviewStates(decks: sources.keys.sorted(), due: false)
    return sources.keys.reduce(0) { $0 + newItems(of: $1, seen: seen).count }
  }

  /// What `plan` reads of the player's states: of `decks` (as played; nil: every deck), those due
  /// by the end of the review day (none unless `due`), the cards seen and the decks.
  public func reviewStates(decks: [String]?, due: Bool = true) throws -> ReviewStates {
    try database.reviewStates(
      player: player, decks: decks, dueBy: due ? today.adding(days: 1).start(in: timeZone) : nil)
  }

  /// "14 cards tomorrow at 04:00": the first review day after now with cards due, how many are due
  /// by its end, and when the first falls due; nil when no card of these decks has a state.
  public func next(withTime: Bool) throws -> String? {
    let states = try database.states(player: player, decks: sources.keys.sorted())
    guard let first = states.map(\.memory.due).filter({ $0 > now }).min() else { return nil }
    let day = ReviewDay(first, timeZone: timeZone)
    let end = day.adding(days: 1).start(in: timeZone)
    let count = states.count { $0.memory.due > now && $0.memory.due < end }
    let when: String =
      switch day.daysSince1970 - today.daysSince1970 {
      case 0: "today"
      case 1: "tomorrow"
      default: "on \(day.date.dayText)"
      }
    let at = withTime ? " at \(DateFormats(timeZone: timeZone).clock(Swift.max(first, day.start(in: timeZone))))" : ""
    return "\(count.counted("card")) \(when)\(at)"
  }
}
