import Foundation
import TestSupport
import Testing

/// The home menu as a person uses it: `flashcards` with no arguments on a terminal, through libedit.
@Suite("the home menu on a terminal")
struct HomeMenuTerminalTests {
  private let enter = TerminalSignalTests.enter

  @Test("a wrong choice is re-asked in one line; 'capitals 2' plays two cards; the deck then shows its score")
  func chooseACountPlayAndSeeTheScore() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.runInTerminal(["--db", database]) {
      try $0.waitForPrompt("Choose 1–")
      try $0.type("nonsense" + enter)
      try $0.waitForPrompt("There is no choice 'nonsense'. Choose 1–")
      try $0.type("capitals 2" + enter)
      try $0.waitForPrompt("[1/2]")
      try $0.type(enter)
      try $0.waitForPrompt("[2/2]")
      try $0.type(enter)
      try $0.waitForPrompt("Play the 2 missed again? [Y/n]")
      try $0.type("n" + enter)
      try $0.waitForPrompt("Press Enter to go back.")
      try $0.type("q" + enter)
      try $0.waitFor("0% today")
      try $0.waitForPrompt("Choose 1–")
      try $0.type("h" + enter)
      try $0.waitForPrompt("Game number to open (Enter goes back):")
      try $0.type("q" + enter)
      try $0.waitForPrompt("Choose 1–")
      try $0.type("q" + enter)
    }

    #expect(run.status == 0, "\(run)")
    expectTerminalRestored(run)
    // Drawn once before the refusal, once after the game and once after the history: not per refusal.
    #expect(run.screen.components(separatedBy: "FlashCards\n").count - 1 == 3, "\(run)")
    #expect(run.screen.contains("Score: 0/2 (0%)"), "\(run)")
    let history = try SavedHistory(path: database)
    #expect(history.games.map(\.deck) == ["capitals"])
    #expect(history.cards.count == 2)
  }

  @Test("in a 40-column window the menu's lines wrap between words and its tables are stacked")
  func fortyColumns() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let played = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    try #require(played.status == 0, "\(played)")
    let run = try await sandbox.runInTerminal(["--db", database], environment: ["COLUMNS": "40"]) {
      try $0.waitForPrompt("Choose 1–")
      try $0.type("h" + enter)
      try $0.waitForPrompt("Game number to open (Enter goes back):")
      try $0.type("1" + enter)
      try $0.waitForPrompt("Press Enter to go back.")
      try $0.type(enter)
      try $0.waitForPrompt("Game number to open (Enter goes back):")
      try $0.type(enter)
      try $0.waitForPrompt("Choose 1–")
      try $0.type(TerminalSignalTests.ctrlD)
    }

    #expect(run.status == 0, "\(run)")
    expectTerminalRestored(run)
    #expect(run.screen.contains("\n  capitals  1/1  100%  0:"), "the history is stacked: \(run)")
    #expect(run.screen.contains("\n3  states\n  Name the U.S. state whose capital is\n    shown.\n"), "\(run)")
    #expect(run.screen.contains("\nMississippi\n  typed Jackson  answer Jackson  ✓ right\n"), "\(run)")
    let written = run.screen.split(separator: "\n").filter { !$0.contains("Choose") && !$0.contains("Press Enter") }
    for line in written where !line.contains("Game number") {
      #expect(line.count <= 40, "\(line.count) columns: '\(line)'")
    }
  }
}
