import FlashCardsCore
import Foundation

/// `flashcards stats`: totals, accuracy, the trend of recent scores, records per deck, and the
/// cards that need work.
public struct StatsView {
  let stats: Statistics
  let deck: String?
  let style: TextStyle
  let outlook: ReviewOutlook?
  let calibration: Calibration?
  /// The number of cards of each deck file found, by the name played.
  let deckSizes: [String: Int]
  /// The player's FSRS parameters; nil for every player's stats.
  let parameters: ParametersView?
  /// The player's true retention; nil for every player's stats.
  let trueRetention: TrueRetention?

  public init(
    stats: Statistics, deck: String?, style: TextStyle, outlook: ReviewOutlook? = nil, calibration: Calibration? = nil,
    deckSizes: [String: Int] = [:], parameters: ParametersView? = nil, trueRetention: TrueRetention? = nil
  ) {
    self.trueRetention = trueRetention
    self.deckSizes = deckSizes
    self.parameters = parameters
    self.outlook = outlook
    self.calibration = calibration
    self.stats = stats
    self.deck = deck
    self.style = style
  }

  public func renderTable() -> [String] {
    let (width, dot, arrow) = (style.width, style.separator, style.arrow)
    var lines = [style.bold("Progress" + (deck.map { " \(dot) \($0.terminalSafe)" } ?? " \(dot) all decks"))]
    let games = "\(stats.games.counted("game"))"
    lines.append(
      "\(games) \(dot) \(Formatting.duration(milliseconds: stats.milliseconds, unknown: style.dash)) played \(dot) \(stats.overall.cards) cards \(dot) "
        + "accuracy \(painted(stats.overall))")
    let directions = Direction.allCases.compactMap { direction in
      stats.byDirection[direction].map { "\(direction.rawValue) \(painted($0)) of \($0.cards)" }
    }
    if directions.count > 1 { lines.append("By direction: " + directions.joined(separator: " \(dot) ")) }

    if deck != nil, !stats.decks.isEmpty {
      // A deck played both ways under its own name has a record per direction, each headed.
      for record in stats.decks {
        lines.append("")
        if stats.decks.count > 1 { lines.append(style.bold(record.label.terminalSafe)) }
        lines += deckProgress(record)
      }
    } else if !stats.recent.isEmpty {
      lines.append("")
      lines.append(
        style.bold("Recent scores")
          + style.dim(
            " (last \(stats.recent.count.counted("game")) of any kind, oldest first)"))
      lines.append("  " + sparkline(stats.recent) + "  " + style.dim(trendNote(stats.recent)))
    }

    if let outlook, case let forecast = outlook.render(style: style), !forecast.isEmpty {
      lines.append("")
      lines += forecast
    }
    if let parameters { lines += parameters.lines(style: style, width: width) }
    if let trueRetention, case let table = trueRetention.render(style: style, width: width), !table.isEmpty {
      lines.append("")
      lines += table
    }
    if let calibration, case let table = calibration.render(style: style, width: width), !table.isEmpty {
      lines.append("")
      lines += table
    }

    // One deck's row would repeat its progress, shown above.
    if deck == nil && !stats.decks.isEmpty {
      lines.append("")
      lines += deckTable(width: width)
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

  /// One bar per game, its height the game's score, coloured by score.
  func sparkline(_ games: [GameSummary]) -> String {
    games.map { game in
      let percent = percentage(game.correct, of: game.cards)
      return style.forPercent(percent, String(bar(percent)))
    }.joined()
  }

  /// The same bars without colour, for a table cell.
  func bars(_ games: some Sequence<GameSummary>) -> String {
    String(games.map { bar(percentage($0.correct, of: $0.cards)) })
  }

  private func bar(_ percent: Int) -> Character {
    let levels = style.sparkLevels
    return levels[min(percent * levels.count / 101, levels.count - 1)]
  }

  public func renderJSON() throws -> String {
    try JSONOutput.encode(
      StatsJSON(
        stats, deck: deck, review: outlook, calibration: calibration, deckSizes: deckSizes,
        parameters: parameters?.json, trueRetention: trueRetention))
  }
}
