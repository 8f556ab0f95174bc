import Foundation

/// What `review` plans from, read in one pass over a player's memory states (of some decks, or of
/// all): the decks they are of, the states due by a moment, and every card with a state (which is
/// not new).
public struct ReviewStates: Sendable {
  /// Each deck (as played) and direction with a state, by deck name, then direction.
  public private(set) var decks: [(deck: String, direction: Direction)] = []
  /// In the table's order: by deck, direction and card.
  public var due: [StoredMemoryState] = []
  /// By `key(deck:direction:)`.
  private var seen: [String: Set<String>] = [:]

  public init() {}

  /// The cards of `deck` (as played) with a state in `direction`.
  public func seenCards(deck: String, direction: Direction) -> Set<String> {
    seen[Self.key(deck: deck, direction: direction)] ?? []
  }

  /// The cards of a deck and direction with a state, added to those it has; a deck and direction
  /// new to `decks` goes at its end.
  public mutating func add(deck: String, direction: Direction, seen cards: Set<String>) {
    let key = Self.key(deck: deck, direction: direction)
    if seen[key] == nil {
      decks.append((deck, direction))
      seen[key] = cards
    } else {
      seen[key]?.formUnion(cards)
    }
  }

  private static func key(deck: String, direction: Direction) -> String {
    deck + "\u{1F}" + direction.rawValue
  }
}
