import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct LocalDayTests {
  private func zone(_ identifier: String) throws -> TimeZone {
    try #require(TimeZone(identifier: identifier))
  }

  @Test(arguments: ["2026-11-23", "0001-01-01", "9999-12-31", "2024-02-29"])
  func aDayWrittenYYYYMMDDIsRead(text: String) throws {
    #expect(try #require(LocalDay(text)).description == text)
  }

  @Test(arguments: [
    "2026/11/23", "2026.11.23", "２０２６-１１-２３", "2026-11-2３", "٢٠٢٦-١١-٢٣", "2026-1-23", "26-11-23", "2026-11-23 ",
    " 2026-11-23", "2026-11-23T10:00", "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-11-00",
    "0000-01-01", "+2026-11-2", "2026-11--1", "", "10000-01-01",
  ])
  func anythingElseIsRefused(text: String) {
    #expect(LocalDay(text) == nil)
  }

  /// Where daylight saving time starts at midnight, the day starts at 01:00: the first instant
  /// that is on that day.
  @Test(arguments: [
    ("America/Santiago", "2026-09-06", "2026-09-06T04:00:00Z", "2026-09-07T03:00:00Z"),
    ("America/Havana", "2026-03-08", "2026-03-08T05:00:00Z", "2026-03-09T04:00:00Z"),
    ("Asia/Beirut", "2026-03-29", "2026-03-28T22:00:00Z", "2026-03-29T21:00:00Z"),
    ("America/New_York", "2026-11-23", "2026-11-23T05:00:00Z", "2026-11-24T05:00:00Z"),
    ("Asia/Tokyo", "2026-03-01", "2026-02-28T15:00:00Z", "2026-03-01T15:00:00Z"),
    ("UTC", "1969-12-31", "1969-12-31T00:00:00Z", "1970-01-01T00:00:00Z"),
  ])
  func aDayStartsAtItsFirstInstantEvenWhenMidnightIsSkipped(
    zoneName: String, day: String, start: String, end: String
  ) throws {
    let localDay = try #require(LocalDay(day))
    let timeZone = try zone(zoneName)

    #expect(localDay.start(in: timeZone) == (try Date(start, strategy: .iso8601)))
    #expect(localDay.end(in: timeZone) == (try Date(end, strategy: .iso8601)))
    let justBefore = localDay.start(in: timeZone).addingTimeInterval(-1)
    let before = CivilTime(
      secondsSince1970: justBefore.timeIntervalSince1970, offset: timeZone.secondsFromGMT(for: justBefore))
    #expect(before.day != localDay.day, "the second before the start is the day before")
  }

  @Test func theLastSupportedDayHasNoEndAndTheFirstAStart() throws {
    let newYork = try zone("America/New_York")
    #expect(try #require(LocalDay("9999-12-31")).end(in: newYork) == nil)
    #expect(try #require(LocalDay("9999-12-30")).end(in: newYork) != nil)
    let first = try #require(LocalDay("0001-01-01")).start(in: try zone("UTC"))
    #expect(CivilTime(secondsSince1970: first.timeIntervalSince1970) == CivilTime(year: 1, month: 1, day: 1))
  }
}
