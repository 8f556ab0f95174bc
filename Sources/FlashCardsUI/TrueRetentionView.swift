import FlashCardsCore
import Foundation

extension TrueRetention {
  /// "True retention (…; asked 90%)", then a row per deck and one for all decks: the share of the
  /// last 7 and 30 days' due answers recalled, and of how many. Nothing without due answers.
  func render(style: TextStyle, width: Int) -> [String] {
    guard lastMonth.due > 0 else { return [] }
    var table = TextTable(columns: [
      .init("DECK", flexible: true, minimumWidth: 8),
      .init("LAST \(Self.days.week) DAYS", alignment: .right, stackedLabel: "last \(Self.days.week) days"),
      .init("LAST \(Self.days.month) DAYS", alignment: .right, stackedLabel: "last \(Self.days.month) days"),
    ])
    for deck in decks {
      table.append([.init(deck.deck), cell(deck.lastWeek, style: style), cell(deck.lastMonth, style: style)])
    }
    if decks.count > 1 {
      table.append([.init("all decks"), cell(lastWeek, style: style), cell(lastMonth, style: style)])
    }
    let asked = Int((asked * 100).rounded())
    return [
      style.bold("True retention")
        + style.dim(" (due cards, first answer of the day; asked \(asked)%)")
    ] + table.render(width: width - 2, style: style).map { "  " + $0 }
  }

  private func cell(_ tally: Tally, style: TextStyle) -> TextTable.Cell {
    guard let share = tally.share else { return .init(style.dash) }
    // One decimal: the gap to the retention asked is often a point or two.
    return .init("\(String(format: "%.1f", share * 100))% of \(tally.due)")
  }
}
