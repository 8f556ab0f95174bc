import Foundation

/// A day of reviews: it starts at 4 a.m. local time, as in Anki, so that a session after midnight
/// still counts for the evening before.
public struct ReviewDay: Hashable, Comparable, Sendable {
  public static let startHour = 4

  /// The local calendar date the day starts on, as days since 1970-01-01.
  public let daysSince1970: Int

  public init(daysSince1970: Int) {
    self.daysSince1970 = daysSince1970
  }

  /// The review day that `moment` falls in, seen on a clock in `timeZone`.
  public init(_ moment: Date, timeZone: TimeZone) {
    let local = moment.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: moment))
    let shifted = ((local - Double(Self.startHour * 3600)) / 86_400).rounded(.down)
    // A damaged date must not trap Int().
    daysSince1970 = shifted.isNaN ? 0 : Int(Swift.min(Swift.max(shifted, -1e9), 1e9))
  }

  public var date: CivilTime { CivilTime(secondsSince1970: Double(daysSince1970) * 86_400) }

  /// The moment the day starts: 4 a.m. local time, or the moment of the change on a day whose 4 a.m.
  /// a clock change skips.
  public func start(in timeZone: TimeZone) -> Date {
    let local = Double(daysSince1970) * 86_400 + Double(Self.startHour * 3600)
    func reading(offsetAt moment: Date) -> Date {
      Date(timeIntervalSince1970: local - Double(timeZone.secondsFromGMT(for: moment)))
    }
    // The offset at a first guess, then at the moment found; a third pass settles a skipped 4 a.m.
    var start = reading(offsetAt: reading(offsetAt: Date(timeIntervalSince1970: local)))
    if ReviewDay(start, timeZone: timeZone) != self { start = reading(offsetAt: start) }
    return start
  }

  public func adding(days: Int) -> ReviewDay { ReviewDay(daysSince1970: daysSince1970 + days) }

  public static func < (lhs: ReviewDay, rhs: ReviewDay) -> Bool { lhs.daysSince1970 < rhs.daysSince1970 }
}
