import FlashCardsCore
import FlashCardsDecks
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

/// `play --retry` of a review, in-process: the missed cards again, from the decks found now.
@Suite("retrying a review")
struct RetryReviewTests {
  private let planning = ReviewPlanningTests()

  /// A saved review of the first three capitals, with `wrong` answered wrong; the game and its cards.
  private func review(missing wrong: Set<String>, in database: any HistoryWriting) throws
    -> (GameResult, [CardResult])
  {
    let plan = try planning.planning(database, at: ReviewPlanningTests.morning).plan(newLimit: 3, limit: nil)
    _ = try planning.play(plan, at: ReviewPlanningTests.morning, in: database) { card, asked in
      wrong.contains(card.front[0]) && asked <= 3 ? "wrong" : card.back[0]
    }
    let newest = try database.games(matching: HistoryFilter(player: database.player), limit: 1).games
    let id = try #require(newest.first?.game.id)
    let (summary, cards) = try #require(try database.game(id: id))
    return (summary.game, cards)
  }

  private func library(in folder: URL, withCapitals: Bool) throws -> DeckLibrary {
    if withCapitals {
      try "name: capitals\nTexas = Austin\nCalifornia = Sacramento\nNew York = Albany\n"
        .write(to: folder.appendingPathComponent("capitals.deck"), atomically: true, encoding: .utf8)
    }
    return DeckLibrary(folders: [.init(path: folder.path, label: "yours")])
  }

  @Test func theMissedCardsAreReviewedAgainFromTheirDeck() throws {
    try withTemporaryFolder { folder in
      let database = try InMemoryHistory.open(player: "ann")
      let (game, cards) = try review(missing: ["Texas", "New York"], in: database)
      let plan = try RetryReview.plan(
        of: game, cards, library: try library(in: folder, withCapitals: true), database: database)
      #expect(Set(plan?.items.map(\.card) ?? []) == ["Texas", "New York"])
    }
  }

  @Test func aReviewWithoutMissesHasNothingToRetryAndAGoneDeckNoCards() throws {
    try withTemporaryFolder { folder in
      let database = try InMemoryHistory.open(player: "ann")
      let (perfect, perfectCards) = try review(missing: [], in: database)
      let library = try library(in: folder, withCapitals: false)
      #expect(try RetryReview.plan(of: perfect, perfectCards, library: library, database: database) == nil)
      let other = try InMemoryHistory.open(player: "bo")
      let (game, cards) = try review(missing: ["Texas"], in: other)
      #expect(try RetryReview.plan(of: game, cards, library: library, database: other)?.items.isEmpty == true)
    }
  }
}

/// `play --retry` of a played game, in-process: its missed cards, from its deck as found now.
@Suite("retrying a game")
struct RetrySelectionTests {
  /// A saved game of the four sample capitals with `wrong` missed; the game and its cards.
  private func game(missing wrong: Set<String>, in database: any HistoryWriting) throws
    -> (GameResult, [CardResult])
  {
    var session = GameSession(deck: SampleDecks.capitals, direction: .forward, seed: 7)
    while let card = session.currentCard {
      session.answer(wrong.contains(card.front[0]) ? "wrong" : card.back[0], seconds: 1)
    }
    try database.saveGame(session, playedAt: Date(timeIntervalSince1970: 1_800_000_000), milliseconds: 4000)
    let newest = try database.games(matching: HistoryFilter(player: database.player), limit: 1).games
    let id = try #require(newest.first?.game.id)
    let (summary, cards) = try #require(try database.game(id: id))
    return (summary.game, cards)
  }

  private func library(in folder: URL, cards: String) throws -> DeckLibrary {
    try "name: capitals\n\(cards)"
      .write(to: folder.appendingPathComponent("capitals.deck"), atomically: true, encoding: .utf8)
    return DeckLibrary(folders: [.init(path: folder.path, label: "yours")])
  }

  @Test func theMissedCardsStillInTheDeckArePlayedAgain() throws {
    try withTemporaryFolder { folder in
      let database = try InMemoryHistory.open(player: "ann")
      let (game, cards) = try game(missing: ["Texas", "Minnesota"], in: database)
      let library = try library(in: folder, cards: "Texas = Austin\nMinnesota = Saint Paul\nOhio = Columbus\n")
      guard
        case .cards(let entry, let direction, let chosen) = try RetrySelection.of(
          game, cards, named: nil, library: library, database: database)
      else { Issue.record("no cards chosen"); return }
      #expect(entry.path == folder.path + "/capitals.deck")
      #expect(direction == .forward)
      #expect(Set(chosen.map { $0.front[0] }) == ["Texas", "Minnesota"])
    }
  }

  @Test func aPerfectGameOrADeckWithoutItsMissesHasNothingToPlay() throws {
    try withTemporaryFolder { folder in
      let database = try InMemoryHistory.open(player: "ann")
      let library = try library(in: folder, cards: "Ohio = Columbus\n")
      let (perfect, perfectCards) = try game(missing: [], in: database)
      guard
        case .nothingMissed = try RetrySelection.of(
          perfect, perfectCards, named: nil, library: library, database: database)
      else { Issue.record("a perfect game has something to retry"); return }
      let (game, cards) = try game(missing: ["Texas"], in: database)
      guard
        case .noneLeft(deck: "capitals") = try RetrySelection.of(
          game, cards, named: nil, library: library, database: database)
      else { Issue.record("cards chosen that the deck no longer has"); return }
    }
  }
}
