import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct CivilTimeTests {
  @Test(arguments: [
    (0.0, CivilTime(year: 1970, month: 1, day: 1)),
    (951_782_400.0, CivilTime(year: 2000, month: 2, day: 29)),
    (1_772_335_800.5, CivilTime(year: 2026, month: 3, day: 1, hour: 3, minute: 30, millisecond: 500)),
    (-1.0, CivilTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59)),
  ])
  func fieldsOfAMomentInUTC(seconds: Double, expected: CivilTime) {
    #expect(CivilTime(secondsSince1970: seconds) == expected)
    #expect(expected.secondsSince1970() == seconds)
  }

  @Test func anOffsetWestOfUTCIsTheDayBefore() {
    let time = CivilTime(secondsSince1970: 1_772_335_800, offset: -5 * 3600)
    #expect(time == CivilTime(year: 2026, month: 2, day: 28, hour: 22, minute: 30))
    #expect(time.secondsSince1970(offset: -5 * 3600) == 1_772_335_800)
  }

  /// From 1600 (Foundation switches to the Julian calendar before 1582) to 2370.
  @Test func daysOverCenturiesRoundTripAndMatchFoundation() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for days in stride(from: -135_000, to: 146_097, by: 97) {
      let seconds = Double(days) * 86_400
      let time = CivilTime(secondsSince1970: seconds)
      #expect(time.secondsSince1970() == seconds)
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: seconds))
      #expect(
        [time.year, time.month, time.day, time.weekday + 1] == [parts.year, parts.month, parts.day, parts.weekday])
    }
  }

  @Test func numbersArePaddedWithZeros() {
    #expect(7.zeroPadded() == "07")
    #expect(2026.zeroPadded(4) == "2026")
    #expect(5.zeroPadded(3) == "005")
  }

  @Test func theDayAndClockAreWrittenOneWay() {
    let time = CivilTime(year: 987, month: 3, day: 4, hour: 5, minute: 6, second: 7, millisecond: 8)
    #expect(time.dayText == "0987-03-04")
    #expect(time.clockText == "05:06")
    #expect(time.clockTextToTheMillisecond == "05:06:07.008")
  }
}
