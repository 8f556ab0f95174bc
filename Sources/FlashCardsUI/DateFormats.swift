import FlashCardsCore
import Foundation

/// Dates shown in a time zone, formatted by arithmetic (see CivilTime): Foundation's formatters
/// load ICU, which cost the history commands start-up time.
struct DateFormats {
  let timeZone: TimeZone

  private func local(_ date: Date) -> (CivilTime, offset: Int) {
    let offset = timeZone.secondsFromGMT(for: date)
    return (CivilTime(secondsSince1970: date.timeIntervalSince1970, offset: offset), offset)
  }

  /// "2026-11-21 09:41"
  func minute(_ date: Date) -> String {
    local(date).0.dayAndClockText
  }

  /// "09:41"
  func clock(_ date: Date) -> String {
    local(date).0.clockText
  }

  /// "Sat 21 Nov 2026 09:41"
  func day(_ date: Date) -> String {
    let (time, _) = local(date)
    return "\(DateFormats.weekdays[time.weekday]) \(time.day) \(DateFormats.months[time.month - 1]) \(time.year) "
      + time.clockText
  }

  /// "today", "yesterday", "21 Nov", or "21 Nov 2025" in another year than `now`'s.
  func shortDay(_ date: Date, now: Date) -> String {
    let ((time, _), (today, _), (yesterday, _)) = (local(date), local(now), local(now - 86_400))
    let day = { (other: CivilTime) in (other.year, other.month, other.day) == (time.year, time.month, time.day) }
    if day(today) { return "today" }
    if day(yesterday) { return "yesterday" }
    let short = "\(time.day) \(DateFormats.months[time.month - 1])"
    return time.year == today.year ? short : "\(short) \(time.year)"
  }

  /// "2026-11-21T09:41:10.859-05:00", or with "Z" in UTC.
  func iso8601(_ date: Date) -> String {
    let (time, offset) = local(date)
    let sign = offset < 0 ? "-" : "+"
    let zone = offset == 0 ? "Z" : "\(sign)\((abs(offset) / 3600).zeroPadded()):\((abs(offset) / 60 % 60).zeroPadded())"
    return "\(time.dayText)T\(time.clockTextToTheMillisecond)\(zone)"
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
