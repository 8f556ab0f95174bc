import Foundation
import Testing

@testable import FlashCardsCore

/// The built-in optimizer against the reference, fsrs-rs-python 0.9.3, on the logs of simulated
/// learners (`Fixtures/optimizer-reference.json`, written by `Scripts/optimizer-fixtures`).
struct OptimizerFixtureTests {
  struct Fixture: Decodable {
    struct Metrics: Decodable {
      var parameters: [Double]?
      var logLoss: Double
      var rmseBins: Double
    }

    struct Learner: Decodable {
      var name: String
      var reviews: Int
      var items: Int
      var checksum: String
      var reference: Metrics
      var defaults: Metrics
    }

    var learners: [Learner]

    static func load() throws -> (Fixture, [SimulatedLearner]) {
      let url = try #require(
        Bundle.module.url(forResource: "optimizer-reference", withExtension: "json", subdirectory: "Fixtures"))
      let data = try Data(contentsOf: url)
      struct Learners: Decodable { var learners: [SimulatedLearner] }
      return (
        try JSONDecoder().decode(Fixture.self, from: data), try JSONDecoder().decode(Learners.self, from: data).learners
      )
    }
  }

  /// "big" is more than 100,000 reviews: simulated and fitted in about 6 s in a debug build.
  static let names = ["default-memory", "quick-forgetter", "strong-memory", "big"]

  static func learner(_ name: String) throws -> (Fixture.Learner, TrainingSet) {
    let (fixture, specs) = try Fixture.load()
    let expected = try #require(fixture.learners.first { $0.name == name })
    let spec = try #require(specs.first { $0.name == name })
    let log = spec.simulate()
    // The same log as the script's: otherwise the comparison below compares different data.
    #expect(log.count == expected.reviews)
    #expect(SimulatedLearner.checksum(log) == expected.checksum)
    let set = SimulatedLearner.trainingSet(log)
    #expect(set.items.count == expected.items)
    return (expected, set)
  }

  @Test(arguments: names)
  func theMetricsAreTheReferencesOwn(name: String) throws {
    let (expected, set) = try Self.learner(name)
    let reference = try FSRSParameters(try #require(expected.reference.parameters))
    let ours = try #require(FitMetrics(reference, on: set))
    // The reference computes in 32-bit floats; the formula is the same.
    #expect(abs(ours.logLoss - expected.reference.logLoss) < 1e-4 * expected.reference.logLoss)
    #expect(abs(ours.rmseBins - expected.reference.rmseBins) < 1e-4)
    let defaults = try #require(FitMetrics(.default, on: set))
    #expect(abs(defaults.logLoss - expected.defaults.logLoss) < 1e-4 * expected.defaults.logLoss)
    #expect(abs(defaults.rmseBins - expected.defaults.rmseBins) < 1e-4)
  }

  @Test(arguments: names)
  func theFitIsWithinOnePercentOfTheReferences(name: String) throws {
    let (expected, set) = try Self.learner(name)
    let fit = try FSRSOptimizer.fit(set)
    #expect(fit.trainedAll)
    let ours = try #require(FitMetrics(fit.parameters, on: set))
    #expect(
      ours.logLoss <= expected.reference.logLoss * 1.01, "ours \(ours.logLoss), reference \(expected.reference.logLoss)"
    )
    // And it learns: at least as good as the defaults, as the reference is.
    #expect(ours.logLoss < expected.defaults.logLoss)
  }
}
