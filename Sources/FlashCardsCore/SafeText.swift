extension String {
  /// The text with everything that could drive the terminal or make a line lie about its content
  /// replaced by a visible stand-in: C0 controls as ^X (ESC, so every CSI, OSC and DCS sequence,
  /// as ^[), DEL and C1 controls as �, and format characters (bidi overrides and isolates such as
  /// U+202E, zero-width spaces and joiners outside emoji, U+FEFF) and line/paragraph separators
  /// as \u{202E}.
  /// The one safe path for anything from a file, a flag or the database that gets printed.
  public var terminalSafe: String {
    guard !isPrintableASCII, unicodeScalars.contains(where: \.isUnsafeOnTerminal) else { return self }
    let scalars = Array(unicodeScalars)
    var safe = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      if scalar.isControlCharacter {
        if scalar.value < 0x20 {
          safe.append("^")
          safe.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        } else {
          safe.append("\u{FFFD}")
        }
      } else if scalar.isInvisibleFormatting && !String.joinsEmoji(scalars, at: index) {
        safe.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        safe.append(scalar)
      }
    }
    return String(safe)
  }

  /// A zero-width joiner inside an emoji sequence (👩‍👩‍👧) draws one picture: it stays.
  private static func joinsEmoji(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard scalars[index] == "\u{200D}", index > 0, index + 1 < scalars.count else { return false }
    func isPictograph(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value > 0x7F && (scalar.properties.isEmoji || scalar == "\u{FE0F}")
    }
    return isPictograph(scalars[index - 1]) && isPictograph(scalars[index + 1])
  }

  /// Several lines, each made terminal-safe, line breaks kept: for messages of many lines.
  public var terminalSafeLines: String {
    split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }.joined(separator: "\n")
  }

  /// Runs of white space folded into one space, and none at the ends: spacing is no part of
  /// spelling, when judging an answer or reading a card from another program's export.
  public var spacesFolded: String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Typed text made fit to store, as typed otherwise: control characters removed (a tab or a
  /// line break becomes one space), trimmed at both ends, and at most `limit` characters kept.
  /// Inner spaces stay as typed: the history shows what the player really wrote.
  public func sanitizedAnswer(limit: Int = 200) -> String {
    let cleaned = unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
      guard scalar.isControlCharacter else { return scalar }
      return ["\n", "\t"].contains(scalar) ? " " : nil
    }
    return String(String(String.UnicodeScalarView(cleaned)).trimmingSpaces.prefix(limit))
  }
}

extension Unicode.Scalar {
  /// C0 and C1 control characters and DEL.
  public var isControlCharacter: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }

  /// Format characters (general category Cf: bidi controls, zero-width characters, U+FEFF…) and
  /// the line and paragraph separators U+2028 and U+2029, which move or hide text invisibly.
  public var isInvisibleFormatting: Bool {
    switch properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  var isUnsafeOnTerminal: Bool { isControlCharacter || isInvisibleFormatting }
}
