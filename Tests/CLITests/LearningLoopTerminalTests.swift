import Foundation
import TestSupport
import Testing

/// The learning loop at a real terminal: rounds of misses, `!` to overrule, and Ctrl-C's question,
/// typed as keys at the binary on a pseudo-terminal. `play capitals --seed 7 --count 3` asks
/// Mississippi, Kentucky, Wyoming; its first round of misses (seed 8) asks Wyoming first.
@Suite("terminal: rounds of misses, ! to overrule, Ctrl-C asks first")
struct LearningLoopTerminalTests {
  static let enter = TerminalSignalTests.enter
  static let ctrlC = TerminalSignalTests.ctrlC
  static let arguments = ["play", "capitals", "--seed", "7", "--count", "3"]

  @Test("a game with misses offers them again until none is missed; each round is saved as a retry")
  func roundsOfMisses() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.runInTerminal(["--db", database] + Self.arguments) {
      try $0.answer("[1/3] What is the capital of Mississippi?", with: "Boston")
      try $0.answer("[2/3] What is the capital of Kentucky?", with: "Frankfort")
      // Skipped: a skip is not offered to be overruled.
      try $0.answer("[3/3] What is the capital of Wyoming?", with: "")
      try $0.answer("Play the 2 missed again? [Y/n]", with: "")
      try $0.answer("[1/2] What is the capital of Wyoming?", with: "Cheyenne")
      try $0.answer("[2/2] What is the capital of Mississippi?", with: "Nowhere")
      try $0.answer("Type ! to count it right, or press Enter to go on:", with: "")
      try $0.answer("Play the missed card again? [Y/n]", with: "y")
      try $0.answer("[1/1] What is the capital of Mississippi?", with: "Jackson")
      try $0.waitFor("Saved as game #3.")
    }

    #expect(run.status == 0, "\(run)")
    #expect(run.screen.components(separatedBy: "Score:").count == 4, "a summary for each game: \(run)")
    #expect(run.screen.contains("Score: 1/1 (100%)"), "\(run)")
    expectTerminalRestored(run)
    #expect(try PractisePlayTests.retries(in: database) == [nil, 1, 2])
    let history = try SavedHistory(path: database)
    #expect(history.cards.filter { $0.gameId == 3 }.map(\.card) == ["Mississippi"])
  }

  @Test("! after a wrong answer, and at the offer after the last card, counts it right")
  func overrule() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.runInTerminal(["--db", database] + Self.arguments) {
      try $0.answer("[1/3] What is the capital of Mississippi?", with: "Jacksonville")
      try $0.answer("[2/3] What is the capital of Kentucky?", with: "!")
      try $0.waitFor("Overruled: counted right (Mississippi)")
      try $0.answer("[2/3] What is the capital of Kentucky?", with: "Frankfort")
      try $0.answer("[3/3] What is the capital of Wyoming?", with: "Laramie")
      try $0.answer("Type ! to count it right, or press Enter to go on:", with: "!")
      try $0.waitFor("Saved as game #1.")
    }

    #expect(run.status == 0, "\(run)")
    #expect(run.screen.contains("! after a wrong answer: I was right"), "the banner teaches it: \(run)")
    #expect(run.screen.contains("Score: 3/3 (100%)"), "\(run)")
    #expect(!run.screen.contains("again? [Y/n]"), "nothing left missed: \(run)")
    expectTerminalRestored(run)
    let history = try SavedHistory(path: database)
    #expect(history.cards.map(\.verdict) == ["overruled", "exact", "overruled"])
    #expect(history.cards.map(\.answer) == ["Jacksonville", "Frankfort", "Laramie"])
  }

  @Test("Ctrl-C with answers given asks first: n goes on with the same question, y abandons (exit 130)")
  func controlCAsks() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.runInTerminal(["--db", database] + Self.arguments) {
      try $0.answer("[1/3] What is the capital of Mississippi?", with: "Jackson")
      try $0.waitForPrompt("[2/3] What is the capital of Kentucky?")
      try $0.type(Self.ctrlC)
      try $0.answer("Quit without saving the answered card? [y/N]", with: "n")
      try $0.answer("[2/3] What is the capital of Kentucky?", with: "Frankfort")
      try $0.waitForPrompt("[3/3] What is the capital of Wyoming?")
      try $0.type(Self.ctrlC)
      try $0.answer("Quit without saving the 2 answered cards? [y/N]", with: "y")
    }

    #expect(run.status == 130, "\(run)")
    #expect(run.screen.contains("Game abandoned; nothing was saved."), "\(run)")
    expectTerminalRestored(run)
    #expect(try SavedHistory(path: database).games.isEmpty)
  }

  @Test("Ctrl-C before any answer abandons at once, exit 130")
  func controlCAtOnce() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.runInTerminal(["--db", sandbox.path("history.sqlite")] + Self.arguments) {
      try $0.waitForPrompt("[1/3] What is the capital of Mississippi?")
      try $0.type(Self.ctrlC)
    }
    #expect(run.status == 130, "\(run)")
    #expect(!run.screen.contains("Quit without saving"), "\(run)")
    expectTerminalRestored(run)
  }

  @Test("SIGTERM at Ctrl-C's question still saves the cards answered, exit 143")
  func terminateAtTheQuestion() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.runInTerminal(["--db", database] + Self.arguments) {
      try $0.answer("[1/3] What is the capital of Mississippi?", with: "Jackson")
      try $0.waitForPrompt("[2/3] What is the capital of Kentucky?")
      try $0.type(Self.ctrlC)
      try $0.waitForPrompt("Quit without saving the answered card? [y/N]")
      $0.signal(SIGTERM)
    }

    #expect(run.status == 128 + SIGTERM, "\(run)")
    #expect(run.screen.contains("Saved as game #1."), "\(run)")
    expectTerminalRestored(run)
    let history = try SavedHistory(path: database)
    #expect(history.games.map(\.endedEarly) == [true])
    #expect(history.cards.map(\.answer) == ["Jackson"])
  }
}
