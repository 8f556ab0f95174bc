import Foundation
import TestSupport
import Testing

/// A new player's first day: a first game of three cards, one missed, then the home menu,
/// `review --list` and `stats` two minutes later. They agree on what is due today and say what
/// their numbers mean: the missed card is due now, the two right ones later today, and the game's
/// three new cards came out of the day's allowance of 20.
@Suite("the first day's numbers agree and explain themselves")
struct FirstDayNumbersTests {
  static let later = "2027-03-01 10:02:00"
  static let summary = "1 due now, 2 more later today, 17 new (20 a day: 3 started today)"

  let sandbox: Sandbox
  let database: String

  init() async throws {
    sandbox = try Sandbox()
    database = sandbox.path("history.sqlite")
    // Seed 7 asks Mississippi, Kentucky, then Wyoming.
    let played = try await run(
      at: "2027-03-01 10:00:00", ["play", "capitals", "--count", "3", "--seed", "7"], "Jackson\nx\nCheyenne\n")
    try #require(played.stdout.contains("Score: 2/3"), "\(played)")
  }

  func run(
    at moment: String, _ arguments: [String], _ stdin: String = "", environment: [String: String?] = [:]
  ) async throws -> RunResult {
    let run = try await sandbox.run(
      ["--db", database] + arguments, stdin: stdin,
      environment: environment.merging(["TZ": "UTC", "FLASHCARDS_PLAYER": "newbie"]) { $1 },
      launcher: ["/usr/bin/faketime", moment])
    #expect(run.status == 0, "\(run)")
    return run
  }

  /// Runs of spaces and line breaks as one space: a narrow screen may wrap a line.
  func flattened(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test("review --list: the missed card shows when it came back, not a recall of 100%; the count explains itself")
  func reviewList() async throws {
    let listed = try await run(at: Self.later, ["review", "--list"])
    let rows = listed.stdout.split(separator: "\n").filter { $0.contains("Kentucky") }
    #expect(rows.count == 1, "\(listed)")
    #expect(rows.first?.contains("—") == true && rows.first?.contains("100%") == false, "\(listed)")
    #expect(rows.first?.contains("10:01") == true, "due a minute after the miss: \(listed)")
    #expect(flattened(listed.stdout).contains(Self.summary + "."), "\(listed)")
    // On a plain terminal the mark is ASCII, as every other mark is.
    let plain = try await run(at: Self.later, ["review", "--list"], environment: ["LANG": "C"])
    let row = plain.stdout.split(separator: "\n").first { $0.contains("Kentucky") } ?? ""
    #expect(row.hasSuffix(" -") && row.allSatisfy(\.isASCII), "\(plain)")
  }

  @Test("stats: today's 3 split as the menu and the review list say it")
  func stats() async throws {
    let stats = try await run(at: Self.later, ["stats"])
    let today = stats.stdout.split(separator: "\n").first { $0.contains("Today") }.map(String.init) ?? ""
    #expect(today.hasSuffix(" 3 (1 due now, 2 more later today)"), "\(stats)")
  }

  @Test("the home menu says what a review would ask, as review --list does")
  func homeMenu() async throws {
    let binary = try FlashCardsBinary.url.get().path
    let menu = try await sandbox.runInTerminal(
      [], environment: ["TZ": "UTC", "FLASHCARDS_PLAYER": "newbie"],
      shell: ["/usr/bin/faketime", Self.later, binary, "--db", database]
    ) {
      try $0.waitForPrompt("Choose 1–")
      try $0.type("q" + TerminalSignalTests.enter)
    }
    #expect(menu.status == 0, "\(menu)")
    #expect(menu.screen.contains("Review                      1 due now, 2 more later today, 17 new "), "\(menu)")
    #expect(menu.screen.contains("\nNew cards: 20 a day: 3 started today.\n"), "\(menu)")
  }
}
