import Foundation

/// One answer in the history, as a review: whose card it was, its grade, and when it counts as
/// given (its game's start plus the time of the cards up to it). What the optimizer and true
/// retention read, in time order.
public struct PastReview: Sendable, Equatable {
  public var item: ReviewItem
  public var grade: Grade
  public var at: Date

  public init(item: ReviewItem, grade: Grade, at: Date) {
    (self.item, self.grade, self.at) = (item, grade, at)
  }
}
