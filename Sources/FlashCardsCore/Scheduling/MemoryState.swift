import Foundation

/// Where a card is in FSRS: still being learnt in short steps, reviewed over days, or relearnt
/// after a lapse. The raw values are py-fsrs's.
public enum LearningState: Int, Codable, Sendable, CaseIterable {
  case learning = 1
  case review
  case relearning
}

/// What FSRS knows of one reviewed card. A card never reviewed has no memory state (`nil`).
public struct MemoryState: Equatable, Codable, Sendable {
  public var state: LearningState
  /// The learning or relearning step the card is at; `nil` in the review state.
  public var step: Int?
  /// Days after which recall falls to 90%.
  public var stability: Double
  /// 1 (easiest) to 10 (hardest).
  public var difficulty: Double
  public var due: Date
  public var lastReview: Date
  /// Reviews so far, this card's first included.
  public var reviews: Int
  /// Times the card was forgotten once in the review state (graded Again there).
  public var lapses: Int

  public init(
    state: LearningState, step: Int?, stability: Double, difficulty: Double, due: Date, lastReview: Date,
    reviews: Int, lapses: Int
  ) {
    (self.state, self.step, self.stability, self.difficulty) = (state, step, stability, difficulty)
    (self.due, self.lastReview, self.reviews, self.lapses) = (due, lastReview, reviews, lapses)
  }
}
