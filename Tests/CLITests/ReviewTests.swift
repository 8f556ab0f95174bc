import Foundation
import TestSupport
import Testing

/// `flashcards review` through the binary, days apart by `faketime` (Swift's `Date()` follows it).
@Suite("review through the binary")
struct ReviewTests {
  let sandbox: Sandbox
  let database: String

  init() throws {
    sandbox = try Sandbox()
    database = sandbox.path("history.sqlite")
  }

  func review(at moment: String, _ arguments: [String], answers: [String] = []) async throws -> RunResult {
    let run = try await sandbox.run(
      ["--db", database, "review"] + arguments, stdin: answers.map { $0 + "\n" }.joined(),
      environment: ["TZ": "UTC", "FLASHCARDS_PLAYER": "newbie"], launcher: ["/usr/bin/faketime", moment])
    #expect(run.status == 0, "\(run)")
    return run
  }

  /// The states shown, as "capital of X?" lines.
  func asked(_ run: RunResult) -> [String] {
    run.stdout.split(separator: "\n").compactMap { line in
      line.firstMatch(of: #/^\[\d+\] What is the capital of (.+)\? /#).map { String($0.1) }
    }
  }

  @Test func aNewPlayerMissesCardsSeesThemAgainAndTomorrowIsAskedExactlyTheCardsDue() async throws {
    // Day 1: five new cards of capitals, in the deck's order; two missed come back in the session.
    let first = try await review(
      at: "2027-03-01 10:00:00", ["capitals", "--new", "5"],
      answers: ["Montgomery", "x", "Phoenix", "", "Sacramento", "Juneau", "Little Rock"])
    #expect(
      asked(first) == ["Alabama", "Alaska", "Arizona", "Arkansas", "California", "Alaska", "Arkansas"], "\(first)")
    #expect(first.stdout.contains("Review — 0 due, 5 new, from capitals"), "\(first)")
    #expect(first.stdout.contains("Saved as game #1."), "\(first)")
    #expect(first.stdout.contains("Next review: 5 cards today."), "\(first)")

    // Half an hour later the learning steps are over: all five, right, leave the learning state.
    // Equally likely recalled (the same day), they come in the order they fell due, which depends
    // on how long each answer took: the answers follow the states' due dates.
    let capitals = [
      "Alabama": "Montgomery", "Alaska": "Juneau", "Arizona": "Phoenix", "Arkansas": "Little Rock",
      "California": "Sacramento",
    ]
    let order = try SavedHistory.cardsByDue(of: "newbie", in: database)
    let second = try await review(
      at: "2027-03-01 10:30:00", ["capitals", "--new", "0"], answers: order.compactMap { capitals[$0] })
    #expect(asked(second) == order, "\(second)")
    #expect(Set(asked(second)) == ["Alabama", "Alaska", "Arizona", "Arkansas", "California"], "\(second)")
    let nothing = try await review(at: "2027-03-01 10:31:00", ["capitals", "--new", "0"])
    // Due from the start of tomorrow's review day, whatever the hour they were answered at.
    #expect(nothing.stdout.hasPrefix("Nothing due. Next: 2 cards tomorrow at 04:00"), "\(nothing)")

    // Tomorrow: exactly the cards whose state the history holds as due by then.
    let tomorrow = "2027-03-02 12:00:00"
    let due = try SavedHistory.cardsDue(of: "newbie", by: "2027-03-02 12:00:00.000", in: database)
    // The two missed yesterday: their stability is lower, so they come back first.
    #expect(due == ["Alaska", "Arkansas"])
    let listed = try await review(at: tomorrow, ["capitals", "--new", "0", "--list", "--format", "json"])
    let queue = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    #expect(Set(queue.compactMap { $0["card"] as? String }) == Set(due), "\(listed)")
    #expect(queue.allSatisfy { ($0["due"] as? String)?.hasSuffix("Z") == true && $0["state"] as? String == "review" })
    let third = try await review(at: tomorrow, ["capitals", "--new", "0"], answers: ["Juneau", "Little Rock"])
    #expect(Set(asked(third)) == Set(due), "\(third)")

    let history = try await sandbox.run(
      ["--db", database, "history"], environment: ["FLASHCARDS_PLAYER": "newbie", "TZ": "UTC"])
    #expect(history.stdout.contains("review: capitals"), "\(history)")
    let show = try await sandbox.run(
      ["--db", database, "history", "show", "1"], environment: ["FLASHCARDS_PLAYER": "newbie"])
    #expect(show.stdout.contains("Review #1") && show.stdout.contains("DECK"), "\(show)")
  }

