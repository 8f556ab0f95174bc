extension Int {
  /// "07" for 7 with width 2.
  public func zeroPadded(_ width: Int = 2) -> String {
    let digits = String(self)
    return String(repeating: "0", count: Swift.max(width - digits.count, 0)) + digits
  }

  /// The last `width` decimal digits, zero-padded, written at `offset`: the fixed-width date texts
  /// are written in place rather than interpolated from `zeroPadded` pieces, which was slow.
  func writeDigits(_ width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
    var value = self
    for index in stride(from: offset + width - 1, through: offset, by: -1) {
      buffer[index] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    }
  }
}
