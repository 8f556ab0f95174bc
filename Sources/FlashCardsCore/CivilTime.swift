/// A moment as calendar fields (proleptic Gregorian), from seconds since 1970 at a given offset
/// from UTC, and back. Plain arithmetic: Foundation's calendars and formatters load ICU, a large
/// part of the history commands' start-up (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md).
public struct CivilTime: Equatable, Sendable {
  public var year: Int
  public var month: Int
  public var day: Int
  public var hour: Int
  public var minute: Int
  public var second: Int
  public var millisecond: Int

  public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0) {
    (self.year, self.month, self.day) = (year, month, day)
    (self.hour, self.minute, self.second, self.millisecond) = (hour, minute, second, millisecond)
  }

  /// The fields of the moment `seconds` after 1970-01-01 00:00 UTC, seen `offset` seconds east of UTC.
  public init(secondsSince1970 seconds: Double, offset: Int = 0) {
    // Held within ±2⁵³ ms (285,000 years): a date beyond is damage, and must not trap.
    let scaled = (seconds * 1000).rounded(.down)
    let limit = 9_007_199_254_740_992.0
    let milliseconds = Int(scaled.isNaN ? 0 : min(max(scaled, -limit), limit)) + offset * 1000
    let (days, rest) = milliseconds.quotientAndFloorRemainder(dividingBy: 86_400_000)
    (year, month, day) = CivilTime.date(fromDays: days)
    hour = rest / 3_600_000
    minute = rest / 60_000 % 60
    second = rest / 1000 % 60
    millisecond = rest % 1000
  }

  /// Seconds since 1970-01-01 00:00 UTC of these fields read at `offset` seconds east of UTC.
  public func secondsSince1970(offset: Int = 0) -> Double {
    let days = CivilTime.days(fromYear: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset
    return Double(seconds) + Double(millisecond) / 1000
  }

  /// 0 for Sunday.
  public var weekday: Int {
    (CivilTime.days(fromYear: year, month: month, day: day) + 4).quotientAndFloorRemainder(dividingBy: 7).1
  }

  // Howard Hinnant's days_from_civil and civil_from_days.
  static func days(fromYear year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension Int {
  /// Division rounding toward minus infinity, with a remainder that is never negative.
  func quotientAndFloorRemainder(dividingBy divisor: Int) -> (Int, Int) {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }
}
