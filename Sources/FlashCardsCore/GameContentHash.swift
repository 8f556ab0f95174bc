/// A game's content, fed field by field into SHA-256, for the identity of a game saved before
/// games had one: every copy of an older history then gives the game the same identity, so that
/// sync merges the copies instead of doubling them. The fields are the text and numbers as the
/// history stores them; each is written with its kind and length, so no two contents give the
/// same bytes.
public struct GameContentHash: Sendable {
  private var hash = SHA256()
  /// The encoded fields not yet hashed: hashed a few kilobytes at a time, not field by field.
  private var buffer: [UInt8] = []

  public init(player: String, mode: String, deck: String, direction: String, playedAt: String, milliseconds: Int64) {
    add(text: player)
    add(text: mode)
    add(text: deck)
    add(text: direction)
    add(text: playedAt)
    add(integer: milliseconds)
  }

  /// Adds the game's next card result, in the order they were asked.
  public mutating func addCard(
    position: Int64, card: String, expected: String, answer: String, verdict: String, correct: Bool,
    confusedWith: String?, milliseconds: Int64, deck: String?, direction: String?
  ) {
    buffer.append(Kind.card.rawValue)
    add(integer: position)
    add(text: card)
    add(text: expected)
    add(text: answer)
    add(text: verdict)
    add(integer: correct ? 1 : 0)
    add(text: confusedWith)
    add(integer: milliseconds)
    add(text: deck)
    add(text: direction)
    if buffer.count >= 4096 {
      hash.update(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// The identity at the game's start: the first 74 bits of the hash. `occurrence` tells apart
  /// games of one history whose content is the same (the second such game is occurrence 1).
  public func identity(unixMilliseconds: Int64, occurrence: Int = 0) -> GameUUID {
    var copy = self
    if occurrence > 0 {
      copy.buffer.append(Kind.occurrence.rawValue)
      copy.appendBigEndian(Int64(occurrence))
    }
    copy.hash.update(copy.buffer)
    let digest = copy.hash.finalize()
    let first = digest[0..<8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    let second = digest[8..<16].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return GameUUID(unixMilliseconds: unixMilliseconds, bits: (first, second))
  }

  /// The SHA-256 of the content alone (no occurrence): one value per content.
  public func digest() -> [UInt8] {
    var copy = self
    copy.hash.update(copy.buffer)
    return copy.hash.finalize()
  }

  private enum Kind: UInt8 {
    case missing = 0, text, integer, card, occurrence
  }

  private mutating func add(text: String?) {
    guard let text else {
      buffer.append(Kind.missing.rawValue)
      return
    }
    buffer.append(Kind.text.rawValue)
    appendBigEndian(Int64(text.utf8.count))
    buffer.append(contentsOf: text.utf8)
  }

  private mutating func add(integer: Int64) {
    buffer.append(Kind.integer.rawValue)
    appendBigEndian(integer)
  }

  private mutating func appendBigEndian(_ value: Int64) {
    for shift in stride(from: 56, through: 0, by: -8) { buffer.append(UInt8(truncatingIfNeeded: value >> shift)) }
  }
}
