extension String {
  /// Only the characters from space to `~`: each one column wide and safe on a terminal, so the
  /// Unicode property look-ups of `displayWidth` and `terminalSafe` can be skipped. They were 3 M
  /// of the instructions of a 20-game `flashcards history`.
  public var isPrintableASCII: Bool {
    utf8.allSatisfy { (0x20...0x7E).contains($0) }
  }
}
