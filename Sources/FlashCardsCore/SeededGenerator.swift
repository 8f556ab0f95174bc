/// SplitMix64: a small, fast generator whose sequence is fixed by its seed, so that
/// `--seed` gives the same card order on every machine and in every release.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Array {
  /// The elements in an order fixed by the generator alone (Fisher–Yates), unlike the standard
  /// library's `shuffled(using:)`, whose algorithm may change between Swift releases.
  func seededShuffle(using generator: inout SeededGenerator) -> [Element] {
    var result = self
    guard result.count > 1 else { return result }
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      // Modulo: the bias is below 1e-13 for any deck size, and the arithmetic is ours.
      let other = Int(generator.next() % UInt64(index + 1))
      result.swapAt(index, other)
    }
    return result
  }
}
