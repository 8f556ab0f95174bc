import FlashCardsCore
import Foundation
import GRDB
import Testing

@testable import FlashCardsStore

/// The schema of a new history holds Core's rules as `StoredRules` generates them from Core: the
/// verdicts a card result may hold, which are recalled, and the calibration buckets. A rule changed
/// in Core fails here until a migration brings the schema along.
@Suite("Core's rules in the stored schema")
struct StoredRulesTests {
  /// Every table's and trigger's SQL of a new history.
  static func schema() throws -> [String] {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    return try database.read { db in
      try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL")
    }
  }

  static func occurrences(of text: String, in schema: [String]) -> Int {
    schema.reduce(0) { $0 + $1.components(separatedBy: text).count - 1 }
  }

  @Test func theVerdictsAStoredAnswerMayHoldAreCoresVerdicts() throws {
    let schema = try Self.schema()
    let cardResult = try #require(schema.first { $0.contains("TABLE \"cardResult\"") })
    #expect(cardResult.contains(StoredRules.verdictCheck), "\(cardResult)")
    #expect(Self.occurrences(of: "\"verdict\" IN (", in: schema) == 1)
  }

  /// Which verdicts are recalled and the calibration buckets are applied when a view reads the
  /// answers (from Core, and `StoredRules` in SQL): the schema of a new history holds no copy.
  @Test func theSchemaHoldsNoCopyOfTheRecalledVerdictsNorOfTheBuckets() throws {
    let schema = try Self.schema()
    #expect(
      Self.occurrences(of: "verdict NOT IN (", in: schema) + Self.occurrences(of: "verdict IN (", in: schema) == 0)
    #expect(Self.occurrences(of: "recallPredicted >= ", in: schema) == 0)
  }

  @Test(arguments: Verdict.allCases)
  func recalledInSQLIsCoresRule(verdict: Verdict) throws {
    let database = try DatabaseQueue()
    let recalled = try database.read { db in
      try Bool.fetchOne(db, sql: "SELECT \(StoredRules.recalled("'\(verdict.rawValue)'"))")
    }
    #expect(recalled == verdict.isCorrect)
  }
}

/// A full game in SQL is Core's `GameSummary.isFull`, over every kind of game, and what each
/// game's row keeps.
@Suite("A full game in the stored schema")
struct FullGameRuleTests {
  @Test func theSQLOfAFullGameIsCoresRuleForEveryKindOfGame() throws {
    let database = try DatabaseQueue()
    let condition = StoredRules.fullGame(game: "g", cards: "g.cards")
    var checked = 0
    for mode in GameMode.allCases {
      for choices in [nil, 3] as [Int?] {
        for retryOf in [nil, 7] as [Int64?] {
          for endedEarly in [false, true] {
            for deckCards in [nil, 4, 5] as [Int?] {
              let summary = GameSummary(
                game: GameResult(
                  player: "ann", mode: mode, deck: "d", direction: .forward, playedAt: Date(), milliseconds: 1,
                  endedEarly: endedEarly, retryOf: retryOf, choices: choices, deckCards: deckCards),
                cards: 4, correct: 2)
              let full = try database.read { db in
                try Bool.fetchOne(
                  db,
                  sql: """
                    SELECT \(condition) FROM (SELECT ? AS mode, ? AS choices, ? AS retryOf, ? AS endedEarly,
                      ? AS deckCards, 4 AS cards) AS g
                    """, arguments: [mode.rawValue, choices, retryOf, endedEarly, deckCards])
              }
              #expect(full == summary.isFull, "\(mode) \(String(describing: choices)) \(endedEarly)")
              checked += 1
            }
          }
        }
      }
    }
    #expect(checked == GameMode.allCases.count * 24)
  }

  /// Each game's stored `isFull`, as saved and after the game it retried is deleted, is Core's
  /// rule over the game read back (with at least one card), and so is the SQL a rebuild uses.
  @Test func everyGamesStoredFullnessIsCoresRule() throws {
    let database = try AppDatabase.inMemory()
    var retried: Int64?
    for mode in GameMode.allCases {
      for choices in [nil, 3] as [Int?] {
        for retry in [false, true] {
          for endedEarly in [false, true] {
            for deckCards in [nil, 4, 5] as [Int?] {
              var game = FinishedGame(
                SampleGames.played(), player: "ann", playedAt: SampleGames.playedAt, milliseconds: 900)
              game.mode = mode.rawValue
              game.choices = choices
              game.retryOf = retry ? retried : nil
              game.endedEarly = endedEarly
              game.deckCards = deckCards
              game.cards = Array(game.cards.prefix(4))
              let id = try database.write { db in try game.insert(db, player: "ann").id }
              if retried == nil { retried = id }
            }
          }
        }
      }
    }
    func expectCoresRule(_ comment: String, games count: Int) throws {
      let (games, _) = try database.games(matching: HistoryFilter(), limit: nil)
      let kept = try database.read { db in
        try Dictionary(
          uniqueKeysWithValues: Row.fetchAll(
            db, SQLRequest<Row>(literal: "SELECT id, isFull, (\(AppDatabase.fullGame)) AS rule FROM gameResult")
          ).map { ($0["id"] as Int64, ($0["isFull"] as Bool, $0["rule"] as Bool)) })
      }
      #expect(games.count == count)
      for game in games {
        let full = game.isFull && game.cards > 0
        #expect(kept[game.game.id ?? 0]?.0 == full, "\(comment): \(game.game)")
        #expect(kept[game.game.id ?? 0]?.1 == full, "\(comment), in SQL: \(game.game)")
      }
      #expect(games.contains { $0.isFull } && games.contains { !$0.isFull })
    }
    try expectCoresRule("as saved", games: GameMode.allCases.count * 24)
    try database.deleteGames([try #require(retried)])
    try expectCoresRule("after the retried game's deletion", games: GameMode.allCases.count * 24 - 1)
  }
}
