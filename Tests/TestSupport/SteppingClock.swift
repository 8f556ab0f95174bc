import FlashCardsUI

/// A monotonic clock that moves on by a fixed step each time it is read, so that every answer
/// of a game takes the same, known time.
public final class SteppingClock: MonotonicClock {
  private var current: Double
  public let step: Double

  public init(start: Double = 0, step: Double = 1) {
    current = start
    self.step = step
  }

  public var seconds: Double {
    defer { current += step }
    return current
  }
}
