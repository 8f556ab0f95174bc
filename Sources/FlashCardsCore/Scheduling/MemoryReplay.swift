import Foundation

/// How a history becomes memory states: its reviews, in time order, each through its player's
/// scheduler. The history's `memoryState` table always equals such a replay, and each answer's
/// predicted recall is what the replay said just before it. The store streams the reviews and
/// writes what this returns; every decision is here, where it is tested without a database.
///
/// Reviews are applied one at a time (`apply`), so that a replay of millions of answers streams
/// from a cursor with flat memory; `replaying(_:)` is the same over a whole sequence.
public struct MemoryReplay: Sendable {
  /// An item's state after its reviews so far, and when the first of them was.
  public struct State: Sendable, Equatable {
    public var memory: MemoryState
    /// The moment of the item's first review, for the count of new cards started on a review day.
    public var firstReview: Date

    public init(memory: MemoryState, firstReview: Date) {
      (self.memory, self.firstReview) = (memory, firstReview)
    }
  }

  /// The state of every item reviewed so far (and of those the replay started from).
  public private(set) var states: [ReviewItem: State]
  /// How many reviews were applied.
  public private(set) var applied = 0
  private let schedulers: [String: Scheduler]
  private let fallback: Scheduler

  /// `schedulers`: the players who schedule with their own parameters; everyone else with
  /// `fallback`. `states`: where the items stand before the reviews to come (none: a replay from
  /// the start).
  public init(
    schedulers: [String: Scheduler] = [:], fallback: Scheduler = .default, from states: [ReviewItem: State] = [:]
  ) {
    (self.schedulers, self.fallback, self.states) = (schedulers, fallback, states)
  }

  /// The scheduler `player`'s reviews go through.
  public func scheduler(of player: String) -> Scheduler {
    schedulers.isEmpty ? fallback : schedulers[player] ?? fallback
  }

  /// Starts `item` from `state`, where it stood before the reviews to come, unless the replay has
  /// a state of it already (a replay that goes on from stored states, loading them as it needs them).
  public mutating func resume(_ item: ReviewItem, from state: State) {
    if states[item] == nil { states[item] = state }
  }

  /// Applies one review, which must not be older than the item's last: returns the chance of
  /// recall the item had just before it (`nil` for its first review), which the history keeps as
  /// the answer's predicted recall.
  @discardableResult
  public mutating func apply(_ review: PastReview) -> Double? {
    let previous = states[review.item]
    let scheduler = scheduler(of: review.item.player)
    let recall = previous.map { scheduler.retrievability(of: $0.memory, at: review.at) }
    let memory = scheduler.review(previous?.memory, grade: review.grade, at: review.at, item: review.item)
    states[review.item] = State(memory: memory, firstReview: previous?.firstReview ?? review.at)
    applied += 1
    return recall
  }

  /// Whether applying `reviews` (in time order) to `states` gives what a replay from the start
  /// would: no review is older than the last review of a state it touches (a game kept pending and
  /// saved later, or received from another device, is). Otherwise the items must be replayed whole.
  ///
  /// Not generic over the sequence: a generic call from another module would have its types'
  /// metadata built at run time, at every save (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
  public static func extends(_ states: [ReviewItem: State], with reviews: [PastReview]) -> Bool {
    reviews.allSatisfy { review in
      states[review.item].map { $0.memory.lastReview <= review.at } ?? true
    }
  }

  /// The replay of `reviews`, in time order, from `self`'s states: the predicted recall of each
  /// review, in order, and the replay after them.
  public func replaying(_ reviews: some Sequence<PastReview>) -> (predictions: [Double?], replay: MemoryReplay) {
    var replay = self
    let predictions = reviews.map { replay.apply($0) }
    return (predictions, replay)
  }
}
