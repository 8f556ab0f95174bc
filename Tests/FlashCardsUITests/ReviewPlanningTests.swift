import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Planning a review")
struct ReviewPlanningTests {
  static let utc = TimeZone(identifier: "UTC") ?? .current
  /// 2027-03-01 10:00 UTC.
  static let morning = Date(timeIntervalSince1970: 1_803_981_600)
  static let sources = ["capitals": ReviewPlan.Source(deck: SampleDecks.capitals, direction: .forward)]

  func planning(_ database: any HistoryWriting, at moment: Date) -> ReviewPlanning {
    ReviewPlanning(database: database, sources: Self.sources, now: moment, timeZone: Self.utc)
  }

  /// Answers the review `plan` asks with `answer`, until it ends, and saves it at `moment`.
  func play(
    _ plan: ReviewPlan, at moment: Date, in database: any HistoryWriting, _ answer: (Card, Int) -> String
  ) throws -> GameSession {
    var session = GameSession(review: plan, startedAt: moment)
    var asked = 0
    while let card = session.currentCard {
      asked += 1
      session.answer(answer(card, asked), seconds: 2)
    }
    try database.saveGame(session, playedAt: moment, milliseconds: asked * 2000)
    return session
  }

  @Test func newCardsAreCountedPerReviewDayWhichStartsAt4AM() throws {
    let database = try InMemoryHistory.open(player: "ann")
    let first = try planning(database, at: Self.morning).plan(newLimit: 3, limit: nil)
    #expect(first.items.map(\.card) == ["Texas", "California", "New York"])
    #expect(first.newCount == 3 && first.dueCount == 0)
    _ = try play(first, at: Self.morning, in: database) { card, _ in card.back[0] }

    // Later that day: the three are learning (due in 10 minutes), and the day's new cards are used up.
    let later = try planning(database, at: Self.morning + 3600).plan(newLimit: 3, limit: nil)
    #expect(later.newCount == 0)
    #expect(Set(later.items.map(\.card)) == ["Texas", "California", "New York"])
    // 03:59 the next morning is still the same review day; 04:00 is a new one.
    let beforeFour = Self.morning + 18 * 3600 - 60
    #expect(try planning(database, at: beforeFour).plan(newLimit: 3, limit: nil).newCount == 0)
    #expect(try planning(database, at: beforeFour + 60).plan(newLimit: 3, limit: nil).newCount == 1)
  }

  @Test func aCardAnsweredWrongComesBackInTheSameSession() throws {
    let database = try InMemoryHistory.open(player: "ann")
    let plan = try planning(database, at: Self.morning).plan(newLimit: 2, limit: nil)
    let session = try play(plan, at: Self.morning, in: database) { card, asked in
      asked == 1 ? "wrong" : card.back[0]
    }
    #expect(session.outcomes.map(\.shown) == ["Texas", "California", "Texas"])
    #expect(session.outcomes.map(\.isCorrect) == [false, true, true])
    #expect(session.outcomes.allSatisfy { $0.source == ReviewSource(deck: "capitals", direction: .forward) })
    let saved = try #require(try database.game(id: 1))
    #expect(saved.summary.game.mode == .review)
    #expect(saved.cards.map(\.deck) == ["capitals", "capitals", "capitals"])
  }

