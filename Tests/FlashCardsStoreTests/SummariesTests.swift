import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// What the history derives (`Summaries`) is counted in and out on every write: after receives
/// (a player new here, one with games, deletions among the games, a teacher's copy of another
/// player), saves and deletions, every table equals what counting every game again from scratch
/// leaves (`Summaries.rebuild`), and a plain aggregation of the games; a failure in the middle of
/// a receive leaves the history as it was.
@Suite("Summaries kept on the write path")
struct SummariesTests {
  @Test(arguments: [21, 22, 23, 24, 25, 26] as [UInt64])
  func everyTableEndsAsACountFromScratchLeavesIt(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let ann = try Self.sentGames(count: 40, using: &random)
    let cleo = try Self.sentGames(count: 12, using: &random)
    let later = try Self.sentGames(count: 8, using: &random)
    let setting = try Self.parametersSetting(at: SampleGames.playedAt + 86_400)
    let shuffled = Array(ann[..<30]).shuffled(using: &random)
    let twice = Int.random(in: 0..<30, using: &random)
    let deleteAfter = [nil, 5, 20].randomElement(using: &random) ?? nil
    let withSetting = Bool.random(using: &random)
    let unknown = SyncTombstone(gameID: UUID(), deletedAt: SampleGames.playedAt, deletedBy: "ann")

    let history = try Self.historyOfBob(path: AppDatabase.inMemoryPath, seed: seed)
    // Ann's first receive: new here.
    _ = try history.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
      _, changes in
      if withSetting { try changes.setting(setting) }
      try changes.tombstone(unknown)
      for (index, game) in shuffled.enumerated() {
        try changes.game(game)
        if index == twice { try changes.game(game) }
        if index == deleteAfter {
          try changes.tombstone(SyncTombstone(gameID: shuffled[1].id, deletedAt: game.playedAt, deletedBy: "ann"))
        }
      }
      return "1"
    }
    // Ann again: she has games now; then a deletion of one of her older games.
    _ = try history.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
      _, changes in
      for game in ann[30...] { try changes.game(game) }
      try changes.tombstone(SyncTombstone(gameID: ann[2].id, deletedAt: ann[39].playedAt, deletedBy: "ann"))
      return "2"
    }
    _ = try history.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
      _, changes in
      for game in ann[36...] { try changes.game(game) }
      for game in later { try changes.game(game) }
      return "4"
    }
    // A teacher's copy: another new player.
    _ = try history.receive(serverID: SyncLedgerTests.server, login: "teacher", scope: "cleo", player: "cleo") {
      _, changes in
      for game in cleo { try changes.game(game) }
      return "3"
    }
    var saving = SeededGenerator(seed: seed &+ 7)
    try history.save(
      MemoryStateTests.randomGame(using: &saving), playedAt: SampleGames.playedAt + 90 * 86_400, milliseconds: 4000)
    try expectTallyTableEqualsItsAnswers(history)
    try expectRecordsAndCalibrationEqualAPlainAggregation(history, since: SampleGames.playedAt)
    let kept = try Self.countedTables(history)
    try history.write { db in
      for player in ["ann", "bob", "cleo"] { try Summaries.rebuild(player: player, in: db) }
    }
    Self.expectSame(kept, try Self.countedTables(history), "seed \(seed)")
    #expect((kept["gameResult"]?.count ?? 0) > 40, "the games went in")
    #expect(kept["gameResult"]?.contains { $0["isFull"] as Bool } == true, "some games were full")
  }

  /// A game that cannot go in (a verdict, mode or direction no version writes; two cards at one
  /// position), after some that did, and an error of the caller: the history is as it was, table
  /// by table, and the next writes check the values.
  @Test func aFailureInTheMiddleLeavesTheHistoryAsItWas() throws {
    var random = SeededGenerator(seed: 31)
    let games = try Self.sentGames(count: 20, using: &random)
    // Each refused by a CHECK constraint.
    var hostiles = Array(repeating: games[15], count: 5)
    hostiles[0].cards[0].verdict = "bribed"
    hostiles[1].cards[hostiles[1].cards.count - 1].verdict = "Wrong"
    hostiles[2].cards[0].direction = "sideways"
    hostiles[3].mode = "cram"
    hostiles[4].direction = "Forward"
    var twoFirsts = games[16]
    if twoFirsts.cards.count == 1 { twoFirsts.cards.append(twoFirsts.cards[0]) }
    twoFirsts.cards[1].position = twoFirsts.cards[0].position
    struct Lost: Error {}
    try withTemporaryFolder { folder in
      let failed = try Self.historyOfBob(path: folder.appendingPathComponent("failed.sqlite").path, seed: 31)
      let untouched = try Self.historyOfBob(path: folder.appendingPathComponent("untouched.sqlite").path, seed: 31)
      let before = try Self.everyTable(failed)
      let failures: [(_ changes: ReceivedChanges) throws -> Void] =
        hostiles.map { hostile in
          { changes in
            for game in games[..<15] { try changes.game(game) }
            try changes.game(hostile)
          }
        } + [
          { changes in
            // A second card at the same position.
            for game in games[..<15] { try changes.game(game) }
            try changes.game(twoFirsts)
          },
          { changes in
            for game in games[..<15] { try changes.game(game) }
            throw Lost()
          },
        ]
      for (index, failure) in failures.enumerated() {
        #expect(throws: (any Error).self, "failure \(index)") {
          _ = try failed.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
            _, changes in
            try failure(changes)
            return "1"
          }
        }
        Self.expectSame(try Self.everyTable(failed), before, "failure \(index)")
      }
      // The connection checks again.
      let refused = #expect(throws: (any Error).self) {
        try failed.write { db in
          try db.execute(
            sql: """
              INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, milliseconds)
                SELECT MAX(id), 99, 'c', 'e', 'a', 'bribed', 0, 1 FROM gameResult
              """)
        }
      }
      #expect("\(refused.map { "\($0)" } ?? "")".contains("CHECK constraint failed"))
      // Bob's next game on the connection that failed; then Ann's games go in.
      for history in [failed, untouched] {
        try history.save(SampleGames.played(), playedAt: SampleGames.playedAt + 90 * 86_400, milliseconds: 5000)
        _ = try history.receive(serverID: SyncLedgerTests.server, login: "ann", scope: "ann", player: "ann") {
          _, changes in
          for game in games[..<15] { try changes.game(game) }
          return "1"
        }
      }
      Self.expectSame(try Self.everyTable(failed), try Self.everyTable(untouched), "after the failures")
    }
  }

  /// Bob has played here: Ann's games must leave his rows alone.
  static func historyOfBob(path: String, seed: UInt64) throws -> AppDatabase {
    let history = try AppDatabase(path: path, player: "bob")
    var random = SeededGenerator(seed: seed &+ 1000)
    for day in 0..<6 {
      try history.save(
        MemoryStateTests.randomGame(using: &random), playedAt: SampleGames.playedAt + Double(day) * 86_400,
        milliseconds: 7000)
    }
    return history
  }

  /// Games as another device of Ann's sends them: random games in both directions, days apart;
  /// some under another deck, some reviews of cards of two decks, some retries of earlier games,
  /// some with text that differs only in how its accents are encoded.
  static func sentGames(count: Int, using random: inout SeededGenerator) throws -> [SyncGame] {
    let device = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    var clock = SampleGames.playedAt
    for _ in 0..<count {
      clock += [30, 600, 3 * 3600, 86_400, 3 * 86_400].randomElement(using: &random) ?? 60
      try device.save(
        MemoryStateTests.randomGame(using: &random), playedAt: clock,
        milliseconds: Int.random(in: 1000...90_000, using: &random))
    }
    var games: [SyncGame] = []
    var outbox = try device.unsentGames(player: "ann")
    while let page = try outbox.nextPage() {
      games += page
      try device.markGamesSent(page.map(\.id))
    }
    games.sort { $0.playedAt < $1.playedAt }
    for index in games.indices {
      switch Int.random(in: 0..<5, using: &random) {
      case 0: games[index].deck = "capitals (second half)"
      case 1:
        games[index].mode = GameMode.review.rawValue
        games[index].deckCards = nil
        for card in games[index].cards.indices {
          games[index].cards[card].deck = Bool.random(using: &random) ? "capitals" : "elements"
          games[index].cards[card].direction = Bool.random(using: &random) ? "forward" : "reverse"
        }
      case 2 where index > 0: games[index].retryOf = games[Int.random(in: 0..<index, using: &random)].id
      case 3:
        // Answers whose text Swift's `==` takes for one and SQLite keeps apart (composed and
        // decomposed accents), and a NUL: the tallies group the bytes stored. (Not card names:
        // the memory states take canonically equal names for one card.)
        let spellings = ["Zürich", "Zu\u{308}rich", "Z\u{0}rich"]
        games[index].deck = "capitals (é)"
        for card in games[index].cards.indices where Bool.random(using: &random) {
          games[index].cards[card].expected = spellings.randomElement(using: &random) ?? ""
          games[index].cards[card].answer = spellings.randomElement(using: &random) ?? ""
          games[index].cards[card].confusedWith = spellings.randomElement(using: &random)
          games[index].cards[card].correct = false
        }
      default: break
      }
    }
    return games
  }

  /// New parameters, as another device sends them.
  static func parametersSetting(at date: Date) throws -> SyncSetting {
    let device = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    _ = try device.setParameters(TalliesTests.otherParameters, of: "ann")
    var setting = try #require(try device.unsentSettings(player: "ann").first)
    setting.changedAt = date
    return setting
  }

  /// `everyTable`, but for the expected answer of a card's last miss and the last answer that
  /// confused a card (a deletion takes a miss out, not what it left there, where a count from
  /// scratch finds the remaining games' last), and the states kept from before the latest games.
  static func countedTables(_ database: AppDatabase) throws -> [String: [Row]] {
    var tables = try everyTable(database)
    try database.read { db in
      tables["cardTally"] = try Row.fetchAll(
        db, sql: "SELECT player, deck, direction, card, seen, missed FROM cardTally ORDER BY 1, 2, 3, 4")
      tables["confusionTally"] = try Row.fetchAll(
        db, sql: "SELECT player, deck, card, confusedWith, times FROM confusionTally ORDER BY 1, 2, 3, 4")
      // A replay keeps no state from before each card's latest game (a deletion then replays).
      tables["memoryState"] = try Row.fetchAll(
        db, sql: "SELECT \(MemoryStates.columns) FROM memoryState ORDER BY player, deck, direction, card")
    }
    return tables
  }

  /// Every row of every table, in order of all its columns, and the schema table with its row numbers.
  static func everyTable(_ database: AppDatabase) throws -> [String: [Row]] {
    try database.read { db in
      var tables = [
        "sqlite_schema": try Row.fetchAll(db, sql: "SELECT rowid, * FROM sqlite_schema ORDER BY rowid")
      ]
      for name in try String.fetchAll(db, sql: "SELECT name FROM sqlite_schema WHERE type = 'table'") {
        let order = (1...(try db.columns(in: name).count)).map(String.init).joined(separator: ", ")
        tables[name] = try Row.fetchAll(db, sql: "SELECT * FROM \(name.quotedDatabaseIdentifier) ORDER BY \(order)")
      }
      // Bob's games are saved here, each history giving them a random identity of its own.
      let columns = try db.columns(in: "gameResult").map {
        $0.name == "uuid" ? "CASE WHEN player = 'bob' THEN NULL ELSE uuid END AS uuid" : $0.name
      }
      tables["gameResult"] = try Row.fetchAll(
        db, sql: "SELECT \(columns.joined(separator: ", ")) FROM gameResult ORDER BY id")
      // And a memory state names its latest game by that identity (v13): by its number here.
      let states = try db.columns(in: "memoryState").map {
        $0.name == "beforeGame" ? "(SELECT id FROM gameResult WHERE uuid = beforeGame) AS beforeGame" : $0.name
      }
      tables["memoryState"] = try Row.fetchAll(
        db, sql: "SELECT \(states.joined(separator: ", ")) FROM memoryState ORDER BY player, deck, direction, card")
      return tables
    }
  }

  static func expectSame(
    _ one: [String: [Row]], _ other: [String: [Row]], _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(one.keys.sorted() == other.keys.sorted(), "\(comment)", sourceLocation: sourceLocation)
    for (table, rows) in one.sorted(by: { $0.key < $1.key }) {
      // One line a table that differs, and its first row that does.
      let others = other[table] ?? []
      let first =
        zip(rows, others).first { $0 != $1 }.map { "\($0.0) against \($0.1)" }
        ?? "\(rows.count) against \(others.count) rows"
      let same = rows == others
      #expect(same, "\(comment): \(table): \(first)", sourceLocation: sourceLocation)
    }
  }
}
