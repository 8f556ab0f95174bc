import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("The stats screen")
struct StatsViewTests {
  private func view(deck: String? = nil, style: TextStyle = .plain) throws -> StatsView {
    StatsView(stats: try FixedHistory.statistics(deck: deck), deck: deck, style: style)
  }

  @Test func showsTotalsTrendRecordsAndTheCardsThatNeedWork() throws {
    #expect(
      try view().renderTable() == [
        "Progress · all decks",
        "6 games · 1:53 played · 21 cards · accuracy 67%",
        "By direction: forward 85% of 13 · reverse 38% of 8",
        "",
        "Recent scores (last 6 games of any kind, oldest first)",
        "  █▄▆▁██  last 100% · low 0% · high 100%",
        "",
        "DECK      GAMES  SEEN  KNOWN  DAYS  STREAK  BEST  FASTEST  FULL GAMES",
        "capitals      3   4/4      4     3       —  100%     0:18  █▄█",
        "elements      1   1/2      1     1       —     —        —",
        "states        2   4/4      0     2       —   75%        —  ▆▁",
        "Known: latest answer right. Best, fastest perfect and trend: full games only.",
        "",
        "Most missed",
        "  Austin → Texas: missed 2 of 2 (100%)",
        "  Albany → New York: missed 1 of 2 (50%)",
        "  Sacramento → California: missed 1 of 2 (50%)",
        "  Saint Paul → Minnesota: missed 1 of 2 (50%)",
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

  @Test func oneDeckSaysItsCoverageDaysStreakTrendAndRecordsInSentencesThatFitAScreen() throws {
    // The day after game 5 (2026-03-05 03:30 UTC), in New York: the streak still holds.
    let stats = try FixedHistory.statistics(
      deck: "capitals", now: FixedHistory.firstPlayedAt + 5 * 86_400, timeZone: FixedHistory.newYork)
    let lines = StatsView(stats: stats, deck: "capitals", style: .plain, deckSizes: ["capitals": 50]).renderTable()
    #expect(
      Array(lines[3...10]) == [
        "4 of 50 cards seen, 4 known (their latest answer right)",
        "Played on 3 days · streak 1 day",
        "",
        "Full games (last 3, oldest first; typed, whole deck, no retries)",
        "  █▄█  last 100% · low 50% · high 100%",
        "  Records: best 4/4 (100%) · fastest perfect 0:18",
        "",
        "Confusions",
      ])
    #expect(!lines.contains { $0.hasPrefix("DECK") })
    #expect(lines.count < 24 && lines.allSatisfy { $0.count <= 80 })
  }

  @Test func aDeckWithoutFullGamesSaysSo() throws {
    let stats = try FixedHistory.statistics(deck: "elements")
    let lines = StatsView(stats: stats, deck: "elements", style: .plain).renderTable()
    #expect(lines.contains("1 of 2 cards seen, 1 known (their latest answer right)"))
    #expect(lines.contains("Full games (typed, of the whole deck, not a retry, played to the end): none yet"))
    #expect(!lines.contains { $0.contains("Records") })
  }

  @Test func theSparklineHasOneBarPerGameLowestFor0PercentHighestFor100() throws {
    let stats = try FixedHistory.statistics()
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
    let database = try InMemoryHistory.open()
    let deck = LongNames.deck
    try database.saveGame(
      LongNames.played(deck, .forward, right: false), playedAt: FixedHistory.firstPlayedAt, milliseconds: 9_000)
    try database.saveGame(
      LongNames.played(deck, .reverse, right: true), playedAt: FixedHistory.firstPlayedAt, milliseconds: 9_000)
    let stats = try database.statistics(of: database.player)
    #expect(!stats.mostMissed.isEmpty && !stats.confusions.isEmpty && !stats.oneWay.isEmpty)

    let lines = StatsView(stats: stats, deck: deck.name, style: style).renderTable()
    for line in lines {
      #expect(line.columns <= 80, "\(line.columns) columns: \(line)")
    }
    // A long line is wrapped, not cut: every word of it is still there.
    let confusion = try #require(lines.firstIndex { $0.withoutColor.hasPrefix("  typed ") })
    #expect(lines[confusion + 1].withoutColor.hasPrefix("  "))
    #expect(lines[confusion...].contains { $0.withoutColor.hasSuffix(" 1×") })
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
    #expect(decks.compactMap { $0["cardsSeen"] as? Int } == [4, 1, 4])
    #expect(decks.compactMap { $0["cardsKnown"] as? Int } == [4, 1, 0])
    #expect(decks.compactMap { $0["deckCards"] as? Int } == [4, 2, 4])
    #expect(decks.compactMap { $0["daysPlayed"] as? Int } == [3, 1, 2])
    #expect(decks.compactMap { $0["streakDays"] as? Int } == [0, 0, 0])
    let capitalsFull = try #require(decks[0]["fullGames"] as? [[String: Any]])
    #expect(capitalsFull.compactMap { $0["id"] as? Int } == [1, 2, 5])
    #expect((decks[1]["fullGames"] as? [Any])?.isEmpty == true)

    let missed = try #require(json["mostMissed"] as? [[String: Any]])
    #expect(
      missed.compactMap { $0["card"] as? String } == [
        "Austin", "Albany", "Sacramento", "Saint Paul",
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
