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
