import Foundation

/// Where a card of a review came from: its deck's name as played, and the direction.
public struct ReviewSource: Equatable, Sendable {
  public var deck: String
  public var direction: Direction

  public init(deck: String, direction: Direction) {
    (self.deck, self.direction) = (deck, direction)
  }
}
