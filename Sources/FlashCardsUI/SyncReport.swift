import FlashCardsCore

/// What a sync moved, in one line: "Sent 3 games; received 5 games and 1 deletion from
/// db.example.org:5432; 47 cards rescheduled; 1 game held back."
public struct SyncReport: Sendable, Equatable {
  /// Games that left the outbox: the server has them now.
  public var sentGames = 0
  public var sentDeletions = 0
  public var sentSettings = 0
  public var sentDecks = 0
  public var received = ReceiveSummary()
  /// Received rows left out for breaking a rule or taking another player's game's place: each
  /// was named in a warning, and is tried again at the next sync.
  public var heldBackGames = 0
  public var heldBackOther = 0
  /// The players received (a teacher's --all-players); nil: the player's own sync.
  public var players: Int?
  /// The server as messages name it (host:port).
  public var server: String

  public init(server: String) {
    self.server = server
  }

  public var line: String {
    var sent = [sentGames.counted("game")]
    if sentDeletions > 0 { sent.append(sentDeletions.counted("deletion")) }
    if sentSettings > 0 { sent.append(sentSettings.counted("setting")) }
    if sentDecks > 0 { sent.append(sentDecks.counted("deck")) }
    var got = [received.games.counted("game")]
    if received.deletions > 0 { got.append(received.deletions.counted("deletion")) }
    if received.settings > 0 { got.append(received.settings.counted("setting")) }
    if received.decks > 0 { got.append(received.decks.counted("deck")) }
    let whose = players.map { " of \($0.counted("player"))" } ?? ""
    var text = "Sent \(SyncReport.listed(sent)); received \(SyncReport.listed(got))\(whose) from \(server)"
    if received.cardsRescheduled > 0 { text += "; \(received.cardsRescheduled.counted("card")) rescheduled" }
    var held: [String] = []
    if heldBackGames > 0 { held.append(heldBackGames.counted("game")) }
    if heldBackOther > 0 { held.append(heldBackOther.counted(heldBackGames > 0 ? "other change" : "change")) }
    if !held.isEmpty { text += "; \(SyncReport.listed(held)) held back" }
    return text + "."
  }

  /// "a", "a and b", "a, b and c".
  static func listed(_ parts: [String]) -> String {
    guard parts.count > 1 else { return parts.first ?? "" }
    return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
  }
}

/// "3 games wait to be sent to ann@db.example.org:5432/flashcards (flashcards sync).": said by the
/// home menu and `history` where a server is configured and games wait.
public enum SyncBacklogNote {
  public static func text(_ database: any HistoryReading) -> String? {
    guard let backlog = try? database.syncBacklog(player: database.player), backlog.games > 0 else { return nil }
    let verb = backlog.games == 1 ? "waits" : "wait"
    return "\(backlog.games.counted("game")) \(verb) to be sent to \(backlog.place.terminalSafe) (flashcards sync)."
  }
}
