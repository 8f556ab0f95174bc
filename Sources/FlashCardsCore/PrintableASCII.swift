extension String {
  /// Only the characters from space to `~`: each one column wide and safe on a terminal, so the
  /// Unicode property look-ups of `displayWidth` and `terminalSafe`, a large share of printing a
  /// table, can be skipped (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
  public var isPrintableASCII: Bool {
    // Over the contiguous bytes, not the view's iterator: a table asks it of every cell.
    var text = self
    return text.withUTF8 { bytes in bytes.allSatisfy { (0x20...0x7E).contains($0) } }
  }
}

extension String {
  /// How many characters the text holds when each is printable ASCII, a printable character of
  /// U+00A0–U+02FF (Latin letters with their accents, signs such as "°" and "£"; not the soft
  /// hyphen) or of U+2010–U+2027 (dashes, quotation marks): each one column wide, safe on a
  /// terminal and a character of its own, as for ASCII.
  /// Nil for any other text (`DisplayWidthTests` holds it to `displayWidth` and `terminalSafe`).
  public var printableLatinWidth: Int? {
    var text = self
    return text.withUTF8 { bytes -> Int? in
      var count = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x20...0x7E:
          index += 1
        // U+00A0–U+00BF, save U+00AD; then U+00C0–U+02FF: two bytes each.
        case 0xC2:
          guard index + 1 < bytes.count, bytes[index + 1] >= 0xA0, bytes[index + 1] != 0xAD else { return nil }
          index += 2
        case 0xC3...0xCB:
          index += 2
        // U+2010–U+2027: dashes, quotation marks, bullets, the ellipsis.
        case 0xE2:
          guard index + 2 < bytes.count, bytes[index + 1] == 0x80, (0x90...0xA7).contains(bytes[index + 2]) else {
            return nil
          }
          index += 3
        default:
          return nil
        }
        count += 1
      }
      return count
    }
  }
}