  @Test func dueCardsComeLeastLikelyRememberedFirstThenNewOnesUpToTheLimit() throws {
    let database = try InMemoryHistory.open(player: "ann")
    // Texas missed then right, California right: both graduate later with different stabilities.
    _ = try play(try planning(database, at: Self.morning).plan(newLimit: 2, limit: nil), at: Self.morning, in: database)
    { card, asked in asked == 1 ? "wrong" : card.back[0] }
    let graduate = Self.morning + 1800
    _ = try play(try planning(database, at: graduate).plan(newLimit: 0, limit: nil), at: graduate, in: database) {
      card, _ in card.back[0]
    }
    let weekLater = Self.morning + 7 * 86_400
    let plan = try planning(database, at: weekLater).plan(newLimit: 5, limit: 3)
    #expect(plan.items.map(\.card) == ["Texas", "California", "New York"])
    #expect(plan.dueCount == 2 && plan.newCount == 1)
    let recalls = plan.items.prefix(2).compactMap { plan.memories[$0] }
      .map { plan.scheduler.retrievability(of: $0, at: weekLater) }
    #expect(recalls == recalls.sorted())
    // A card in the review state is due from the start of its review day: 4 a.m.
    #expect(try planning(database, at: graduate + 60).next(withTime: true) == "1 card tomorrow at 04:00")
  }

  @Test func theOutlookCountsCardsDuePerReviewDayAndByMaturity() throws {
    func state(_ card: String, _ state: LearningState, due days: Double, interval: Double) -> StoredMemoryState {
      let due = Self.morning + days * 86_400
      let memory = MemoryState(
        state: state, step: state == .review ? nil : 0, stability: 5, difficulty: 5, due: due,
        lastReview: due - interval * 86_400, reviews: 3, lapses: 0)
      return StoredMemoryState(
        item: ReviewItem(player: "ann", deck: "capitals", direction: .forward, card: card), memory: memory,
        firstReview: Self.morning - 90 * 86_400)
    }
    let states = [
      state("Texas", .review, due: -3, interval: 30),  // overdue: today
      state("Ohio", .learning, due: 0.01, interval: 0.01),  // today
      state("Utah", .review, due: 0.8, interval: 5),  // 05:12 the next morning: tomorrow's review day
      state("Iowa", .relearning, due: 13.5, interval: 1),  // the last day shown
      state("Maine", .review, due: 40, interval: 40),  // beyond
    ]
    let outlook = ReviewOutlook(states, now: Self.morning, timeZone: Self.utc)
    #expect(outlook.forecast.count == 14)
    #expect(outlook.forecast[0] == 2 && outlook.forecast[1] == 1 && outlook.forecast[13] == 1)
    #expect(outlook.forecast.reduce(0, +) == 4)
    #expect((outlook.learning, outlook.young, outlook.mature) == (2, 1, 2))
    let lines = outlook.render(style: .plain)
    #expect(lines.count == 16 && lines[1].hasPrefix("  Today      "))
    // Today's 2, split as the menu and `review --list` say it: Ohio's learning step is later today.
    #expect(lines[1].hasSuffix(" 2 (1 due now, 1 more later today)"), "\(lines[1])")
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test func aHigherRetentionAsksCardsSoonerALowerOneLater() throws {
    let database = try InMemoryHistory.open(player: "ann")
    _ = try play(try planning(database, at: Self.morning).plan(newLimit: 4, limit: nil), at: Self.morning, in: database)
    { card, asked in asked == 1 ? "wrong" : card.back[0] }
    let graduate = Self.morning + 1800
    _ = try play(try planning(database, at: graduate).plan(newLimit: 0, limit: nil), at: graduate, in: database) {
      card, _ in card.back[0]
    }
    func due(days: Double, retention: Double?) throws -> Set<String> {
      let plan = try planning(database, at: graduate + days * 86_400).plan(
        newLimit: 0, limit: nil, retention: retention)
      return Set(plan.items.map(\.card))
    }
    for days in [1.5, 2.5, 4.0, 10.0] {
      let (high, usual, low) = (
        try due(days: days, retention: 0.97), try due(days: days, retention: nil), try due(days: days, retention: 0.7)
      )
      #expect(low.isSubset(of: usual) && usual.isSubset(of: high), "after \(days) days: \(low) \(usual) \(high)")
    }
    #expect(try due(days: 1.5, retention: 0.97).count > due(days: 1.5, retention: nil).count)
    #expect(try due(days: 4, retention: 0.7).count < due(days: 4, retention: nil).count)
  }
}
