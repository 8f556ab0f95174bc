/// py-fsrs's interval fuzz: an interval of d ≥ 3 days becomes a day drawn around d, the wider the
/// longer d is (±15% of the days from 2.5 to 7, ±10% from 7 to 20, ±5% beyond, plus one day).
public struct IntervalFuzz: Sendable {
  public let maximumInterval: Int

  public init(maximumInterval: Int) {
    self.maximumInterval = maximumInterval
  }

  private static let ranges: [(start: Double, end: Double, factor: Double)] = [
    (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
  ]

  /// The reference's `min_ivl...max_ivl` for an interval of `days`, or `nil` when `days` is not fuzzed.
  /// A draw can land one day past its upper end, as in the reference (`round(random() · (max − min + 1) + min)`),
  /// never past the maximum interval.
  public func range(days: Int) -> ClosedRange<Int>? {
    guard Double(days) >= 2.5 else { return nil }
    var delta = 1.0
    for range in Self.ranges {
      delta += range.factor * Swift.max(Swift.min(Double(days), range.end) - range.start, 0)
    }
    // Clamped as Doubles, so that no interval can trap Int().
    let upper = Swift.min((Double(days) + delta).rounded(.toNearestOrEven), Double(maximumInterval))
    let lower = Swift.min(Swift.max(2, (Double(days) - delta).rounded(.toNearestOrEven)), upper)
    return Int(lower)...Int(upper)
  }

  public func fuzzed(days: Int, using generator: inout SeededGenerator) -> Int {
    guard let range = range(days: days) else { return days }
    let unit = Double(generator.next() >> 11) * 0x1p-53
    let drawn = unit * Double(range.upperBound - range.lowerBound + 1) + Double(range.lowerBound)
    return Swift.min(Int(drawn.rounded(.toNearestOrEven)), maximumInterval)
  }
}
