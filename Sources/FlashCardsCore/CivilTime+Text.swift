/// The date and time text every view, query and file writes: one spelling of each.
extension CivilTime {
  /// "2026-11-21"
  public var dayText: String {
    guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
      return "\(year.zeroPadded(4))-\(month.zeroPadded())-\(day.zeroPadded())"
    }
    return String(unsafeUninitializedCapacity: 10) { buffer in
      writeDay(into: buffer, at: 0)
      return 10
    }
  }

  /// "09:41"
  public var clockText: String {
    guard (0...99).contains(hour), (0...99).contains(minute) else {
      return "\(hour.zeroPadded()):\(minute.zeroPadded())"
    }
    return String(unsafeUninitializedCapacity: 5) { buffer in
      writeClock(into: buffer, at: 0)
      return 5
    }
  }

  /// "2026-11-21 09:41"
  public var dayAndClockText: String {
    guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day), (0...99).contains(hour),
      (0...99).contains(minute)
    else { return "\(dayText) \(clockText)" }
    return String(unsafeUninitializedCapacity: 16) { buffer in
      writeDay(into: buffer, at: 0)
      buffer[10] = UInt8(ascii: " ")
      writeClock(into: buffer, at: 11)
      return 16
    }
  }

  /// "09:41:10.859"
  public var clockTextToTheMillisecond: String {
    "\(clockText):\(second.zeroPadded()).\(millisecond.zeroPadded(3))"
  }

  /// "2026-11-21", fields in range, in 10 bytes at `offset`.
  private func writeDay(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
    year.writeDigits(4, into: buffer, at: offset)
    buffer[offset + 4] = UInt8(ascii: "-")
    month.writeDigits(2, into: buffer, at: offset + 5)
    buffer[offset + 7] = UInt8(ascii: "-")
    day.writeDigits(2, into: buffer, at: offset + 8)
  }

  /// "09:41", fields in range, in 5 bytes at `offset`.
  private func writeClock(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
    hour.writeDigits(2, into: buffer, at: offset)
    buffer[offset + 2] = UInt8(ascii: ":")
    minute.writeDigits(2, into: buffer, at: offset + 3)
  }
}
