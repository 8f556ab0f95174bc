/// What a receive changed here.
public struct ReceiveSummary: Sendable, Equatable {
  /// Games that were not here.
  public var games = 0
  /// Games deleted here because they were deleted elsewhere.
  public var deletions = 0
  /// Settings that replaced this history's (the later change).
  public var settings = 0
  /// Decks recorded as known on the server.
  public var decks = 0
  /// Cards whose memory states were replayed.
  public var cardsRescheduled = 0

  public init() {}

  public static func + (left: ReceiveSummary, right: ReceiveSummary) -> ReceiveSummary {
    var sum = left
    sum.games += right.games
    sum.deletions += right.deletions
    sum.settings += right.settings
    sum.decks += right.decks
    sum.cardsRescheduled += right.cardsRescheduled
    return sum
  }
}
