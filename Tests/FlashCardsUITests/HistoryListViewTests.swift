import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("The history list as a table")
struct HistoryListViewTests {
  private func table(style: TextStyle = .plain) throws -> [String] {
    let games = try FixedHistory.summaries()
    return HistoryListView(games: games, total: games.count, style: style, timeZone: FixedHistory.newYork)
      .renderTable()
  }

  /// A game made up for one row, played in New York's evening of 28 February 2026.
  private func summary(
    id: Int64, deck: String = "capitals", direction: Direction = .forward, correct: Int, of cards: Int,
    milliseconds: Int = 61_000, endedEarly: Bool = false
  ) -> GameSummary {
    GameSummary(
      game: GameResult(
        id: id, deck: deck, direction: direction, playedAt: FixedHistory.firstPlayedAt, milliseconds: milliseconds,
        endedEarly: endedEarly),
      cards: cards, correct: correct)
  }

  @Test func listsEveryGameNewestFirstWithLocalDateDeckScoreAndTime() throws {
    #expect(
      try table() == [
        "#  DATE              DECK      SCORE     %  TIME",
        "6  2026-03-05 22:30  elements    1/1  100%  0:05  ended early",
        "5  2026-03-04 22:30  capitals    4/4  100%  0:18",
        "4  2026-03-03 22:30  states      0/4    0%  0:15",
        "3  2026-03-02 22:30  states      3/4   75%  0:25",
        "2  2026-03-01 22:30  capitals    2/4   50%  0:30",
        "1  2026-02-28 22:30  capitals    4/4  100%  0:20",
      ])
  }

  @Test func theDateIsTheLocalTimeOfTheGivenZone() throws {
    // Game 1 was played at 2026-03-01 03:30 UTC: the evening before in New York, 04:30 in Paris.
    let game = summary(id: 1, correct: 1, of: 1)
    let paris = try #require(TimeZone(identifier: "Europe/Paris"))
    let newYorkRow = HistoryListView(games: [game], total: 1, style: .plain, timeZone: FixedHistory.newYork)
      .renderTable()[1]
    let parisRow = HistoryListView(games: [game], total: 1, style: .plain, timeZone: paris).renderTable()[1]

    #expect(newYorkRow.contains("2026-02-28 22:30"))
    #expect(parisRow.contains("2026-03-01 04:30"))
  }

  @Test func aLongDeckNameIsCutSoThatEveryLineFitsIn80Columns() throws {
    let longName = String(repeating: "abcdefghij", count: 6)
    let games = [
      summary(
        id: 1234, deck: longName, direction: .reverse, correct: 99, of: 100, milliseconds: 3_723_000, endedEarly: true),
      summary(id: 7, deck: longName, correct: 7, of: 10),
    ]
    for style in [TextStyle.plain, .colored] {
      let lines = HistoryListView(games: games, total: 2, style: style, timeZone: FixedHistory.newYork).renderTable()

      #expect(lines.count == 3)
      for line in lines { #expect(line.columns <= 80, "\(line.columns) columns: \(line)") }
      let first = lines[1].withoutColor
      #expect(first.contains("abcdefghij"))
      #expect(first.contains("…"))
      #expect(!first.contains(longName))
      #expect(first.contains("99/100"))
      #expect(first.contains("99%"))
      #expect(first.contains("1:02:03"))
      #expect(first.hasSuffix("ended early"))
      #expect(lines[2].withoutColor.contains("7/10"))
    }
  }

  @Test func theFooterSaysHowManyGamesMatchAndWhetherAllAreShown() throws {
    let games = try FixedHistory.summaries()
    let all = HistoryListView(games: games, total: games.count, style: .plain)
    #expect(all.countLine == "All \(games.count) games.")
    let newest = HistoryListView(games: Array(games.prefix(2)), total: 250, style: .plain)
    #expect(newest.countLine == "The newest 2 of 250 games.")
    #expect(HistoryListView(games: Array(games.prefix(1)), total: 1, style: .plain).countLine == "All 1 game.")
  }

  @Test func theListingEndsWithTheCountAndWhatToDoNext() throws {
    let games = try FixedHistory.summaries()
    let all = HistoryListView(games: games, total: games.count, style: .plain).renderListing()
    #expect(all.suffix(2) == ["", "All \(games.count) games. Open one with: flashcards history show ID"])
    let newest = HistoryListView(games: Array(games.prefix(2)), total: 250, style: .plain).renderListing()
    #expect(
      newest.suffix(3) == [
        "", "The newest 2 of 250 games. See more with --limit N or --all. Open one with:",
        "flashcards history show ID",
      ])
  }

  @Test func plainTextHasNoEscapeCodes() throws {
    let text = try table(style: .plain).joined(separator: "\n")
    #expect(!text.contains("\u{1B}"))
  }

  @Test(arguments: [
    (8, 10, "32"), (100, 100, "32"), (79, 100, "33"), (5, 10, "33"), (49, 100, "31"), (0, 3, "31"),
  ])
  func thePercentIsGreenFrom80YellowFrom50AndRedBelow(correct: Int, cards: Int, code: String) throws {
    let game = summary(id: 1, correct: correct, of: cards)
    let row = HistoryListView(games: [game], total: 1, style: .colored, timeZone: FixedHistory.newYork)
      .renderTable()[1]
    let percent = percentage(correct, of: cards)

    let painted = try Regex("\u{1B}\\[\(code)m *\(percent)%\u{1B}\\[0m")
    #expect(row.contains(painted), "\(row.debugDescription)")
    #expect(row.withoutColor.contains("\(correct)/\(cards)"))
  }

  @Test func theHeaderIsBoldAndTheEndedEarlyMarkDimWhenColored() throws {
    let lines = try table(style: .colored)
    #expect(lines[0].hasPrefix("\u{1B}[1m#  DATE"))
    #expect(lines[1].hasSuffix("\u{1B}[2mended early\u{1B}[0m"))
    #expect(lines.map(\.withoutColor) == (try table(style: .plain)))
  }
}
