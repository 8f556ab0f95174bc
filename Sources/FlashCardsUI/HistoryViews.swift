import FlashCardsCore
import FlashCardsInterchange
import FlashCardsStore
import Foundation

public enum OutputFormat: String, CaseIterable, Sendable {
  case table, json, csv
}

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

  public func renderTable(width: Int = 80) -> [String] {
    // Everyone's games (--all-players): each row says whose it is.
    let showsPlayers = Set(games.map(\.game.player)).count > 1
    var columns: [TextTable.Column] = [.init("#", alignment: .right), .init("DATE")]
    if showsPlayers { columns.append(.init("PLAYER", flexible: true, minimumWidth: 6)) }
    columns += [
      .init("DECK", flexible: true, minimumWidth: 8),
      .init("SCORE", alignment: .right),
      .init("%", alignment: .right),
      .init("TIME", alignment: .right),
      .init(""),
    ]
    var table = TextTable(columns: columns)
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
        .init(Formatting.duration(milliseconds: game.milliseconds)),
        .init(game.endedEarly ? "ended early" : "", paint: { style.dim($0) }),
      ]
      table.append(row)
    }
    return table.render(width: width, style: style)
  }

  /// "All 2 games." or "The newest 20 of 100 games.": the list's footer, before any hint.
  public var countLine: String {
    let games = "\(total) game\(total == 1 ? "" : "s")."
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
    CSVRecords.write([GameJSON.csvHeader] + games.map { GameJSON($0, timeZone: timeZone).csvRow })
  }
}

/// The fields scripts read for a game; `date` is ISO 8601 with the local offset.
struct GameJSON: Encodable {
  var id: Int64
  var deck: String
  var direction: String
  var date: String
  var seconds: Double
  var cards: Int
  var correct: Int
  var endedEarly: Bool
  var player: String
  /// "play" or "review".
  var mode: String

  init(_ summary: GameSummary, timeZone: TimeZone) {
    id = summary.game.id ?? 0
    deck = summary.game.deck
    direction = summary.game.direction.rawValue
    date = DateFormats(timeZone: timeZone).iso8601(summary.game.playedAt)
    seconds = Double(summary.game.milliseconds) / 1000
    cards = summary.cards
    correct = summary.correct
    endedEarly = summary.game.endedEarly
    player = summary.game.player
    mode = summary.game.mode.rawValue
  }

  static let csvHeader = [
    "id", "deck", "direction", "date", "seconds", "cards", "correct", "endedEarly", "player", "mode",
  ]

  /// The cells of the game's CSV row. CSV has no escapes: control characters in a deck's name are
  /// shown neutralized, as in a table; cells that look like formulas are neutralized when written.
  var csvRow: [String] {
    [
      String(id), deck.terminalSafe, direction, date, String(seconds), String(cards), String(correct),
      String(endedEarly), player.terminalSafe, mode,
    ]
  }
}

enum JSONOutput {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    // JSONEncoder escapes the C0 controls but writes DEL, the C1 controls (CSI among them) and
    // format characters (U+202E…) as they are, and a terminal may act on them or show a line
    // that lies. They can only be inside strings: escape them too.
    let unsafe: (Unicode.Scalar) -> Bool = { (0x7F...0x9F).contains($0.value) || $0.isInvisibleFormatting }
    guard text.unicodeScalars.contains(where: unsafe) else { return text + "\n" }
    var escaped = ""
    for scalar in text.unicodeScalars {
      if unsafe(scalar) {
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\n"
  }
}

/// Dates shown in a time zone, formatted by arithmetic (see CivilTime): Foundation's formatters
/// load ICU, which cost the history commands start-up time.
struct DateFormats {
  let timeZone: TimeZone

  private func local(_ date: Date) -> (CivilTime, offset: Int) {
    let offset = timeZone.secondsFromGMT(for: date)
    return (CivilTime(secondsSince1970: date.timeIntervalSince1970, offset: offset), offset)
  }

  /// "2026-11-21 09:41"
  func minute(_ date: Date) -> String {
    let (time, _) = local(date)
    return "\(time.year.zeroPadded(4))-\(time.month.zeroPadded())-\(time.day.zeroPadded()) "
      + "\(time.hour.zeroPadded()):\(time.minute.zeroPadded())"
  }

  /// "09:41"
  func clock(_ date: Date) -> String {
    let (time, _) = local(date)
    return "\(time.hour.zeroPadded()):\(time.minute.zeroPadded())"
  }

  /// "Sat 21 Nov 2026 09:41"
  func day(_ date: Date) -> String {
    let (time, _) = local(date)
    return "\(DateFormats.weekdays[time.weekday]) \(time.day) \(DateFormats.months[time.month - 1]) \(time.year) "
      + "\(time.hour.zeroPadded()):\(time.minute.zeroPadded())"
  }

  /// "2026-11-21T09:41:10.859-05:00", or with "Z" in UTC.
  func iso8601(_ date: Date) -> String {
    let (time, offset) = local(date)
    let sign = offset < 0 ? "-" : "+"
    let zone = offset == 0 ? "Z" : "\(sign)\((abs(offset) / 3600).zeroPadded()):\((abs(offset) / 60 % 60).zeroPadded())"
    return "\(time.year.zeroPadded(4))-\(time.month.zeroPadded())-\(time.day.zeroPadded())"
      + "T\(time.hour.zeroPadded()):\(time.minute.zeroPadded()):\(time.second.zeroPadded())"
      + ".\(time.millisecond.zeroPadded(3))\(zone)"
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
}
