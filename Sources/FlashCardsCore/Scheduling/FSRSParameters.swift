import Foundation

/// The 21 weights of the FSRS-6 model, w[0] to w[20], each within the bounds py-fsrs 6.3.2 accepts.
public struct FSRSParameters: Equatable, Sendable {
  public let values: [Double]

  /// The defaults of py-fsrs 6.3.2 (FSRS-6), fitted on many users' review logs.
  public static let `default` = FSRSParameters(checked: [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ])

  /// py-fsrs's `LOWER_BOUNDS_PARAMETERS` and `UPPER_BOUNDS_PARAMETERS`, both inclusive.
  public static let bounds: [ClosedRange<Double>] = [
    0.001...100, 0.001...100, 0.001...100, 0.001...100, 1...10, 0.001...4, 0.001...4, 0.001...0.75,
    0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25, 0.001...0.9, 0...4, 0...1,
    1...6, 0...2, 0...2, 0...0.8, 0.1...0.8,
  ]

  /// Checks fitted or stored weights: exactly 21 finite numbers, each within its bounds.
  public init(_ values: [Double]) throws(FSRSParameterError) {
    guard values.count == Self.bounds.count else {
      throw .wrongCount(values.count)
    }
    for (index, (value, range)) in zip(values, Self.bounds).enumerated() {
      guard value.isFinite else { throw .notFinite(index: index, value: value) }
      guard range.contains(value) else { throw .outOfBounds(index: index, value: value, bounds: range) }
    }
    self.values = values
  }

  private init(checked values: [Double]) {
    self.values = values
  }

  subscript(index: Int) -> Double { values[index] }
}

public enum FSRSParameterError: Error, Equatable, Sendable {
  case wrongCount(Int)
  case notANumber(index: Int, text: String)
  case notFinite(index: Int, value: Double)
  case outOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
  case desiredRetention(Double)
  case maximumInterval(Int)
  case step(Double)
}

extension FSRSParameterError: LocalizedError {
  public var errorDescription: String? {
    switch self {
    case .wrongCount(let count):
      "FSRS needs exactly \(FSRSParameters.bounds.count) parameters, but \(count) \(count == 1 ? "was" : "were") given."
    case .notANumber(let index, let text):
      "FSRS parameter w[\(index)] is '\(text.terminalSafe)', not a number."
    case .notFinite(let index, let value):
      "FSRS parameter w[\(index)] is \(value), not a number."
    case .outOfBounds(let index, let value, let bounds):
      "FSRS parameter w[\(index)] is \(value), outside its allowed range \(bounds.lowerBound) to \(bounds.upperBound)."
    case .desiredRetention(let retention):
      "The desired retention must be between 0 and 1 (for example 0.9), not \(retention)."
    case .maximumInterval(let days):
      "The maximum interval must be at least 1 day, not \(days)."
    case .step(let seconds):
      "A learning step must be a positive number of seconds, not \(seconds)."
    }
  }
}
