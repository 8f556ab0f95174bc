extension String {
  /// The text with each NUL character replaced by U+FFFD. SQLite is given text as a C string, so
  /// a NUL from a deck file would silently cut off the rest of a card when it is saved.
  var storable: String {
    contains("\u{0}") ? replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : self
  }
}
