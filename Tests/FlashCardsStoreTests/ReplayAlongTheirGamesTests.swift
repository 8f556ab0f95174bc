import FlashCardsCore
import Foundation
import GRDB
import Testing

@testable import FlashCardsStore

/// A replay of a few cards reads only the games that can hold their answers (their decks' games
/// and reviews), and gives what a replay of every game gives; when the answers it finds do not
/// add up to the cards' tallies, or a game's times are not whole numbers, the replay of every
/// game is used.
@Suite("A replay of a few cards, along their games")
struct ReplayAlongTheirGamesTests {
  /// Two players, capitals both ways (the decks `capitals` and `states`) and reviews mixing two,
  /// games deleted from anywhere: after each deletion the history equals a whole replay, and the
  /// replay of any few cards along their games equals the states a whole replay stored.
  @Test(arguments: [31, 32, 33] as [UInt64])
  func itGivesWhatAWholeReplayGives(seed: UInt64) throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    var random = SeededGenerator(seed: seed)
    var clock = SampleGames.playedAt
    var (deletions, replays) = (0, 0)
    for step in 0..<60 {
      clock += [30, 600, 3 * 3600, 86_400, 3 * 86_400].randomElement(using: &random) ?? 60
      let player = Bool.random(using: &random) ? "ann" : "bob"
      let game =
        Int.random(in: 0..<4, using: &random) == 0
        ? Self.review(using: &random, player: player, playedAt: clock)
        : FinishedGame(MemoryStateTests.randomGame(using: &random), player: player, playedAt: clock, milliseconds: 9000)
      try Self.insert(game, into: database)
      if step > 10, Int.random(in: 0..<3, using: &random) == 0 {
        let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult") }
        if let id = ids.randomElement(using: &random) { try database.deleteGames([id]) }
        try expectInsertsEqualAWholeReplay(database, "seed \(seed), step \(step)")
        deletions += 1
      }
      let items = try Self.someItems(of: database, using: &random)
      let (stored, along) = try Self.statesWrittenAlongTheirGames(items, in: database)
      #expect(along != nil, "seed \(seed), step \(step): the answers add up")
      #expect(along == stored, "seed \(seed), step \(step)")
      replays += 1
    }
    #expect(deletions > 5 && replays == 60)
  }

  /// A card that names its own deck in a game of another deck, which this program never writes:
  /// its answers are not all in the games read along, so every game is replayed.
  @Test func aCardNamingItsOwnDeckInAnotherDecksGameIsReplayedFromEveryGame() throws {
    var random = SeededGenerator(seed: 5)
    let database = try Self.twelveGamesOfAnn(using: &random)
    // The first game's cards move to a deck of their own, the game to a deck no card is of.
    try database.writer.write { db in
      let first = try #require(try Int64.fetchOne(db, sql: "SELECT MIN(id) FROM gameResult"))
      try db.execute(
        sql: "UPDATE cardResult SET deck = (SELECT deck FROM gameResult WHERE id = ?1) WHERE gameId = ?1",
        arguments: [first])
      try db.execute(sql: "UPDATE gameResult SET deck = 'elsewhere' WHERE id = ?", arguments: [first])
    }
    let items = try Self.someItems(of: database, using: &random, all: true)
    #expect(try Self.statesWrittenAlongTheirGames(items, in: database).along == nil)
    let last = try #require(
      try database.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) - 3 FROM gameResult") })
    try database.deleteGames([last])
    try expectInsertsEqualAWholeReplay(database, "a card of its own deck")
  }

  /// A time that is not a whole number (SQL sums it as it is; a replay along the games would read
  /// none): every game is replayed, as before.
  @Test func aTimeThatIsNoWholeNumberIsReplayedFromEveryGame() throws {
    var random = SeededGenerator(seed: 6)
    let database = try Self.twelveGamesOfAnn(using: &random)
    try database.writer.write { db in
      try db.execute(sql: "UPDATE cardResult SET milliseconds = 1500.5 WHERE gameId = (SELECT MIN(id) FROM gameResult)")
    }
    let items = try Self.someItems(of: database, using: &random, all: true)
    #expect(try Self.statesWrittenAlongTheirGames(items, in: database).along == nil)
  }

  // MARK: - Helpers

  /// A history of twelve random games of ann's, a day apart.
  static func twelveGamesOfAnn(using random: inout SeededGenerator) throws -> AppDatabase {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    var clock = SampleGames.playedAt
    for _ in 0..<12 {
      clock += 86_400
      try insert(
        FinishedGame(MemoryStateTests.randomGame(using: &random), player: "ann", playedAt: clock, milliseconds: 9000),
        into: database)
    }
    return database
  }

  static func insert(_ game: FinishedGame, into database: AppDatabase) throws {
    try database.writer.write { db in
      _ = try game.insert(db, player: game.player ?? "ann")
    }
  }

  /// A review as `review` saves one: the cards of two decks, each naming its deck and direction,
  /// the game named by the list of its decks. The second deck's name is another deck's with "more"
  /// before it: the same card texts in two decks of one game.
  static func review(using random: inout SeededGenerator, player: String, playedAt: Date) -> FinishedGame {
    var game = FinishedGame(
      MemoryStateTests.randomGame(using: &random), player: player, playedAt: playedAt, milliseconds: 9000)
    var other = FinishedGame(
      MemoryStateTests.randomGame(using: &random), player: player, playedAt: playedAt, milliseconds: 9000)
    other.deck = "more " + other.deck
    let cards =
      game.cards.map { ($0, game.deck, game.direction) } + other.cards.map { ($0, other.deck, other.direction) }
    game.mode = GameMode.review.rawValue
    game.deck = "capitals, states"
    game.direction = Direction.forward.rawValue
    game.cards = cards.enumerated().map { index, entry in
      var (card, deck, direction) = entry
      card.position = index + 1
      card.deck = deck
      card.direction = direction
      return card
    }
    return game
  }

  /// A few items of the history's states (every one with `all`), of either player.
  static func someItems(
    of database: AppDatabase, using random: inout SeededGenerator, all: Bool = false
  ) throws -> Set<ReviewItem> {
    let stored = try database.read { db in
      try Row.fetchAll(db, sql: "SELECT \(MemoryStates.columns) FROM memoryState").map(MemoryStates.decode)
    }
    return Set(stored.filter { _ in all || Int.random(in: 0..<3, using: &random) == 0 }.map(\.item))
  }

  /// The states table and the card results' predictions as they are, and as they are once the
  /// states of `items` are replaced by their replay along their games (nil when it gives up);
  /// the history is left as it was.
  static func statesWrittenAlongTheirGames(
    _ items: Set<ReviewItem>, in database: AppDatabase
  ) throws -> (stored: [[Row]], along: [[Row]]?) {
    func snapshot(_ db: Database) throws -> [[Row]] {
      try [
        "SELECT \(MemoryStates.columns) FROM memoryState ORDER BY player, deck, direction, card",
        "SELECT gameId, position, recallPredicted, countedDay FROM cardResult ORDER BY gameId, position",
      ].map { try Row.fetchAll(db, sql: $0) }
    }
    return try database.writer.writeWithoutTransaction { db in
      let stored = try snapshot(db)
      var along: [[Row]]?
      try db.inTransaction {
        if let states = try MemoryStates.replayAlongTheirGames(items, in: db) {
          try MemoryStates.remove(items, in: db)
          try MemoryStates.insert(states, in: db)
          along = try snapshot(db)
        }
        return .rollback
      }
      return (stored, along)
    }
  }
}
