public import Foundation

/// Which games to list: all filters are optional; dates are instants, `until` excluded.
public struct HistoryFilter: Sendable, Equatable {
  /// Only this player's games; nil for everyone's.
  public var player: String?
  public var deck: String?
  public var since: Date?
  public var until: Date?

  public init(player: String? = nil, deck: String? = nil, since: Date? = nil, until: Date? = nil) {
    self.player = player
    self.deck = deck
    self.since = since
    self.until = until
  }
}
