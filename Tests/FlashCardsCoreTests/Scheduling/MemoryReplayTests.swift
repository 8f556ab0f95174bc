import FlashCardsCore
import Foundation
import Testing

/// The replay of reviews into memory states and predicted recalls, without a history: what the
/// `memoryState` table and `cardResult.recallPredicted` must always equal.
@Suite struct MemoryReplayTests {
  static let start = Date(timeIntervalSince1970: 1_772_335_800.123)
  static let day: TimeInterval = 86_400

  static func item(_ card: String, player: String = "ann") -> ReviewItem {
    ReviewItem(player: player, deck: "capitals", direction: .forward, card: card)
  }

  static func review(_ card: String, _ grade: Grade, day: Double, player: String = "ann") -> PastReview {
    PastReview(item: item(card, player: player), grade: grade, at: start.addingTimeInterval(day * Self.day))
  }

  /// Two cards of Ann's and one of Bob's, interleaved in time order, over a month.
  static let reviews = [
    review("France", .good, day: 0), review("Spain", .again, day: 0.01), review("France", .good, day: 0.02),
    review("France", .hard, day: 0, player: "bob"), review("Spain", .good, day: 1), review("France", .good, day: 3),
    review("Spain", .again, day: 9), review("France", .good, day: 10, player: "bob"),
    review("France", .easy, day: 30), review("Spain", .good, day: 31),
  ]

  @Test func eachItemEndsAsItsOwnReviewsReplayedThroughItsPlayersScheduler() {
    let (_, replay) = MemoryReplay().replaying(Self.reviews)
    #expect(replay.applied == Self.reviews.count)
    #expect(replay.states.count == 3)
    for (item, state) in replay.states {
      let own = Self.reviews.filter { $0.item == item }
      #expect(state.memory == Scheduler.default.replay(own.map { ($0.grade, $0.at) }, item: item))
      #expect(state.firstReview == own[0].at)
      #expect(state.memory.reviews == own.count)
    }
  }

  @Test func aFirstReviewPredictsNothingAndLaterOnesTheRecallJustBefore() {
    let (predictions, _) = MemoryReplay().replaying(Self.reviews)
    var before = MemoryReplay()
    for (review, predicted) in zip(Self.reviews, predictions) {
      let previous = before.states[review.item]?.memory
      #expect(predicted == previous.map { Scheduler.default.retrievability(of: $0, at: review.at) })
      before.apply(review)
    }
    #expect(predictions[0] == nil && predictions[2] != nil)
    #expect(predictions.compactMap { $0 }.allSatisfy { (0...1).contains($0) })
  }

  @Test func aPlayerWithOwnParametersIsReplayedWithThemAndEveryoneElseWithTheDefaults() throws {
    var values = FSRSParameters.default.values
    values[0] = 0.05  // Again on a first review: far less stable than the default 0.212
    let own = try Scheduler(parameters: try FSRSParameters(values))
    let (_, replay) = MemoryReplay(schedulers: ["ann": own]).replaying(Self.reviews)
    let (_, defaults) = MemoryReplay().replaying(Self.reviews)
    #expect(replay.scheduler(of: "ann") == own && replay.scheduler(of: "bob") == .default)
    #expect(replay.states[Self.item("Spain")] != defaults.states[Self.item("Spain")])
    #expect(replay.states[Self.item("France", player: "bob")] == defaults.states[Self.item("France", player: "bob")])
  }

  @Test(arguments: 0...10)
  func aReplayContinuedFromItsStatesEqualsOneFromTheStart(split: Int) {
    let (firstPredictions, first) = MemoryReplay().replaying(Self.reviews.prefix(split))
    let (restPredictions, continued) = MemoryReplay(from: first.states).replaying(Self.reviews.dropFirst(split))
    let (allPredictions, whole) = MemoryReplay().replaying(Self.reviews)
    #expect(continued.states == whole.states)
    #expect(firstPredictions + restPredictions == allPredictions)
  }

  /// A game kept pending and saved later, or received from another device, can be older than the
  /// states it touches: applying it would not equal a replay, so the items are replayed whole.
  @Test func reviewsOlderThanAStateTheyTouchDoNotExtendIt() {
    let (_, replay) = MemoryReplay().replaying(Self.reviews.prefix(6))
    let lastFrance = Self.reviews[5].at
    #expect(MemoryReplay.extends(replay.states, with: [Self.review("France", .good, day: 3)]))
    #expect(MemoryReplay.extends(replay.states, with: [Self.review("France", .good, day: 4)]))
    #expect(MemoryReplay.extends(replay.states, with: [Self.review("Italy", .good, day: -5)]))
    #expect(MemoryReplay.extends(replay.states, with: []))
    #expect(!MemoryReplay.extends(replay.states, with: [Self.review("France", .good, day: 2.9)]))
    #expect(
      !MemoryReplay.extends(
        replay.states, with: [Self.review("Italy", .good, day: 4), Self.review("Spain", .good, day: 0.5)]))
    #expect(replay.states[Self.item("France")]?.memory.lastReview == lastFrance)
  }
}
