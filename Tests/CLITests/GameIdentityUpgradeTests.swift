import FlashCardsCore
import Foundation
import TestSupport
import Testing

/// A history of schema v7 (Tests/FlashCardsStoreTests/Fixtures/history-v7.sqlite, written by the
/// v7 binary) upgraded by the binary: every game gets its identity, the same in every copy, and the
/// commands scripts read carry it; player names typed in either Unicode form are one player.
@Suite("game identities and player names through upgrades")
struct GameIdentityUpgradeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../FlashCardsStoreTests/Fixtures").standardized

  static func copyOfV7(in sandbox: Sandbox, named name: String = "history.sqlite") throws -> String {
    try sandbox.write(name, bytes: Data(contentsOf: fixtures.appendingPathComponent("history-v7.sqlite")))
  }

  /// Every game's identity, by number, as `history --format json` shows it.
  static func listed(_ database: String, in sandbox: Sandbox) async throws -> [Int: String] {
    let run = try await sandbox.run(["--db", database, "history", "--all", "--all-players", "--format", "json"])
    #expect(run.status == 0, "\(run)")
    let games = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    return Dictionary(
      uniqueKeysWithValues: games.compactMap { game in
        (game["id"] as? Int).map { ($0, game["uuid"] as? String ?? "") }
      })
  }

  @Test func playUpgradesAV7HistoryBackedUpAndEveryGameGetsADistinctIdentity() async throws {
    let sandbox = try Sandbox()
    let database = try GameIdentityUpgradeTests.copyOfV7(in: sandbox)
    let original = try Data(contentsOf: URL(fileURLWithPath: database))
    // Read as it is (upgraded in memory, the file untouched): identities already, the same ones.
    let before = try await GameIdentityUpgradeTests.listed(database, in: sandbox)
    #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == original)

    let run = try await sandbox.run(
      ["--db", database, "--player", "ann", "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("the previous file is kept as \(database).backup-v7"), "\(run)")
    let v7Rows = try GameIdentityUpgradeTests.rows(of: sandbox.write("original.sqlite", bytes: original))
    #expect(try GameIdentityUpgradeTests.rows(of: database + ".backup-v7") == v7Rows, "backed up whole, as v7")

    let after = try await GameIdentityUpgradeTests.listed(database, in: sandbox)
    #expect(after.count == 10)
    #expect(Set(after.values).count == 10)
    #expect(after.values.allSatisfy { GameUUID($0)?.version == 7 && $0 == $0.lowercased() }, "\(after)")
    #expect(after.filter { $0.key <= 9 } == before, "the identities read before the upgrade are the ones it wrote")
  }

  /// The migrations, games and card results of a history, as rows.
  static func rows(of path: String) throws -> [String] {
    try SavedHistory.gameRows(in: path)
  }

  @Test func twoCopiesUpgradedApartGiveEachGameTheSameIdentity() async throws {
    let sandbox = try Sandbox()
    let laptop = try GameIdentityUpgradeTests.copyOfV7(in: sandbox, named: "laptop.sqlite")
    let desktop = try GameIdentityUpgradeTests.copyOfV7(in: sandbox, named: "desktop.sqlite")
    for (database, player) in [(laptop, "ann"), (desktop, "bob")] {
      let run = try await sandbox.run(
        ["--db", database, "--player", player, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
      #expect(run.status == 0, "\(run)")
    }
    let (a, b) = (
      try await GameIdentityUpgradeTests.listed(laptop, in: sandbox),
      try await GameIdentityUpgradeTests.listed(desktop, in: sandbox)
    )
    #expect(a.filter { $0.key <= 9 } == b.filter { $0.key <= 9 })
    #expect(a[10] != b[10], "a game played since has an identity of its own")
  }

  @Test func everyScriptFormatCarriesTheGamesIdentity() async throws {
    let sandbox = try Sandbox()
    let database = try GameIdentityUpgradeTests.copyOfV7(in: sandbox)
    let listed = try await GameIdentityUpgradeTests.listed(database, in: sandbox)
    let first = try #require(listed[1])

    let show = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "1", "--format", "json"])
    let game = try #require(try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
    #expect(game["uuid"] as? String == first, "\(show)")

    let csv = try await sandbox.run(["--db", database, "--player", "ann", "history", "--all", "--format", "csv"])
    let lines = csv.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasSuffix(",mode,uuid") == true, "added last: \(csv)")
    #expect(lines.contains { $0.hasPrefix("1,") && $0.hasSuffix(",\(first)") }, "\(csv)")

    let export = try await sandbox.run(["--db", database, "--player", "ann", "history", "export"])
    let records = try export.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(!records.isEmpty && records.allSatisfy { listed[$0["gameId"] as? Int ?? 0] == $0["uuid"] as? String })
  }

  @Test func aGameKeptPendingByTheV7BinaryIsSavedWithItsDerivedIdentity() async throws {
    let sandbox = try Sandbox()
    let database = try GameIdentityUpgradeTests.copyOfV7(in: sandbox)
    let pending = try sandbox.write(
      "history.sqlite.pending-26BFDF00-004C-4B81-ADAC-D4778502DAF2.json",
      bytes: Data(contentsOf: GameIdentityUpgradeTests.fixtures.appendingPathComponent("pending-v7.json")))
    let run = try await sandbox.run(
      ["--db", database, "--player", "ann", "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stderr.contains("Saved a game of capitals that was kept in \(pending) while the history was busy: game #10."))
    let listed = try await GameIdentityUpgradeTests.listed(database, in: sandbox)
    #expect(
      GameUUID(listed[10] ?? "")?.unixMilliseconds == 1_791_367_200_687, "the game's start: 2026-10-07 10:00:00.687")
  }

  @Test func aNameTypedInEitherUnicodeFormIsOnePlayer() async throws {
    let sandbox = try Sandbox()
    let database = try GameIdentityUpgradeTests.copyOfV7(in: sandbox)
    let (composed, decomposed) = ("Jos\u{E9}", "Jose\u{301}")
    let play = try await sandbox.run(
      ["--db", database, "--player", decomposed, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(play.status == 0, "\(play)")
    for name in [composed, decomposed] {
      let run = try await sandbox.run(
        ["--db", database, "history", "--format", "json"], environment: ["FLASHCARDS_PLAYER": name])
      let games = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
      #expect(games.compactMap { $0["id"] as? Int } == [10, 8, 7], "the v7 games of both spellings, and the new one")
    }
    let players = try SavedHistory.storedPlayerBytes(in: database, except: ["ann", "bob"])
    #expect(players == [Data(composed.utf8)], "stored in NFC")
  }

  @Test(
    "a name with a control or format character is a usage error",
    arguments: ["ann\u{1B}[2J", "\u{202E}nna", "a\u{200B}nn", "an\u{2066}n", "ann\u{85}"])
  func anInvisibleCharacterInANameIsRefused(name: String) async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    for (arguments, environment) in [
      (["--db", database, "--player", name, "play", "capitals"], [String: String?]()),
      (["--db", database, "history"], ["FLASHCARDS_PLAYER": name]),
    ] {
      let run = try await sandbox.run(arguments, stdin: "Jackson\n", environment: environment)
      #expect(run.status == 64, "\(run)")
      let first = String(run.stderr.split(separator: "\n").first ?? "")
      #expect(first.contains("which a player's name cannot hold"), "\(run)")
      #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.properties.generalCategory == .format })
      #expect(!FileManager.default.fileExists(atPath: database), "nothing created")
    }
  }
}
