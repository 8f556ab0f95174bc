import Foundation

/// How the scheduler counts days between reviews of a card. The count decides FSRS's chance of
/// recall, whether a review is of the same day (the short-term formula), when a card in the review
/// state falls due, and what the optimizer scores (`TrainingSet`): the parameters are fitted and
/// used on the same count.
public enum DayCount: Equatable, Sendable {
  /// Review days (`ReviewDay`: a day starts at 4 a.m. in this time zone), as Anki counts them for
  /// its scheduler and its optimizer, and as the default parameters were fitted: an answer in the
  /// evening and another the next evening are a day apart, whatever their hours; a card due in n
  /// days is due from the start of that review day, whatever the hour of its last review.
  case reviewDays(TimeZone)
  /// Whole 24-hour periods since the previous review, and due to the second n × 24 hours later:
  /// py-fsrs's count (Python's `timedelta.days`), kept to check the formulas against its fixtures.
  case fullDays

  /// Review days in the time zone the program runs in: what `review` schedules with.
  public static var local: DayCount { .reviewDays(.current) }

  /// Days from `earlier` to `later`; negative when `later` comes first (a clock set back).
  public func days(from earlier: Date, to later: Date) -> Int {
    switch self {
    case .reviewDays(let timeZone):
      ReviewDay(later, timeZone: timeZone).daysSince1970 - ReviewDay(earlier, timeZone: timeZone).daysSince1970
    case .fullDays:
      DayCount.wholeDays(from: earlier, to: later)
    }
  }

  /// When a card reviewed at `moment` falls due `days` days later.
  public func due(_ days: Int, after moment: Date) -> Date {
    switch self {
    case .reviewDays(let timeZone):
      ReviewDay(moment, timeZone: timeZone).adding(days: days).start(in: timeZone)
    case .fullDays:
      moment.addingTimeInterval(TimeInterval(days) * 86_400)
    }
  }

  /// Python's `(later - earlier).days`: whole days rounded down, negative when `later` is earlier.
  /// Counted in microseconds, timedelta's unit, so that a gap of exactly one day is never 0.99999.
  static func wholeDays(from earlier: Date, to later: Date) -> Int {
    let days = ((later.timeIntervalSince(earlier) * 1_000_000).rounded() / 86_400_000_000).rounded(.down)
    // Dates from a damaged history must not trap Int(): beyond a million years either way is "very far".
    return days.isNaN ? 0 : Int(Swift.min(Swift.max(days, -1e9), 1e9))
  }
}
