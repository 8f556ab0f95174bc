import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct ReviewDayTests {
  static func zone(_ identifier: String) throws -> TimeZone { try #require(TimeZone(identifier: identifier)) }
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    Date(
      timeIntervalSince1970: CivilTime(year: year, month: month, day: day, hour: hour, minute: minute)
        .secondsSince1970())
  }

  @Test func aDayStartsAtFourInTheMorningLocalTime() throws {
    let newYork = try Self.zone("America/New_York")
    // 03:59 and 04:00 EST are 08:59 and 09:00 UTC.
    #expect(
      ReviewDay(Self.utc(2026, 11, 23, 8, 59), timeZone: newYork).date == CivilTime(year: 2026, month: 11, day: 22))
    #expect(
      ReviewDay(Self.utc(2026, 11, 23, 9, 0), timeZone: newYork).date == CivilTime(year: 2026, month: 11, day: 23))
    #expect(
      ReviewDay(Self.utc(2026, 11, 24, 4, 30), timeZone: newYork).date == CivilTime(year: 2026, month: 11, day: 23))
    #expect(ReviewDay(Self.utc(2026, 11, 23, 3, 59), timeZone: .gmt).date == CivilTime(year: 2026, month: 11, day: 22))
  }

  @Test func theStartFollowsClockChanges() throws {
    let newYork = try Self.zone("America/New_York")
    func start(_ month: Int, _ day: Int) -> Date {
      ReviewDay(Self.utc(2026, month, day, 12), timeZone: newYork).start(in: newYork)
    }
    #expect(start(3, 7) == Self.utc(2026, 3, 7, 9))  // EST
    #expect(start(3, 8) == Self.utc(2026, 3, 8, 8))  // EDT from 2 a.m. that day
    #expect(start(11, 1) == Self.utc(2026, 11, 1, 9))  // EST from 2 a.m. that day
    #expect(start(3, 8).timeIntervalSince(start(3, 7)) == 23 * 3600)
    #expect(start(11, 1).timeIntervalSince(start(10, 31)) == 25 * 3600)
  }

  @Test(arguments: ["America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Pacific/Chatham", "UTC"])
  func everyDayOfAYearStartsAtFourAndBelongsToItself(identifier: String) throws {
    let zone = try Self.zone(identifier)
    let first = ReviewDay(Self.utc(2026, 1, 1, 12), timeZone: zone)
    for offset in 0..<366 {
      let day = first.adding(days: offset)
      let start = day.start(in: zone)
      let local = CivilTime(secondsSince1970: start.timeIntervalSince1970, offset: zone.secondsFromGMT(for: start))
      #expect(local.hour == 4 && local.minute == 0 && local.second == 0, "\(identifier) \(day.date)")
      #expect(ReviewDay(start, timeZone: zone) == day)
      #expect(ReviewDay(start.addingTimeInterval(-0.001), timeZone: zone) == day.adding(days: -1))
    }
  }

  @Test func aDamagedDateGivesADayAnyway() {
    #expect(ReviewDay(Date(timeIntervalSinceReferenceDate: .nan), timeZone: .gmt).daysSince1970 == 0)
    #expect(ReviewDay(Date(timeIntervalSinceReferenceDate: 1e300), timeZone: .gmt).daysSince1970 == 1_000_000_000)
  }
}
