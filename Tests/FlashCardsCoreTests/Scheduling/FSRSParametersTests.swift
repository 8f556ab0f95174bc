import Foundation
import Testing

@testable import FlashCardsCore

@Suite struct FSRSParametersTests {
  static let defaults = FSRSParameters.default.values

  static func replacing(_ index: Int, with value: Double) -> [Double] {
    var values = defaults
    values[index] = value
    return values
  }

  @Test func theDefaultsAreValid() throws {
    #expect(try FSRSParameters(Self.defaults) == .default)
  }

  @Test func everyBoundIsAllowedAndAnythingPastItIsNot() throws {
    for (index, bounds) in FSRSParameters.bounds.enumerated() {
      _ = try FSRSParameters(Self.replacing(index, with: bounds.lowerBound))
      _ = try FSRSParameters(Self.replacing(index, with: bounds.upperBound))
      for outside in [bounds.lowerBound.nextDown, bounds.upperBound.nextUp] {
        #expect(throws: FSRSParameterError.outOfBounds(index: index, value: outside, bounds: bounds)) {
          try FSRSParameters(Self.replacing(index, with: outside))
        }
      }
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aValueThatIsNotANumberIsRefused(value: Double) {
    let error = #expect(throws: FSRSParameterError.self) { try FSRSParameters(Self.replacing(3, with: value)) }
    guard case .notFinite(let index, let refused) = error else {
      Issue.record("\(String(describing: error)) is not .notFinite")
      return
    }
    #expect(index == 3 && refused.bitPattern == value.bitPattern)
  }

  @Test(arguments: [0, 19, 20, 22])
  func anythingButTwentyOneValuesIsRefused(count: Int) {
    #expect(throws: FSRSParameterError.wrongCount(count)) { try FSRSParameters(Array(repeating: 1, count: count)) }
  }

  @Test(arguments: [
    (FSRSParameterError.wrongCount(19), "FSRS needs exactly 21 parameters, but 19 were given."),
    (.notFinite(index: 3, value: .nan), "FSRS parameter w[3] is nan, not a number."),
    (
      .outOfBounds(index: 0, value: 100.5, bounds: 0.001...100),
      "FSRS parameter w[0] is 100.5, outside its allowed range 0.001 to 100.0."
    ),
    (.desiredRetention(1.5), "The desired retention must be between 0 and 1 (for example 0.9), not 1.5."),
    (.maximumInterval(0), "The maximum interval must be at least 1 day, not 0."),
    (.step(-60), "A learning step must be a positive number of seconds, not -60.0."),
  ])
  func eachErrorIsOneSentenceNamingTheValue(error: FSRSParameterError, message: String) {
    #expect(error.localizedDescription == message)
  }

  @Test(arguments: [0, 1, -0.5, 1.5, .nan, .infinity])
  func aDesiredRetentionOutsideZeroToOneIsRefused(retention: Double) {
    #expect(throws: FSRSParameterError.self) { try Scheduler(desiredRetention: retention) }
  }

  @Test func stepsAndMaximumIntervalAreChecked() {
    #expect(throws: FSRSParameterError.maximumInterval(0)) { try Scheduler(maximumInterval: 0) }
    #expect(throws: FSRSParameterError.step(0)) { try Scheduler(learningSteps: [60, 0]) }
    #expect(throws: FSRSParameterError.step(-600)) { try Scheduler(relearningSteps: [-600]) }
  }

  @Test func theDefaultSchedulerIsTheReferencesDefaults() throws {
    #expect(try Scheduler() == .default)
    #expect(Scheduler.default.desiredRetention == 0.9)
    #expect(Scheduler.default.learningSteps == [60, 600] && Scheduler.default.relearningSteps == [600])
    #expect(Scheduler.default.maximumInterval == 36_500 && Scheduler.default.fuzz)
  }
}
