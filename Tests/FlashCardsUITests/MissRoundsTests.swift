import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Practising the misses now: rounds of the missed cards after a game")
struct MissRoundsTests {
  private struct SavedGame: Equatable {
    var id: Int64
    var retryOf: Int64?
    var cards: [String]
  }

  private func savedGames(_ path: String) throws -> [SavedGame] {
    let saved = try SavedHistory(path: path)
    return zip(saved.games, try SavedHistory.retries(path)).map { game, retryOf in
      SavedGame(
        id: game.id, retryOf: retryOf,
        cards: saved.cards.filter { $0.gameId == game.id }.map(\.card).sorted())
    }
  }

  /// Answers each card asked: wrong for the cards in `wrong`, right otherwise; Enter to the offer to
  /// overrule a last wrong answer; the replies to the questions between rounds come from `replies`.
  private final class Player: Terminal {
    let style = TextStyle.plain
    let isInteractive: Bool
    var wrong: Set<String>
    var replies: [LineInput]
    var transcript = ""
    var prompts: [String] = []
    let deck: Deck

    init(deck: Deck, wrong: Set<String>, replies: [LineInput], isInteractive: Bool = true) {
      (self.deck, self.wrong, self.replies, self.isInteractive) = (deck, wrong, replies, isInteractive)
    }

    func readLine(prompt: String) -> LineInput {
      prompts.append(prompt)
      transcript += prompt
      let card = deck.cards.first { prompt.contains("capital of \($0.front[0])?") }
      let input: LineInput =
        if let card {
          .line(wrong.contains(card.front[0]) ? "Nowhere" : card.back[0])
        } else if prompt.hasPrefix("Type ! to count it right") {
          .line("")
        } else {
          replies.isEmpty ? .endOfInput : replies.removeFirst()
        }
      if case .line(let text) = input { transcript += text + "\n" }
      return input
    }

    func write(_ text: String) { transcript += text }
  }

  /// Plays a game of the sample deck and its rounds; `beforeRound(n)` runs as round n is made.
  private func play(_ player: Player, path: String, beforeRound: (Int) -> Void = { _ in }) throws -> GameEnd {
    var round = 0
    var loop = GameLoop(
      session: GameSession(deck: SampleDecks.capitals, seed: 42), terminal: player,
      database: try HistoryFile.open(path), clock: SteppingClock())
    return try loop.playAndPractiseMisses(newSeed: {
      round += 1
      beforeRound(round)
      return UInt64(100 + round)
    })
  }

  @Test func roundsGoOnUntilNoneIsMissedEachSavedAsARetryOfTheOneBefore() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let player = Player(deck: SampleDecks.capitals, wrong: ["Texas", "New York"], replies: [.line(""), .line("y")])
      // Learnt by the first retry.
      let end = try play(player, path: path) { _ in player.wrong = [] }

      #expect(end == .played(savedAs: 2))
      #expect(player.prompts.filter { $0.hasPrefix("Play the") }.count == 1)
      #expect(player.replies == [.line("y")], "no question after a round without misses")
      #expect(player.prompts.contains("Play the 2 missed again? [Y/n] "))
      #expect(player.transcript.components(separatedBy: "Score:").count == 3, "a summary for each game")
      #expect(player.transcript.contains("2 cards missed in game #1 · Enter or ? skips"), "the round says what it is")
      #expect(
        try savedGames(path) == [
          .init(id: 1, retryOf: nil, cards: ["California", "Minnesota", "New York", "Texas"]),
          .init(id: 2, retryOf: 1, cards: ["New York", "Texas"]),
        ])
    }
  }

  @Test func aRoundWithAMissAsksAgainUntilAllAreRight() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let player = Player(deck: SampleDecks.capitals, wrong: ["Texas"], replies: [.line("y"), .line("y")])
      // The first retry misses Texas again; the second gets it.
      let end = try play(player, path: path) { round in if round == 2 { player.wrong = [] } }

      #expect(end == .played(savedAs: 3))
      #expect(player.prompts.filter { $0 == "Play the missed card again? [Y/n] " }.count == 2)
      #expect(try savedGames(path).map(\.retryOf) == [nil, 1, 2])
    }
  }

  @Test(
    "declining with n, q, Ctrl-D or Ctrl-C ends the rounds",
    arguments: [LineInput.line("n"), .line("q"), .line("No"), .endOfInput, .interrupted])
  func declined(_ reply: LineInput) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let player = Player(deck: SampleDecks.capitals, wrong: ["Texas"], replies: [reply])
      let end = try play(player, path: path)
      let games = try savedGames(path)
      #expect(end == .played(savedAs: 1))
      #expect(games.count == 1)
    }
  }

  @Test func anAnswerOtherThanYesOrNoAsksAgain() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let player = Player(deck: SampleDecks.capitals, wrong: ["Texas"], replies: [.line("maybe"), .line("n")])
      _ = try play(player, path: path)
      #expect(player.transcript.contains("Answer y to play them again, or n to stop."))
      #expect(player.prompts.filter { $0.hasPrefix("Play the") }.count == 2)
    }
  }

  @Test("not offered to a script, nor after a game ended early", arguments: [false, true])
  func notOffered(endedEarly: Bool) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let player = Player(
        deck: SampleDecks.capitals, wrong: ["Texas", "California", "New York", "Minnesota"], replies: [.line("y")],
        isInteractive: endedEarly)
      if endedEarly {
        // Only the first card is answered, then Ctrl-D.
        let session = GameSession(deck: SampleDecks.capitals, seed: 42)
        let terminal = ScriptedTerminal([.line("Nowhere"), .endOfInput, .line("y")], isInteractive: true)
        var loop = GameLoop(
          session: session, terminal: terminal, database: try HistoryFile.open(path), clock: SteppingClock())
        _ = try loop.playAndPractiseMisses()
        #expect(!terminal.transcript.contains("again?"))
        #expect(terminal.unread == [.line("y")])
      } else {
        _ = try play(player, path: path)
        #expect(!player.transcript.contains("again?"))
      }
      #expect(try savedGames(path).count == 1)
    }
  }
}
