import Foundation
import Testing

@testable import FlashCardsCore

/// `Fixtures/fsrs-reference.json`, written by `Scripts/fsrs-fixtures` with py-fsrs (fuzz off).
struct FSRSReference: Decodable {
  var fsrs: String
  var defaultParameters: [Double]
  var lowerBounds: [Double]
  var upperBounds: [Double]
  var fuzz: [FuzzSample]
  var sequences: [Sequence]

  /// The shortest and longest interval py-fsrs gave an interval of `days`, in 20,000 fuzzed draws.
  struct FuzzSample: Decodable {
    var days: Int
    var maximumInterval: Int
    var smallest: Int
    var largest: Int
  }

  struct Sequence: Decodable {
    var name: String
    var parameters: [Double]?
    var desiredRetention: Double
    var maximumInterval: Int
    var reviews: [Review]
  }

  /// One review and the card's state after it, as py-fsrs computed them.
  struct Review: Decodable {
    var grade: Grade
    var at: Date
    /// Before the review.
    var retrievability: Double
    var state: LearningState
    var step: Int?
    var stability: Double
    var difficulty: Double
    var due: Date

    init(from decoder: any Decoder) throws {
      var fields = try decoder.unkeyedContainer()
      grade = try fields.decode(Grade.self)
      at = Review.date(milliseconds: try fields.decode(Int64.self))
      retrievability = try fields.decode(Double.self)
      state = try fields.decode(LearningState.self)
      step = try fields.decodeNil() ? nil : try fields.decode(Int.self)
      stability = try fields.decode(Double.self)
      difficulty = try fields.decode(Double.self)
      due = Review.date(milliseconds: try fields.decode(Int64.self))
    }

    static func date(milliseconds: Int64) -> Date {
      Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
  }

  static func load() throws -> FSRSReference {
    let url = try #require(
      Bundle.module.url(forResource: "fsrs-reference", withExtension: "json", subdirectory: "Fixtures"))
    return try JSONDecoder().decode(FSRSReference.self, from: Data(contentsOf: url))
  }

  static let item = ReviewItem(player: "ann", deck: "capitals", direction: .forward, card: "Texas")
}

extension FSRSReference.Sequence {
  /// The scheduler py-fsrs used for this sequence, with fuzz off and its count of days.
  func scheduler() throws -> Scheduler {
    try Scheduler(
      parameters: parameters.map { try FSRSParameters($0) } ?? .default, desiredRetention: desiredRetention,
      maximumInterval: maximumInterval, fuzz: false, dayCount: .fullDays)
  }
}
