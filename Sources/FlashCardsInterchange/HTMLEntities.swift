/// HTML5's character references (`&eacute;`, `&#233;`, `&#xE9;`) decoded as the spec's tokenizer
/// decodes them in text: https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state
enum HTMLEntities {
  /// The names in `table` with the UTF-8 of what each stands for, read once, on first use.
  static let named: [String: [UInt8]] = {
    var names: [String: [UInt8]] = [:]
    for line in table.split(separator: "\n") {
      let parts = line.split(separator: " ")
      guard let name = parts.first else { continue }
      let scalars = parts.dropFirst().compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      names[String(name)] = Array(String(String.UnicodeScalarView(scalars)).utf8)
    }
    return names
  }()

  /// The longest name without its ";" ("CounterClockwiseContourIntegral").
  static let longestName = 31
  /// The longest of the names also read without a ";" ("middot", "frac12"…).
  static let longestLegacyName = 6

  /// What the reference that starts at `start` (an `&`) stands for, as UTF-8, and the index after
  /// it; nil when the `&` starts none and is text. `examined` counts the bytes looked at.
  static func reference(in bytes: [UInt8], at start: Int, examined: inout Int) -> (text: [UInt8], end: Int)? {
    let next = start + 1
    guard next < bytes.count else { return nil }
    examined += 1
    return bytes[next] == UInt8(ascii: "#")
      ? numeric(in: bytes, at: next + 1, examined: &examined) : named(in: bytes, at: next, examined: &examined)
  }

  /// A name as the spec matches it: the longest one the text starts with. A name with its ";"
  /// is the whole run of letters and digits; the legacy names also match without it, so that
  /// "&copy2024" reads "©2024" (and "&notit;" reads "¬it;").
  private static func named(in bytes: [UInt8], at start: Int, examined: inout Int) -> (text: [UInt8], end: Int)? {
    var end = start
    while end < bytes.count && end - start <= longestName && isASCIIAlphanumeric(bytes[end]) {
      examined += 1
      end += 1
    }
    guard end > start else { return nil }
    if end < bytes.count && bytes[end] == UInt8(ascii: ";"),
      let text = named[String(decoding: bytes[start...end], as: UTF8.self)]
    {
      return (text, end + 1)
    }
    var length = min(end - start, longestLegacyName)
    while length > 1 {
      if let text = named[String(decoding: bytes[start..<start + length], as: UTF8.self)] {
        return (text, start + length)
      }
      length -= 1
    }
    return nil
  }

  /// `&#233;` or `&#xE9;`, the ";" optional. Code points no text may hold become U+FFFD, and
  /// 0x80–0x9F are read as windows-1252, as the spec says.
  private static func numeric(in bytes: [UInt8], at start: Int, examined: inout Int) -> (text: [UInt8], end: Int)? {
    var index = start
    var radix: UInt32 = 10
    if index < bytes.count && (bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X")) {
      radix = 16
      index += 1
    }
    let digitsStart = index
    var value: UInt32 = 0
    while index < bytes.count, let digit = digitValue(bytes[index], radix: radix) {
      examined += 1
      // Past U+10FFFF the value is out of range whatever follows: it stops growing there.
      value = min(value * radix + digit, 0x11_0000)
      index += 1
    }
    guard index > digitsStart else { return nil }
    if index < bytes.count && bytes[index] == UInt8(ascii: ";") { index += 1 }
    return (Array(String(Character(scalar(for: value))).utf8), index)
  }

  /// The spec's "numeric character reference end state".
  static func scalar(for value: UInt32) -> Unicode.Scalar {
    if value == 0 || value > 0x10_FFFF || (0xD800...0xDFFF).contains(value) { return "\u{FFFD}" }
    if let replacement = windows1252[value] { return replacement }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// The spec's table for references to the C1 controls: what windows-1252 has at those bytes.
  private static let windows1252: [UInt32: Unicode.Scalar] = [
    0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
    0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
    0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
    0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
    0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
  ]

  private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
