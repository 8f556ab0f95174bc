import Foundation

/// How well parameters predict a training set's scored reviews, as fsrs-rs 6.6.2's `evaluate`
/// measures it: every item, weighted by recency (0.25 for the oldest to 1 for the newest, cubic).
public struct FitMetrics: Sendable, Equatable, Codable {
  /// The weighted mean binary cross-entropy of the predicted recall (lower is better).
  public var logLoss: Double
  /// The root mean square gap between mean predicted and measured recall over bins of reviews
  /// alike in days since the previous review, number of reviews and lapses, weighted by each
  /// bin's total weight (lower is better; 0.05 is five points).
  public var rmseBins: Double

  public init(logLoss: Double, rmseBins: Double) {
    (self.logLoss, self.rmseBins) = (logLoss, rmseBins)
  }

  /// Nil for a set without items.
  public init?(_ parameters: FSRSParameters, on set: TrainingSet) {
    guard !set.items.isEmpty else { return nil }
    let recall = Self.predictions(parameters.values, on: set)
    var (loss, weightSum) = (0.0, 0.0)
    var bins: [Bin: (predicted: Double, actual: Double, count: Double, weight: Double)] = [:]
    let (longTerm, lapses) = Self.counts(set)
    for (index, review) in set.items.enumerated() {
      let weight = TrainingSet.recencyWeight(index, of: set.items.count)
      let p = recall[review]
      let y = set.recalled(review) ? 1.0 : 0.0
      loss -= (y * log(p) + (1 - y) * log(1 - p)) * weight
      weightSum += weight
      let bin = Bin(days: set.days[review], longTermReviews: longTerm[review], lapses: lapses[review])
      bins[bin, default: (0, 0, 0, 0)].predicted += p
      bins[bin, default: (0, 0, 0, 0)].actual += y
      bins[bin, default: (0, 0, 0, 0)].count += 1
      bins[bin, default: (0, 0, 0, 0)].weight += weight
    }
    var (squares, binWeights) = (0.0, 0.0)
    for value in bins.values {
      let gap = value.predicted / value.count - value.actual / value.count
      squares += gap * gap * value.weight
      binWeights += value.weight
    }
    logLoss = loss / weightSum
    rmseBins = (squares / binWeights).squareRoot()
  }

  /// The recall predicted before each review (0 for each card's first), by replaying every card.
  static func predictions(_ parameters: [Double], on set: TrainingSet) -> [Double] {
    let model = MemoryModel(parameters)
    var recall = Array(repeating: 0.0, count: set.reviewCount)
    for card in 0..<set.cardCount {
      var (s, d) = (0.0, 0.0)
      for review in set.reviews(of: card) {
        let first = review == set.cardStarts[card]
        let step = model.step(
          grade: set.grades[review], days: Double(set.days[review]), stability: s, difficulty: d, first: first)
        recall[review] = step.recall
        s = MemoryModel.clamp(step.unclampedStability, MemoryModel.stabilityRange)
        d = MemoryModel.clamp(step.unclampedDifficulty, MemoryModel.difficultyRange)
      }
    }
    return recall
  }

  /// For each review: the card's reviews a day or more after the previous, up to and including it;
  /// and its lapses before it (Again a day or more after the previous review).
  private static func counts(_ set: TrainingSet) -> (longTerm: [Int], lapses: [Int]) {
    var longTerm = Array(repeating: 0, count: set.reviewCount)
    var lapses = Array(repeating: 0, count: set.reviewCount)
    for card in 0..<set.cardCount {
      var (seen, lapsed) = (0, 0)
      for review in set.reviews(of: card) {
        if set.days[review] > 0 { seen += 1 }
        longTerm[review] = seen
        lapses[review] = lapsed
        if set.days[review] > 0 && set.grades[review] == 1 { lapsed += 1 }
      }
    }
    return (longTerm, lapses)
  }

  /// fsrs-rs's `r_matrix_index`: days, reviews and lapses, each on a logarithmic scale.
  struct Bin: Hashable {
    var days: UInt32
    var length: UInt32
    var lapses: UInt32

    init(days: Int32, longTermReviews: Int, lapses: Int) {
      func bin(_ value: Double, _ scale: Double, _ base: Double) -> Double {
        scale * pow(base, (log(value) / log(base)).rounded(.down))
      }
      self.days = UInt32((bin(Double(days), 2.48, 3.62) * 100).rounded())
      length = UInt32(bin(Double(longTermReviews) + 1, 1.99, 1.89).rounded())
      self.lapses = lapses == 0 ? 0 : UInt32(bin(Double(lapses), 1.65, 1.73).rounded())
    }
  }
}
