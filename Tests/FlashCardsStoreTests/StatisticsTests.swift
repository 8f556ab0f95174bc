import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsStore

/// The numbers behind the stats screen, read from the tables the triggers keep, against the
/// six games of `FixedHistory` counted by hand.
@Suite("Statistics over saved games")
struct StatisticsTests {
  @Test func totalsAndAccuracyOverEveryGame() throws {
    let stats = try FixedHistory.database().statistics()

    #expect(stats.games == 6)
    #expect(stats.milliseconds == 20_000 + 30_000 + 25_000 + 15_000 + 18_000 + 5_000)
    // Forward: 4/4, 2/4, 4/4 and 1 of 1 before ending early. Reverse: 3/4 and 0/4.
    #expect(stats.byDirection[.forward] == .init(cards: 13, correct: 11))
    #expect(stats.byDirection[.reverse] == .init(cards: 8, correct: 3))
    #expect(stats.overall == .init(cards: 21, correct: 14))
    #expect(stats.overall.percent == 67)
  }

  @Test func totalsAgreeWithTheGamesAsPlayed() throws {
    let stats = try FixedHistory.database().statistics()
    let outcomes = FixedHistory.games.flatMap(\.session.outcomes)

    #expect(stats.overall.cards == outcomes.count)
    #expect(stats.overall.correct == outcomes.count(where: \.isCorrect))
    #expect(stats.milliseconds == FixedHistory.games.map(\.milliseconds).reduce(0, +))
  }

  @Test func recentGamesAreOldestFirstAndLimited() throws {
    let database = try FixedHistory.database()
    #expect(try database.statistics().recent.map(\.game.id) == [1, 2, 3, 4, 5, 6])
    #expect(try database.statistics(recentGames: 2).recent.map(\.game.id) == [5, 6])
    #expect(try database.statistics().recent.map(\.correct) == [4, 2, 3, 0, 4, 1])
  }

  @Test func deckRecordsHaveTheBestScoreAndTheFastestPerfectGame() throws {
    let decks = try FixedHistory.database().statistics().decks

    #expect(decks.map(\.deck) == ["capitals", "elements", "states"])
    #expect(decks.map(\.games) == [3, 1, 2])
    // Games 1 and 5 are both 4/4; game 5 (0:18) is the faster.
    #expect(decks[0].best.map { [$0.correct, $0.cards] } == [4, 4])
    #expect(decks[0].fastestPerfect?.game.id == 5)
    // Game 6 is perfect but ended early: not a full game, so no record at all.
    #expect(decks[1].best == nil)
    #expect(decks[1].fastestPerfect == nil)
    #expect(decks[2].best?.game.id == 3)
    #expect(decks[2].fastestPerfect == nil)
  }

  @Test func mostMissedIsWorstShareFirst() throws {
    let missed = try FixedHistory.database().statistics().mostMissed

    // Minnesota and New York, missed in game 2, were answered right in game 5: left out.
    #expect(missed.map(\.card) == ["Austin", "Albany", "Sacramento", "Saint Paul"])
    #expect(missed.map(\.deck) == ["states", "states", "states", "states"])
    #expect(missed.map(\.seen) == [2, 2, 2, 2])
    #expect(missed.map(\.missed) == [2, 1, 1, 1])
    #expect(missed.map(\.expected) == ["Texas", "New York", "California", "Minnesota"])
    // A typo counts right: California was never missed.
    #expect(!missed.contains { $0.card == "California" })
  }

  @Test func confusionsNameTheCardTheAnswerBelongsTo() throws {
    let confusions = try FixedHistory.database().statistics().confusions

    #expect(
      confusions == [
        .init(deck: "states", card: "Austin", answer: "California", otherCard: "Sacramento", times: 1),
        .init(deck: "capitals", card: "New York", answer: "Austin", otherCard: "Texas", times: 1),
      ])
  }

  @Test func aFactKnownForwardButNotInReverseIsPaired() throws {
    let oneWay = try FixedHistory.database().statistics().oneWay

    // Texas → Austin: right 3 of 3 forward; Austin → Texas: wrong 2 of 2 in reverse.
    // Sacramento is 1 of 2 (50%) in reverse: not below 50%, so not one way only.
    #expect(
      oneWay == [
        .init(
          front: "Texas", back: "Austin", forward: .init(cards: 3, correct: 3), reverse: .init(cards: 2, correct: 0))
      ])
  }

  @Test func oneDeckCountsOnlyItsGames() throws {
    let database = try FixedHistory.database()
    let capitals = try database.statistics(deck: "capitals")

    #expect(capitals.games == 3)
    #expect(capitals.milliseconds == 68_000)
    #expect(capitals.overall == .init(cards: 12, correct: 10))
    #expect(capitals.byDirection.keys.sorted { $0.rawValue < $1.rawValue } == [.forward])
    #expect(capitals.recent.map(\.game.id) == [1, 2, 5])
    #expect(capitals.decks.map(\.deck) == ["capitals"])
    // Its two misses (game 2) were answered right since (game 5).
    #expect(capitals.mostMissed.isEmpty)
    #expect(capitals.confusions.map(\.card) == ["New York"])
    #expect(capitals.oneWay.map(\.front) == ["Texas"])

    let states = try database.statistics(deck: "states")
    #expect(states.games == 2)
    #expect(states.milliseconds == 40_000)
    #expect(states.overall == .init(cards: 8, correct: 3))
    #expect(states.byDirection.keys.sorted { $0.rawValue < $1.rawValue } == [.reverse])
    #expect(states.recent.map(\.game.id) == [3, 4])
    #expect(states.mostMissed.map(\.card) == ["Austin", "Albany", "Sacramento", "Saint Paul"])
    #expect(states.confusions.map(\.card) == ["Austin"])
    // The pair joins the capitals and states decks, so it shows under either.
    #expect(states.oneWay.map(\.front) == ["Texas"])

    let elements = try database.statistics(deck: "elements")
    #expect(elements.oneWay.isEmpty)
    #expect(elements.mostMissed.isEmpty)
  }

  @Test func aDeckWithNoGamesHasNothing() throws {
    let stats = try FixedHistory.database().statistics(deck: "nope")
    #expect(stats.games == 0)
    #expect(stats.milliseconds == 0)
    #expect(stats.overall == .init(cards: 0, correct: 0))
    #expect(stats.byDirection.isEmpty)
    #expect(stats.recent.isEmpty && stats.decks.isEmpty && stats.mostMissed.isEmpty)
    #expect(stats.confusions.isEmpty && stats.oneWay.isEmpty)
  }

  @Test func deletingAGameTakesItOutOfTheNumbers() throws {
    let database = try FixedHistory.database()
    try database.deleteGames([4])
    let stats = try database.statistics()

    #expect(stats.games == 5)
    #expect(stats.byDirection[.reverse] == .init(cards: 4, correct: 3))
    #expect(stats.confusions.map(\.card) == ["New York"])
    #expect(stats.mostMissed.first?.card == "Austin")
    #expect(stats.mostMissed.first.map { [$0.seen, $0.missed] } == [1, 1])
  }
}
