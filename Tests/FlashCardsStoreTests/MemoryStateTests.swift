import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// The `memoryState` table against a replay of the card results written here, independently of the
/// store's own replay: read every card result, order by time, and fold it through the scheduler.
@Suite("Memory states")
struct MemoryStateTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func theTableEqualsAReplayAfterRandomPlaysAndDeletes(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let players = try ["ann", "bob"].map { try AppDatabase(path: path, player: $0) }
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      for _ in 0..<40 {
        if Int.random(in: 0..<5, using: &random) == 0 {
          let ids = try players[0].read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult") }
          if let id = ids.randomElement(using: &random) { try players[0].deleteGames([id]) }
        } else {
          // Minutes to weeks apart; now and then a game from before the last one (kept pending, saved late).
          let gap: TimeInterval = [30, 600, 86_400, 4 * 86_400, 20 * 86_400].randomElement(using: &random) ?? 60
          clock += gap
          let playedAt = Int.random(in: 0..<6, using: &random) == 0 ? clock - 2 * 86_400 : clock
          let session = MemoryStateTests.randomGame(using: &random)
          let player = try #require(players.randomElement(using: &random))
          try player.save(session, playedAt: playedAt, milliseconds: 9000)
        }
        try expectTableEqualsReplay(players[0])
      }
      #expect(try players[0].read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState") } ?? 0 > 0)
    }
  }

  /// Saving a game writes the states of its own cards and no other: an upgrade's full replay is
  /// never repeated on save, whatever the size of the history.
  @Test func savingAGameWritesOnlyTheStatesOfItsOwnCards() throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    try database.save(
      SampleGames.played(direction: .reverse, answers: [:]), playedAt: SampleGames.playedAt + 60, milliseconds: 5000)
    try database.writer.write { db in
      try db.execute(
        sql: """
          CREATE TEMP TABLE written (card TEXT);
          CREATE TEMP TRIGGER memoryState_written AFTER INSERT ON main.memoryState BEGIN
            INSERT INTO written VALUES (NEW.card);
          END;
          CREATE TEMP TRIGGER memoryState_deleted AFTER DELETE ON main.memoryState BEGIN
            INSERT INTO written VALUES (OLD.card);
          END;
          """)
    }
    var twoCards = GameSession(deck: SampleGames.capitals, count: 2, seed: 3)
    while let card = twoCards.currentCard { twoCards.answer(card.back[0], seconds: 1) }
    try database.save(twoCards, playedAt: SampleGames.playedAt + 120, milliseconds: 2000)

    let written = try database.read { db in try String.fetchAll(db, sql: "SELECT card FROM written ORDER BY card") }
    #expect(written == twoCards.cards.map { $0.front[0] }.sorted())
    #expect(try database.states(player: database.player).count == 8)
    try expectTableEqualsReplay(database)
  }

  @Test func theColumnCountIsTheColumnsNamed() {
    #expect(MemoryStates.columnCount == MemoryStates.columns.split(separator: ",").count)
  }

  @Test func deletingEveryGameLeavesNoState() throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    try database.deleteAllGames(of: nil)
    #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState") } == 0)
  }

  @Test func aSavedGameHasAStateForEachCardOfItsPlayer() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    let states = try database.states(player: "ann")
    #expect(states.count == 4)
    #expect(Set(states.map(\.item.deck)) == ["capitals"])
    let texas = try #require(states.first { $0.item.card == "Texas" })
    // Right at the first review: Good, the learning step of 10 minutes from when it was answered
    // (the game's start plus its time and the earlier cards': 1.25 s for the first, 2.5 s for the second…).
    let position = Double(try #require(SampleGames.played().outcomes.first { $0.shown == "Texas" }).position)
    #expect(texas.memory.state == .learning)
    #expect(texas.memory.due == SampleGames.playedAt + 1.25 * position * (position + 1) / 2 + 600)
    #expect(try database.states(player: "bob").isEmpty)
  }

  @Test func aDamagedStateIsReplayedWhenItsCardIsPlayedAgain() throws {
    let database = try AppDatabase.inMemory()
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 5000)
    try database.writer.write { db in
      try db.execute(sql: "UPDATE memoryState SET stability = -1, difficulty = 99 WHERE card = 'Texas'")
    }
    #expect(throws: StoreError.self) {
      try database.reviewStates(player: database.player, decks: ["capitals"], dueBy: .distantFuture)
    }
    try database.save(SampleGames.played(), playedAt: SampleGames.playedAt + 86_400, milliseconds: 5000)
    try expectTableEqualsReplay(database)
  }

  /// A game of a random part of the sample deck, in either direction, with random verdicts.
  static func randomGame(using random: inout SeededGenerator) -> GameSession {
    let direction: Direction = Bool.random(using: &random) ? .forward : .reverse
    var session = GameSession(
      deck: SampleGames.capitals, direction: direction, count: Int.random(in: 1...4, using: &random),
      seed: random.next())
    while let card = session.currentCard {
      let right = card.answers(in: direction)[0]
      let typed = [right, String(right.dropLast()), "Nowhere", ""].randomElement(using: &random) ?? right
      session.answer(typed, seconds: Double(Int.random(in: 1...20_000, using: &random)) / 1000)
    }
    return session
  }
}

