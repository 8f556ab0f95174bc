extension String {
  /// Only the characters from space to `~`: each one column wide and safe on a terminal, so the
  /// Unicode property look-ups of `displayWidth` and `terminalSafe` can be skipped. They were 3 M
  /// of the instructions of a 20-game `flashcards history`.
  public var isPrintableASCII: Bool {
    // Over the contiguous bytes: `utf8.allSatisfy` walked the view's iterator, about 290
    // instructions for a short cell, and a table of 300 rows asks it of 4,000 cells.
    var text = self
    return text.withUTF8 { bytes in bytes.allSatisfy { (0x20...0x7E).contains($0) } }
  }
}
