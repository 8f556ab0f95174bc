extension Character {
  /// The columns a terminal gives the character: 2 for East Asian wide and full-width characters
  /// and emoji, 0 for combining marks and zero-width characters standing alone, 1 otherwise.
  public var displayWidth: Int {
    // One byte of UTF-8 is one ASCII scalar: no Unicode property applies to it (none is emoji,
    // wide, a mark or a format character), and the look-ups below are most of what wrapping and
    // laying out a table cost.
    let bytes = utf8
    if bytes.count == 1, let byte = bytes.first { return byte == 0 ? 0 : 1 }
    return widthByProperties
  }

  /// The width from the first scalar's Unicode properties, for any character.
  var widthByProperties: Int {
    guard let first = unicodeScalars.first else { return 0 }
    if unicodeScalars.contains("\u{FE0F}") || first.properties.isEmojiPresentation { return 2 }
    if first.isWide { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return first.value == 0 ? 0 : 1
    }
  }
}

extension String {
  /// The columns the text takes on a terminal (see `Character.displayWidth`).
  public var displayWidth: Int {
    isPrintableASCII ? utf8.count : printableLatinWidth ?? reduce(0) { $0 + $1.displayWidth }
  }

  /// The longest start of the text that fits in `width` columns.
  public func prefix(columns width: Int) -> String {
    var columns = 0
    var fitted = ""
    for character in self {
      columns += character.displayWidth
      if columns > width { break }
      fitted.append(character)
    }
    return fitted
  }
}

extension Unicode.Scalar {
  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's EastAsianWidth.txt, as wcwidth
  /// implementations group them; Swift does not expose the property.
  var isWide: Bool {
    let value = value
    guard value >= 0x1100 else { return false }
    return Unicode.Scalar.wideRanges.contains { $0.contains(value) }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
    0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
    0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
    0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
    0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
    0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
    0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
    0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
