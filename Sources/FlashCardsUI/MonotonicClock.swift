/// Seconds on a clock that never goes back, for measuring how long answers take.
public protocol MonotonicClock {
  var seconds: Double { get }
}

public struct SystemClock: MonotonicClock {
  private let origin = ContinuousClock.now

  public init() {}

  public var seconds: Double {
    let elapsed = ContinuousClock.now - origin
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}
