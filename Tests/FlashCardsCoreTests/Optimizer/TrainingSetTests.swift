import Foundation
import Testing

@testable import FlashCardsCore

/// How reviews in time order become the optimizer's cards and items.
struct TrainingSetTests {
  /// 2027-01-15 08:00 UTC: 4 a.m., when a review day starts, is 20 hours later.
  static let start = Date(timeIntervalSince1970: 1_800_000_000)
  static func at(hours: Double) -> Date { start.addingTimeInterval(hours * 3600) }

  struct Row: CustomTestStringConvertible {
    var name: String
    /// (card, grade, hours after the start), in time order.
    var reviews: [(String, Grade, Double)]
    /// Each card's (grade, days) in order, cards in the order first seen.
    var cards: [[(UInt8, Int32)]]
    /// The items as (card, position in the card), in time order.
    var items: [(Int, Int)]
    var testDescription: String { name }
  }

  /// Review days in UTC.
  static let rows: [Row] = [
    Row(name: "a first review is never scored", reviews: [("a", .good, 0)], cards: [[(3, 0)]], items: []),
    Row(
      name: "reviews the same review day are not scored, but are kept; 3:54 a.m. is the day before",
      reviews: [("a", .again, 0), ("a", .good, 0.2), ("a", .good, 19.9)],
      cards: [[(1, 0), (3, 0), (3, 0)]], items: []),
    Row(
      name: "review days, whatever the hours: the next evening is a day later, even 20 hours later",
      reviews: [
        ("a", .good, 0), ("a", .good, 14), ("a", .good, 34), ("a", .hard, 34 + 47.9), ("a", .good, 81.9 + 240),
      ],
      cards: [[(3, 0), (3, 0), (3, 1), (2, 2), (3, 10)]], items: [(0, 2), (0, 3), (0, 4)]),
    Row(
      name: "4 a.m. starts a review day",
      reviews: [("a", .good, 19.99), ("a", .good, 20)],
      cards: [[(3, 0), (3, 1)]], items: [(0, 1)]),
    Row(
      name: "cards interleaved keep their own days; items stay in time order",
      reviews: [
        ("a", .good, 0), ("b", .again, 1), ("b", .good, 1.1), ("a", .good, 30), ("b", .again, 50), ("a", .good, 50),
      ],
      cards: [[(3, 0), (3, 1), (3, 1)], [(1, 0), (3, 0), (1, 2)]], items: [(0, 1), (1, 2), (0, 2)]),
    Row(
      name: "a clock set back counts as the same day",
      reviews: [("a", .good, 48), ("a", .good, 0), ("a", .good, 30)],
      cards: [[(3, 0), (3, 0), (3, 1)]], items: [(0, 2)]),
  ]

  @Test(arguments: rows)
  func itemsAreTheReviewsADayOrMoreAfterThePrevious(row: Row) {
    var builder = TrainingSet.Builder<String>(dayCount: .reviewDays(.gmt))
    for (card, grade, hours) in row.reviews { builder.add(card, grade: grade, at: Self.at(hours: hours)) }
    let set = builder.build()
    #expect(set.cardCount == row.cards.count)
    for (index, expected) in row.cards.enumerated() {
      let range = set.reviews(of: index)
      #expect(Array(set.grades[range]) == expected.map(\.0))
      #expect(Array(set.days[range]) == expected.map(\.1))
    }
    #expect(set.items == row.items.map { set.cardStarts[$0.0] + $0.1 })
    #expect(set.reviewCount == row.reviews.count)
  }

  /// A learner who studies every evening at a slightly different hour: each answer a day after
  /// the one before, though some come less than 24 hours later. They are scored, as Anki scores
  /// them; counted in 24-hour periods, those would be "the same day" and not scored.
  @Test func aDailyLearnersNextDayAnswersAreADayLater() {
    let evenings = [19.5, 18.75, 20.0, 19.0, 18.5]
    var builder = TrainingSet.Builder<String>(dayCount: .reviewDays(.gmt))
    for (day, hour) in evenings.enumerated() {
      builder.add("a", grade: .good, at: Self.at(hours: Double(day) * 24 + hour - 8))
    }
    let set = builder.build()
    #expect(set.days == [0, 1, 1, 1, 1])
    #expect(set.items.count == 4)
  }

  /// The day starts at 4 a.m. on the player's clock: the same two answers are on one review day in
  /// UTC, and on two in New York (08:00 UTC is 3 a.m. there in January).
  @Test func reviewDaysAreThoseOfTheTimeZone() throws {
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    for (zone, days) in [(TimeZone.gmt, [0, 0] as [Int32]), (newYork, [0, 1])] {
      var builder = TrainingSet.Builder<String>(dayCount: .reviewDays(zone))
      builder.add("a", grade: .good, at: Self.at(hours: 0))
      builder.add("a", grade: .good, at: Self.at(hours: 1.5))
      #expect(builder.build().days == days)
    }
  }

  /// `count` cards first answered `first`, then again after `days` days with `second`.
  static func cards(_ count: Int, first: Grade, days: Double, second: Grade = .good, from: Int)
    -> [(String, Grade, Double)]
  {
    (from..<(from + count)).flatMap { [("\($0)", first, Double($0) * 0.001), ("\($0)", second, days * 24 + 1)] }
  }

  @Test func rareFirstReviewsAreSetAsideWithTheirCards() {
    var reviews = Self.cards(25, first: .good, days: 1, from: 0)
    reviews += Self.cards(3, first: .good, days: 50, from: 100)  // rare: among the 5% (20 at least) dropped
    reviews += Self.cards(7, first: .good, days: 150, from: 200)  // too rare too, and over 100 days
    reviews += Self.cards(10, first: .again, days: 1, from: 300)  // fewer than 20 cards first Again
    // A later review of a card set aside is set aside with it.
    reviews.append(("100", .good, 50 * 24 + 1 + 24 * 5))
    reviews.append(("0", .good, 24 * 6))
    reviews.sort { $0.2 < $1.2 }
    var builder = TrainingSet.Builder<String>(dayCount: .reviewDays(.gmt))
    for (card, grade, hours) in reviews { builder.add(card, grade: grade, at: Self.at(hours: hours)) }
    let set = builder.build()
    let filter = OutlierFilter(set)
    let keptCards = Set(filter.training.map { set.card(ofReview: $0) })
    #expect(keptCards.count == 25)
    #expect(filter.initialization.count == 25)
    #expect(filter.training.count == 26)
    #expect(
      filter.training
        == filter.training.sorted { set.items.firstIndex(of: $0) ?? 0 < set.items.firstIndex(of: $1) ?? 0 })
  }

  @Test func aLargeEnoughGroupOfLongGapsIsStillDroppedPast100Days() {
    var reviews = Self.cards(40, first: .good, days: 120, from: 0)
    reviews += Self.cards(30, first: .easy, days: 120, from: 100)  // after a first Easy, up to 365 days
    reviews.sort { $0.2 < $1.2 }
    var builder = TrainingSet.Builder<String>(dayCount: .reviewDays(.gmt))
    for (card, grade, hours) in reviews { builder.add(card, grade: grade, at: Self.at(hours: hours)) }
    let filter = OutlierFilter(builder.build())
    #expect(filter.initialization.count == 30)
    #expect(filter.training.count == 30)
  }
}
