import Foundation
import TestSupport
import Testing

/// `--player`, `FLASHCARDS_PLAYER` and `--all-players` through the binary, on one shared history.
@Suite("players through the binary")
struct PlayerCommandTests {
  @Test func eachPlayerSeesTheirOwnGamesAndAllPlayersSeesEveryone() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let ann = try await sandbox.run(
      ["--db", database, "--player", "ann", "play", "capitals", "--seed", "7", "--count", "2"], stdin: "Jackson\n?\n")
    #expect(ann.status == 0, "\(ann)")
    let hostile = "bob\u{1B}]52;c;x\u{07}"
    let refused = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n",
      environment: ["FLASHCARDS_PLAYER": hostile])
    #expect(refused.status == 64, "no player has such a name: \(refused)")
    #expect(
      refused.stderr.hasPrefix(
        "Error: FLASHCARDS_PLAYER: 'bob^[]52;c;x^G' holds a control character (U+001B), which a player's name cannot hold."
      ))
    let bob = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n",
      environment: ["FLASHCARDS_PLAYER": "bob"])
    #expect(bob.status == 0, "\(bob)")
    // As an older version, or another program, could have stored it.
    let tables = ["gameResult", "directionTotal", "cardTally", "confusionTally", "playedDay", "memoryState"]
    try HistoryByHand.execute(
      tables.map { "UPDATE \($0) SET player = ? WHERE player = 'bob';" }.joined(separator: "\n"),
      arguments: tables.map { _ in hostile }, in: database)

    func games(_ arguments: [String], environment: [String: String?] = [:]) async throws -> [[String: Any]] {
      let run = try await sandbox.run(
        ["--db", database, "history", "--format", "json"] + arguments, environment: environment)
      #expect(run.status == 0, "\(run)")
      return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    }
    #expect(try await games(["--player", "ann"]).map { $0["cards"] as? Int } == [2])
    #expect(try await games([], environment: ["FLASHCARDS_PLAYER": "ann"]).map { $0["player"] as? String } == ["ann"])
    #expect(try await games(["--player", "carol"]).isEmpty)
    let everyone = try await games(["--all-players"])
    #expect(everyone.map { $0["player"] as? String } == ["bob\u{1B}]52;c;x\u{07}", "ann"])

    let stats = try await sandbox.run(["--db", database, "--player", "ann", "stats", "--format", "json"])
    let annStats = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    #expect(annStats["games"] as? Int == 1, "\(stats)")
    let all = try await sandbox.run(["--db", database, "stats", "--all-players", "--format", "json"])
    let allStats = try #require(try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
    #expect(allStats["games"] as? Int == 2, "\(all)")
    // Everyone's stats read no deck: a --decks folder that is gone does not refuse them.
    let goneDecks = try await sandbox.run(
      ["--db", database, "--decks", sandbox.path("gone"), "stats", "--all-players", "--no-pager"])
    #expect(goneDecks.status == 0 && goneDecks.stdout.contains("Progress"), "\(goneDecks)")

    // The login name's games: none here, so the empty-history sentence.
    let mine = try await sandbox.run(["--db", database, "history"], environment: ["FLASHCARDS_PLAYER": nil])
    #expect(mine.stdout.contains("No games yet"), "\(mine)")
    let table = try await sandbox.run(["--db", database, "history", "--all-players"])
    #expect(!table.stdout.contains("\u{1B}"), "\(table)")
    #expect(table.stdout.contains("PLAYER") && table.stdout.contains("bob^[]52;c;x^G"), "\(table)")
    #expect(table.stdout.split(separator: "\n").contains { $0.contains(" ann ") && $0.contains("1/2") }, "\(table)")
    let annOnly = try await sandbox.run(["--db", database, "--player", "ann", "history"])
    #expect(!annOnly.stdout.contains("PLAYER"), "\(annOnly)")
    let empty = try await sandbox.run(["--db", database, "--player", "", "history"])
    #expect(empty.status != 0 && empty.stderr.contains("--player takes a name"), "\(empty)")
  }
}
