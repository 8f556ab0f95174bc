import Foundation
import Testing

@testable import FlashCardsCore

/// Which answers true retention counts: due cards only (out of their learning steps, due date
/// come), each card's first answer of a review day, within the last 7 and 30 review days.
struct TrueRetentionTests {
  static let utc = TimeZone(identifier: "UTC") ?? .gmt
  /// 2027-03-01 10:00 UTC.
  static let start = Date(timeIntervalSince1970: 1_803_981_600)
  static func item(_ card: String, deck: String = "capitals") -> ReviewItem {
    ReviewItem(player: "ann", deck: deck, direction: .forward, card: card)
  }

  static func count(_ reviews: [(ReviewItem, Grade, Double)], today days: Double, retention: Double? = nil) throws
    -> TrueRetention
  {
    let scheduler = try Scheduler(fuzz: false)
    var counter = try TrueRetention.Counter(
      scheduler: scheduler, retention: retention,
      today: ReviewDay(start.addingTimeInterval(days * 86_400), timeZone: utc), timeZone: utc)
    for (item, grade, day) in reviews {
      counter.add(PastReview(item: item, grade: grade, at: start.addingTimeInterval(day * 86_400)))
    }
    return counter.trueRetention
  }

  @Test func onlyDueCardsFirstAnswerOfTheDayCount() throws {
    let texas = Self.item("Texas")
    // Learnt on day 0 (Good twice: into review, due in a few days with the defaults).
    let reviews: [(ReviewItem, Grade, Double)] = [
      (texas, .good, 0), (texas, .good, 0.01),
      (texas, .good, 1),  // not due yet: a game of the whole deck
      (texas, .again, 30),  // due: counted, forgotten
      (texas, .good, 30.01),  // the same day again: not counted
      (texas, .good, 40),  // relearnt on day 30 (Good at its last step), due again by day 40: counted
    ]
    let result = try Self.count(reviews, today: 40)
    #expect(result.asked == 0.9)
    #expect(result.lastMonth == .init(due: 2, recalled: 1))
    #expect(result.lastWeek == .init(due: 1, recalled: 1))
    #expect(result.decks.map(\.deck) == ["capitals"])
  }

  @Test func answersBeforeThePeriodsAndInLearningStepsDoNotCount() throws {
    let ohio = Self.item("Ohio")
    let reviews: [(ReviewItem, Grade, Double)] = [
      (ohio, .again, 0),  // learning step 0
      (ohio, .again, 2),  // still in its learning steps: not counted
      (ohio, .good, 2.01), (ohio, .good, 2.02),  // graduated
      (ohio, .good, 20),  // due, 20 days before "today": in the month, not the week
    ]
    let result = try Self.count(reviews, today: 40)
    #expect(result.lastMonth == .init(due: 1, recalled: 1))
    #expect(result.lastWeek == .init(due: 0, recalled: 0))
    let later = try Self.count(reviews, today: 60)
    #expect(later.lastMonth.due == 0)
    #expect(later.decks.isEmpty)
  }

  @Test func aLowerRetentionAskedMakesCardsDueLater() throws {
    let utah = Self.item("Utah")
    // Graduated on day 0; answered on day 4: due at 90% with the defaults (Good: 2.3 days), not
    // yet at 70%.
    let reviews: [(ReviewItem, Grade, Double)] = [(utah, .good, 0), (utah, .good, 0.01), (utah, .good, 4)]
    #expect(try Self.count(reviews, today: 4).lastMonth.due == 1)
    #expect(try Self.count(reviews, today: 4, retention: 0.7).lastMonth.due == 0)
    #expect(try Self.count(reviews, today: 4, retention: 0.7).asked == 0.7)
  }

  @Test func eachDeckHasItsOwnTally() throws {
    let reviews: [(ReviewItem, Grade, Double)] = [
      (Self.item("a"), .good, 0), (Self.item("a"), .good, 0.01), (Self.item("a"), .again, 10),
      (Self.item("b", deck: "states"), .good, 0), (Self.item("b", deck: "states"), .good, 0.01),
      (Self.item("b", deck: "states"), .good, 10),
    ]
    let result = try Self.count(reviews, today: 10)
    #expect(result.decks.map(\.deck) == ["capitals", "states"])
    #expect(result.decks.map(\.lastWeek.recalled) == [0, 1])
    #expect(result.lastWeek == .init(due: 2, recalled: 1))
    #expect(result.lastWeek.share == 0.5)
  }
}
