import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Overruling a grade in a game: ! after a wrong answer")
struct OverruleGameTests {
  private func verdicts(in path: String) throws -> [String] {
    try SavedHistory(path: path).cards.map(\.verdict)
  }

  @Test func exclamationAfterAWrongAnswerCountsItRightAndAsksTheNextCardAgain() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let session = GameSession(deck: SampleDecks.capitals, count: 3, seed: 42)
      let cards = session.cards
      let terminal = ScriptedTerminal([
        .line("Boston"), .line("!"), .line(cards[1].back[0]), .line(cards[2].back[0]),
      ])
      var loop = GameLoop(
        session: session, terminal: terminal, database: try HistoryFile.open(path), clock: SteppingClock())

      #expect(try loop.play() == .played(savedAs: 1))

      let second = "[2/3] What is the capital of \(cards[1].front[0])? "
      #expect(terminal.prompts.filter { $0 == second }.count == 2, "the next question is asked again")
      #expect(
        terminal.transcript.contains(
          "\(second)!\n  ✓ Overruled: counted right (\(cards[0].front[0]))\n\(second)\(cards[1].back[0])\n"))
      #expect(terminal.transcript.contains("Score: 3/3 (100%)"))
      #expect(!terminal.transcript.contains("Missed:"))
      #expect(try verdicts(in: path) == ["overruled", "exact", "exact"])
    }
  }

  @Test func theBannerTeachesIt() throws {
    let terminal = ScriptedTerminal([])
    var loop = GameLoop(
      session: GameSession(deck: SampleDecks.capitals, seed: 42), terminal: terminal,
      database: try InMemoryHistory.open(),
      clock: SteppingClock())
    _ = try loop.play()
    #expect(terminal.transcript.contains("Ctrl-C quits\n! after a wrong answer: I was right\n"))
  }

  @Test(
    "! with nothing to overrule says why and asks the same card again, which is not lost",
    arguments: [
      ("first", nil, "Nothing to overrule: ! counts a wrong answer right, just after it."),
      ("after a right answer", "right", "Nothing to overrule"),
      ("after a skip", "", "A skipped card cannot be overruled"),
    ] as [(String, String?, String)])
  func nothingToOverrule(_ name: String, before: String?, message: String) throws {
    let session = GameSession(deck: SampleDecks.capitals, count: 2, seed: 42)
    let cards = session.cards
    var script: [LineInput] = []
    if let before { script.append(.line(before == "right" ? cards[0].back[0] : before)) }
    script += [.line("!")]
    let terminal = ScriptedTerminal(script)
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())
    _ = try loop.play()

    #expect(terminal.transcript.contains(message), "\(terminal.transcript)")
    #expect(loop.session.outcomes.count == (before == nil ? 0 : 1), "! was not taken as an answer")
    #expect(!loop.session.outcomes.contains { $0.judgement.verdict == .overruled })
  }

  @Test func atATerminalALastWrongAnswerCanBeOverruledBeforeTheSummary() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let session = GameSession(deck: SampleDecks.capitals, count: 2, seed: 42)
      let cards = session.cards
      let terminal = ScriptedTerminal(
        [.line(cards[0].back[0]), .line("Nowhere"), .line("!"), .line("n")], isInteractive: true)
      var loop = GameLoop(
        session: session, terminal: terminal, database: try HistoryFile.open(path), clock: SteppingClock())
      #expect(try loop.play() == .played(savedAs: 1))

      #expect(
        terminal.transcript.contains(
          "Type ! to count it right, or press Enter to go on: !\n  ✓ Overruled: counted right (\(cards[1].front[0]))\n\nScore: 2/2 (100%)"
        ))
      #expect(try verdicts(in: path) == ["exact", "overruled"])
      #expect(terminal.unread == [.line("n")], "no more prompts: nothing is missed")
    }
  }

  @Test(
    "the last card's offer: Enter goes on to the summary; a script is never asked",
    arguments: [true, false])
  func lastCardOfferDeclinedOrNotOffered(interactive: Bool) throws {
    let session = GameSession(deck: SampleDecks.capitals, count: 1, seed: 42)
    let terminal = ScriptedTerminal([.line("Nowhere"), .line(""), .line("n")], isInteractive: interactive)
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())
    _ = try loop.play()

    #expect(terminal.prompts.contains { $0.hasPrefix("Type ! to count it right") } == interactive)
    #expect(terminal.transcript.contains("Score: 0/1 (0%)"))
  }

  @Test func multipleChoiceDoesNotOfferIt() throws {
    let session = GameSession(deck: SampleDecks.capitals, count: 2, choices: 3, seed: 42)
    let terminal = ScriptedTerminal([.line("Nowhere"), .line("!")], isInteractive: true)
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())
    _ = try loop.play()

    #expect(!terminal.transcript.contains("I was right"))
    #expect(!terminal.transcript.contains("Overruled"))
    #expect(loop.session.outcomes.map(\.answer) == ["Nowhere", "!"], "! is judged as typed")
  }

  @Test("Ctrl-C at the last card's offer asks as in the game: n goes back to the offer, Ctrl-C abandons")
  func controlCAtTheLastCardsOffer() throws {
    let session = GameSession(deck: SampleDecks.capitals, count: 1, seed: 42)
    let terminal = ScriptedTerminal(
      [.line("Nowhere"), .interrupted, .line("n"), .interrupted, .interrupted, .line("never read")],
      isInteractive: true)
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())

    #expect(try loop.play() == .abandoned)
    let offer = "Type ! to count it right, or press Enter to go on: "
    let question = "Quit without saving the answered card? [y/N] "
    #expect(Array(terminal.prompts.dropFirst()) == [offer, question, offer, question])
    #expect(terminal.unread == [.line("never read")])
  }

  @Test func inAReviewTheOverruledCardIsSavedAsOverruledAndGradedGood() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let deck = SampleDecks.capitals
      let items = deck.cards.prefix(2).map {
        ReviewItem(player: "p", deck: "capitals", direction: .forward, card: $0.front[0])
      }
      let plan = ReviewPlan(
        sources: ["capitals": .init(deck: deck, direction: .forward)], items: items, memories: [:],
        scheduler: .default)
      let session = GameSession(review: plan, startedAt: Date(timeIntervalSince1970: 1_800_000_000))
      let first = try #require(session.currentCard)
      let second = try #require(deck.cards.prefix(2).first { $0 != first })
      // Wrong, overruled: the card does not come back, so the review ends after the second card.
      let terminal = ScriptedTerminal([.line("Nowhere"), .line("!"), .line(second.back[0])])
      var loop = GameLoop(
        session: session, terminal: terminal, database: try HistoryFile.open(path, player: "p"),
        clock: SteppingClock())

      #expect(try loop.play() == .played(savedAs: 1))
      #expect(try verdicts(in: path) == ["overruled", "exact"])
      #expect(terminal.transcript.contains("Score: 2/2 (100%)"))
      let states = try HistoryFile.open(path, player: "p").states(player: "p", decks: nil)
      #expect(states.count == 2)
      #expect(states.allSatisfy { $0.memory.lapses == 0 && $0.memory.reviews == 1 })
    }
  }
}
