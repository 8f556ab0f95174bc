import Foundation
import Testing

@testable import FlashCardsCore

/// Every review of every sequence py-fsrs 6.3.2 computed, replayed from our own states.
@Suite struct FSRSReferenceTests {
  static let reference = Result { try FSRSReference.load() }

  @Test func theFixtureIsTheReferenceVersionWithEnoughSequences() throws {
    let reference = try Self.reference.get()
    #expect(reference.fsrs == "6.3.2")
    #expect(reference.sequences.count >= 300)
  }

  @Test func theDefaultsAndBoundsAreTheReferences() throws {
    let reference = try Self.reference.get()
    #expect(FSRSParameters.default.values == reference.defaultParameters)
    #expect(FSRSParameters.bounds.map(\.lowerBound) == reference.lowerBounds)
    #expect(FSRSParameters.bounds.map(\.upperBound) == reference.upperBounds)
  }

  @Test func everySequenceReplaysToTheReferenceStates() throws {
    var mismatches: [String] = []
    for sequence in try Self.reference.get().sequences {
      let scheduler = try sequence.scheduler()
      var memory: MemoryState?
      for (index, expected) in sequence.reviews.enumerated() {
        let recall = scheduler.retrievability(of: memory, at: expected.at)
        let next = scheduler.review(memory, grade: expected.grade, at: expected.at, item: FSRSReference.item)
        let problems = Self.differences(next, recall, from: expected)
        if !problems.isEmpty {
          mismatches.append("\(sequence.name), review \(index + 1): \(problems.joined(separator: ", "))")
          break
        }
        #expect(next.reviews == index + 1)
        memory = next
      }
    }
    if !mismatches.isEmpty {
      Issue.record("\(mismatches.count) sequences differ:\n\(mismatches.prefix(10).joined(separator: "\n"))")
    }
  }

  @Test func aReplayEndsInTheReferencesLastStateWithFuzzOnOrOff() throws {
    for sequence in try Self.reference.get().sequences {
      let exact = try sequence.scheduler()
      let reviews = sequence.reviews.map { (grade: $0.grade, at: $0.at) }
      let replayed = try #require(exact.replay(reviews, item: FSRSReference.item))
      let last = try #require(sequence.reviews.last)
      // The recall before the last review is checked by the step-by-step test.
      #expect(Self.differences(replayed, last.retrievability, from: last) == [])
      #expect(replayed.reviews == reviews.count)

      let fuzzed = try Scheduler(
        parameters: exact.parameters, desiredRetention: exact.desiredRetention, maximumInterval: exact.maximumInterval)
      var memory: MemoryState?
      for review in reviews {
        memory = fuzzed.review(memory, grade: review.grade, at: review.at, item: FSRSReference.item)
      }
      #expect(fuzzed.replay(reviews, item: FSRSReference.item) == memory)
    }
    #expect(Scheduler.default.replay([], item: FSRSReference.item) == nil)
  }

  @Test func lapsesCountAgainInTheReviewStateOnly() throws {
    for sequence in try Self.reference.get().sequences {
      let scheduler = try sequence.scheduler()
      var memory: MemoryState?
      var lapses = 0
      for review in sequence.reviews {
        if memory?.state == .review && review.grade == .again { lapses += 1 }
        memory = scheduler.review(memory, grade: review.grade, at: review.at, item: FSRSReference.item)
      }
      #expect(memory?.lapses == lapses, "\(sequence.name)")
    }
  }

  static func differences(_ actual: MemoryState, _ recall: Double, from expected: FSRSReference.Review) -> [String] {
    var problems: [String] = []
    if actual.state != expected.state { problems.append("state \(actual.state) ≠ \(expected.state)") }
    if actual.step != expected.step {
      problems.append("step \(String(describing: actual.step)) ≠ \(String(describing: expected.step))")
    }
    if !closeEnough(actual.stability, expected.stability) {
      problems.append("stability \(actual.stability) ≠ \(expected.stability)")
    }
    if !closeEnough(actual.difficulty, expected.difficulty) {
      problems.append("difficulty \(actual.difficulty) ≠ \(expected.difficulty)")
    }
    if !closeEnough(recall, expected.retrievability) {
      problems.append("retrievability \(recall) ≠ \(expected.retrievability)")
    }
    if abs(actual.due.timeIntervalSince(expected.due)) >= 1 { problems.append("due \(actual.due) ≠ \(expected.due)") }
    if actual.lastReview != expected.at { problems.append("last review \(actual.lastReview) ≠ \(expected.at)") }
    return problems
  }

  /// Within 1e-4 relative.
  static func closeEnough(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) <= 1e-4 * Swift.max(abs(expected), 1e-12)
  }
}
