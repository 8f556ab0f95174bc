import FlashCardsCore

/// The line after a saved game that puts its score beside the earlier full games of its deck:
/// "Best yet on capitals, up from 60% last time." Only a full game is compared (see
/// `Statistics.DeckRecord`): a retry or a part of the deck is a different test.
public enum GameContextLine {
  /// Nil for a review, a game that is not full, or when the history cannot be read: a missing
  /// line never stops a game from ending.
  public static func after(game id: Int64, in database: any HistoryReading, style: TextStyle) -> String? {
    guard let context = try? database.context(ofGame: id) else { return nil }
    return text(context, style: style)
  }

  static func text(_ context: GameContext, style: TextStyle) -> String? {
    guard context.isFull else { return nil }
    let deck = context.game.game.label.terminalSafe
    let percent = percentage(context.game.correct, of: context.game.cards)
    guard let previous = context.previous else { return style.green("First full game of \(deck): the score to beat.") }
    let before = percentage(previous.correct, of: previous.cards)
    let change =
      percent > before
      ? "up from \(before)% last time"
      : percent < before ? "down from \(before)% last time" : "the same \(before)% as last time"
    if let best = context.bestBefore, isBetter(context.game, than: best) {
      return style.green("Best yet on \(deck), \(change).")
    }
    let bestPercent = context.bestBefore.map { percentage($0.correct, of: $0.cards) } ?? before
    return "\(deck): \(change) (best \(bestPercent)%)."
  }

  /// A larger share right, or the same share of a larger game: the order of `stats`' best score.
  private static func isBetter(_ game: GameSummary, than other: GameSummary) -> Bool {
    let (mine, theirs) = (game.correct * other.cards, other.correct * game.cards)
    return mine != theirs ? mine > theirs : game.cards > other.cards
  }
}
