import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

/// `play --retry` of a review, in-process: the missed cards again, from the decks found now.
@Suite("retrying a review")
struct RetryReviewTests {
  private let planning = ReviewPlanningTests()

  /// A saved review of the first three capitals, with `wrong` answered wrong; the game and its cards.
  private func review(missing wrong: Set<String>, in database: AppDatabase) throws -> (GameResult, [CardResult]) {
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
      let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
      let (game, cards) = try review(missing: ["Texas", "New York"], in: database)
      let plan = try RetryReview.plan(
        of: game, cards, library: try library(in: folder, withCapitals: true), database: database)
      #expect(Set(plan?.items.map(\.card) ?? []) == ["Texas", "New York"])
    }
  }

  @Test func aReviewWithoutMissesHasNothingToRetryAndAGoneDeckNoCards() throws {
    try withTemporaryFolder { folder in
      let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
      let (perfect, perfectCards) = try review(missing: [], in: database)
      let library = try library(in: folder, withCapitals: false)
      #expect(try RetryReview.plan(of: perfect, perfectCards, library: library, database: database) == nil)
      let other = try AppDatabase(path: AppDatabase.inMemoryPath, player: "bo")
      let (game, cards) = try review(missing: ["Texas"], in: other)
      #expect(try RetryReview.plan(of: game, cards, library: library, database: other)?.items.isEmpty == true)
    }
  }
}
