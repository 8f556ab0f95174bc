import Foundation

/// Which cards a review asks, from memory states alone: the rules `flashcards review` and its
/// `--list` follow, apart from the database that supplies the states.
public enum ReviewQueue {
  /// The items due at `now`, the least likely to be recalled first. Ties (recall counts whole days)
  /// go to the card due the longest, then to the item's name, so the order is always the same.
  public static func due(_ states: [ReviewItem: MemoryState], at now: Date, scheduler: Scheduler) -> [ReviewItem] {
    // Picked while mapped: a dictionary's `filter` is another dictionary, every item hashed again.
    var items: [ReviewItem] = []
    // Sorted as keys of plain numbers: moving the items themselves (three strings each) in the
    // sort's merges was most of its cost.
    var keys: [(recall: Double, due: Date, index: Int)] = []
    items.reserveCapacity(states.count)
    keys.reserveCapacity(states.count)
    let retrievability = scheduler.retrievabilities(at: now)
    for (item, memory) in states where memory.due <= now {
      let recall = retrievability(memory)
      // A damaged state (a stability that is not a number) has no recall to compare: it comes first.
      keys.append((recall: recall.isNaN ? 0 : recall, due: memory.due, index: items.count))
      items.append(item)
    }
    // The name's key only for a tie of recall and due date, which is rare: made in every
    // comparison, or once a card, it was most of sorting the queue.
    keys.sort { first, second in
      if first.recall != second.recall { return first.recall < second.recall }
      if first.due != second.due { return first.due < second.due }
      return items[first.index].sortKey < items[second.index].sortKey
    }
    return keys.map { items[$0.index] }
  }

  /// How many cards never seen may still be started on the review day `today`, when `limit` may
  /// be started per day and `firstReviews` are the moments of the first reviews of the player's cards.
  public static func newCardAllowance(
    limit: Int, firstReviews: some Sequence<Date>, today: ReviewDay, timeZone: TimeZone
  ) -> Int {
    Swift.max(0, limit - startedCount(firstReviews: firstReviews, today: today, timeZone: timeZone))
  }

  /// How many cards were first answered on the review day `today`: the new cards its games took.
  public static func startedCount(firstReviews: some Sequence<Date>, today: ReviewDay, timeZone: TimeZone) -> Int {
    firstReviews.count { ReviewDay($0, timeZone: timeZone) == today }
  }

  /// The cards due on the review day of `now`, split into those due at `now` and those due later
  /// that day (a learning step minutes away): the one count of "due today" that `review`, its
  /// `--list`, the home menu and `stats` show. `now + later` is `dueCounts`'s first count.
  /// Inlinable: specialized where it is called, rather than stepping through a sequence of any
  /// type (a list of hundreds of states).
  @inlinable
  public static func dueToday(
    _ states: some Sequence<MemoryState>, at now: Date, timeZone: TimeZone
  ) -> (now: Int, later: Int) {
    let today = ReviewDay(now, timeZone: timeZone)
    var counts = (now: 0, later: 0)
    for memory in states {
      if memory.due <= now {
        counts.now += 1
      } else if ReviewDay(memory.due, timeZone: timeZone) <= today {
        counts.later += 1
      }
    }
    return counts
  }

  /// How many cards fall due on each of `days` review days from `today`: the first count includes
  /// every card overdue, so that it is what a review today would ask.
  public static func dueCounts(
    _ states: some Sequence<MemoryState>, today: ReviewDay, days: Int, timeZone: TimeZone
  ) -> [Int] {
    var counts = Array(repeating: 0, count: Swift.max(days, 0))
    for memory in states {
      let offset = Swift.max(ReviewDay(memory.due, timeZone: timeZone).daysSince1970 - today.daysSince1970, 0)
      if offset < counts.count { counts[offset] += 1 }
    }
    return counts
  }
}

extension ReviewItem {
  fileprivate var sortKey: String {
    [deck, direction.rawValue, card, player].joined(separator: "\u{1F}")
  }
}
