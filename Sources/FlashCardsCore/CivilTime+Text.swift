/// The date and time text every view, query and file writes: one spelling of each.
extension CivilTime {
  /// "2026-11-21"
  public var dayText: String {
    "\(year.zeroPadded(4))-\(month.zeroPadded())-\(day.zeroPadded())"
  }

  /// "09:41"
  public var clockText: String {
    "\(hour.zeroPadded()):\(minute.zeroPadded())"
  }

  /// "09:41:10.859"
  public var clockTextToTheMillisecond: String {
    "\(clockText):\(second.zeroPadded()).\(millisecond.zeroPadded(3))"
  }
}
