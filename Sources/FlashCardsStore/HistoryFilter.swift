import FlashCardsCore
import GRDB

extension HistoryFilter {
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
