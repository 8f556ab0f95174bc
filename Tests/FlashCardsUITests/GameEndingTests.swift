import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Ending a game before its last card")
struct GameEndingTests {
  @Test func endOfInputAfterTwoCardsSavesTheTwoAnswers() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let session = GameSession(deck: SampleDecks.capitals, seed: 42)
      let answers = SampleDecks.inputs(for: session) { $0.back[0] }.prefix(2)
      let terminal = ScriptedTerminal(answers + [.endOfInput, .line("never read")])
      var loop = GameLoop(
        session: session, terminal: terminal, database: try HistoryFile.open(path), clock: SteppingClock())

      let end = try loop.play()

      #expect(end == .played(savedAs: 1))
      #expect(terminal.unread == [.line("never read")])
      #expect(terminal.prompts.count == 3)
      #expect(terminal.transcript.contains("Ended early after 2 of 4 cards.\nScore: 2/2 (100%)   Time: 0:04"))
      #expect(terminal.transcript.hasSuffix("Saved as game #1.\n"))
      let history = try SavedHistory(path: path)
      #expect(history.games.map(\.endedEarly) == [true])
      #expect(history.timings.map(\.milliseconds) == [4000])
      #expect(history.cards.count == 2)
    }
  }

  @Test func endOfInputBeforeAnyAnswerSavesNothing() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let terminal = ScriptedTerminal([.endOfInput])
      var loop = GameLoop(
        session: GameSession(deck: SampleDecks.capitals, seed: 42), terminal: terminal,
        database: try HistoryFile.open(path), clock: SteppingClock())

      let end = try loop.play()

      #expect(end == .played(savedAs: nil))
      #expect(terminal.transcript.hasSuffix("Nothing was answered, so nothing was saved.\n"))
      let history = try SavedHistory(path: path)
      #expect(history.games.isEmpty)
      #expect(history.cards.isEmpty)
    }
  }

  @Test func interruptingAbandonsTheGameAndSavesNothing() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let session = GameSession(deck: SampleDecks.capitals, seed: 42)
      let answers = SampleDecks.inputs(for: session) { $0.back[0] }.prefix(2)
      let terminal = ScriptedTerminal(answers + [.interrupted, .line("never read")])
      var loop = GameLoop(
        session: session, terminal: terminal, database: try HistoryFile.open(path), clock: SteppingClock())

      let end = try loop.play()

      #expect(end == .abandoned)
      #expect(terminal.unread == [.line("never read")])
      #expect(terminal.transcript.hasSuffix("\nGame abandoned; nothing was saved.\n"))
      #expect(!terminal.transcript.contains("Score:"))
      let history = try SavedHistory(path: path)
      #expect(history.games.isEmpty)
      #expect(history.cards.isEmpty)
    }
  }

  @Test func interruptingAnInMemoryGameIsAbandonedToo() throws {
    let terminal = ScriptedTerminal([.interrupted])
    var loop = GameLoop(
      session: GameSession(deck: SampleDecks.capitals, seed: 42), terminal: terminal,
      database: try InMemoryHistory.open(), clock: SteppingClock())

    #expect(try loop.play() == .abandoned)
    #expect(terminal.prompts.count == 1)
  }
}
