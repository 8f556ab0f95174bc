import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Each card's latest answer (`LastAnswers.read`: what "known" means in `stats`) against a plain
/// reading of every card result in the order they were given, on random histories of three players
/// sharing one file.
@Suite("Last answers")
struct LastAnswersTests {
  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func latestAnswerIsTheLastCardResultOfTheCard(seed: UInt64) throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let players = ["ann", "bob", "cy"]
      let databases = try players.map { try AppDatabase(path: path, player: $0) }
      var random = SeededGenerator(seed: seed)
      var clock = SampleGames.playedAt
      for _ in 0..<Int.random(in: 5...30, using: &random) {
        // Games of at most 80 seconds: each ends before the next starts.
        clock += [600, 3_600, 86_400].randomElement(using: &random) ?? 600
        let database = databases.randomElement(using: &random) ?? databases[0]
        try database.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
      }
      try databases[0].read { db in
        for player in [nil] + players {
          for deck in [nil, "capitals", "nope"] {
            let read = try LastAnswers.read(deck: deck, player: player, in: db)
            let plain = try Self.lastAnswers(deck: deck, player: player, in: db)
            #expect(read.right == plain, "\(player ?? "everyone"), \(deck ?? "every deck")")
          }
        }
        #expect(try !Self.lastAnswers(deck: nil, player: nil, in: db).isEmpty)
      }
    }
  }

  /// The plain reading: every card result in time order, the last of each card kept.
  static func lastAnswers(deck: String?, player: String?, in db: Database) throws -> [LastAnswers.Key: Bool] {
    var right: [LastAnswers.Key: Bool] = [:]
    for row in try Row.fetchAll(
      db,
      SQLRequest<Row>(
        literal: """
          SELECT COALESCE(c.deck, g.deck), COALESCE(c.direction, g.direction), c.card, c.correct
          FROM cardResult c JOIN gameResult g ON g.id = c.gameId
          WHERE \(AppDatabase.deckCondition(deck, column: "g.deck")) AND \(AppDatabase.playerCondition(player, column: "g.player"))
          ORDER BY g.playedAt, g.id, c.position
          """))
    {
      let key = LastAnswers.Key(
        deck: try row.text(at: 0), direction: try #require(Direction(rawValue: try row.text(at: 1))),
        card: try row.text(at: 2))
      right[key] = try row.integer(at: 3) != 0
    }
    return right
  }
}
