import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("One game's cards")
struct GameDetailViewTests {
  /// Game #12, played forward at 22:30 on 28 February 2026 in New York, in 1:23: a right answer,
  /// another card's answer, a typo and a skip, in that order.
  private static let summary = GameSummary(
    game: GameResult(
      id: 12, deck: "capitals", direction: .forward, playedAt: FixedHistory.firstPlayedAt, milliseconds: 83_000,
      endedEarly: false),
    cards: 4, correct: 2)

  private static let cards = [
    CardResult(
      gameId: 12, position: 1, card: "Texas", expected: "Austin", answer: "Austin", verdict: .exact, correct: true,
      confusedWith: nil, milliseconds: 2_000),
    CardResult(
      gameId: 12, position: 2, card: "New York", expected: "Albany", answer: "Austin", verdict: .wrong,
      correct: false, confusedWith: "Texas", milliseconds: 4_500),
    CardResult(
      gameId: 12, position: 3, card: "California", expected: "Sacramento", answer: "Sacramnto", verdict: .typo,
      correct: true, confusedWith: nil, milliseconds: 3_300),
    CardResult(
      gameId: 12, position: 4, card: "Minnesota", expected: "Saint Paul", answer: "", verdict: .skipped,
      correct: false, confusedWith: nil, milliseconds: 6_000),
  ]

  private func view(
    _ summary: GameSummary = summary, _ cards: [CardResult] = cards, order: GameDetailView.Order = .card,
    style: TextStyle = .plain
  ) -> GameDetailView {
    GameDetailView(summary: summary, cards: cards, order: order, style: style, timeZone: FixedHistory.newYork)
  }

