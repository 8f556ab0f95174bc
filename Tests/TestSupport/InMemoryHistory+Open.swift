import FlashCardsCore
import FlashCardsStore

extension InMemoryHistory {
  /// A new empty history in memory, as the views and the game loop take it (through the
  /// protocols, so that UI tests need not name the store).
  public static func open() throws -> any HistoryWriting {
    try AppDatabase.inMemory()
  }
}
