/// What a memory state belongs to: one player's recall of one side of one card.
public struct ReviewItem: Hashable, Sendable {
  public var player: String { didSet { rehash() } }
  public var deck: String { didSet { rehash() } }
  public var direction: Direction { didSet { rehash() } }
  /// The card as the history stores it (`cardResult.card`: the side shown in `direction`).
  public var card: String { didSet { rehash() } }
  /// Swift's hash of the fields, computed when they are set: a replay looks an item up in several
  /// sets and dictionaries for each answer, and hashing its three texts every time was a large
  /// share of a receive (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
  private var fieldsHash = 0

  public init(player: String, deck: String, direction: Direction, card: String) {
    (self.player, self.deck, self.direction, self.card) = (player, deck, direction, card)
    rehash()
  }

  private mutating func rehash() {
    var hasher = Hasher()
    hasher.combine(player)
    hasher.combine(deck)
    hasher.combine(direction)
    hasher.combine(card)
    fieldsHash = hasher.finalize()
  }

  public static func == (one: ReviewItem, other: ReviewItem) -> Bool {
    one.fieldsHash == other.fieldsHash && one.player == other.player && one.deck == other.deck
      && one.direction == other.direction && one.card == other.card
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fieldsHash)
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
