import FlashCardsCore
import FlashCardsStore
import FlashCardsUI

extension DeckLibrary {
  /// The decks the player has answered cards of, as the library finds them now (the name played
  /// must still name the deck in the same direction).
  func entriesPlayed(in database: AppDatabase) throws -> [Entry] {
    try database.reviewedDecks(player: database.player).compactMap { played in
      guard let entry = try? entry(named: played.deck), entry.direction == played.direction else { return nil }
      return entry
    }
  }

  /// What `ReviewPlanning` reads of the decks, by the name each was played as.
  static func reviewSources(_ entries: [Entry]) -> [String: ReviewPlan.Source] {
    Dictionary(
      entries.map { ($0.name, ReviewPlan.Source(deck: $0.deck, direction: $0.direction)) },
      uniquingKeysWith: { first, _ in first })
  }
}
