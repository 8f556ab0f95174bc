import Foundation

/// A calendar day written YYYY-MM-DD (ASCII digits, years 0001 to 9999, proleptic Gregorian),
/// as `history --since` and `--until` take it, and the instants where it starts in a time zone.
public struct LocalDay: Equatable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Nil unless `text` is exactly YYYY-MM-DD naming a real day: no other separators, no
  /// other digits (full-width ones included), no time.
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), year >= 1,
      (1...12).contains(month), day >= 1
    else { return nil }
    // A day past the month's end (2026-02-30) comes back from the day count as another day.
    let days = CivilTime.days(fromYear: year, month: month, day: day)
    guard CivilTime.date(fromDays: days) == (year, month, day) else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  public var description: String {
    CivilTime(year: year, month: month, day: day).dayText
  }

  /// The first instant of the day in `timeZone`: its midnight, or where a daylight saving change
  /// skips midnight (America/Santiago on 2026-09-06), the moment the clocks jump to.
  public func start(in timeZone: TimeZone) -> Date {
    LocalDay.firstInstant(ofDays: CivilTime.days(fromYear: year, month: month, day: day), in: timeZone)
  }

  /// The first instant of the next day, or nil after 9999-12-31, where the history's dates end.
  public func end(in timeZone: TimeZone) -> Date? {
    year == 9999 && month == 12 && day == 31
      ? nil : LocalDay.firstInstant(ofDays: CivilTime.days(fromYear: year, month: month, day: day) + 1, in: timeZone)
  }

  /// The earliest second whose local day is `days` (since 1970-01-01) or later.
  private static func firstInstant(ofDays days: Int, in timeZone: TimeZone) -> Date {
    let midnight = days * 86_400
    func offset(_ second: Int) -> Int { timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second))) }
    func local(_ second: Int) -> (days: Int, second: Int) {
      (second + offset(second)).quotientAndFloorRemainder(dividingBy: 86_400)
    }
    // Midnight read with each offset in force around it; the earliest that falls on the day is
    // its first midnight (where clocks go back across midnight, there are two).
    let offsets = Set([-1, 0, 1].map { offset(midnight + $0 * 86_400) })
    let candidates = offsets.map { midnight - $0 }.filter { local($0).days >= days }.sorted()
    guard var high = candidates.first else { return Date(timeIntervalSince1970: Double(midnight)) }
    if local(high) != (days, 0) {
      // No midnight on the day: the clocks jumped over it. Find the jump, to the second.
      var low = high - 86_400
      while high - low > 1 {
        let middle = low + (high - low) / 2
        if local(middle).days >= days { high = middle } else { low = middle }
      }
    }
    return Date(timeIntervalSince1970: Double(high))
  }
}
