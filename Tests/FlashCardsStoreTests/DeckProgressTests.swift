import FlashCardsCore
import Foundation
import GRDB
import Testing

@testable import FlashCardsStore

/// Per-deck progress in `statistics`: which games are full, the records and trend made of them
/// only, coverage, the days played and the streak in local days, and the line after a game.
@Suite("Deck progress: full games, records, coverage, days and streaks")
struct DeckProgressTests {
  static let allRight = [
    "Texas": "Austin", "California": "Sacramento", "New York": "Albany", "Minnesota": "Saint Paul",
  ]
  static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

  /// Plays the sample deck (all four cards, typed) unless told otherwise, and saves it.
  @discardableResult
  static func play(
    _ database: AppDatabase, at playedAt: Date, answers: [String: String] = allRight, count: Int? = nil,
    choices: Int? = nil, retryOf: Int64? = nil, endAfter: Int? = nil, milliseconds: Int = 20_000
  ) throws -> Int64 {
    var session = GameSession(deck: SampleGames.capitals, count: count, choices: choices, seed: 7)
    session.retryOf = retryOf
    while let card = session.currentCard {
      if let endAfter, session.outcomes.count == endAfter {
        session.endEarly()
        break
      }
      let shown = card.shown(in: .forward)
      // Typing the answer's text is accepted in multiple choice too.
      session.answer(answers[shown] ?? "", seconds: 1)
    }
    return try database.save(session, playedAt: playedAt, milliseconds: milliseconds)
  }

  static func day(_ n: Int) -> Date { SampleGames.playedAt + Double(n) * 86_400 }

  @Test func recordsAndTheTrendCountOnlyFullTypedGamesThatAreNotRetries() throws {
    let database = try AppDatabase.inMemory()
    let first = try Self.play(database, at: Self.day(0), answers: ["Texas": "Austin"])  // 1/4, full
    try Self.play(database, at: Self.day(1), retryOf: first, milliseconds: 1_000)  // 4/4, a retry
    try Self.play(database, at: Self.day(2), choices: 3, milliseconds: 1_000)  // 4/4, multiple choice
    try Self.play(database, at: Self.day(3), endAfter: 2, milliseconds: 1_000)  // 2/2, ended early
    try Self.play(database, at: Self.day(4), count: 2, milliseconds: 1_000)  // 2/2, a part of the deck
    let slow = try Self.play(database, at: Self.day(5), milliseconds: 30_000)  // 4/4, full
    let fast = try Self.play(database, at: Self.day(6), milliseconds: 25_000)  // 4/4, full

    let record = try #require(try database.statistics().decks.first)
    #expect(record.games == 7)
    #expect(record.fullGames.map(\.game.id) == [first, slow, fast])
    #expect(record.best.map { [$0.correct, $0.cards] } == [4, 4])
    #expect(record.fastestPerfect?.game.id == fast)
    #expect(record.deckCards == 4)
  }

  @Test func aGameSavedBeforeV5CountsAsFullWhenTypedAndPlayedToTheEnd() throws {
    let database = try AppDatabase.inMemory()
    let old = try Self.play(database, at: Self.day(0), count: 2)
    let oldChoice = try Self.play(database, at: Self.day(1), choices: 3)
    let oldEarly = try Self.play(database, at: Self.day(2), endAfter: 1)
    // Before v5 nothing said how large the deck was, or whether the game was a retry; the games
    // counted again as after another program's edit.
    try database.write { db in
      try db.execute(sql: "UPDATE gameResult SET deckCards = NULL")
      try Summaries.rebuild(player: database.player, in: db)
    }
    let record = try #require(try database.statistics().decks.first)
    #expect(record.fullGames.map(\.game.id) == [old])
    #expect(!record.fullGames.contains { [oldChoice, oldEarly].contains($0.game.id) })
    #expect(record.deckCards == nil)
  }

  @Test func coverageCountsCardsSeenAndThoseWhoseLatestAnswerWasRight() throws {
    let database = try AppDatabase.inMemory()
    // Texas right, California wrong, New York wrong; Minnesota never asked.
    try Self.play(
      database, at: Self.day(0), answers: ["Texas": "Austin", "California": "x", "New York": "x"], endAfter: 3)
    var record = try #require(try database.statistics().decks.first)
    #expect(record.cardsSeen == 3)
    #expect(record.cardsKnown == 1)

    // California and Minnesota right, Texas missed since; New York skipped.
    try Self.play(
      database, at: Self.day(1), answers: ["California": "Sacramento", "Texas": "x", "Minnesota": "Saint Paul"])
    record = try #require(try database.statistics().decks.first)
    #expect(record.cardsSeen == 4)
    #expect(record.cardsKnown == 2)
  }

