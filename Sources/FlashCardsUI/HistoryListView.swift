import FlashCardsCore
import FlashCardsInterchange
import Foundation

/// The list of games, newest first, as a table for people or JSON/CSV for scripts.
public struct HistoryListView {
  let games: [GameSummary]
  let total: Int
  let style: TextStyle
  let timeZone: TimeZone

  public init(games: [GameSummary], total: Int, style: TextStyle, timeZone: TimeZone = .current) {
    self.games = games
    self.total = total
    self.style = style
    self.timeZone = timeZone
  }

  public func renderTable() -> [String] {
    // Everyone's games (--all-players): each row says whose it is.
    let showsPlayers = Set(games.map(\.game.player)).count > 1
    var columns: [TextTable.Column] = [.init("#", alignment: .right), .init("DATE")]
    if showsPlayers { columns.append(.init("PLAYER", flexible: true, minimumWidth: 6)) }
    columns += [
      .init("DECK", flexible: true, minimumWidth: 8),
      .init("SCORE", alignment: .right),
      .init("%", alignment: .right),
      .init("TIME", alignment: .right),
      // How it was played (see HowPlayedMarks): cut before the deck's name is.
      .init("", flexible: true, minimumWidth: 11),
    ]
    var table = TextTable(columns: columns, stackedHeading: 2)
    let dates = DateFormats(timeZone: timeZone)
    for summary in games {
      let game = summary.game
      let percent = percentage(summary.correct, of: summary.cards)
      var row: [TextTable.Cell] = [.init(game.id.map(String.init) ?? ""), .init(dates.minute(game.playedAt))]
      if showsPlayers { row.append(.init(game.player)) }
      row += [
        .init(HistoryListView.deckLabel(game)),
        .init("\(summary.correct)/\(summary.cards)"),
        .init("\(percent)%", paint: { style.forPercent(percent, $0) }),
        .init(Formatting.duration(milliseconds: game.milliseconds, unknown: style.dash)),
        .init(HowPlayedMarks.marks(game).joined(separator: ", "), paint: { style.dim($0) }),
      ]
      table.append(row)
    }
    return table.render(style: style)
  }

  /// The table and its footer with what to do next, wrapped to the terminal, as
  /// `flashcards history` prints them.
  public func renderListing() -> [String] {
    var footer = countLine
    if games.count < total { footer += " See more with --limit N or --all." }
    footer += " Open one with: flashcards history show ID"
    return (renderTable() + ["", style.dim(footer)]).wrapped(toWidth: style.textWidth)
  }

  /// "All 2 games." or "The newest 20 of 100 games.": the list's footer, before any hint.
  public var countLine: String {
    let games = "\(total.counted("game"))."
    return self.games.count < total ? "The newest \(self.games.count) of \(games)" : "All \(games)"
  }

  /// "capitals", "states", or "elements (reverse)" for a deck played the other way round
  /// under its own name.
  /// A review is labelled with its decks: "review: capitals, elements".
  static func deckLabel(_ game: GameResult) -> String {
    game.mode == .review ? "review: \(game.deck)" : game.label
  }

  public func renderJSON() throws -> String {
    try JSONOutput.encode(games.map { GameJSON($0, timeZone: timeZone) })
  }

  public func renderCSV() -> String {
    CSVRecords.write([GameCSV.header] + games.map { GameCSV.row(GameJSON($0, timeZone: timeZone)) })
  }
}
