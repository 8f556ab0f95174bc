import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Everyone's days played are read from v14's `everyoneDay`, which its triggers keep; they must be
/// the days the players' rows grouped by day give, also when another program wrote dates that are
/// no plain text.
@Suite("Everyone's days played")
struct EveryonesDaysTests {
  @Test(arguments: 1...4, [["ann", "bob", "zoé"], ["zoé"]])
  func everyonesDaysAreThoseOfThePlayersRows(seed: UInt64, players: [String]) throws {
    try withTemporaryFolder { folder in
      try everyonesDays(path: folder.appendingPathComponent("history.sqlite").path, seed: seed, names: players)
    }
  }

  private func everyonesDays(path: String, seed: UInt64, names: [String]) throws {
    var random = SeededGenerator(seed: seed)
    let players = try names.map { try AppDatabase(path: path, player: $0) }
    let database = try #require(players.first)
    var clock = SampleGames.playedAt
    for _ in 0..<60 {
      clock += [300, 4 * 3600, 9 * 3600, 86_400, 3 * 86_400].randomElement(using: &random) ?? 300
      let player = players.randomElement(using: &random) ?? database
      _ = try player.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
    }
    try expectEveryonesDaysAsThePlayersRows(database, now: clock, seed: seed)
    // Dates another program wrote: a number, a blob, text of another shape, a day's date followed by
    // bytes that are no UTF-8 (above the bound of the day's seeks), text that is not ASCII.
    let odd: [DatabaseValue] = [
      20_260_101.databaseValue, Data("2026-03-01 10:00:00.000".utf8).databaseValue, "yesterday".databaseValue,
      "2026-3-1 10:00".databaseValue, "2026-03-0١ 10:00".databaseValue,
    ]
    for value in odd {
      try database.writer.write { db in
        let id = try Int64.fetchOne(db, sql: "SELECT id FROM gameResult ORDER BY random() LIMIT 1")
        try db.execute(sql: "UPDATE gameResult SET playedAt = ? WHERE id = ?", arguments: [value, id])
      }
      try expectEveryonesDaysAsThePlayersRows(database, now: clock, seed: seed)
    }
    try database.writer.write { db in
      try db.execute(
        sql: """
          UPDATE gameResult SET playedAt = substr(playedAt, 1, 10) || CAST(X'F5' AS TEXT) || ' 10:00'
          WHERE id = (SELECT MAX(id) FROM gameResult)
          """)
    }
    try expectEveryonesDaysAsThePlayersRows(database, now: clock, seed: seed)
  }

  /// Compared as sqlite3 left it (its keys queued: the players' rows are read), then once a write of
  /// the store has grouped the queued days again into `everyoneDay`, which is then read.
  private func expectEveryonesDaysAsThePlayersRows(_ database: AppDatabase, now: Date, seed: UInt64) throws {
    try expectSameDays(database, now: now, seed: seed)
    try database.write { _ in }
    #expect(try database.read { db in try EveryonesTallies.isCurrent("everyoneDay", in: db) }, "seed \(seed)")
    try expectSameDays(database, now: now, seed: seed)
  }

  private func expectSameDays(_ database: AppDatabase, now: Date, seed: UInt64) throws {
    try database.read { db in
      let decks = try String.fetchAll(db, sql: "SELECT DISTINCT deck FROM gameResult") + ["none"]
      for zone in DaysPlayedTests.zones {
        for deck in decks {
          let sought = try PractiseDays.read(deck: deck, player: nil, now: now, timeZone: zone, in: db)
          let grouped = try PractiseDays.read(
            deck: deck, player: nil, now: now, timeZone: zone, in: db, throughPlayedDay: true)
          #expect(sought == grouped, "seed \(seed), \(deck), \(zone.identifier)")
        }
      }
    }
  }
}
