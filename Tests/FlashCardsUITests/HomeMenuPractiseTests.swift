import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("The home menu's Practise missed entry")
struct HomeMenuPractiseTests {
  private func menu(_ terminal: ScriptedTerminal, _ database: any HistoryWriting) -> HomeMenu {
    HomeMenu(decks: HomeMenuTests.decks, terminal: terminal, database: database, newSeed: { HomeMenuTests.seed })
  }

  /// Saves a game of capitals with Texas and New York missed; returns its number.
  private func gameWithTwoMisses(in database: any HistoryWriting) throws -> Int64 {
    var session = GameSession(deck: SampleDecks.capitals, seed: 1)
    while let card = session.currentCard {
      let answer = ["Texas", "New York"].contains(card.front[0]) ? "Dallas" : card.back[0]
      session.answer(answer, seconds: 1)
    }
    return try database.saveGame(session, playedAt: Date(timeIntervalSince1970: 1_790_000_000), milliseconds: 4_000)
  }

  @Test func afterAGameWithMissesTheEntryPlaysThoseCardsAsARetry() throws {
    try withTemporaryFolder { folder in try playTheMissesFromTheMenu(folder) }
  }

  private func playTheMissesFromTheMenu(_ folder: URL) throws {
    let database = try HistoryFile.open(folder.appendingPathComponent("history.sqlite").path)
    let missedIn = try gameWithTwoMisses(in: database)
    // p, then both cards right, then back home and quit.
    let terminal = ScriptedTerminal([.line("p"), .line("Austin"), .line("Albany"), .line(""), .line("")])

    #expect(try menu(terminal, database).run())

    #expect(terminal.transcript.contains("Practise missed"))
    #expect(terminal.transcript.contains("the 2 cards missed in capitals (game #\(missedIn))"))
    let retry = try #require(try database.game(id: missedIn + 1), "\(terminal.transcript)")
    #expect(retry.summary.game.retryOf == missedIn)
    #expect(Set(retry.cards.map(\.card)) == ["Texas", "New York"])
    #expect(retry.summary.correct == 2)
    // All right now: the entry is gone from the home screen drawn after the game.
    let homeScreens = terminal.transcript.components(separatedBy: "FlashCards\n")
    #expect(homeScreens.last?.contains("Practise missed") == false)
  }

  @Test func withoutMissesThereIsNoEntryAndPIsNoChoice() throws {
    let database = try InMemoryHistory.open()
    var session = GameSession(deck: SampleDecks.capitals, seed: 1)
    while let card = session.currentCard { session.answer(card.back[0], seconds: 1) }
    _ = try database.saveGame(session, playedAt: Date(timeIntervalSince1970: 1_790_000_000), milliseconds: 4_000)
    let terminal = ScriptedTerminal([.line("p"), .line("")])

    #expect(try menu(terminal, database).run())

    #expect(!terminal.transcript.contains("Practise missed"))
    #expect(terminal.prompts.last?.hasPrefix("There is no choice 'p'.") == true)
  }
}
