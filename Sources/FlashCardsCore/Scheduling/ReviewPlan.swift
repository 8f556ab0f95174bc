import Foundation

/// What a review asks, decided before it starts: the cards due (least likely recalled first), then
/// the new cards allowed, each from its own deck and direction, with the memory states they have.
public struct ReviewPlan: Sendable {
  /// A deck as played: its cards, and the direction its name plays them in.
  public struct Source: Sendable {
    public var deck: Deck
    public var direction: Direction

    public init(deck: Deck, direction: Direction) {
      (self.deck, self.direction) = (deck, direction)
    }
  }

  /// By the deck's name as played ("capitals", "states").
  public var sources: [String: Source]
  public var items: [ReviewItem]
  public var memories: [ReviewItem: MemoryState]
  public var scheduler: Scheduler
  /// How many of `items` were due (the rest are new).
  public var dueCount: Int
  /// Cards not due yet that fall due before the review day ends (`ReviewQueue.dueToday`).
  public var dueLaterToday = 0
  /// The new cards allowed a review day, and how many of them today's games already started.
  public var newPerDay: Int?
  public var newStartedToday = 0

  /// Drops the items whose card is no longer in its deck (edited since), or whose deck is not found.
  public init(
    sources: [String: Source], items: [ReviewItem], memories: [ReviewItem: MemoryState], scheduler: Scheduler
  ) {
    // Each deck's cards as shown, with its direction, gathered once before the items are looked
    // at: one look-up of its deck an item, not a search of the deck.
    var shownCards: [String: (direction: Direction, cards: Set<String>)] = [:]
    for (deck, source) in sources {
      var shown = Set<String>(minimumCapacity: source.deck.cards.count)
      for card in source.deck.cards { shown.insert(card.shown(in: source.direction)) }
      shownCards[deck] = (source.direction, shown)
    }
    let playable = items.filter { item in
      guard let shown = shownCards[item.deck], shown.direction == item.direction else { return false }
      return shown.cards.contains(item.card)
    }
    self.sources = sources
    self.items = playable
    self.memories = memories
    self.scheduler = scheduler
    dueCount = playable.count { memories[$0] != nil }
  }

  public var newCount: Int { items.count - dueCount }

  /// The names of the decks asked, in alphabetical order: "capitals, elements".
  public var deckList: String {
    Set(items.map(\.deck)).sorted().joined(separator: ", ")
  }

  func card(of item: ReviewItem) -> Card? {
    sources[item.deck]?.deck.cards.first { $0.shown(in: item.direction) == item.card }
  }
}
