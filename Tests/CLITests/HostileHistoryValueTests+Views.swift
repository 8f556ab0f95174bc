import Foundation
import Testing

/// Values the history's CHECK constraints let in (none is on `playedAt`, the milliseconds or
/// `correct`), as sync received them from a server that did not refuse them, or sqlite3 wrote
/// them: the views show them safely, and a schedule they pushed past year 9999 is not damaged.
extension HostileHistoryValueTests {
  @Test(
    "a game dated beyond 0000–9999 is shown at the range's end, and no view fails",
    arguments: [
      ("10000-01-01 00:00:00.000", "9999-12-31"), ("294276-01-01 00:00:00", "9999-12-31"),
      ("-4712-01-01 00:00:00.000", "0000-01-01"),
    ])
  func aGameBeyondTheYearsIsShown(playedAt: String, shown: String) async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(database, "UPDATE gameResult SET playedAt = '\(playedAt)' WHERE id = 1")

    for command in [
      ["history"], ["history", "--all-players"], ["history", "--format", "json"], ["history", "show", "1"],
      ["stats", "--no-pager"], ["stats", "--all-players", "--no-pager"], ["review", "--list"], ["history", "export"],
    ] {
      let run = try await sandbox.run(["--db", database, "--player", "ann"] + command, environment: ["TZ": "UTC"])
      #expect(run.status == 0 && run.stderr.isEmpty, "\(command) after \(playedAt): \(run)")
    }
    let list = try await sandbox.run(["--db", database, "--player", "ann", "history"], environment: ["TZ": "UTC"])
    #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("1  \(shown)") }, "\(list)")
  }

  /// A game dated 9999-12-31 23:59:59 schedules its cards past year 9999; the previous version
  /// wrote that due date as "10000-…", which no read understood: every `review` and `stats`
  /// stopped on a "damaged" schedule, and playing the card wrote it again.
  @Test func aScheduleDuePastTheYear9999IsReadAndPlayingTheCardKeepsItReadable() async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(
      database,
      """
      UPDATE gameResult SET playedAt = '9999-12-31 23:59:59.000' WHERE id = 1;
      UPDATE memoryState SET lastReview = '9999-12-31 23:59:59.000', due = '10000-04-24 04:00:00.000'
        WHERE player = 'ann' AND card = 'Mississippi';
      """)
    for command in [["review", "--list"], ["stats", "--no-pager"], ["stats", "--all-players", "--no-pager"]] {
      let run = try await sandbox.run(["--db", database, "--player", "ann"] + command)
      #expect(run.status == 0 && !run.stderr.contains("damaged"), "\(command): \(run)")
    }
    let play = try await sandbox.run(
      ["--db", database, "--player", "ann", "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(play.status == 0 && play.stdout.contains("Mississippi"), "\(play)")
    let due = try HistoryFileTests.sqlite3(
      database, "SELECT due FROM memoryState WHERE player = 'ann' AND card = 'Mississippi';")
    #expect(due.output.trimmingCharacters(in: .whitespacesAndNewlines) == "9999-12-31 23:59:59.999", "\(due)")
    let review = try await sandbox.run(["--db", database, "--player", "ann", "review", "--list"])
    #expect(review.status == 0 && review.stderr.isEmpty, "\(review)")
  }

  @Test func aNegativeTimeIsShownAsADash() async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(
      database,
      """
      UPDATE gameResult SET milliseconds = -1884000 WHERE id = 1;
      UPDATE cardResult SET milliseconds = -5000 WHERE gameId = 1;
      UPDATE directionTotal SET milliseconds = -1884000;
      """)
    let show = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "1"])
    #expect(show.status == 0 && show.stdout.contains("Time —"), "\(show)")
    let list = try await sandbox.run(["--db", database, "--player", "ann", "history"])
    let stats = try await sandbox.run(["--db", database, "--player", "ann", "stats", "--no-pager"])
    for run in [show, list, stats] {
      #expect(run.status == 0, "\(run)")
      #expect(!run.stdout.contains(":-") && !run.stdout.contains("-5.0 s"), "\(run)")
    }
  }

  @Test func aCardStoredRightWithTheVerdictWrongShowsOneVerdict() async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(
      database,
      """
      UPDATE cardResult SET correct = 1 WHERE gameId = 1 AND verdict = 'wrong';
      UPDATE cardResult SET correct = 0 WHERE gameId = 1 AND verdict = 'exact';
      """)
    let show = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "1"])
    #expect(show.status == 0, "\(show)")
    #expect(show.stdout.contains("✗ wrong") && show.stdout.contains("✓ right"), "the verdict decides: \(show)")
    #expect(!show.stdout.contains("✓ wrong") && !show.stdout.contains("✗ right"), "\(show)")
    let json = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "1", "--format", "json"])
    let game = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let results = game["results"] as? [[String: Any]] ?? []
    #expect(results.count == 3)
    for result in results {
      let verdict = result["verdict"] as? String
      #expect(result["correct"] as? Bool == (verdict == "exact"), "\(result)")
    }
  }
}
