import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Playing a game")
struct GameLoopTests {
  /// Three of the four capitals, the second answered wrong.
  private func threeCardGame() -> (GameSession, [LineInput]) {
    let session = GameSession(deck: SampleDecks.capitals, count: 3, seed: 42)
    var position = 0
    let inputs = SampleDecks.inputs(for: session) { card in
      position += 1
      return position == 2 ? "Boston" : card.back[0]
    }
    return (session, inputs)
  }

  @Test func aFullGameShowsEachQuestionTheVerdictsAndTheSummary() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let (session, inputs) = threeCardGame()
      let terminal = ScriptedTerminal(inputs)
      var loop = GameLoop(
        session: session, terminal: terminal, database: try HistoryFile.open(path), clock: SteppingClock())

      let end = try loop.play()

      #expect(end == .played(savedAs: 1))
      #expect(terminal.unread.isEmpty)
      let cards = session.cards
      #expect(
        terminal.prompts == (1...3).map { "[\($0)/3] What is the capital of \(cards[$0 - 1].front[0])? " })
      let transcript = terminal.transcript
      #expect(transcript.hasPrefix("capitals — Name the capital of each state.\n"))
      #expect(
        transcript.contains(
          """
          [1/3] What is the capital of \(cards[0].front[0])? \(cards[0].back[0])
            ✓ Right
          [2/3] What is the capital of \(cards[1].front[0])? Boston
            ✗ Wrong: the answer is \(cards[1].back[0])
          [3/3] What is the capital of \(cards[2].front[0])? \(cards[2].back[0])
            ✓ Right

          Score: 2/3 (67%)   Time: 0:06   Average: 1.0 s per card
          Missed:
            \(cards[1].front[0]) → \(cards[1].back[0]) (you typed Boston)
          Saved as game #1.

          """))
      #expect(!transcript.contains("Ended early"))
    }
  }

  @Test func aGameInMemoryIsPlayedButNotSaved() throws {
    let (session, inputs) = threeCardGame()
    let terminal = ScriptedTerminal(inputs)
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())

    let end = try loop.play()

    #expect(end == .played(savedAs: nil))
    #expect(terminal.transcript.contains("Score: 2/3 (67%)"))
    #expect(terminal.transcript.hasSuffix("Not saved: the history is in memory (--db :memory:).\n"))
    #expect(!terminal.transcript.contains("Saved as game"))
  }

  @Test func theSavedGameHoldsWhatWasPlayed() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let (session, inputs) = threeCardGame()
      let startedAt = Date(timeIntervalSince1970: 1_767_225_600)
      var loop = GameLoop(
        session: session, terminal: ScriptedTerminal(inputs), database: try HistoryFile.open(path),
        clock: SteppingClock(step: 0.5), now: { startedAt })

      _ = try loop.play()

      let history = try SavedHistory(path: path)
      try #require(history.games.count == 1)
      #expect(history.games[0].deck == "capitals")
      #expect(history.timings[0].milliseconds == 3000)
      #expect(!history.games[0].endedEarly)
      let playedAt = history.timings[0].playedAt
      #expect(abs(playedAt.timeIntervalSince(startedAt)) < 0.001)
      #expect(history.cards.count == 3)
    }
  }

  @Test func aTypoShowsTheRightSpelling() throws {
    let lines = try feedback(answering: ["California": "Sacramnto"])
    #expect(lines["California"] == "  ✓ Almost: it is spelled Sacramento")
  }

  @Test func anotherCardsAnswerSaysWhichCardItGoesWith() throws {
    let lines = try feedback(answering: ["Texas": "Albany"])
    #expect(lines["Texas"] == "  ✗ Wrong: the answer is Austin (Albany goes with New York)")
  }

  @Test func aSkipShowsTheAnswer() throws {
    let lines = try feedback(answering: ["Minnesota": "", "Texas": "?"])
    #expect(lines["Minnesota"] == "  ✗ Skipped: the answer is Saint Paul")
    #expect(lines["Texas"] == "  ✗ Skipped: the answer is Austin")
  }

  @Test func theSummaryListsMissedAndSkippedCards() throws {
    let session = GameSession(deck: SampleDecks.capitals, seed: 42)
    let answers = ["Texas": "Albany", "Minnesota": ""]
    let terminal = ScriptedTerminal(SampleDecks.inputs(for: session) { answers[$0.front[0]] ?? $0.back[0] })
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())

    _ = try loop.play()

    #expect(terminal.transcript.contains("Score: 2/4 (50%)   Time: 0:08   Average: 1.0 s per card\nMissed:\n"))
    #expect(terminal.transcript.contains("  Texas → Austin (you typed Albany)\n"))
    #expect(terminal.transcript.contains("  Minnesota → Saint Paul (skipped)\n"))
  }

  /// Plays the whole capitals deck, right except for `answering`, and returns the verdict line
  /// shown after each card, by the card's front.
  private func feedback(answering answers: [String: String]) throws -> [String: String] {
    let session = GameSession(deck: SampleDecks.capitals, seed: 42)
    let terminal = ScriptedTerminal(SampleDecks.inputs(for: session) { answers[$0.front[0]] ?? $0.back[0] })
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())
    _ = try loop.play()

    let lines = terminal.transcript.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var verdicts: [String: String] = [:]
    for card in session.cards {
      let prompt = "What is the capital of \(card.front[0])? "
      if let index = lines.firstIndex(where: { $0.contains(prompt) }), index + 1 < lines.count {
        verdicts[card.front[0]] = lines[index + 1]
      }
    }
    return verdicts
  }
}
