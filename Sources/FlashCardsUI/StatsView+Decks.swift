import FlashCardsCore

/// The per-deck parts of `flashcards stats`: one row per deck and direction played, and for one deck, its progress.
extension StatsView {
  /// How many full games the deck table's trend column shows.
  static let deckTrendLength = 8

  func deckTable(width: Int) -> [String] {
    var table = TextTable(columns: [
      .init("DECK", flexible: true, minimumWidth: 8), .init("GAMES", alignment: .right, stackedLabel: "games"),
      .init("SEEN", alignment: .right, stackedLabel: "seen"), .init("KNOWN", alignment: .right, stackedLabel: "known"),
      .init("DAYS", alignment: .right, stackedLabel: "days"),
      .init("STREAK", alignment: .right, stackedLabel: "streak"),
      .init("BEST", alignment: .right, stackedLabel: "best"),
      .init("FASTEST", alignment: .right, stackedLabel: "fastest perfect"),
      .init("FULL GAMES", minimumWidth: StatsView.deckTrendLength, stackedLabel: "full games"),
    ])
    for record in stats.decks {
      let size = deckSize(record)
      table.append([
        .init(record.label), .init(String(record.games)),
        .init(size.map { "\(record.cardsSeen)/\($0)" } ?? String(record.cardsSeen)),
        .init(String(record.cardsKnown)), .init(String(record.practise.days)),
        .init(record.practise.streak == 0 ? style.dash : "\(record.practise.streak) d"),
        .init(record.best.map { "\(percentage($0.correct, of: $0.cards))%" } ?? style.dash),
        .init(
          record.fastestPerfect.map { Formatting.duration(milliseconds: $0.game.milliseconds, unknown: style.dash) }
            ?? style.dash),
        .init(bars(record.fullGames.suffix(StatsView.deckTrendLength))),
      ])
    }
    var lines = table.render(width: width, style: style)
    lines.append(
      style.dim("Known: latest answer right. Best, fastest perfect and trend: full games only."))
    return lines
  }

  /// One deck's coverage, days, trend of full games and records, in sentences.
  func deckProgress(_ record: Statistics.DeckRecord) -> [String] {
    let size = deckSize(record)
    let seen = size.map { "\(record.cardsSeen) of \($0) cards" } ?? "\(record.cardsSeen) cards"
    var lines = [
      "\(seen) seen, \(record.cardsKnown) known (their latest answer right)",
      "Played on \(record.practise.days.counted("day")) \(style.separator) "
        + (record.practise.streak == 0
          ? "no current streak" : "streak \(record.practise.streak.counted("day"))"),
      "",
    ]
    let full = record.fullGames
    lines.append(
      style.bold("Full games")
        + style.dim(
          full.isEmpty
            ? " (typed, of the whole deck, not a retry, played to the end): none yet"
            : " (last \(full.count), oldest first; typed, whole deck, no retries)"))
    if !full.isEmpty { lines.append("  " + sparkline(full) + "  " + style.dim(trendNote(full))) }
    var records: [String] = []
    if let best = record.best { records.append("best \(Formatting.score(best.correct, of: best.cards))") }
    if let fastest = record.fastestPerfect {
      records.append(
        "fastest perfect \(Formatting.duration(milliseconds: fastest.game.milliseconds, unknown: style.dash))")
    }
    if !records.isEmpty { lines.append("  Records: " + records.joined(separator: " \(style.separator) ")) }
    return lines
  }

  /// The size of the deck file when it was found, else as its newest game recorded it.
  func deckSize(_ record: Statistics.DeckRecord) -> Int? {
    deckSizes[record.deck] ?? record.deckCards
  }

  /// "last 90% · low 50% · high 100%"
  func trendNote(_ games: [GameSummary]) -> String {
    let percents = games.map { percentage($0.correct, of: $0.cards) }
    guard let last = percents.last, let low = percents.min(), let high = percents.max() else { return "" }
    return "last \(last)% \(style.separator) low \(low)% \(style.separator) high \(high)%"
  }
}