/// Every row of `memoryState` is the state a replay of the item's card results gives, and every
/// item with card results has a row; every card result's `recallPredicted` is the recall of the
/// replayed state just before it (NULL for an item's first answer). `scheduler`: each player's.
func expectTableEqualsReplay(
  _ database: AppDatabase, scheduler: (_ player: String) -> Scheduler = { _ in .default },
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try database.read { db in
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT player, COALESCE(cardResult.deck, gameResult.deck) AS deck,
          COALESCE(cardResult.direction, gameResult.direction) AS direction, card, verdict, playedAt,
          cardResult.milliseconds AS milliseconds, gameId, position, recallPredicted
        FROM cardResult JOIN gameResult ON gameResult.id = gameId
        ORDER BY playedAt, gameId, position
        """)
    var elapsed: [Int64: Int] = [:]
    var reviews: [ReviewItem: [(grade: Grade, at: Date)]] = [:]
    var replayed: [ReviewItem: MemoryState] = [:]
    for row in rows {
      let gameId: Int64 = row["gameId"]
      elapsed[gameId, default: 0] += row["milliseconds"] as Int
      let start = try #require(DatabaseDate.date(row["playedAt"]))
      let startMilliseconds = Int((start.timeIntervalSince1970 * 1000).rounded())
      let at = Date(timeIntervalSince1970: Double(startMilliseconds + (elapsed[gameId] ?? 0)) / 1000)
      let item = ReviewItem(
        player: row["player"], deck: row["deck"], direction: try #require(Direction(rawValue: row["direction"])),
        card: row["card"])
      let grade = try #require(Verdict(rawValue: row["verdict"])).grade
      let predicted = replayed[item].map { scheduler(item.player).retrievability(of: $0, at: at) }
      #expect(
        row["recallPredicted"] as Double? == predicted, "\(item) at \(at)", sourceLocation: sourceLocation)
      replayed[item] = scheduler(item.player).review(replayed[item], grade: grade, at: at, item: item)
      reviews[item, default: []].append((grade, at))
    }
    let stored = try Row.fetchAll(db, sql: "SELECT \(MemoryStates.columns) FROM memoryState").map(MemoryStates.decode)
    #expect(stored.count == reviews.count, sourceLocation: sourceLocation)
    for state in stored {
      let history = try #require(reviews[state.item], sourceLocation: sourceLocation)
      let replayed = try #require(scheduler(state.item.player).replay(history, item: state.item))
      // Dates are stored to the millisecond.
      #expect(DatabaseDate.text(state.memory.due) == DatabaseDate.text(replayed.due), sourceLocation: sourceLocation)
      #expect(
        DatabaseDate.text(state.memory.lastReview) == DatabaseDate.text(replayed.lastReview),
        sourceLocation: sourceLocation)
      #expect(
        DatabaseDate.text(state.firstReview) == DatabaseDate.text(history[0].at), sourceLocation: sourceLocation)
      var comparable = state.memory
      (comparable.due, comparable.lastReview) = (replayed.due, replayed.lastReview)
      #expect(comparable == replayed, "\(state.item)", sourceLocation: sourceLocation)
    }
  }
}
