import FlashCardsCore

extension DeckLibrary {
  /// The decks of `played` (as the history lists them) as the library finds them now: the name
  /// played must still name the deck in the same direction.
  public func entriesPlayed(_ played: [(deck: String, direction: Direction)]) -> [Entry] {
    played.compactMap { played in
      guard let entry = try? entry(named: played.deck), entry.direction == played.direction else { return nil }
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
