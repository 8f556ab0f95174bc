import FlashCardsCore
import FlashCardsDecks
import Foundation

extension ReviewOutlook {
  /// The forecast and counts of `player`'s cards (of one deck, or all), the new ones counted in
  /// the decks `played` as the library finds them now.
  public init(
    of player: String, deck: String?, played: [DeckLibrary.Entry], now: Date, database: any HistoryReading
  ) throws {
    let planning = ReviewPlanning(database: database, sources: DeckLibrary.reviewSources(played), now: now)
    self.init(
      try database.states(player: player, decks: deck.map { [$0] }), new: try planning.newCardCount(), now: now)
  }
}
