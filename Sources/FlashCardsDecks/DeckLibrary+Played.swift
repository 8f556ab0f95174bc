import FlashCardsCore

extension DeckLibrary {
  /// The decks of `played` (as the history lists them) as the library finds them now: the name
  /// played must still name the deck in the same direction.
  /// The library's headers are read once, and each file once however many names it is played
  /// under (a deck and its reverse name: `stats` and `review --list` had parsed every bundled deck
  /// twice).
  public func entriesPlayed(_ played: [(deck: String, direction: Direction)]) -> [Entry] {
    let listings = listings()
    var decks: [String: Deck] = [:]
    return played.compactMap { played in
      let entry = try? entry(named: played.deck, in: listings) { path throws(DeckLoadError) in
        if let deck = decks[path] { return deck }
        let deck = try DeckLibrary.read(path)
        decks[path] = deck
        return deck
      }
      guard let entry, entry.direction == played.direction else { return nil }
      return entry
    }
  }

  /// What review planning reads of the decks, by the name each was played as.
  public static func reviewSources(_ entries: [Entry]) -> [String: ReviewPlan.Source] {
    Dictionary(
      entries.map { ($0.name, ReviewPlan.Source(deck: $0.deck, direction: $0.direction)) },
      uniquingKeysWith: { first, _ in first })
  }
}
