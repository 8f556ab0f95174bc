import Foundation

/// FSRS-6 as its optimizer (fsrs-rs 6.6.2) trains it: the memory state of a card through its
/// reviews, the chance of recall predicted before each, and the loss of those predictions with its
/// exact gradient over the 21 parameters (reverse mode, written out: one pass forward, one back).
///
/// The formulas are the scheduler's (`FSRSFormulas.swift`) on whole days: a review with 0 days
/// since the previous one takes the short-term formula; stability is kept within 0.001…36,500 days
/// and difficulty within 1…10 after every review. A clamp that holds stops the gradient, as in
/// the reference.
struct MemoryModel {
  static let stabilityRange = 0.001...36_500.0
  static let difficultyRange = 1.0...10.0
  /// The predicted recall scored in training is kept within this, so that the loss stays finite.
  static let trainingRecallRange = 1e-7...(1 - 1e-7)

  let w: [Double]
  let decay: Double
  let factor: Double
  /// D0(Easy), unclamped: the target of difficulty's mean reversion.
  let easyDifficulty: Double
  let expW8: Double
  /// e^(−w17·w18): a lapse never leaves a card more stable than this share of its stability.
  let lapseFloor: Double

  init(_ parameters: [Double]) {
    w = parameters
    decay = -parameters[20]
    factor = pow(0.9, 1 / decay) - 1
    easyDifficulty = parameters[4] - exp(3 * parameters[5]) + 1
    expW8 = exp(parameters[8])
    lapseFloor = exp(-parameters[17] * parameters[18])
  }

  /// The chance of recall `days` after a review that left `stability`.
  @inline(__always)
  func recall(days: Double, stability: Double) -> Double {
    pow(1 + factor * days / stability, decay)
  }

  /// What one review computed, kept for the backward pass.
  struct Step {
    var grade: UInt8 = 0
    var days = 0.0
    /// Stability and difficulty before the review, and the predicted recall.
    var stability = 0.0
    var difficulty = 0.0
    var recall = 0.0
    /// The new stability before its clamp, and the formula's raw value (short-term multiplier or
    /// lapse stability); the new difficulty before its clamp.
    var unclampedStability = 0.0
    var raw = 0.0
    var unclampedDifficulty = 0.0
    /// Short term: the multiplier was not floored at 1. Lapse: the floor was taken.
    var flag = false
    /// d(loss)/d(recall) at this review (0 when it is not scored).
    var lossGradient = 0.0
  }

  /// One review's step from (`stability`, `difficulty`); the first review (`first`) starts the card.
  @inline(__always)
  func step(grade: UInt8, days: Double, stability s: Double, difficulty d: Double, first: Bool) -> Step {
    var step = Step(grade: grade, days: days, stability: s, difficulty: d)
    let g = Double(grade)
    if first {
      step.unclampedStability = w[Int(grade) - 1]
      step.unclampedDifficulty = w[4] - exp(w[5] * (g - 1)) + 1
      return step
    }
    let r = recall(days: days, stability: s)
    step.recall = r
    if days == 0 {
      let raw = exp(w[17] * (g - 3 + w[18])) * pow(s, -w[19])
      step.raw = raw
      step.flag = !(grade >= 2 && raw < 1)
      step.unclampedStability = s * (step.flag ? raw : 1)
    } else if grade == 1 {
      let raw = w[11] * pow(d, -w[12]) * (pow(s + 1, w[13]) - 1) * exp((1 - r) * w[14])
      let floor = s * lapseFloor
      step.raw = raw
      step.flag = floor < raw
      step.unclampedStability = step.flag ? floor : raw
    } else {
      let hard = grade == 2 ? w[15] : 1
      let easy = grade == 4 ? w[16] : 1
      let increase = expW8 * (11 - d) * pow(s, -w[9]) * (exp((1 - r) * w[10]) - 1) * hard * easy
      step.unclampedStability = s * (1 + increase)
    }
    let damped = d + (10 - d) * (-w[6] * (g - 3)) / 9
    step.unclampedDifficulty = w[7] * (easyDifficulty - damped) + damped
    return step
  }

  @inline(__always)
  static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
    Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }

  /// Strictly inside: the clamp passes the gradient through.
  @inline(__always)
  static func passes(_ value: Double, _ range: ClosedRange<Double>) -> Bool {
    value > range.lowerBound && value < range.upperBound
  }
}
