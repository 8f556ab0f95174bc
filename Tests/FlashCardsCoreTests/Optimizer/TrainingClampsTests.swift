import Foundation
import Testing

@testable import FlashCardsCore

/// The ranges training keeps the parameters in, the filling-in of initial stabilities, and what a
/// fit needs before it fits anything.
struct TrainingClampsTests {
  @Test(arguments: [
    // (index, value, clamped)
    (0, 0.0, 0.001), (0, 150.0, 100.0), (3, 42.0, 42.0), (4, 0.5, 1.0), (4, 11.0, 10.0), (7, 0.9, 0.75),
    (8, -1.0, 0.0), (9, 0.9, 0.8), (12, 0.3, 0.25), (13, 1.0, 0.9), (16, 0.5, 1.0), (17, 2.5, 2.0),
    (18, -0.1, 0.0), (19, 0.0, 0.01), (19, 0.9, 0.8), (20, 0.05, 0.1), (20, 0.9, 0.8), (20, .nan, 0.1),
  ])
  func eachParameterIsKeptInItsRange(index: Int, value: Double, clamped: Double) {
    var parameters = FSRSParameters.default.values
    parameters[index] = value
    TrainingClamps.clamp(&parameters)
    #expect(parameters[index] == clamped)
    var others = parameters
    others[index] = FSRSParameters.default.values[index]
    #expect(others == FSRSParameters.default.values)
  }

  @Test func theClampsLieWithinTheBoundsTheSchedulerAccepts() {
    for (clamp, bound) in zip(TrainingClamps.ranges, FSRSParameters.bounds) {
      #expect(bound.contains(clamp.lowerBound) && bound.contains(clamp.upperBound))
    }
    #expect(
      FSRSParameters.default.values.enumerated().allSatisfy { TrainingClamps.ranges[$0.offset].contains($0.element) })
  }

  @Test func aMissingInitialStabilityIsFilledInFromItsNeighbours() {
    // fsrs-rs's own case: Hard missing between Again 0.4 and Good 2.3.
    let filled = InitialStability.smoothAndFill([1: 0.4, 3: 2.3, 4: 10.9], counts: [1: 1, 2: 1, 3: 1, 4: 1])
    #expect(abs(filled[1] - 1.1227008) < 1e-6)
    #expect([filled[0], filled[2], filled[3]] == [0.4, 2.3, 10.9])
  }

  @Test func stabilitiesOutOfGradeOrderFollowTheGradeWithMoreCards() {
    // Good came out below Hard: Good has more cards, so Hard takes Good's value.
    let filled = InitialStability.smoothAndFill([1: 0.2, 2: 3.0, 3: 2.0, 4: 9.0], counts: [1: 5, 2: 5, 3: 50, 4: 5])
    #expect(filled == [0.2, 2.0, 2.0, 9.0])
    // One grade alone scales the defaults.
    let alone = InitialStability.smoothAndFill([3: 2.3065 * 2], counts: [3: 10])
    #expect(zip(alone, FSRSParameters.default.values.prefix(4)).allSatisfy { abs($0 - $1 * 2) < 1e-9 })
  }

  @Test func fewerThanEightScoredReviewsFitNothing() {
    var builder = TrainingSet.Builder<Int>(dayCount: .reviewDays(.gmt))
    for card in 0..<7 {
      builder.add(card, grade: .good, at: Date(timeIntervalSince1970: 0))
      builder.add(card, grade: .good, at: Date(timeIntervalSince1970: 86_400 * 2))
    }
    #expect(throws: FitError.tooFewReviews(scored: 7, kept: 7)) { try FSRSOptimizer.fit(builder.build()) }
  }

  @Test func cardsSetAsideCanLeaveTooFew() {
    // 30 scored reviews, but of cards whose first grades and days are too rare to keep.
    var builder = TrainingSet.Builder<Int>(dayCount: .reviewDays(.gmt))
    for card in 0..<30 {
      builder.add(card, grade: card < 15 ? .good : .again, at: Date(timeIntervalSince1970: 0))
      builder.add(card, grade: .good, at: Date(timeIntervalSince1970: 86_400 * Double(1 + card % 4)))
    }
    #expect(throws: FitError.tooFewReviews(scored: 30, kept: 0)) { try FSRSOptimizer.fit(builder.build()) }
  }

  @Test func betweenEightAnd64OnlyTheInitialStabilitiesAreFitted() throws {
    var builder = TrainingSet.Builder<Int>(dayCount: .reviewDays(.gmt))
    for card in 0..<40 {
      builder.add(card, grade: .good, at: Date(timeIntervalSince1970: 0))
      builder.add(card, grade: card % 5 == 0 ? .again : .good, at: Date(timeIntervalSince1970: 86_400 * 3))
    }
    let fit = try FSRSOptimizer.fit(builder.build())
    #expect(!fit.trainedAll)
    #expect(Array(fit.parameters.values[4...]) == Array(FSRSParameters.default.values[4...]))
    #expect(fit.parameters.values[2] != FSRSParameters.default.values[2])
  }
}
