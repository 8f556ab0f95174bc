import Foundation

/// Fits the 21 FSRS-6 parameters to one player's reviews, as fsrs-rs 6.6.2's `compute_parameters`
/// does (with card ids and short-term memory on): outliers set aside (`OutlierFilter`), w0–w3
/// fitted first to the first reviews on a later day (`InitialStability`), then all 21 trained
/// from there with Adam (`AdamTraining`), and w0–w3 put in grade order again. Like the reference,
/// it needs 8 scored reviews to fit anything, and 64 (not all of them a card's first on a later
/// day) to train more than w0–w3.
public enum FSRSOptimizer {
  public static let minimumReviews = 8
  public static let minimumReviewsForAll = 64

  public struct Fit: Sendable, Equatable {
    /// Rounded to 4 decimals: what `--parameters` reads back exactly.
    public var parameters: FSRSParameters
    /// False when only w0–w3 were fitted (the rest are the defaults).
    public var trainedAll: Bool
    /// The scored reviews trained on, after setting aside outliers and reviews past a card's 256th.
    public var reviewsUsed: Int
  }

  /// Where a fit is, for a progress line: fitting the initial stabilities, then epoch 1 to 5.
  public struct Progress: Sendable, Equatable {
    public var epoch: Int
    public var epochs: Int
    /// 0 to 1, across the whole fit.
    public var fraction: Double
  }

  public static func fit(_ set: TrainingSet, progress: (Progress) -> Void = { _ in }) throws(FitError) -> Fit {
    let scored = set.items.count
    guard scored >= minimumReviews else { throw .tooFewReviews(scored: scored, kept: scored) }
    let filter = OutlierFilter(set)
    let kept = filter.training.count
    guard kept >= minimumReviews else { throw .tooFewReviews(scored: scored, kept: kept) }
    let recalled = filter.training.count { set.recalled($0) }
    let averageRecall = Double(Float(Double(recalled) / Double(kept)))
    guard let initial = InitialStability(set, firstScored: filter.initialization, averageRecall: averageRecall)
    else { throw .tooFewReviews(scored: scored, kept: 0) }
    progress(Progress(epoch: 0, epochs: AdamTraining.epochs, fraction: 0))
    let start = initial.stabilities + FSRSParameters.default.values[4...]
    guard kept != filter.initialization.count && kept >= minimumReviewsForAll else {
      return try rounded(start, trainedAll: false, reviewsUsed: kept)
    }
    let training = AdamTraining(set, items: filter.training)
    let total = Double(training.total * AdamTraining.epochs)
    var trained = training.train(from: start) { epoch, done in
      let fraction = (Double((epoch - 1) * training.total) + Double(done)) / total
      progress(Progress(epoch: epoch, epochs: AdamTraining.epochs, fraction: fraction))
    }
    guard trained.allSatisfy(\.isFinite) else { throw .notFinite }
    let grades: [UInt8: Double] = Dictionary(uniqueKeysWithValues: (1...4).map { (UInt8($0), trained[$0 - 1]) })
    trained.replaceSubrange(0..<4, with: InitialStability.smoothAndFill(grades, counts: initial.counts))
    return try rounded(trained, trainedAll: true, reviewsUsed: training.total)
  }

  private static func rounded(_ values: [Double], trainedAll: Bool, reviewsUsed: Int) throws(FitError) -> Fit {
    let rounded = values.map { ($0 * 10_000).rounded() / 10_000 }
    guard let parameters = try? FSRSParameters(rounded) else { throw .notFinite }
    return Fit(parameters: parameters, trainedAll: trainedAll, reviewsUsed: reviewsUsed)
  }
}

public enum FitError: Error, Equatable, Sendable {
  /// `scored`: reviews a day or more after the card's previous one; `kept`: of those, the ones
  /// left after setting aside outliers.
  case tooFewReviews(scored: Int, kept: Int)
  case notFinite
}

extension FitError: LocalizedError {
  public var errorDescription: String? {
    switch self {
    case .tooFewReviews(let scored, let kept) where kept == scored:
      "Too few reviews to fit your parameters: \(scored) of your answers came a day or more after the card's "
        + "previous one, and fitting needs at least \(FSRSOptimizer.minimumReviews). Nothing was changed."
    case .tooFewReviews(let scored, let kept):
      "Too few reviews to fit your parameters: \(scored) of your answers came a day or more after the card's "
        + "previous one, but only \(kept) are left after setting aside cards whose first review on a later day "
        + "was unusual (fewer than 20 cards first answered alike, or more than 100 days later), and fitting "
        + "needs at least \(FSRSOptimizer.minimumReviews). Nothing was changed."
    case .notFinite:
      "The fit did not converge (a parameter is not a number). Nothing was changed."
    }
  }
}
