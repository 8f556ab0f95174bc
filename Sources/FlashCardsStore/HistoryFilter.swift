import FlashCardsCore
public import Foundation
import GRDB

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

  /// The WHERE clause over `gameResult`, served by its indexes on playedAt, (deck, playedAt),
  /// (player, playedAt) and (player, deck, playedAt).
  var condition: SQL {
    var parts: [SQL] = []
    if let player { parts.append("player = \(player)") }
    if let deck { parts.append("deck = \(deck)") }
    if let since { parts.append("playedAt >= \(DatabaseDate.text(since))") }
    if let until { parts.append("playedAt < \(DatabaseDate.text(until))") }
    return parts.isEmpty ? "1" : parts.joined(separator: " AND ")
  }
}
