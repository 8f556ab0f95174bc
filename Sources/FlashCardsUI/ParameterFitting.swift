import FlashCardsCore
import Foundation

/// `flashcards review --optimize`: fits the player's FSRS parameters to their reviews, measures
/// the current and the fitted ones on those reviews, and stores the fitted ones when they predict
/// the reviews better (lower log loss), as `review --parameters` stores parameters.
public struct ParameterFitting {
  public let player: String
  /// Answers read, and the cards (items) they are of.
  public let answers: Int
  public let cards: Int
  /// Answers a day or more after the card's previous one: the ones predictions are scored on.
  public let scored: Int
  public let fit: FSRSOptimizer.Fit
  public let current: PlayerParameters
  public let before: FitMetrics
  public let after: FitMetrics

  /// Reads `database.player`'s reviews and fits. Throws `FitError` when they are too few.
  public init(database: any HistoryReading, progress: (FSRSOptimizer.Progress) -> Void = { _ in }) throws {
    player = database.player
    current = try database.parameters(of: player)
    var builder = TrainingSet.Builder<ReviewItem>(dayCount: current.scheduler.dayCount)
    try database.forEachReview(of: player) { builder.add($0.item, grade: $0.grade, at: $0.at) }
    let set = builder.build()
    (answers, cards, scored) = (set.reviewCount, set.cardCount, set.items.count)
    fit = try FSRSOptimizer.fit(set, progress: progress)
    // Both exist: the fit needs scored reviews.
    guard let before = FitMetrics(current.scheduler.parameters, on: set),
      let after = FitMetrics(fit.parameters, on: set)
    else { throw FitError.tooFewReviews(scored: 0, kept: 0) }
    (self.before, self.after) = (before, after)
  }

  /// Whether the fitted parameters predict the reviews better than the current ones.
  public var improves: Bool { after.logLoss < before.logLoss }

  /// Stores the fitted parameters and reschedules, when they improve on the current ones.
  public func store(in database: any HistoryWriting) throws -> Rescheduling? {
    guard improves else { return nil }
    return try database.setParameters(fit.parameters, of: player)
  }
}
