extension Int {
  /// "07" for 7 with width 2.
  public func zeroPadded(_ width: Int = 2) -> String {
    let digits = String(self)
    return String(repeating: "0", count: Swift.max(width - digits.count, 0)) + digits
  }
}
