import FlashCardsCore
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("A slip in multiple choice")
struct OptionSlipGameTests {
  @Test func aNumberOutsideTheOptionsAsksAgainAndCostsNothing() throws {
    let session = GameSession(deck: SampleDecks.capitals, count: 1, choices: 4, seed: 42)
    let card = try #require(session.currentCard)
    let right = try #require(session.currentOptions.firstIndex(of: card.back[0])) + 1
    let terminal = ScriptedTerminal([.line("7"), .line("0"), .line("\(right)")])
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())

    _ = try loop.play()

    #expect(terminal.unread.isEmpty)
    #expect(terminal.prompts == Array(repeating: "Your answer (1–4): ", count: 3))
    #expect(
      terminal.transcript.contains(
        """
        Your answer (1–4): 7
          There is no option 7: answer 1–4, or type the answer.
        Your answer (1–4): 0
          There is no option 0: answer 1–4, or type the answer.
        Your answer (1–4): \(right)
          ✓ Right
        """))
    #expect(loop.session.outcomes.count == 1)
    #expect(loop.session.correctCount == 1)
    #expect(terminal.transcript.components(separatedBy: "What is the capital").count == 2, "the question is shown once")
  }
}
