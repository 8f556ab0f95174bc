import FlashCardsCore
import Foundation

/// Dates as the history stores them: UTC text "yyyy-MM-dd HH:mm:ss.SSS", GRDB's own format, so
/// that dates sort as text and `sqlite3` shows them readably. Converted by arithmetic rather
/// than through GRDB's Date support, whose calendar loads ICU at start-up.
enum DatabaseDate {
  /// Held within the years 0000–9999, which the text can say and `date` read back: a review
  /// scheduled past 9999-12-31 (after a game another program dated then) is due at its last
  /// millisecond, not written as a date no read understands.
  static func text(_ date: Date) -> String {
    let seconds = min(max(date.timeIntervalSince1970, earliest), latest)
    let time = CivilTime(secondsSince1970: seconds.isNaN ? 0 : seconds)
    return "\(time.dayText) \(time.clockTextToTheMillisecond)"
  }

  /// The date of such text (the milliseconds, and the seconds, may be missing), or nil, also for
  /// fields no clock shows (month 13, 25 o'clock: text another program wrote).
  static func date(_ text: String) -> Date? {
    var text = text
    // The bytes in place: a copy into an array was a third of the cost, and `stats` reads 13,000
    // dates at a million answers.
    return text.withUTF8 { date(utf8: $0) }
  }

  /// 0000-01-01 00:00:00.000 and 9999-12-31 23:59:59.999 UTC, in seconds since 1970.
  static let earliest = -62_167_219_200.0
  static let latest = 253_402_300_799.999

  /// `date`, or for a year outside 0000–9999 (a year of five digits, or one before the common era,
  /// as another program can write them) the nearest of those years' ends: what views show and
  /// schedules read, where a date no read understands would stop the command.
  static func dateHeldInRange(_ text: String) -> Date? {
    if let date = date(text) { return date }
    let (sign, digits) = text.first == "-" ? (-1, text.dropFirst()) : (1, Substring(text))
    let year = digits.prefix { $0.isASCII && $0.isNumber }
    guard !year.isEmpty, digits.dropFirst(year.count).first == "-", sign < 0 || year.count > 4,
      date("2000" + digits.dropFirst(year.count)) != nil
    else { return nil }
    return Date(timeIntervalSince1970: sign < 0 ? earliest : latest)
  }

  /// The same from the text's UTF-8 bytes.
  static func date(utf8 digits: UnsafeBufferPointer<UInt8>) -> Date? {
    func number(_ start: Int, _ length: Int) -> Int? {
      guard start + length <= digits.count else { return nil }
      var value = 0
      for index in start..<(start + length) {
        let digit = digits[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
      let hour = number(11, 2), let minute = number(14, 2)
    else { return nil }
    let second = number(17, 2) ?? 0
    let millisecond = number(20, 3) ?? 0
    guard (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
    let time = CivilTime(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second, millisecond: millisecond)
    return Date(timeIntervalSince1970: time.secondsSince1970())
  }

  /// The moment of such text in whole milliseconds since 1970, or nil: a game's timestamp in its
  /// identity (see GameUUID).
  static func unixMilliseconds(_ text: String) -> Int64? {
    date(text).flatMap { Int64(exactly: ($0.timeIntervalSince1970 * 1000).rounded()) }
  }
}
