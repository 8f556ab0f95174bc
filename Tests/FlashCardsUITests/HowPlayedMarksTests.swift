import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

/// Retries, multiple choice and reverse games are told apart in the history list and on a game's page.
@Suite("How a game was played, marked in the history")
struct HowPlayedMarksTests {
  private func game(
    id: Int64, direction: Direction = .forward, retryOf: Int64? = nil, choices: Int? = nil, endedEarly: Bool = false
  ) -> GameSummary {
    GameSummary(
      game: GameResult(
        id: id, deck: "capitals", direction: direction, playedAt: FixedHistory.firstPlayedAt, milliseconds: 61_000,
        endedEarly: endedEarly, retryOf: retryOf, choices: choices, deckCards: 4),
      cards: 4, correct: 3)
  }

  @Test func theListMarksRetriesMultipleChoiceReverseAndEndedEarlyGames() {
    let games = [
      game(id: 5, retryOf: 12, choices: 4, endedEarly: true), game(id: 4, direction: .reverse),
      game(id: 3, choices: 4), game(id: 2, retryOf: 1), game(id: 1),
    ]
    let lines = HistoryListView(games: games, total: 5, style: .plain, timeZone: FixedHistory.newYork).renderTable()
    #expect(
      lines == [
        "#  DATE              DECK                SCORE    %  TIME",
        // Cut to fit 80 columns, before the deck's name is.
        "5  2026-02-28 22:30  capitals              3/4  75%  1:01  retry of #12, 4 choi…",
        "4  2026-02-28 22:30  capitals (reverse)    3/4  75%  1:01",
        "3  2026-02-28 22:30  capitals              3/4  75%  1:01  4 choices",
        "2  2026-02-28 22:30  capitals              3/4  75%  1:01  retry of #1",
        "1  2026-02-28 22:30  capitals              3/4  75%  1:01",
      ])
    for line in lines { #expect(line.count <= 80) }
    let withoutReverse = HistoryListView(
      games: [game(id: 5, retryOf: 12, choices: 4)], total: 1, style: .plain, timeZone: FixedHistory.newYork
    ).renderTable()
    #expect(withoutReverse[1].hasSuffix("1:01  retry of #12, 4 choices"))
  }

  @Test func aGamesPageSaysItWasARetryInMultipleChoice() {
    let page = GameDetailView(
      summary: game(id: 7, retryOf: 3, choices: 4), cards: [], style: .plain, timeZone: FixedHistory.newYork
    ).renderTable()
    #expect(page[1] == "Score 3/4 (75%) · Time 1:01 · retry of #3 · 4 choices")
  }

  @Test func theJSONSaysSoToo() throws {
    let json = try HistoryListView(games: [game(id: 2, retryOf: 1, choices: 3), game(id: 1)], total: 2, style: .plain)
      .renderJSON()
    let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(rows[0]["retryOf"] as? Int == 1)
    #expect(rows[0]["choices"] as? Int == 3)
    #expect(rows[1]["retryOf"] == nil && rows[1]["choices"] == nil)
  }
}
