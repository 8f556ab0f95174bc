extension String {
  /// The text with every control character (escape sequences included) replaced by a
  /// visible stand-in, so that text from a deck or a player can never drive the terminal.
  public var terminalSafe: String {
    guard unicodeScalars.contains(where: \.isControlCharacter) else { return self }
    var safe = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      if scalar.isControlCharacter {
        if scalar.value < 0x20 {
          safe.append("^")
          safe.append(Unicode.Scalar(UInt8(scalar.value + 0x40)))
        } else {
          safe.append("\u{FFFD}")
        }
      } else {
        safe.append(scalar)
      }
    }
    return String(safe)
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
  var isControlCharacter: Bool {
    value < 0x20 || (0x7F...0x9F).contains(value)
  }
}
