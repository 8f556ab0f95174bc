import FlashCardsCore
import Foundation
import TestSupport
import Testing

/// A v7 history (the fixture of GameIdentityUpgradeTests) holding 20,000 copies of one game, alike
/// in every field (copies made by hand, a doubled import), upgraded by the binary: every game gets
/// an identity of its own, the same in every copy of the history.
@Suite("an upgrade of many alike games")
struct AlikeGamesUpgradeTests {
  static let copies = 20_000

  /// The v7 fixture's nine games, then game 1 and its card results copied `copies` times by sqlite3.
  static func alikeHistory(in sandbox: Sandbox, named name: String) throws -> String {
    let database = try GameIdentityUpgradeTests.copyOfV7(in: sandbox, named: name)
    try HostileHistoryValueTests.sqlite(
      database,
      """
      BEGIN;
      INSERT INTO gameResult (deck, direction, playedAt, milliseconds, endedEarly, player, mode, retryOf, choices,
          deckCards, underReverseName)
        WITH RECURSIVE copy(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM copy WHERE i < \(copies))
        SELECT deck, direction, playedAt, milliseconds, endedEarly, player, mode, retryOf, choices, deckCards,
          underReverseName FROM gameResult, copy WHERE id = 1;
      INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, confusedWith, milliseconds,
          deck, direction)
        SELECT g.id, c.position, c.card, c.expected, c.answer, c.verdict, c.correct, c.confusedWith, c.milliseconds,
          c.deck, c.direction FROM gameResult AS g JOIN cardResult AS c ON c.gameId = 1 WHERE g.id > 9;
      COMMIT;
      """)
    return database
  }

  /// Seconds for the whole upgrade (every migration since v7) by the debug binary on a loaded
  /// machine; the release binary takes about one (docs/PERFORMANCE.md), the quadratic search
  /// of old took minutes.
  static let upgradeTimeout: TimeInterval = 240

  static func play(_ database: String, in sandbox: Sandbox, progressAfter: String? = nil) async throws -> RunResult {
    try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n",
      environment: ["FLASHCARDS_TEST_PROGRESS_AFTER": progressAfter], timeout: upgradeTimeout)
  }

  @Test func twentyThousandAlikeGamesUpgradeEachWithItsOwnIdentityTheSameInTwoCopies() async throws {
    let sandbox = try Sandbox()
    var upgraded: [[Int: String]] = []
    for name in ["laptop.sqlite", "desktop.sqlite"] {
      let database = try AlikeGamesUpgradeTests.alikeHistory(in: sandbox, named: name)
      let run = try await AlikeGamesUpgradeTests.play(database, in: sandbox)
      #expect(run.status == 0 && !run.timedOut, "\(run)")
      #expect(run.stderr.contains("the previous file is kept as \(database).backup-v7"), "\(run)")
      upgraded.append(try await GameIdentityUpgradeTests.listed(database, in: sandbox))
    }
    let (laptop, desktop) = (upgraded[0], upgraded[1])
    let total = 9 + AlikeGamesUpgradeTests.copies
    #expect(laptop.count == total + 1, "the fixture's games, the copies and the game just played")
    #expect(Set(laptop.values).count == total + 1, "no two games share an identity")
    #expect(laptop.filter { $0.key <= total } == desktop.filter { $0.key <= total }, "upgraded apart, alike")
    #expect(laptop[1] == "01a0f6b1-2943-784c-b677-2392a396cb97", "the first keeps its content's identity")
    let copyStart = try #require(GameUUID(laptop[1] ?? "")).unixMilliseconds
    #expect((10...total).allSatisfy { GameUUID(laptop[$0] ?? "")?.unixMilliseconds == copyStart })
  }

  @Test func theIdentitiesProgressIsShownOnStandardErrorOnceTheStepIsLong() async throws {
    let sandbox = try Sandbox()
    let database = try AlikeGamesUpgradeTests.alikeHistory(in: sandbox, named: "history.sqlite")
    let run = try await AlikeGamesUpgradeTests.play(database, in: sandbox, progressAfter: "0")
    #expect(run.status == 0, "\(run)")
    let total = 9 + AlikeGamesUpgradeTests.copies
    #expect(run.stderr.contains("Giving your older games their identities: 0% of \(total) games\r"), "\(run)")
    #expect(run.stderr.contains("Giving your older games their identities: 100% of \(total) games\n"), "\(run)")

    let quiet = try await sandbox.run(
      [
        "--db", try GameIdentityUpgradeTests.copyOfV7(in: sandbox, named: "small.sqlite"), "play", "capitals",
        "--seed", "7", "--count", "1",
      ], stdin: "Jackson\n")
    #expect(quiet.status == 0 && !quiet.stderr.contains("identities"), "a short step says nothing: \(quiet)")
  }
}
