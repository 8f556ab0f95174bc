import FlashCardsCore
import FlashCardsStore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("The stats screen")
struct StatsViewTests {
  private func view(deck: String? = nil, style: TextStyle = .plain) throws -> StatsView {
    StatsView(stats: try FixedHistory.database().statistics(deck: deck), deck: deck, style: style)
  }

  @Test func showsTotalsTrendRecordsAndTheCardsThatNeedWork() throws {
    #expect(
      try view().renderTable() == [
        "Progress · all decks",
        "6 games · 1:53 played · 21 cards · accuracy 67%",
        "By direction: forward 85% of 13 · reverse 38% of 8",
        "",
        "Recent scores (last 6 games, oldest first)",
        "  █▄▆▁██  last 100% · low 0% · high 100%",
        "",
        "DECK      GAMES  BEST SCORE  FASTEST PERFECT",
        "capitals      3  4/4 (100%)             0:18",
        "elements      1  1/1 (100%)                —",
        "states        2   3/4 (75%)                —",
        "",
        "Most missed",
        "  Austin → Texas: missed 2 of 2 (100%)",
        "  Albany → New York: missed 1 of 2 (50%)",
        "  Sacramento → California: missed 1 of 2 (50%)",
        "  Saint Paul → Minnesota: missed 1 of 2 (50%)",
        "  Minnesota → Saint Paul: missed 1 of 3 (33%)",
        "  New York → Albany: missed 1 of 3 (33%)",
        "",
        "Confusions",
        "  typed California for Austin (the answer for Sacramento) 1×",
        "  typed Austin for New York (the answer for Texas) 1×",
        "",
        "Known one way only",
        "  Texas → Austin 100% · Austin → Texas 0%",
      ])
  }

  @Test func oneDeckLeavesOutTheOthersAndTheDirectionLine() throws {
    let lines = try view(deck: "capitals").renderTable()
    #expect(lines[0] == "Progress · capitals")
    #expect(lines[1] == "3 games · 1:08 played · 12 cards · accuracy 83%")
    #expect(!lines.contains { $0.hasPrefix("By direction") })
    #expect(lines.contains("  █▄█  last 100% · low 50% · high 100%"))
    #expect(!lines.contains { $0.hasPrefix("states") || $0.hasPrefix("elements") })
    #expect(lines.contains("  typed Austin for New York (the answer for Texas) 1×"))
    #expect(!lines.contains { $0.contains("for Austin") })
  }

  @Test func theSparklineHasOneBarPerGameLowestFor0PercentHighestFor100() throws {
    let stats = try FixedHistory.database().statistics()
    let line = StatsView(stats: stats, deck: nil, style: .plain).sparkline(stats.recent)
    let bars = Array("▁▂▃▄▅▆▇█")

    #expect(line.count == stats.recent.count)
    #expect(Array(line) == [bars[7], bars[3], bars[5], bars[0], bars[7], bars[7]])

    let colored = StatsView(stats: stats, deck: nil, style: .colored).sparkline(stats.recent)
    #expect(colored.withoutColor == line)
    #expect(colored.hasPrefix("\u{1B}[32m█\u{1B}[0m\u{1B}[33m▄\u{1B}[0m"))
    #expect(colored.contains("\u{1B}[31m▁\u{1B}[0m"))
  }

  @Test(arguments: [TextStyle.plain, .colored])
  func everyLineFitsIn80Columns(style: TextStyle) throws {
    for line in try view(style: style).renderTable() {
      #expect(line.columns <= 80, "\(line.columns) columns: \(line)")
    }
  }

  @Test(arguments: [TextStyle.plain, .colored])
  func everyLineFitsIn80ColumnsEvenWithLongNames(style: TextStyle) throws {
    let database = try AppDatabase.inMemory()
    let deck = LongNames.deck
    try database.save(
      LongNames.played(deck, .forward, right: false), playedAt: FixedHistory.firstPlayedAt, milliseconds: 9_000)
    try database.save(
      LongNames.played(deck, .reverse, right: true), playedAt: FixedHistory.firstPlayedAt, milliseconds: 9_000)
    let stats = try database.statistics()
    #expect(!stats.mostMissed.isEmpty && !stats.confusions.isEmpty && !stats.oneWay.isEmpty)

    let lines = StatsView(stats: stats, deck: deck.name, style: style).renderTable()
    for line in lines {
      #expect(line.columns <= 80, "\(line.columns) columns: \(line)")
    }
    #expect(lines.contains { $0.withoutColor.hasPrefix("  typed ") && $0.withoutColor.hasSuffix("…") })
  }

  @Test func jsonNumbersMatchTheTable() throws {
    let json = try #require(try parseJSON(view().renderJSON()) as? [String: Any])

    #expect(json["games"] as? Int == 6)
    #expect(json["seconds"] as? Double == 113)
    #expect(json["deck"] == nil)
    let accuracy = try #require(json["accuracy"] as? [String: Int])
    #expect(accuracy == ["cards": 21, "correct": 14, "percent": 67])
    let byDirection = try #require(json["byDirection"] as? [String: [String: Int]])
    #expect(byDirection["forward"] == ["cards": 13, "correct": 11, "percent": 85])
    #expect(byDirection["reverse"] == ["cards": 8, "correct": 3, "percent": 38])

    let recent = try #require(json["recent"] as? [[String: Any]])
    #expect(recent.compactMap { $0["id"] as? Int } == [1, 2, 3, 4, 5, 6])
    #expect(recent.compactMap { $0["correct"] as? Int } == [4, 2, 3, 0, 4, 1])

    let decks = try #require(json["decks"] as? [[String: Any]])
    #expect(decks.compactMap { $0["deck"] as? String } == ["capitals", "elements", "states"])
    #expect(decks.compactMap { $0["games"] as? Int } == [3, 1, 2])
    let fastest = try #require(decks[0]["fastestPerfect"] as? [String: Any])
    #expect(fastest["id"] as? Int == 5)
    #expect(fastest["seconds"] as? Double == 18)
    #expect(decks[1]["fastestPerfect"] == nil)
    #expect((decks[2]["best"] as? [String: Any])?["correct"] as? Int == 3)

    let missed = try #require(json["mostMissed"] as? [[String: Any]])
    #expect(
      missed.compactMap { $0["card"] as? String } == [
        "Austin", "Albany", "Sacramento", "Saint Paul", "Minnesota", "New York",
      ])
    #expect(missed.first?["seen"] as? Int == 2)
    #expect(missed.first?["missed"] as? Int == 2)
    #expect(missed.first?["deck"] as? String == "states")

    let confusions = try #require(json["confusions"] as? [[String: Any]])
    #expect(confusions.compactMap { $0["answerBelongsTo"] as? String } == ["Sacramento", "Texas"])
    #expect(confusions.compactMap { $0["times"] as? Int } == [1, 1])

    let oneWay = try #require(json["knownOneWayOnly"] as? [[String: Any]])
    #expect(oneWay.count == 1)
    #expect(oneWay.first?["front"] as? String == "Texas")
    #expect(oneWay.first?["forward"] as? [String: Int] == ["cards": 3, "correct": 3, "percent": 100])
    #expect(oneWay.first?["reverse"] as? [String: Int] == ["cards": 2, "correct": 0, "percent": 0])
  }
}

/// A deck whose name and cards are long enough to overflow every line of the stats screen.
private enum LongNames {
  static let deck = Deck(
    name: String(repeating: "long-deck-", count: 6),
    cards: (1...2).map { number in
      Card(
        front: ["A question side that runs on for a long while, number \(number)"],
        back: ["An answer side that runs on for a long while too, number \(number)"])
    })

  /// Every card answered right, or with the other card's answer.
  static func played(_ deck: Deck, _ direction: Direction, right: Bool) -> GameSession {
    var session = GameSession(deck: deck, direction: direction, seed: 1)
    while let card = session.currentCard {
      let other = deck.cards.first { $0 != card } ?? card
      session.answer((right ? card : other).answers(in: direction)[0], seconds: 1)
    }
    return session
  }
}
