/// One card result with its game, as `history export` writes it.
public struct ExportedCardResult: Sendable {
  public var game: GameResult
  public var result: CardResult

  public init(game: GameResult, result: CardResult) {
    (self.game, self.result) = (game, result)
  }

  /// The card's own deck and direction: in a review they differ from card to card.
  public var deck: String { result.deck ?? game.deck }
  public var direction: Direction { result.direction ?? game.direction }
}