  @Test func showsTheGameThenItsCardsByName() {
    #expect(
      view().renderTable() == [
        "Game #12 · capitals · Sat 28 Feb 2026 22:30",
        "Score 2/4 (50%) · Time 1:23",
        "",
        "CARD        ANSWER     RIGHT ANSWER  VERDICT     TIME",
        "California  Sacramnto  Sacramento    ✓ typo     3.3 s",
        "Minnesota   —          Saint Paul    ✗ skipped  6.0 s",
        "New York    Austin     Albany        ✗ wrong    4.5 s",
        "Texas       Austin     Austin        ✓ right    2.0 s",
      ])
  }

  @Test func byNameIgnoresCaseAndNamesAlikeGoInTheOrderAsked() {
    let names = ["berlin", "Zagreb", "Berlin", "athens", "BERLIN", "Ankara"]
    let cards = names.enumerated().map { index, name in
      CardResult(
        gameId: 12, position: index + 1, card: name, expected: "x", answer: "x", verdict: .exact, correct: true,
        confusedWith: nil, milliseconds: 1_000)
    }
    let rows = view(Self.summary, cards).renderTable().dropFirst(4)
    #expect(
      rows.map { $0.split(separator: " ").first.map(String.init) } == [
        "Ankara", "athens", "berlin", "Berlin", "BERLIN", "Zagreb",
      ])
  }

  @Test func playedOrderListsTheCardsAsTheyWereAsked() {
    let rows = view(order: .played).renderTable().dropFirst(4)
    #expect(
      rows.map { String($0.prefix(10)).trimmingTrailingSpaces } == ["Texas", "New York", "California", "Minnesota"])
  }

  @Test func aGameEndedEarlySaysSo() {
    var summary = Self.summary
    summary.game.endedEarly = true
    summary.game.direction = .reverse
    let lines = view(summary).renderTable()
    #expect(lines[0].contains("capitals (reverse)"))
    #expect(lines[1] == "Score 2/4 (50%) · Time 1:23 · ended early")
  }

  @Test func withoutColorTheMarksAndWordsCarryTheVerdict() {
    let text = view().renderTable().joined(separator: "\n")
    #expect(!text.contains("\u{1B}"))
    for label in ["✓ right", "✓ typo", "✗ wrong", "✗ skipped"] { #expect(text.contains(label)) }
  }

  @Test func coloredRowsAreGreenWhenRightYellowForATypoAndRedWhenWrong() throws {
    let lines = view(style: .colored).renderTable()
    func row(_ card: String) throws -> String { try #require(lines.first { $0.hasPrefix(card) }) }
    func painted(_ code: String, _ text: String) throws -> Regex<AnyRegexOutput> {
      try Regex("\u{1B}\\[\(code)m\(text) *\u{1B}\\[0m")
    }

    #expect(try row("Texas").contains(painted("32", "Austin")))
    #expect(try row("Texas").contains(painted("32", "✓ right")))
    #expect(try row("California").contains(painted("33", "Sacramnto")))
    #expect(try row("California").contains(painted("33", "✓ typo")))
    #expect(try row("New York").contains(painted("31", "Austin")))
    #expect(try row("New York").contains(painted("31", "✗ wrong")))
    #expect(try row("Minnesota").contains(painted("31", "—")))
    #expect(try row("Minnesota").contains(painted("31", "✗ skipped")))
    // The score is painted like the history's percent: 50% is yellow.
    #expect(lines[1].contains("\u{1B}[33m2/4 (50%)\u{1B}[0m"))
  }

  @Test func jsonHasTheGameFieldsAndEachCardsResult() throws {
    let game = try #require(try parseJSON(view().renderJSON()) as? [String: Any])

    #expect(
      Set(game.keys) == [
        "id", "deck", "direction", "date", "seconds", "cards", "correct", "endedEarly", "player", "mode", "results",
      ])
    #expect(game["id"] as? Int == 12)
    #expect(game["date"] as? String == "2026-02-28T22:30:00.000-05:00")
    #expect(game["seconds"] as? Double == 83)
    #expect(game["correct"] as? Int == 2)
    let results = try #require(game["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["card"] as? String } == ["California", "Minnesota", "New York", "Texas"])
    for result in results {
      #expect(result["card"].map { JSONKind(of: $0) } == .string)
      #expect(result["expected"].map { JSONKind(of: $0) } == .string)
      #expect(result["answer"].map { JSONKind(of: $0) } == .string)
      #expect(result["correct"].map { JSONKind(of: $0) } == .boolean)
      #expect(result["verdict"].map { JSONKind(of: $0) } == .string)
      #expect(result["seconds"].map { JSONKind(of: $0).isNumber } == true)
      #expect(result["position"].map { JSONKind(of: $0) } == .integer)
    }
    let confusion = results[2]
    #expect(confusion["answer"] as? String == "Austin")
    #expect(confusion["expected"] as? String == "Albany")
    #expect(confusion["correct"] as? Bool == false)
    #expect(confusion["verdict"] as? String == "wrong")
    #expect(confusion["confusedWith"] as? String == "Texas")
    #expect(confusion["seconds"] as? Double == 4.5)
    #expect(results[0]["verdict"] as? String == "typo")
    #expect(results[0]["correct"] as? Bool == true)
    #expect(results[1]["verdict"] as? String == "skipped")
    #expect(results.filter { $0["confusedWith"] != nil }.count == 1)
  }

  @Test func cardTextCannotDriveTheTerminal() {
    var summary = Self.summary
    summary.game.deck = "\u{1B}[2Jwiped"
    let cards = [
      CardResult(
        gameId: 12, position: 1, card: "\u{1B}[31mEvil", expected: "Good\u{1B}[0m", answer: "\u{1B}]0;title\u{07}",
        verdict: .wrong, correct: false, confusedWith: nil, milliseconds: 1_000)
    ]
    let plain = view(summary, cards).renderTable().joined(separator: "\n")
    #expect(!plain.contains("\u{1B}"))
    #expect(!plain.contains("\u{07}"))
    #expect(plain.contains("^[[2Jwiped"))
    #expect(plain.contains("^[[31mEvil"))
    #expect(plain.contains("Good^[[0m"))

    let colored = view(summary, cards, style: .colored).renderTable().joined(separator: "\n")
    #expect(!colored.contains("\u{1B}[2J"))
    #expect(!colored.contains("\u{1B}[31mEvil"))
    #expect(!colored.contains("\u{1B}]0;"))
  }

  @Test func everyLineFitsIn80ColumnsWithALongDeckName() {
    var summary = Self.summary
    summary.game.deck = String(repeating: "abcdefghij", count: 6)
    for style in [TextStyle.plain, .colored] {
      for line in view(summary, style: style).renderTable() {
        #expect(line.columns <= 80, "\(line.columns) columns: \(line)")
      }
    }
  }

  @Test func aGameReadFromTheDatabaseShowsItsSavedCards() throws {
    let database = try FixedHistory.history()
    let (summary, cards) = try #require(try database.game(id: 2))
    let lines = view(summary, cards).renderTable()

    #expect(lines[0] == "Game #2 · capitals · Sun 1 Mar 2026 22:30")
    #expect(lines[1] == "Score 2/4 (50%) · Time 0:30")
    #expect(lines.count == 3 + 1 + 4)
    #expect(lines.contains { $0.hasPrefix("New York") && $0.contains("Austin") && $0.contains("✗ wrong") })
  }
}
