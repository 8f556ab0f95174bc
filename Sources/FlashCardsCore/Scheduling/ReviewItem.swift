/// What a memory state belongs to: one player's recall of one side of one card.
public struct ReviewItem: Hashable, Codable, Sendable {
  public var player: String
  public var deck: String
  public var direction: Direction
  /// The card as the history stores it (`cardResult.card`: the side shown in `direction`).
  public var card: String

  public init(player: String, deck: String, direction: Direction, card: String) {
    (self.player, self.deck, self.direction, self.card) = (player, deck, direction, card)
  }

  /// The fuzz of this item's review after `reviewsBefore` reviews: the same on every machine and in
  /// every release (FNV-1a over the fields, not Swift's per-process `Hasher`).
  func fuzzGenerator(reviewsBefore: Int) -> SeededGenerator {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
    for field in [player, deck, direction.rawValue, card] {
      add(field.utf8)
      add([0x1F])  // unit separator: ("ab", "c") and ("a", "bc") differ
    }
    withUnsafeBytes(of: UInt64(truncatingIfNeeded: reviewsBefore).littleEndian) { add($0) }
    return SeededGenerator(seed: hash)
  }
}
