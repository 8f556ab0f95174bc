import FlashCardsCore
import FlashCardsStore
import Foundation

/// `flashcards stats`: totals, accuracy, the trend of recent scores, records per deck, and the
/// cards that need work.
public struct StatsView {
  let stats: Statistics
  let deck: String?
  let style: TextStyle
  let outlook: ReviewOutlook?
  let calibration: Calibration?

  public init(
    stats: Statistics, deck: String?, style: TextStyle, outlook: ReviewOutlook? = nil, calibration: Calibration? = nil
  ) {
    self.outlook = outlook
    self.calibration = calibration
    self.stats = stats
    self.deck = deck
    self.style = style
  }

  public func renderTable() -> [String] {
    let (width, dot, arrow) = (style.width, style.separator, style.arrow)
    var lines = [style.bold("Progress" + (deck.map { " \(dot) \($0.terminalSafe)" } ?? " \(dot) all decks"))]
    let games = "\(stats.games) game\(stats.games == 1 ? "" : "s")"
    lines.append(
      "\(games) \(dot) \(Formatting.duration(milliseconds: stats.milliseconds)) played \(dot) \(stats.overall.cards) cards \(dot) "
        + "accuracy \(painted(stats.overall))")
    let directions = Direction.allCases.compactMap { direction in
      stats.byDirection[direction].map { "\(direction.rawValue) \(painted($0)) of \($0.cards)" }
    }
    if directions.count > 1 { lines.append("By direction: " + directions.joined(separator: " \(dot) ")) }

    if !stats.recent.isEmpty {
      lines.append("")
      lines.append(
        style.bold("Recent scores")
          + style.dim(" (last \(stats.recent.count) game\(stats.recent.count == 1 ? "" : "s"), oldest first)"))
      lines.append("  " + sparkline(stats.recent) + "  " + style.dim(trendNote))
    }

    if let outlook, case let forecast = outlook.render(style: style), !forecast.isEmpty {
      lines.append("")
      lines += forecast
    }
    if let calibration, case let table = calibration.render(style: style, width: width), !table.isEmpty {
      lines.append("")
      lines += table
    }

    if !stats.decks.isEmpty {
      lines.append("")
      var table = TextTable(columns: [
        .init("DECK", flexible: true, minimumWidth: 8), .init("GAMES", alignment: .right, stackedLabel: "games"),
        .init("BEST SCORE", alignment: .right, stackedLabel: "best"),
        .init("FASTEST PERFECT", alignment: .right, stackedLabel: "fastest perfect"),
      ])
      for record in stats.decks {
        table.append([
          .init(record.deck), .init(String(record.games)),
          .init(record.best.map { Formatting.score($0.correct, of: $0.cards) } ?? style.dash),
          .init(record.fastestPerfect.map { Formatting.duration(milliseconds: $0.game.milliseconds) } ?? style.dash),
        ])
      }
      lines += table.render(width: width, style: style)
    }

    if !stats.mostMissed.isEmpty {
      lines.append("")
      lines.append(style.bold("Most missed"))
      for tally in stats.mostMissed {
        let rate = percentage(tally.missed, of: tally.seen)
        lines.append(
          "  \(tally.card.terminalSafe) \(arrow) \(tally.expected.terminalSafe): "
            + style.red("missed \(tally.missed) of \(tally.seen) (\(rate)%)"))
      }
    }
    if !stats.confusions.isEmpty {
      lines.append("")
      lines.append(style.bold("Confusions"))
      for confusion in stats.confusions {
        lines.append(
          "  typed \(confusion.answer.terminalSafe) for \(confusion.card.terminalSafe) "
            + style.dim("(the answer for \(confusion.otherCard.terminalSafe))") + " \(confusion.times)\(style.times)")
      }
    }
    if !stats.oneWay.isEmpty {
      lines.append("")
      lines.append(style.bold("Known one way only"))
      for card in stats.oneWay {
        lines.append(
          "  \(card.front.terminalSafe) \(arrow) \(card.back.terminalSafe) \(painted(card.forward))"
            + " \(dot) \(card.back.terminalSafe) \(arrow) \(card.front.terminalSafe) \(painted(card.reverse))")
      }
    }
    return lines.wrapped(toWidth: style.textWidth)
  }

  private func painted(_ accuracy: Statistics.Accuracy) -> String {
    style.forPercent(accuracy.percent, "\(accuracy.percent)%")
  }

  /// One bar per game, its height the game's score.
  func sparkline(_ games: [GameSummary]) -> String {
    games.map { game in
      let percent = percentage(game.correct, of: game.cards)
      let bars = style.sparkLevels
      let bar = bars[min(percent * bars.count / 101, bars.count - 1)]
      return style.forPercent(percent, String(bar))
    }.joined()
  }

  private var trendNote: String {
    let percents = stats.recent.map { percentage($0.correct, of: $0.cards) }
    guard let last = percents.last, let low = percents.min(), let high = percents.max() else { return "" }
    return "last \(last)% \(style.separator) low \(low)% \(style.separator) high \(high)%"
  }

  public func renderJSON() throws -> String {
    try JSONOutput.encode(StatsJSON(stats, deck: deck, review: outlook, calibration: calibration))
  }
}