  @Test func mostMissedLeavesOutACardAnsweredRightSinceItsMisses() throws {
    let database = try AppDatabase.inMemory()
    let missTexas = ["Texas": "x", "California": "Sacramento", "New York": "x", "Minnesota": "Saint Paul"]
    try Self.play(database, at: Self.day(0), answers: missTexas)
    try Self.play(database, at: Self.day(1), answers: missTexas)
    #expect(try database.statistics().mostMissed.map(\.card) == ["New York", "Texas"])

    // Texas, missed twice, is then answered right; New York, missed twice, stays missed.
    var thirdGame = Self.allRight
    thirdGame["New York"] = "x"
    try Self.play(database, at: Self.day(2), answers: thirdGame)
    let missed = try database.statistics().mostMissed
    #expect(missed.map(\.card) == ["New York"])
    #expect(missed.first?.missed == 3)
  }

  /// 2026-03-08: New York's clocks go forward at 2:00 (UTC−5 to UTC−4).
  /// 2026-11-01: they go back at 2:00 (UTC−4 to UTC−5), a 25-hour day.
  static func utc(_ text: String) throws -> Date {
    try #require(DatabaseDate.date(text))
  }

  @Test func daysAreLocalDaysAcrossMidnightAndDaylightSavingTime() throws {
    let database = try AppDatabase.inMemory()
    try Self.play(database, at: try Self.utc("2026-03-08 04:30:00"))  // Sat 7 Mar 23:30 EST
    try Self.play(database, at: try Self.utc("2026-03-08 05:30:00"))  // Sun 8 Mar 00:30 EST
    try Self.play(database, at: try Self.utc("2026-03-09 03:30:00"))  // Sun 8 Mar 23:30 EDT
    try Self.play(database, at: try Self.utc("2026-03-09 23:00:00"))  // Mon 9 Mar 19:00 EDT

    func practise(now: String, in zone: TimeZone) throws -> PractiseDays? {
      try database.statistics(now: try Self.utc(now), timeZone: zone).decks.first?.practise
    }
    // In New York: the 7th, 8th and 9th. In UTC the same games fall on the 8th and 9th only.
    #expect(try practise(now: "2026-03-09 23:30:00", in: Self.newYork) == PractiseDays(days: 3, streak: 3))
    #expect(try practise(now: "2026-03-09 23:30:00", in: .gmt) == PractiseDays(days: 2, streak: 2))
    // Tuesday in New York, no game yet: the streak holds until the day is over.
    #expect(try practise(now: "2026-03-10 20:00:00", in: Self.newYork) == PractiseDays(days: 3, streak: 3))
    // Wednesday: a day was missed.
    #expect(try practise(now: "2026-03-11 20:00:00", in: Self.newYork) == PractiseDays(days: 3, streak: 0))
  }

  @Test func theLongDayWhenClocksGoBackIsOneDay() throws {
    let database = try AppDatabase.inMemory()
    try Self.play(database, at: try Self.utc("2026-11-01 04:30:00"))  // Sun 1 Nov 00:30 EDT
    try Self.play(database, at: try Self.utc("2026-11-02 04:30:00"))  // Sun 1 Nov 23:30 EST
    try Self.play(database, at: try Self.utc("2026-11-02 05:30:00"))  // Mon 2 Nov 00:30 EST
    let practise = try database.statistics(now: try Self.utc("2026-11-02 06:00:00"), timeZone: Self.newYork)
      .decks.first?.practise
    #expect(practise == PractiseDays(days: 2, streak: 2))
  }

  @Test(arguments: [
    ([10, 11, 12], 12, 3), ([10, 11, 12], 13, 3), ([10, 11, 12], 14, 0), ([8, 10, 11], 11, 2), ([5], 5, 1),
    ([Int](), 5, 0),
  ])
  func theStreakEndsTodayOrYesterday(days: [Int], today: Int, streak: Int) {
    #expect(PractiseDays.streak(days, today: today) == streak)
  }

  @Test func theLineAfterAGameComparesItWithEarlierFullGamesOnly() throws {
    let database = try AppDatabase.inMemory()
    let first = try Self.play(database, at: Self.day(0), answers: ["Texas": "Austin", "California": "Sacramento"])
    var context = try #require(try database.context(ofGame: first))
    #expect(context.isFull && context.previous == nil && context.bestBefore == nil)

    let retry = try Self.play(database, at: Self.day(1), retryOf: first)
    #expect(try database.context(ofGame: retry)?.isFull == false)
    let part = try Self.play(database, at: Self.day(2), count: 2)
    #expect(try database.context(ofGame: part)?.isFull == false)

    let second = try Self.play(database, at: Self.day(3), answers: ["Texas": "Austin"])
    context = try #require(try database.context(ofGame: second))
    #expect(context.previous?.game.id == first)
    #expect(context.bestBefore?.game.id == first)

    let third = try Self.play(database, at: Self.day(4))
    context = try #require(try database.context(ofGame: third))
    #expect(context.previous?.game.id == second)
    #expect(context.bestBefore?.game.id == first)
  }
}
