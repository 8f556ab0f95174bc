import FlashCardsCore

/// What `decks export --output FILE` says it did: "Exported 50 cards of 'capitals' to FILE.",
/// terminal-safe.
public enum DeckExportReport {
  public static func line(_ deck: Deck, path: String) -> String {
    "Exported \(deck.cards.count.counted("card")) of '\(deck.name.terminalSafe)' to \(path.terminalSafe)."
  }
}
