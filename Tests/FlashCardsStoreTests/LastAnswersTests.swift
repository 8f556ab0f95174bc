import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Each card's latest answer read by column index (`LastAnswers.readPlain`) against the reading
/// through GRDB rows it replaces, on random histories of three players: games started at the same
/// moment, cards last answered at the same moment by two players, and (in half the runs) values no
/// FlashCards wrote.
@Suite("Last answers")
struct LastAnswersTests {
  @Test(arguments: 1...10 as ClosedRange<UInt64>)
  func readByIndexEqualsReadByRows(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let players = ["ann", "bob", "cy"]
      let databases = try players.map { try AppDatabase(path: path, player: $0) }
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      for _ in 0..<Int.random(in: 5...30, using: &random) {
        // A gap of 0: two games started at the same moment.
        clock += [0, 1, 30, 600, 86_400].randomElement(using: &random) ?? 60
        let database = databases.randomElement(using: &random) ?? databases[0]
        try database.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
      }
      let hostile = seed.isMultiple(of: 2)
      try databases[0].write { db in
        let cards = try String.fetchAll(db, sql: "SELECT DISTINCT card FROM memoryState ORDER BY card")
        func someCard() -> String { cards.randomElement(using: &random) ?? "" }
        // Two players' latest answers at the same moment, and a latest answer when a game started.
        try db.execute(
          sql: "UPDATE memoryState SET lastReview = (SELECT MAX(lastReview) FROM memoryState) WHERE card = ?",
          arguments: [someCard()])
        try db.execute(
          sql: "UPDATE memoryState SET lastReview = (SELECT MIN(playedAt) FROM gameResult) WHERE card = ?",
          arguments: [someCard()])
        guard hostile else { return }
        let changes = [
          "UPDATE cardResult SET correct = 'yes' WHERE card = ?",
          "UPDATE cardResult SET correct = 2.5 WHERE card = ?",
          "UPDATE cardResult SET correct = 1.0 WHERE card = ?",
          "UPDATE cardResult SET correct = NULL WHERE card = ?",
          "UPDATE cardResult SET deck = NULL, direction = NULL WHERE card = ?",
          "UPDATE cardResult SET card = x'41' WHERE card = ?",
          "UPDATE cardResult SET deck = 7 WHERE card = ?",
          "UPDATE OR IGNORE memoryState SET direction = 'sideways' WHERE card = ?",
          "UPDATE memoryState SET lastReview = '12' WHERE card = ?",
          "UPDATE memoryState SET lastReview = 'later' WHERE card = ?",
          "UPDATE gameResult SET playedAt = 5 WHERE id IN (SELECT gameId FROM cardResult WHERE card = ?)",
          "UPDATE OR IGNORE memoryState SET card = card || char(0) WHERE card = ?",
        ]
        for _ in 0..<2 {
          // A change a constraint refuses is left out.
          try? db.execute(sql: changes.randomElement(using: &random) ?? changes[0], arguments: [someCard()])
        }
      }
      try databases[0].read { db in
        for player in [nil] + players {
          for deck in [nil, "capitals", "nope"] {
            let place = "\(player ?? "everyone"), \(deck ?? "every deck")"
            let byRows = Self.outcome { try LastAnswers.readByRows(deck: deck, player: player, in: db) }
            let read = Self.outcome { try LastAnswers.read(deck: deck, player: player, in: db) }
            #expect(read.right == byRows.right && read.error == byRows.error, "\(place)")
            if !hostile {
              let plain = try LastAnswers.readPlain(deck: deck, player: player, in: db)
              #expect(plain != nil && plain?.right == byRows.right, "\(place)")
            }
          }
        }
      }
    }
  }

  static func outcome(_ read: () throws -> LastAnswers) -> (right: [LastAnswers.Key: Bool]?, error: String?) {
    do {
      return (try read().right, nil)
    } catch {
      return (nil, "\(error)")
    }
  }
}
