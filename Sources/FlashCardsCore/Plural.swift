extension Int {
  /// "1 card", "2 cards", "0 cards": the count and its noun, plural unless the count is one.
  public func counted(_ noun: String) -> String {
    "\(self) \(noun)\(self == 1 ? "" : "s")"
  }
}
