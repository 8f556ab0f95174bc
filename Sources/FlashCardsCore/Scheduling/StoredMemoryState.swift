import Foundation

/// One row of the history's `memoryState` table: an item's state after a replay of its reviews.
public struct StoredMemoryState: Sendable, Equatable {
  public var item: ReviewItem
  public var memory: MemoryState
  /// The moment of the item's first review, for the count of new cards started on a review day.
  public var firstReview: Date

  public init(item: ReviewItem, memory: MemoryState, firstReview: Date) {
    (self.item, self.memory, self.firstReview) = (item, memory, firstReview)
  }

  /// As a replay holds it (`MemoryReplay.states`, keyed by its item).
  public var replayed: MemoryReplay.State { MemoryReplay.State(memory: memory, firstReview: firstReview) }
}
