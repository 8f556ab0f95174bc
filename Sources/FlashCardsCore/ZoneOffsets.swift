import Foundation

/// A time zone's offsets from UTC for moments that mostly come in ascending order: asked of the
/// zone once for each stretch between two of its transitions (daylight saving time, or a change
/// of its standard time, which `nextDaylightSavingTimeTransition` reports too) rather than once
/// per moment: ICU's look-up is slow, and `stats` asks for two moments a day played, for every
/// deck (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
public struct ZoneOffsets {
  public let timeZone: TimeZone
  /// Where the last offset looked up holds: from the moment it was asked for to the next transition.
  private var stretch: (from: Date, until: Date?, offset: Int)?

  public init(_ timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  public mutating func secondsFromGMT(for date: Date) -> Int {
    if let stretch, date >= stretch.from, stretch.until.map({ date < $0 }) ?? true { return stretch.offset }
    let offset = timeZone.secondsFromGMT(for: date)
    stretch = (date, timeZone.nextDaylightSavingTimeTransition(after: date), offset)
    return offset
  }
}
