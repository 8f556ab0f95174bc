/// A saved game beside the same player's earlier full games of its deck in
/// the same direction (see
/// `Statistics.DeckRecord` for what a full game is), for the line after a game.
public struct GameContext: Sendable, Equatable {
  public var game: GameSummary
  public var isFull: Bool
  /// The newest full game before this one.
  public var previous: GameSummary?
  /// The best full game before this one.
  public var bestBefore: GameSummary?

  public init(game: GameSummary, isFull: Bool, previous: GameSummary?, bestBefore: GameSummary?) {
    (self.game, self.isFull, self.previous, self.bestBefore) = (game, isFull, previous, bestBefore)
  }
}
