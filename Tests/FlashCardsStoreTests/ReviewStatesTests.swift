import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// `reviewStates` reads in one pass what `review` plans from; each part must equal a plain query of
/// its own over `memoryState`.
@Suite struct ReviewStatesTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func onePassEqualsAQueryOfEachPart(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      try onePassEqualsAQueryOfEachPart(
        try AppDatabase(path: path, player: "ann"), bob: try AppDatabase(path: path, player: "bob"), seed: seed)
    }
  }

  private func onePassEqualsAQueryOfEachPart(_ database: AppDatabase, bob: AppDatabase, seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var clock = SampleGames.playedAt
    for _ in 0..<12 {
      clock += [600, 86_400, 5 * 86_400].randomElement(using: &random) ?? 600
      try database.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 4000)
    }
    // Another player's states are not the player's; a deck played as another name is.
    try bob.save(SampleGames.played(), playedAt: clock, milliseconds: 4000)
    try database.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO memoryState SELECT player, 'états', direction, card, state, step, stability, difficulty, due,
            lastReview, firstReview, reviews, lapses, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
          FROM memoryState WHERE player = 'ann' AND direction = 'forward'
          """)
    }
    for moment in [clock - 3 * 86_400, clock, clock + 30 * 86_400] {
      for decks in [nil, ["capitals"], ["états", "capitals", "none"]] as [[String]?] {
        let states = try database.reviewStates(player: "ann", decks: decks, dueBy: moment)
        let all = try database.states(player: "ann", decks: decks)
        #expect(states.due == all.filter { $0.memory.due <= moment }, "\(moment) \(String(describing: decks))")
        let played = try database.reviewedDecks(player: "ann").filter { decks?.contains($0.deck) ?? true }
        #expect(states.decks.map(\.deck) == played.map(\.deck))
        #expect(states.decks.map(\.direction) == played.map(\.direction))
        for (deck, direction) in played {
          let cards = all.filter { $0.item.deck == deck && $0.item.direction == direction }.map(\.item.card)
          #expect(states.seenCards(deck: deck, direction: direction) == Set(cards))
        }
      }
    }
    let none = try database.reviewStates(player: "ann", decks: nil, dueBy: nil)
    #expect(none.due.isEmpty)
    #expect(none.decks.count == 3)
  }

  /// Dates of other bytes (a NUL, a byte that is not UTF-8, a year past 9999) read as their text
  /// does. A damaged state stops a review only when it is due; its card is seen either way.
  @Test func damagedAndOddStatesReadAsText() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    let moment = SampleGames.playedAt + 86_400
    let date = "323032352D30312D30312030303A3030"  // 2025-01-01 00:00
    try database.writer.write { db in
      try db.execute(
        sql: """
          UPDATE memoryState SET lastReview = CAST(X'\(date)FF31322E333435' AS TEXT) WHERE card = 'California';
          UPDATE memoryState SET lastReview = CAST(X'\(date)0031322E333435' AS TEXT),
            due = '12026-01-01 00:00:00.000' WHERE card = 'New York';
          """)
    }
    let rows = try database.read { db in
      try Row.fetchAll(db, sql: "SELECT \(MemoryStates.columns) FROM memoryState ORDER BY card")
    }
    let states = try database.states(player: "ann")
    for row in rows {
      // The general path, through the text of each date.
      let asText = [8, 9, 10].map { row.optionalText(at: $0).flatMap(DatabaseDate.dateHeldInRange) }
      let read = try #require(states.first { $0.item.card == row.optionalText(at: 3) })
      #expect([read.memory.due, read.memory.lastReview, read.firstReview] == asText)
    }
    #expect(states.first { $0.item.card == "California" }?.memory.lastReview.timeIntervalSince1970 == 1_735_689_600)

    try database.writer.write { db in
      try db.execute(sql: "UPDATE memoryState SET stability = -1, due = '2027-06-01 00:00:00.000' WHERE card = 'Texas'")
    }
    let damaged = try database.reviewStates(player: "ann", decks: ["capitals"], dueBy: moment)
    #expect(damaged.seenCards(deck: "capitals", direction: .forward).count == 4)
    #expect(throws: StoreError.self) {
      try database.reviewStates(player: "ann", decks: ["capitals"], dueBy: Date(timeIntervalSince1970: 1_900_000_000))
    }
    // A direction no version writes: its card is in no direction's seen cards, its deck not in
    // the decks, and it stops a review only when due.
    try database.writer.write { db in
      try db.execute(sql: "UPDATE memoryState SET stability = 2, direction = 'sideways' WHERE card = 'Texas'")
    }
    let sideways = try database.reviewStates(player: "ann", decks: nil, dueBy: moment)
    #expect(sideways.decks.map(\.direction) == [.forward])
    #expect(sideways.seenCards(deck: "capitals", direction: .forward).count == 3)
    #expect(sideways.due.allSatisfy { $0.item.card != "Texas" })
    #expect(throws: StoreError.damagedMemoryState(deck: "capitals", card: "Texas")) {
      try database.reviewStates(player: "ann", decks: nil, dueBy: Date(timeIntervalSince1970: 1_900_000_000))
    }
  }
}
