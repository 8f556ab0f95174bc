import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

/// The line after a saved game, played through the scripted terminal on a real history file.
@Suite("The line of context after a game")
struct GameContextLineTests {
  /// Plays the four capitals with `right` of them answered right, through the game loop, and
  /// returns what it wrote after "Saved as game #N.".
  private func play(
    right: Int, count: Int? = nil, retryOf: Int64? = nil, deck: Deck = SampleDecks.capitals,
    direction: Direction = .forward, _ database: any HistoryWriting
  ) throws -> String {
    var session = GameSession(deck: deck, direction: direction, count: count, seed: 3)
    session.retryOf = retryOf
    var position = 0
    let inputs = SampleDecks.inputs(for: session) { card in
      position += 1
      return position <= right ? card.answers(in: direction)[0] : "nope"
    }
    let terminal = ScriptedTerminal(inputs)
    var loop = GameLoop(session: session, terminal: terminal, database: database, clock: SteppingClock())
    _ = try loop.play()
    let transcript = terminal.transcript
    guard let saved = transcript.range(of: #"Saved as game #\d+\.\n"#, options: .regularExpression) else {
      return "(not saved)"
    }
    return String(transcript[saved.upperBound...])
  }

  @Test func firstBestUpDownAndSameAreSaidOfFullGamesOnly() throws {
    try withTemporaryFolder { folder in
      let database = try HistoryFile.open(folder.appendingPathComponent("history.sqlite").path)
      #expect(try play(right: 2, database) == "First full game of capitals: the score to beat.\n")
      #expect(try play(right: 3, database) == "Best yet on capitals, up from 50% last time.\n")
      #expect(try play(right: 1, database) == "capitals: down from 75% last time (best 75%).\n")
      #expect(try play(right: 1, database) == "capitals: the same 25% as last time (best 75%).\n")
      #expect(try play(right: 2, database) == "capitals: up from 25% last time (best 75%).\n")
      // A part of the deck, or a retry, is not compared: nothing is said.
      #expect(try play(right: 2, count: 2, database) == "")
      #expect(try play(right: 4, retryOf: 1, database) == "")
      #expect(try play(right: 4, database) == "Best yet on capitals, up from 50% last time.\n")
    }
  }

  /// A deck without a reverse name keeps its name in reverse: its two directions are still two
  /// tests, and neither is compared with the other.
  @Test func aReverseGameIsComparedOnlyWithReverseGamesOfItsDeck() throws {
    var unnamed = SampleDecks.capitals
    unnamed.reverseName = nil
    try withTemporaryFolder { folder in
      let database = try HistoryFile.open(folder.appendingPathComponent("history.sqlite").path)
      #expect(try play(right: 4, deck: unnamed, database) == "First full game of capitals: the score to beat.\n")
      #expect(
        try play(right: 1, deck: unnamed, direction: .reverse, database)
          == "First full game of capitals (reverse): the score to beat.\n")
      #expect(
        try play(right: 2, deck: unnamed, direction: .reverse, database)
          == "Best yet on capitals (reverse), up from 25% last time.\n")
      #expect(try play(right: 3, deck: unnamed, database) == "capitals: down from 100% last time (best 100%).\n")
    }
  }
}
