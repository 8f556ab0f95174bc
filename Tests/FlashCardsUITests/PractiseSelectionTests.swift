import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Choosing the cards to practise: missed last time, weakest")
struct PractiseSelectionTests {
  private let deck = SampleDecks.capitals
  private let start = Date(timeIntervalSince1970: 1_800_000_000)

  /// Saves a game of `deck` in `direction` answering the cards named in `wrong` wrong.
  private func save(
    _ database: any HistoryWriting, wrong: Set<String>, direction: Direction = .forward, at moment: Date
  ) throws -> Int64 {
    var session = GameSession(deck: deck, direction: direction, seed: 1)
    for card in session.cards {
      let shown = card.shown(in: direction)
      session.answer(wrong.contains(shown) ? "Nowhere" : card.answers(in: direction)[0], seconds: 1)
    }
    return try database.saveGame(session, playedAt: moment, milliseconds: 4000) { _ in false }
  }

  @Test func missedLastTimeIsTheNewestGameOfTheDeckInThatDirection() throws {
    try withTemporaryFolder { folder in
      let database = try HistoryFile.open(folder.appendingPathComponent("h.sqlite").path)
      _ = try save(database, wrong: ["Texas", "Minnesota"], at: start)
      let newest = try save(database, wrong: ["California"], at: start + 60)
      _ = try save(database, wrong: ["Austin"], direction: .reverse, at: start + 120)

      let forward = try PractiseSelection(database: database, deck: deck, direction: .forward).missedLastTime()
      #expect(forward.game == newest)
      #expect(forward.cards.map { $0.front[0] } == ["California"])
      let reverse = try PractiseSelection(database: database, deck: deck, direction: .reverse).missedLastTime()
      #expect(reverse.cards.map { $0.back[0] } == ["Austin"])
    }
  }

  @Test func noMissesLastTimeGivesNoCards() throws {
    try withTemporaryFolder { folder in
      let database = try HistoryFile.open(folder.appendingPathComponent("h.sqlite").path)
      _ = try save(database, wrong: ["Texas"], at: start)
      let perfect = try save(database, wrong: [], at: start + 60)
      let last = try PractiseSelection(database: database, deck: deck, direction: .forward).missedLastTime()
      #expect(last.game == perfect)
      #expect(last.cards.isEmpty)
    }
  }

  @Test func aDeckNeverPlayedHasNoMissesAndNoWeakestCards() throws {
    let database = try InMemoryHistory.open()
    let selection = PractiseSelection(database: database, deck: deck, direction: .forward)
    #expect(throws: PractiseError.neverPlayed(deck: "capitals")) { try selection.missedLastTime() }
    #expect(throws: PractiseError.neverAnswered(deck: "capitals")) { try selection.weakest(2, at: start) }
  }

  @Test func theWeakestAreTheCardsMissedMostLatelyAndNeverAnsweredCardsAreLeftOut() throws {
    try withTemporaryFolder { folder in
      let database = try HistoryFile.open(folder.appendingPathComponent("h.sqlite").path)
      _ = try save(database, wrong: ["Texas", "Minnesota"], at: start)
      _ = try save(database, wrong: ["Texas"], at: start + 86_400 * 3)
      let selection = PractiseSelection(database: database, deck: deck, direction: .forward)
      let now = start + 86_400 * 4

      #expect(try selection.weakest(1, at: now).map { $0.front[0] } == ["Texas"], "missed twice")
      #expect(try selection.weakest(2, at: now).map { $0.front[0] } == ["Texas", "Minnesota"])
      #expect(try selection.weakest(10, at: now).count == 4)
      let reverse = PractiseSelection(database: database, deck: deck, direction: .reverse)
      #expect(throws: PractiseError.neverAnswered(deck: "states")) { try reverse.weakest(2, at: now) }
    }
  }
}
