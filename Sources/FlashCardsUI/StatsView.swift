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
  /// The player's FSRS parameters; nil for every player's stats.
  let parameters: ParametersView?

  public init(
    stats: Statistics, deck: String?, style: TextStyle, outlook: ReviewOutlook? = nil, calibration: Calibration? = nil,
    parameters: ParametersView? = nil
  ) {
    self.parameters = parameters
    self.outlook = outlook
    self.calibration = calibration
    self.stats = stats
    self.deck = deck
    self.style = style
  }

  public func renderTable(width: Int = 80) -> [String] {
    var lines = [style.bold("Progress" + (deck.map { " · \($0.terminalSafe)" } ?? " · all decks"))]
    let games = "\(stats.games) game\(stats.games == 1 ? "" : "s")"
    lines.append(
      "\(games) · \(Formatting.duration(milliseconds: stats.milliseconds)) played · \(stats.overall.cards) cards · "
        + "accuracy \(painted(stats.overall))")
    let directions = Direction.allCases.compactMap { direction in
      stats.byDirection[direction].map { "\(direction.rawValue) \(painted($0)) of \($0.cards)" }
    }
    if directions.count > 1 { lines.append("By direction: " + directions.joined(separator: " · ")) }

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
    if let parameters { lines += parameters.lines(style: style, width: width) }
    if let calibration, case let table = calibration.render(style: style, width: width), !table.isEmpty {
      lines.append("")
      lines += table
    }

    if !stats.decks.isEmpty {
      lines.append("")
      var table = TextTable(columns: [
        .init("DECK", flexible: true, minimumWidth: 8), .init("GAMES", alignment: .right),
        .init("BEST SCORE", alignment: .right), .init("FASTEST PERFECT", alignment: .right),
      ])
      for record in stats.decks {
        table.append([
          .init(record.deck), .init(String(record.games)),
          .init(record.best.map { Formatting.score($0.correct, of: $0.cards) } ?? "—"),
          .init(record.fastestPerfect.map { Formatting.duration(milliseconds: $0.game.milliseconds) } ?? "—"),
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
          "  \(tally.card.terminalSafe) → \(tally.expected.terminalSafe): "
            + style.red("missed \(tally.missed) of \(tally.seen) (\(rate)%)"))
      }
    }
    if !stats.confusions.isEmpty {
      lines.append("")
      lines.append(style.bold("Confusions"))
      for confusion in stats.confusions {
        lines.append(
          "  typed \(confusion.answer.terminalSafe) for \(confusion.card.terminalSafe) "
            + style.dim("(the answer for \(confusion.otherCard.terminalSafe))") + " \(confusion.times)×")
      }
    }
    if !stats.oneWay.isEmpty {
      lines.append("")
      lines.append(style.bold("Known one way only"))
      for card in stats.oneWay {
        lines.append(
          "  \(card.front.terminalSafe) → \(card.back.terminalSafe) \(painted(card.forward))"
            + " · \(card.back.terminalSafe) → \(card.front.terminalSafe) \(painted(card.reverse))")
      }
    }
    return lines.map { $0.terminalWidthCut(width) }
  }

  private func painted(_ accuracy: Statistics.Accuracy) -> String {
    style.forPercent(accuracy.percent, "\(accuracy.percent)%")
  }

  private static let bars = Array("▁▂▃▄▅▆▇█")

  /// One bar per game, its height the game's score.
  func sparkline(_ games: [GameSummary]) -> String {
    games.map { game in
      let percent = percentage(game.correct, of: game.cards)
      let bar = StatsView.bars[min(percent * StatsView.bars.count / 101, StatsView.bars.count - 1)]
      return style.forPercent(percent, String(bar))
    }.joined()
  }

  private var trendNote: String {
    let percents = stats.recent.map { percentage($0.correct, of: $0.cards) }
    guard let last = percents.last, let low = percents.min(), let high = percents.max() else { return "" }
    return "last \(last)% · low \(low)% · high \(high)%"
  }

  public func renderJSON() throws -> String {
    try JSONOutput.encode(
      StatsJSON(stats, deck: deck, review: outlook, calibration: calibration, parameters: parameters?.json))
  }
}

extension String {
  /// Cuts a line that would overflow the terminal, ending it with "…". Colour codes take no
  /// column: those before the cut are kept, and a line cut with colour on is reset. Columns are
  /// display columns (see `displayWidth`).
  func terminalWidthCut(_ width: Int) -> String {
    guard visibleColumns(upTo: width + 1) > width else { return self }
    var cut = ""
    var columns = 0
    var inCode = false
    for character in self {
      if character == "\u{1B}" { inCode = true }
      if inCode {
        cut.append(character)
        if character.isLetter { inCode = false }  // "m" ends a colour code
        continue
      }
      if columns + character.displayWidth > width - 1 { break }
      cut.append(character)
      columns += character.displayWidth
    }
    return cut + "…" + (cut.contains("\u{1B}") ? "\u{1B}[0m" : "")
  }

  /// The display columns outside colour codes, counted up to `limit`.
  private func visibleColumns(upTo limit: Int) -> Int {
    var (visible, inCode) = (0, false)
    for character in self where visible < limit {
      if character == "\u{1B}" { inCode = true }
      if inCode {
        if character.isLetter { inCode = false }
      } else {
        visible += character.displayWidth
      }
    }
    return visible
  }
}
