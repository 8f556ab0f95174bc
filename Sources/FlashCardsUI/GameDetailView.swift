import FlashCardsCore
import Foundation

/// One game's cards: right in green, accepted typos in yellow, wrong in red.
public struct GameDetailView {
  public enum Order: String, CaseIterable, Sendable {
    /// By the name of the card, like the original app.
    case card
    /// In the order the cards were asked.
    case played
  }

  let summary: GameSummary
  let cards: [CardResult]
  let style: TextStyle
  let timeZone: TimeZone

  public init(
    summary: GameSummary, cards: [CardResult], order: Order = .card, style: TextStyle, timeZone: TimeZone = .current
  ) {
    self.summary = summary
    self.cards = order == .played ? cards.sorted { $0.position < $1.position } : Self.byName(cards)
    self.style = style
    self.timeZone = timeZone
  }

  /// Case-insensitive, without a locale's collator (creating one slows the start); each name
  /// lowered once, not at each of the sort's comparisons.
  private static func byName(_ cards: [CardResult]) -> [CardResult] {
    let keyed: [(key: String, card: CardResult)] = cards.map { ($0.card.lowercased(), $0) }
    return keyed.sorted { a, b in a.key == b.key ? a.card.position < b.card.position : a.key < b.key }.map(\.card)
  }

  public func renderTable() -> [String] {
    let game = summary.game
    let dot = " \(style.separator) "
    let percent = percentage(summary.correct, of: summary.cards)
    let score = style.forPercent(percent, Formatting.score(summary.correct, of: summary.cards))
    let number = "\(game.mode == .review ? "Review" : "Game") #\(game.id ?? 0)"
    let date = DateFormats(timeZone: timeZone).day(game.playedAt)
    let deck = HistoryListView.deckLabel(game).terminalSafe
    // The date is never split: when the heading does not fit, it goes on a line of its own.
    let heading = number + dot + deck + dot + date
    var lines =
      heading.displayWidth <= style.textWidth
      ? [style.bold(heading)]
      : (number + dot + deck).wrapped(toWidth: style.textWidth).map(style.bold) + [style.bold(date)]
    var totals = "Score \(score)\(dot)Time \(Formatting.duration(milliseconds: game.milliseconds, unknown: style.dash))"
    for mark in HowPlayedMarks.marks(game, endedEarly: false) { totals += dot + mark }
    if game.endedEarly { totals += dot + style.yellow("ended early") }
    lines += totals.wrapped(toWidth: style.textWidth)
    lines.append("")

    // A review's cards come from several decks: each is shown with its own.
    let fromDecks = cards.contains { $0.deck != nil }
    var table = TextTable(
      columns: (fromDecks ? [.init("DECK", flexible: true)] : []) + [
        .init("CARD", flexible: true, minimumWidth: 10),
        .init("ANSWER", flexible: true, minimumWidth: 10, stackedLabel: "typed"),
        .init("RIGHT ANSWER", flexible: true, minimumWidth: 10, stackedLabel: "answer"),
        .init("VERDICT"),
        .init("TIME", alignment: .right),
      ], stackedHeading: fromDecks ? 2 : 1)
    for card in cards {
      let style = style
      let paint: (String) -> String = { text in
        card.verdict == .typo ? style.yellow(text) : card.correct ? style.green(text) : style.red(text)
      }
      table.append(
        (fromDecks ? [.init(card.deck ?? game.deck)] : []) + [
          .init(card.card),
          .init(card.verdict == .skipped ? style.dash : card.answer, paint: paint),
          .init(card.expected),
          .init(verdictLabel(card), paint: paint),
          .init(card.seconds < 0 ? style.dash : Formatting.seconds(card.seconds)),
        ])
    }
    lines += table.render(style: style)
    return lines
  }

  /// "✓ right", "✓ typo", "✗ wrong", "✗ skipped": the mark reads without colour.
  func verdictLabel(_ card: CardResult) -> String {
    let mark = card.correct ? style.rightMark : style.wrongMark
    switch card.verdict {
    case .exact, .normalized: return "\(mark) right"
    case .typo: return "\(mark) typo"
    case .wrong: return "\(mark) wrong"
    case .skipped: return "\(mark) skipped"
    case .overruled: return "\(mark) overruled"
    }
  }

  public func renderJSON() throws -> String {
    try JSONOutput.encode(GameDetailJSON(summary: summary, cards: cards, timeZone: timeZone))
  }
}
