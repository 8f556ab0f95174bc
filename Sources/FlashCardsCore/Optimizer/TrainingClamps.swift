/// The ranges fsrs-rs 6.6.2 keeps each parameter in after every step of training (its
/// `parameter_clipper`, with one relearning step and short-term memory on, as `review` schedules).
/// They lie within `FSRSParameters.bounds`, py-fsrs's, except that w19 starts at 0.01, not 0.
enum TrainingClamps {
  /// Initial stabilities are searched and kept within 0.001…100 days.
  static let initialStability = 0.001...100.0

  static let ranges: [ClosedRange<Double>] = [
    initialStability, initialStability, initialStability, initialStability,
    1...10, 0.001...4, 0.001...4, 0.001...0.75, 0...4.5, 0...0.8, 0.001...3.5, 0.001...5, 0.001...0.25,
    0.001...0.9, 0...4, 0...1, 1...6, 0...2, 0...2, 0.01...0.8, 0.1...0.8,
  ]

  /// Each value into its range; a value that is not a number becomes its range's lower end.
  static func clamp(_ parameters: inout [Double]) {
    for (index, range) in ranges.enumerated() {
      let value = parameters[index]
      parameters[index] =
        value.isNaN ? range.lowerBound : Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }
  }
}
