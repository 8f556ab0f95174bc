extension String {
  /// The text with each NUL character replaced by U+FFFD. SQLite is given text as a C string, so
  /// a NUL from a deck file would silently cut off the rest of a card when it is saved.
  var storable: String {
    // Looked for in the UTF-8 bytes: Foundation's `contains` of a string took 7% of receiving a
    // history's 500,000 card results (perf).
    utf8.contains(0) ? replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : self
  }
}