  /// A learner who reviews every evening, at 8 p.m. one day and 7:10 p.m. two days later, is asked
  /// the card due that day: it is due from 4 a.m., not from 8 p.m. And it is scored as two days
  /// later (FSRS's recall at 2 days), though 47 hours have passed.
  @Test func aCardDueOnADayIsAskedThatEveningEvenBeforeTheHourItWasAnswered() async throws {
    _ = try await review(at: "2027-03-01 19:40:00", ["capitals", "--new", "1"], answers: ["Montgomery"])
    // Its last learning step, 10 minutes later: it leaves the learning state, due in 2 days.
    let first = try await review(at: "2027-03-01 20:00:00", ["capitals", "--new", "0"], answers: ["Montgomery"])
    #expect(asked(first) == ["Alabama"], "\(first)")
    #expect(first.stdout.contains("Next review: 1 card on 2027-03-03."), "\(first)")
    let listed = try await review(at: "2027-03-03 19:10:00", ["capitals", "--new", "0", "--list", "--format", "json"])
    let queue = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    #expect(queue.compactMap { $0["card"] as? String } == ["Alabama"], "\(listed)")
    #expect(queue.first?["due"] as? String == "2027-03-03T04:00:00.000Z", "\(listed)")
    let recall = try #require(queue.first?["retrievability"] as? Double)
    let stability = try #require(queue.first?["stability"] as? Double)
    // FSRS-6's forgetting curve at 2 days with the default decay (w20 = 0.1542).
    let factor = pow(0.9, -1 / 0.1542) - 1
    #expect(abs(recall - pow(1 + factor * 2 / stability, -0.1542)) < 1e-9, "\(listed)")
    let second = try await review(at: "2027-03-03 19:10:00", ["capitals", "--new", "0"], answers: ["Montgomery"])
    #expect(asked(second) == ["Alabama"], "\(second)")
  }

  @Test func aReviewsMissedCardsCanBeRetried() async throws {
    _ = try await review(at: "2027-03-01 10:00:00", ["capitals", "--new", "2"], answers: ["x", "Juneau"])
    let retry = try await sandbox.run(
      ["--db", database, "play", "--retry", "1"], stdin: "Montgomery\n", environment: ["FLASHCARDS_PLAYER": "newbie"])
    #expect(retry.status == 0, "\(retry)")
    #expect(retry.stdout.contains("What is the capital of Alabama?"), "\(retry)")
    #expect(!retry.stdout.contains("Alaska"), "\(retry)")
    #expect(retry.stdout.contains("Saved as game #2."), "\(retry)")
  }

  @Test func aPlayerWithNothingPlayedIsToldHowToStart() async throws {
    let run = try await review(at: "2027-03-01 10:00:00", [])
    #expect(run.stdout.contains("Nothing to review yet"), "\(run)")
    let bad = try await sandbox.run(["--db", database, "review", "--new=-1"])
    #expect(
      bad.status != 0 && bad.stderr.contains("--new takes a whole number, 0 or more; '-1' is not allowed."), "\(bad)")
    let retention = try await sandbox.run(["--db", database, "review", "--retention", "1.5"])
    #expect(
      retention.status != 0 && retention.stderr.contains("--retention takes a number between 0 and 1"), "\(retention)")
  }
}
