import Foundation

/// w0–w3, the stability after a card's first review graded Again, Hard, Good or Easy, fitted before
/// the rest as fsrs-rs 6.6.2 does (`initialize_stability_parameters`): for each first grade, the
/// outcomes of the cards' first review on a later day, grouped by its days, give the stability whose
/// forgetting curve (at the default decay) fits them best, by a ternary search of the log loss plus
/// |S − default| / 16; each group's share recalled is first pulled towards the average recall
/// by one review. Grades with no cards are filled in from the others.
struct InitialStability {
  /// The fitted stabilities, Again to Easy.
  var stabilities: [Double]
  /// How many cards each first grade had (only grades that had any).
  var counts: [UInt8: Int]

  /// Nil when no first grade has any card.
  init?(_ set: TrainingSet, firstScored reviews: [Int], averageRecall: Double) {
    // first grade → days → (recalled, cards)
    var groups: [UInt8: [Int32: (recalled: Int, cards: Int)]] = [:]
    for review in reviews {
      let first = set.grades[set.cardStarts[set.card(ofReview: review)]]
      groups[first, default: [:]][set.days[review], default: (0, 0)].cards += 1
      if set.recalled(review) { groups[first, default: [:]][set.days[review], default: (0, 0)].recalled += 1 }
    }
    guard !groups.isEmpty else { return nil }
    var fitted: [UInt8: Double] = [:]
    var counts: [UInt8: Int] = [:]
    for (grade, byDays) in groups {
      let points = byDays.sorted { $0.key < $1.key }.map { days, outcome in
        let share = Double(outcome.recalled) / Double(outcome.cards)
        let count = Double(outcome.cards)
        return (days: Double(days), recall: (share * count + averageRecall) / (count + 1), count: count)
      }
      fitted[grade] = Double(
        Float(Self.search(points, defaultStability: FSRSParameters.default.values[Int(grade) - 1])))
      counts[grade] = byDays.values.reduce(0) { $0 + $1.cards }
    }
    self.counts = counts
    self.stabilities = Self.smoothAndFill(fitted, counts: counts)
  }

  /// The default decay as fsrs-rs holds it (a 32-bit float).
  private static let decay = -Double(Float(0.1542))

  private static func loss(
    _ points: [(days: Double, recall: Double, count: Double)], stability: Double, defaultStability: Double
  ) -> Double {
    let factor = pow(0.9, 1 / decay) - 1
    var loss = 0.0
    for point in points {
      let predicted = pow(1 + point.days / stability * factor, decay)
      loss -= (point.recall * log(predicted) + (1 - point.recall) * log(1 - predicted)) * point.count
    }
    return loss + abs(stability - defaultStability) / 16
  }

  private static func search(
    _ points: [(days: Double, recall: Double, count: Double)], defaultStability: Double
  ) -> Double {
    var low = Double(Float(TrainingClamps.initialStability.lowerBound))
    var high = TrainingClamps.initialStability.upperBound
    var best = defaultStability
    var iterations = 0
    while high - low > Double.ulpOfOne && iterations < 1000 {
      iterations += 1
      let first = low + (high - low) / 3
      let second = high - (high - low) / 3
      if loss(points, stability: first, defaultStability: defaultStability)
        < loss(points, stability: second, defaultStability: defaultStability)
      {
        high = second
      } else {
        low = first
      }
      best = (high + low) / 2
    }
    return best
  }

  /// Orders the stabilities by grade (where a lower grade came out more stable, the grade with more
  /// cards wins), fills in the grades without cards from the others (fsrs-rs's `smooth_and_fill`),
  /// and keeps them within 0.001…100 days.
  static func smoothAndFill(_ given: [UInt8: Double], counts: [UInt8: Int]) -> [Double] {
    var known = given.filter { counts[$0.key] != nil }
    for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] as [(UInt8, UInt8)] {
      guard let smallValue = known[small], let bigValue = known[big], smallValue > bigValue else { continue }
      if counts[small, default: 0] > counts[big, default: 0] {
        known[big] = smallValue
      } else {
        known[small] = bigValue
      }
    }
    let (w1, w2) = (0.41, 0.54)
    var s: [Double?] = [nil, known[1], known[2], known[3], known[4]]
    switch known.count {
    case 1:
      guard let (grade, value) = known.first else { return FSRSParameters.default.values.prefix(4).map { $0 } }
      let factor = value / FSRSParameters.default.values[Int(grade) - 1]
      return FSRSParameters.default.values.prefix(4).map { clampInitial($0 * factor) }.sorted()
    case 2:
      switch (s[1], s[2], s[3], s[4]) {
      case (nil, nil, let r3?, let r4?):
        let r2 = pow(r3, 1 / (1 - w2)) * pow(r4, 1 - 1 / (1 - w2))
        s[2] = r2
        s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (nil, let r2?, nil, let r4?):
        let r3 = pow(r2, 1 - w2) * pow(r4, w2)
        s[3] = r3
        s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (nil, let r2?, let r3?, nil):
        s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
        s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (let r1?, nil, nil, let r4?):
        let share = w1 / (w1 + w2 - w1 * w2)
        let other = w2 / (w1 + w2 - w1 * w2)
        s[2] = pow(r1, share) * pow(r4, 1 - share)
        s[3] = pow(r1, 1 - other) * pow(r4, other)
      case (let r1?, nil, let r3?, nil):
        let r2 = pow(r1, w1) * pow(r3, 1 - w1)
        s[2] = r2
        s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
      case (let r1?, let r2?, nil, nil):
        let r3 = pow(r1, 1 - 1 / (1 - w1)) * pow(r2, 1 / (1 - w1))
        s[3] = r3
        s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
      default: break
      }
    case 3:
      switch (s[1], s[2], s[3], s[4]) {
      case (nil, let r2?, let r3?, _): s[1] = pow(r2, 1 / w1) * pow(r3, 1 - 1 / w1)
      case (let r1?, nil, let r3?, _): s[2] = pow(r1, w1) * pow(r3, 1 - w1)
      case (_, let r2?, nil, let r4?): s[3] = pow(r2, 1 - w2) * pow(r4, w2)
      case (_, let r2?, let r3?, nil): s[4] = pow(r2, 1 - 1 / w2) * pow(r3, 1 / w2)
      default: break
      }
    default: break
    }
    return (1...4).map { clampInitial(s[$0] ?? FSRSParameters.default.values[$0 - 1]) }
  }

  private static func clampInitial(_ value: Double) -> Double {
    MemoryModel.clamp(value, TrainingClamps.initialStability)
  }
}
