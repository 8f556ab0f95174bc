import FlashCardsApp
import FlashCardsCore
import FlashCardsStore
import Foundation

extension GlobalOptions {
  /// For a --deck filter that matched no game: refuses a name that is no deck and no game of
  /// anyone's, with the nearest deck name when one is near; returns for a deck never played, whose
  /// empty state is friendly news rather than an error.
  func refuseUnknownDeckFilter(_ typed: String, database: AppDatabase) throws {
    if let suggestion = deckSuggestion(for: typed) { throw UsageSlip.noSuchDeck(typed, suggestion: suggestion) }
    let names = (try? deckLibrary())?.listings().flatMap { $0.names.map { $0.name.lowercased() } } ?? []
    guard !names.contains(typed.lowercased()) else { return }
    let everyones = try database.games(matching: HistoryFilter(deck: storedDeckName(typed)), limit: 1)
    guard everyones.total == 0 else { return }
    throw HistoryError.noDeckOrGame(typed)
  }
}
