import Foundation

/// FSRS-6's formulas, written as py-fsrs 6.3.2 writes them (`w` is `parameters`, `S` stability,
/// `D` difficulty, `R` retrievability, `G` the grade from 1 to 4).
extension Scheduler {
  static let minimumStability = 0.001
  public static let difficultyRange = 1.0...10.0

  func initialStability(_ grade: Grade) -> Double {
    Swift.max(parameters[grade.rawValue - 1], Scheduler.minimumStability)
  }

  /// D0(G) = w4 − e^(w5·(G−1)) + 1, unclamped.
  func initialDifficulty(_ grade: Grade) -> Double {
    parameters[4] - exp(parameters[5] * Double(grade.rawValue - 1)) + 1
  }

  func clampDifficulty(_ difficulty: Double) -> Double {
    Swift.min(Swift.max(difficulty, Scheduler.difficultyRange.lowerBound), Scheduler.difficultyRange.upperBound)
  }

  /// Linear damping towards 10, then mean reversion towards D0(Easy).
  func nextDifficulty(_ difficulty: Double, grade: Grade) -> Double {
    let delta = -parameters[6] * Double(grade.rawValue - 3)
    let damped = difficulty + (10 - difficulty) * delta / 9
    return clampDifficulty(parameters[7] * initialDifficulty(.easy) + (1 - parameters[7]) * damped)
  }

  /// A review less than a day after the previous one.
  func shortTermStability(_ stability: Double, grade: Grade) -> Double {
    var increase = exp(parameters[17] * (Double(grade.rawValue) - 3 + parameters[18])) * pow(stability, -parameters[19])
    if grade != .again { increase = Swift.max(increase, 1) }
    return Swift.max(stability * increase, Scheduler.minimumStability)
  }

  func nextStability(difficulty: Double, stability: Double, _ recall: Double, grade: Grade) -> Double {
    let next =
      grade == .again
      ? forgetStability(difficulty: difficulty, stability: stability, recall)
      : recallStability(difficulty: difficulty, stability: stability, recall, grade: grade)
    return Swift.max(next, Scheduler.minimumStability)
  }

  private func forgetStability(difficulty: Double, stability: Double, _ recall: Double) -> Double {
    let longTerm =
      parameters[11] * pow(difficulty, -parameters[12]) * (pow(stability + 1, parameters[13]) - 1)
      * exp((1 - recall) * parameters[14])
    let shortTerm = stability / exp(parameters[17] * parameters[18])
    return Swift.min(longTerm, shortTerm)
  }

  private func recallStability(difficulty: Double, stability: Double, _ recall: Double, grade: Grade) -> Double {
    let hardPenalty = grade == .hard ? parameters[15] : 1
    let easyBonus = grade == .easy ? parameters[16] : 1
    return stability
      * (1 + exp(parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
        * (exp((1 - recall) * parameters[10]) - 1) * hardPenalty * easyBonus)
  }
}
