import Foundation
import TestSupport
import Testing

/// What `stats` says of reviewing, through the binary: the new cards beside learning/young/mature,
/// and recall as predicted against as measured, over the last 30 days (days apart by `faketime`).
@Suite("stats of reviewing through the binary")
struct StatsReviewTests {
  let sandbox: Sandbox
  let database: String

  init() throws {
    sandbox = try Sandbox()
    database = sandbox.path("history.sqlite")
  }

  func run(at moment: String, player: String, _ arguments: [String], stdin: String = "") async throws -> RunResult {
    let run = try await sandbox.run(
      ["--db", database] + arguments, stdin: stdin, environment: ["TZ": "UTC", "FLASHCARDS_PLAYER": player],
      launcher: ["/usr/bin/faketime", moment])
    #expect(run.status == 0, "\(run)")
    return run
  }

  func json(_ run: RunResult) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
  }

  @Test func statsCountsNewCardsAndComparesPredictedRecallWithTheAnswersOfThirtyDays() async throws {
    // Ann plays the same five capitals three times (days 1, 4 and 50), and reversed once; Bob once.
    let answers = String(repeating: "Austin\n", count: 5)
    for day in ["2027-01-01", "2027-01-04", "2027-02-19"] {
      _ = try await run(
        at: "\(day) 10:00:00", player: "ann", ["play", "capitals", "--count", "5", "--seed", "3"], stdin: answers)
    }
    _ = try await run(
      at: "2027-02-19 11:00:00", player: "ann", ["play", "states", "--count", "2", "--seed", "3"], stdin: answers)
    _ = try await run(
      at: "2027-02-19 12:00:00", player: "bob", ["play", "capitals", "--count", "5", "--seed", "3"], stdin: answers)

    // The answers of the last 30 days that have a prediction: Ann's third game's five (the first two
    // are older); everyone's adds nothing from Bob, whose answers are all first ones.
    let (predicted, right) = try #require(try SavedHistory.predictedAndRight(ofGame: 3, in: database))
    let stats = try json(try await run(at: "2027-02-21 10:00:00", player: "ann", ["stats", "--format", "json"]))
    let buckets = try #require((stats["calibration"] as? [String: Any])?["buckets"] as? [[String: Any]])
    #expect(buckets.count == 5)
    #expect(buckets.compactMap { $0["answers"] as? Int }.reduce(0, +) == 5, "\(buckets)")
    #expect(buckets.compactMap { $0["right"] as? Int }.reduce(0, +) == right)
    let sum = buckets.reduce(0.0) { $0 + (($1["meanPredicted"] as? Double) ?? 0) * Double($1["answers"] as? Int ?? 0) }
    #expect(abs(sum - predicted) < 1e-9)
    // 50 capitals and 50 states, less the 5 and the 2 answered.
    let review = try #require(stats["review"] as? [String: Any])
    #expect(review["new"] as? Int == 93, "\(review)")
    let started = ["learning", "young", "mature"].compactMap { review[$0] as? Int }.reduce(0, +)
    #expect(started == 7, "\(review)")

    let everyone = try json(
      try await run(at: "2027-02-21 10:00:00", player: "ann", ["stats", "--all-players", "--format", "json"]))
    let all = try #require((everyone["calibration"] as? [String: Any])?["buckets"] as? [[String: Any]])
    #expect(all.compactMap { $0["answers"] as? Int }.reduce(0, +) == 5)

    let table = try await run(at: "2027-02-21 10:00:00", player: "ann", ["stats", "--deck", "capitals"])
    #expect(table.stdout.contains("Cards: 45 new · "), "\(table)")
    #expect(table.stdout.contains("Recall, predicted and measured"), "\(table)")
    #expect(table.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(table)")
  }
}
