import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// The card and confusion tallies grouped in Swift (`TallyGroups`) against the SQL `GROUP BY` they
/// replace, on random tables of several players: names spelled with the same characters in other
/// bytes, ties in every sort key, and (in half the runs) values no FlashCards wrote.
@Suite("Tally groups")
struct TallyGroupsTests {
  static let players = ["ann", "bob", "cy", "dé"]
  /// "é" twice, in other code points: SQLite keeps them apart, Swift's `==` does not.
  static let names = ["a", "b", "ab", "é", "e\u{301}", "Ω", "zz"]

  @Test(arguments: 1...12 as ClosedRange<UInt64>)
  func groupedInSwiftEqualsGroupedInSQL(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let hostile = seed.isMultiple(of: 2)
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try database.write { db in
      for _ in 0..<Int.random(in: 0...120, using: &random) {
        func pick(_ values: [String]) -> String { values.randomElement(using: &random) ?? "" }
        let count = { (random: inout SeededGenerator) in Int.random(in: 0...3, using: &random) }
        try db.execute(
          sql: "INSERT OR REPLACE INTO cardTally VALUES (?, ?, ?, ?, ?, ?, ?)",
          arguments: [
            pick(Self.players), pick(Self.names), pick(["forward", "reverse"]), pick(Self.names), pick(Self.names),
            count(&random), count(&random),
          ])
        try db.execute(
          sql: "INSERT OR REPLACE INTO confusionTally VALUES (?, ?, ?, ?, ?, ?)",
          arguments: [
            pick(Self.players), pick(Self.names), pick(Self.names), pick(Self.names), pick(Self.names), count(&random),
          ])
      }
      if hostile {
        let table = Bool.random(using: &random) ? "cardTally" : "confusionTally"
        let column =
          table == "cardTally" ? ["deck", "direction", "card", "expected", "seen"] : ["card", "answer", "times"]
        let value = [
          "x'6162'", "'a' || char(0) || 'b'", "cast(x'ff61' AS TEXT)", "'sideways'", "'abc'", "2.5", "-1",
          "1099511627776", "9223372036854775807",
        ]
        try db.execute(
          sql: """
            UPDATE OR IGNORE \(table) SET \(column.randomElement(using: &random) ?? "card") = \(value.randomElement(using: &random) ?? "1")
            WHERE card IN (SELECT card FROM \(table) LIMIT 1)
            """)
      }
    }
    try database.read { db in
      for player in [nil] + Self.players {
        let plain = try TallyGroupsTests.outcome { try Statistics.CardTally.read(player: player, in: db) }
        let sql = try TallyGroupsTests.outcome { try Statistics.CardTally.grouped(player: player, in: db) }
        #expect(plain == sql, "card tallies of \(player ?? "everyone")")
        for deck in [nil] + Self.names {
          let limit = [-1, 0, 1, 3, 10].randomElement(using: &random) ?? 10
          let plain = try TallyGroupsTests.outcome {
            try Statistics.Confusion.read(deck: deck, player: player, limit: limit, in: db)
          }
          let sql = try TallyGroupsTests.outcome {
            try Statistics.Confusion.grouped(deck: deck, player: player, limit: limit, in: db)
          }
          #expect(plain == sql, "confusions of \(player ?? "everyone"), \(deck ?? "every deck"), \(limit)")
        }
      }
      if !hostile {
        // The plain tables never fall back to the SQL.
        let statement = try db.makeStatement(sql: "SELECT deck, direction, card, expected, seen, missed FROM cardTally")
        #expect(try TallyGroups.read(statement, keys: 0..<3, largest: 3, sums: [4, 5]) != nil)
      }
    }
  }

  /// What a read gave, byte for byte (Swift's `==` on strings would take "é" for "e\u{301}"), or
  /// the error it stopped with.
  static func outcome<T>(_ read: () throws -> [T]) throws -> String {
    do {
      return try read().map { value in
        Mirror(reflecting: value).children.map { child in
          (child.value as? String).map { "\(Array($0.utf8))" } ?? "\(child.value)"
        }.joined(separator: " ")
      }.joined(separator: "\n")
    } catch {
      return "error: \(error)"
    }
  }
}
