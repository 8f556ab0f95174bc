import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Ctrl-C in a game at a terminal asks before losing the answers")
struct QuitConfirmationTests {
  private func play(_ script: [LineInput], interactive: Bool = true) throws -> (GameEnd, ScriptedTerminal, String) {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let session = GameSession(deck: SampleDecks.capitals, count: 3, seed: 42)
      let answers = SampleDecks.inputs(for: session) { $0.back[0] }
      let terminal = ScriptedTerminal(
        script.map { $0 == .line("<answer>") ? answers[0] : $0 == .line("<next>") ? answers[1] : $0 },
        isInteractive: interactive)
      var loop = GameLoop(
        session: session, terminal: terminal, database: try HistoryFile.open(path), clock: SteppingClock())
      let end = try loop.play()
      return (end, terminal, path)
    }
  }

  @Test(
    "a second Ctrl-C or y abandons: nothing saved", arguments: [LineInput.interrupted, .line("y"), .line(" YES ")])
  func confirmed(_ answer: LineInput) throws {
    let (end, terminal, _) = try play([.line("<answer>"), .interrupted, answer, .line("never read")])
    #expect(end == .abandoned)
    #expect(terminal.prompts.last == "Quit without saving the answered card? [y/N] ")
    #expect(terminal.transcript.hasSuffix("Game abandoned; nothing was saved.\n"))
    #expect(terminal.unread == [.line("never read")])
  }

  @Test("n, Enter or Ctrl-D goes on with the same question", arguments: [LineInput.line("n"), .line(""), .endOfInput])
  func declined(_ answer: LineInput) throws {
    let (end, terminal, _) = try play([.line("<answer>"), .interrupted, answer, .line("<next>"), .endOfInput])
    #expect(end == .played(savedAs: 1))
    let second = terminal.prompts[1]
    #expect(second.hasPrefix("[2/3]"))
    #expect(terminal.prompts[2] == "Quit without saving the answered card? [y/N] ")
    #expect(terminal.prompts[3] == second, "the same question again")
    #expect(terminal.transcript.contains("Score: 2/2 (100%)"))
  }

  @Test func theQuestionCountsTheAnswers() throws {
    let (_, terminal, _) = try play([.line("<answer>"), .line("<next>"), .interrupted, .interrupted])
    #expect(terminal.prompts.last == "Quit without saving the 2 answered cards? [y/N] ")
  }

  @Test("before any answer, or for a script, Ctrl-C abandons at once", arguments: [true, false])
  func atOnce(interactive: Bool) throws {
    let script: [LineInput] = interactive ? [.interrupted, .line("x")] : [.line("<answer>"), .interrupted, .line("x")]
    let (end, terminal, _) = try play(script, interactive: interactive)
    #expect(end == .abandoned)
    #expect(!terminal.transcript.contains("Quit without saving"))
    #expect(terminal.unread == [.line("x")])
  }
}
