import FlashCardsCore
import FlashCardsStore
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
    self.cards =
      order == .played
      ? cards.sorted { $0.position < $1.position }
      // Case-insensitive, without a locale's collator (creating one took 1 ms of start-up).
      : cards.sorted { a, b in
        let (first, second) = (a.card.lowercased(), b.card.lowercased())
        return first == second ? a.position < b.position : first < second
      }
    self.style = style
    self.timeZone = timeZone
  }

  public func renderTable(width: Int = 80) -> [String] {
    let game = summary.game
    let percent = percentage(summary.correct, of: summary.cards)
    let score = style.forPercent(percent, Formatting.score(summary.correct, of: summary.cards))
    let number = "\(game.mode == .review ? "Review" : "Game") #\(game.id ?? 0) · "
    let date = DateFormats(timeZone: timeZone).day(game.playedAt)
    // A long deck name is cut, not the date, so that the header fits the width.
    let deck = HistoryListView.deckLabel(game).terminalSafe
      .terminalWidthCut(max(width - number.count - date.count - 3, 1))
    var lines = [style.bold(number + deck + " · " + date)]
    var totals = "Score \(score) · Time \(Formatting.duration(milliseconds: game.milliseconds))"
    if game.endedEarly { totals += " · " + style.yellow("ended early") }
    lines.append(totals)
    lines.append("")

    // A review's cards come from several decks: each is shown with its own.
    let fromDecks = cards.contains { $0.deck != nil }
    var table = TextTable(
      columns: (fromDecks ? [.init("DECK", flexible: true)] : []) + [
        .init("CARD", flexible: true),
        .init("ANSWER", flexible: true),
        .init("RIGHT ANSWER", flexible: true),
        .init("VERDICT"),
        .init("TIME", alignment: .right),
      ])
    for card in cards {
      let style = style
      let paint: (String) -> String = { text in
        card.verdict == .typo ? style.yellow(text) : card.correct ? style.green(text) : style.red(text)
      }
      table.append(
        (fromDecks ? [.init(card.deck ?? game.deck)] : []) + [
          .init(card.card),
          .init(card.verdict == .skipped ? "—" : card.answer, paint: paint),
          .init(card.expected),
          .init(GameDetailView.verdictLabel(card), paint: paint),
          .init(Formatting.seconds(card.seconds)),
        ])
    }
    lines += table.render(width: width, style: style)
    return lines
  }

  /// "✓ right", "✓ typo", "✗ wrong", "✗ skipped": the mark reads without colour.
  static func verdictLabel(_ card: CardResult) -> String {
    let mark = card.correct ? "✓" : "✗"
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

struct GameDetailJSON: Encodable {
  var game: GameJSON
  var results: [CardJSON]

  init(summary: GameSummary, cards: [CardResult], timeZone: TimeZone) {
    game = GameJSON(summary, timeZone: timeZone)
    results = cards.map(CardJSON.init)
  }

  func encode(to encoder: any Encoder) throws {
    try game.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(results, forKey: .results)
  }

  enum CodingKeys: String, CodingKey { case results }
}

struct CardJSON: Encodable {
  var position: Int
  var card: String
  var expected: String
  var answer: String
  var correct: Bool
  var verdict: String
  var confusedWith: String?
  var seconds: Double
  /// In a review only: the card's deck (as played) and direction.
  var deck: String?
  var direction: String?

  init(_ card: CardResult) {
    deck = card.deck
    direction = card.direction?.rawValue
    position = card.position
    self.card = card.card
    expected = card.expected
    answer = card.answer
    correct = card.correct
    verdict = card.verdict.rawValue
    confusedWith = card.confusedWith
    seconds = card.seconds
  }
}
