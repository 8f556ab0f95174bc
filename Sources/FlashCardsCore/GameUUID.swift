/// A game's identity wherever its history is copied or synced: a UUID of version 7 (RFC 9562),
/// whose first 48 bits are the game's start in Unix milliseconds, so that identities sort by
/// time. The other 74 bits come from the caller: random for a game saved now, or a hash of the
/// game's content for a game saved before identities existed (see `GameContentHash`).
/// Written as the canonical lowercase text, e.g. "019a3b2c-4d5e-7f60-8a1b-2c3d4e5f6071".
public struct GameUUID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Bytes 0 to 7, big-endian: the timestamp, the version and 12 bits of the caller's.
  public let high: UInt64
  /// Bytes 8 to 15: the variant (binary 10) and 62 bits of the caller's.
  public let low: UInt64

  /// The largest Unix millisecond 48 bits hold (in the year 10889).
  public static let latestMilliseconds: Int64 = (1 << 48) - 1

  /// A version 7 UUID at `unixMilliseconds` (held to 0 … 2⁴⁸ − 1), the rest from `bits`: the top
  /// 12 bits of the first and the top 62 bits of the second.
  public init(unixMilliseconds: Int64, bits: (UInt64, UInt64)) {
    let time = UInt64(min(max(unixMilliseconds, 0), GameUUID.latestMilliseconds))
    high = time << 16 | 0x7 << 12 | bits.0 >> 52
    low = 0b10 << 62 | bits.1 >> 2
  }

  /// A new identity from `generator`'s randomness.
  public static func random(
    unixMilliseconds: Int64, using generator: inout some RandomNumberGenerator
  ) -> GameUUID {
    GameUUID(unixMilliseconds: unixMilliseconds, bits: (generator.next(), generator.next()))
  }

  /// The identity in canonical text: 32 hexadecimal digits in groups of 8-4-4-4-12, either case.
  public init?(_ text: String) {
    let utf8 = Array(text.utf8)
    guard utf8.count == 36 else { return nil }
    var value: (UInt64, UInt64) = (0, 0)
    var digits = 0
    for (index, byte) in utf8.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard let digit = GameUUID.hexValue(byte) else { return nil }
      if digits < 16 {
        value.0 = value.0 << 4 | digit
      } else {
        value.1 = value.1 << 4 | digit
      }
      digits += 1
    }
    (high, low) = value
  }

  public var description: String {
    let hex = GameUUID.hex(high, digits: 16) + GameUUID.hex(low, digits: 16)
    var text = ""
    for (index, character) in hex.enumerated() {
      if [8, 12, 16, 20].contains(index) { text.append("-") }
      text.append(character)
    }
    return text
  }

  /// 7 for the identities made here; anything else for a UUID of another kind read from text.
  public var version: Int { Int(high >> 12 & 0xF) }

  /// True for RFC 9562's variant (binary 10), the one made here.
  public var hasStandardVariant: Bool { low >> 62 == 0b10 }

  /// The game's start, in milliseconds since 1970 (for a version 7 identity).
  public var unixMilliseconds: Int64 { Int64(high >> 16) }

  public static func < (left: GameUUID, right: GameUUID) -> Bool {
    (left.high, left.low) < (right.high, right.low)
  }

  private static func hexValue(_ byte: UInt8) -> UInt64? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func hex(_ value: UInt64, digits: Int) -> String {
    let text = String(value, radix: 16)
    return String(repeating: "0", count: digits - text.count) + text
  }
}
