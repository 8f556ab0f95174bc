import Foundation
import TestSupport
import Testing

/// `history`, `history show` and `history delete` run on games the binary itself played.
@Suite("history through the binary")
struct HistoryCommandTests {
  /// Plays two seeded capitals games: the first with 3 of 4 right, the second with 1 of 2.
  func playTwoGames(in sandbox: Sandbox, database: String) async throws {
    let first = ["Jackson", "Frankfurt", "Denver", "Trenton"]  // right, typo, another state's, right
    let one = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "4"], stdin: first.joined(separator: "\n") + "\n"
    )
    #expect(one.status == 0 && one.stdout.contains("Saved as game #1."), "\(one)")
    let two = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "2"], stdin: "Jackson\n?\n")
    #expect(two.status == 0 && two.stdout.contains("Saved as game #2."), "\(two)")
  }

  @Test func twoGamesPlayedAreListedAndOpenedWithTheirCards() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await playTwoGames(in: sandbox, database: database)

    let list = try await sandbox.run(["--db", database, "history"])
    #expect(list.status == 0, "\(list)")
    let rows = list.stdout.split(separator: "\n").filter { $0.contains("capitals") }
    #expect(rows.count == 2)
    #expect(rows.first?.contains("1/2") == true && rows.first?.contains("50%") == true, "\(list)")
    #expect(rows.last?.contains("3/4") == true && rows.last?.contains("75%") == true, "\(list)")
    #expect(list.stdout.contains("All 2 games. Open one with: flashcards history show ID"), "\(list)")
    let limited = try await sandbox.run(["--db", database, "history", "--limit", "1"])
    #expect(limited.stdout.contains("The newest 1 of 2 games. See more with --limit N or --all."), "\(limited)")

    let json = try await sandbox.run(["--db", database, "history", "--format", "json"])
    let games = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(games.map { $0["id"] as? Int } == [2, 1])
    #expect(games.map { $0["correct"] as? Int } == [1, 3])
    #expect(games.map { $0["cards"] as? Int } == [2, 4])
    #expect(games.allSatisfy { $0["deck"] as? String == "capitals" && $0["endedEarly"] as? Bool == false })

    let show = try await sandbox.run(["--db", database, "history", "show", "1", "--order", "played"])
    #expect(show.status == 0, "\(show)")
    let cardRows = show.stdout.split(separator: "\n").filter { $0.contains(" s") && !$0.contains("CARD") }
    #expect(
      cardRows.map { $0.split(separator: " ").first.map(String.init) } == ["Mississippi", "Kentucky", "Wyoming", "New"])
    #expect(show.stdout.contains("Frankfurt") && show.stdout.contains("✓ typo"), "\(show)")
    #expect(show.stdout.contains("Denver") && show.stdout.contains("✗ wrong"), "\(show)")

    let detail = try await sandbox.run([
      "--db", database, "history", "show", "1", "--format", "json", "--order", "played",
    ])
    let game = try #require(try JSONSerialization.jsonObject(with: Data(detail.stdout.utf8)) as? [String: Any])
    let results = try #require(game["results"] as? [[String: Any]])
    #expect(results.map { $0["answer"] as? String } == ["Jackson", "Frankfurt", "Denver", "Trenton"])
    #expect(results.map { $0["verdict"] as? String } == ["exact", "typo", "wrong", "exact"])
    #expect(results[2]["confusedWith"] as? String == "Colorado")
  }

  /// A malformed number is a usage error (exit 64, ValueRefusalTests); a game that does not exist
  /// is an error of the history.
  @Test(arguments: [("99", 1, "There is no game #99."), ("abc", 64, "history show takes a game number")])
  func anUnknownOrMalformedGameIsAOneLineError(id: String, status: Int32, says: String) async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await playTwoGames(in: sandbox, database: database)
    let run = try await sandbox.run(["--db", database, "history", "show", id])
    #expect(run.status == status, "\(run)")
    #expect(run.oneLineError?.contains(says) == true, "\(run)")
  }

  @Test func deletingAGameLeavesNoneOfItsCardResults() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await playTwoGames(in: sandbox, database: database)

    let refused = try await sandbox.run(["--db", database, "history", "delete", "1"])
    #expect(refused.status == 1 && refused.oneLineError?.contains("--yes") == true, "\(refused)")
    #expect(try SavedHistory(path: database).games.count == 2)

    let deleted = try await sandbox.run(["--db", database, "history", "delete", "1", "--yes"])
    #expect(deleted.status == 0 && deleted.stdout.contains("Deleted 1 game."), "\(deleted)")
    let saved = try SavedHistory(path: database)
    #expect(saved.games.map(\.id) == [2])
    #expect(saved.cards.allSatisfy { $0.gameId == 2 } && saved.cards.count == 2)
  }

  /// Days are local days: in Tokyo (UTC+9, no daylight saving) 1 March runs from
  /// 28 February 15:00 UTC to 1 March 15:00 UTC, and both ends are checked to the millisecond.
  @Test func sinceAndUntilAreLocalDaysToTheirBoundaries() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await sandbox.createEmptyHistory(database)
    let instants = [
      "2026-02-28 14:59:59.999",  // 28 Feb 23:59:59.999 in Tokyo
      "2026-02-28 15:00:00.000",  // 1 Mar 00:00 in Tokyo
      "2026-03-01 14:59:59.999",  // 1 Mar 23:59:59.999 in Tokyo
      "2026-03-01 15:00:00.000",  // 2 Mar 00:00 in Tokyo
    ]
    for instant in instants {
      try HistoryByHand.execute(
        "INSERT INTO gameResult (uuid, deck, direction, playedAt, milliseconds, endedEarly) VALUES (?, 'capitals', 'forward', ?, 1000, 0)",
        arguments: [UUID().uuidString.lowercased(), instant], in: database)
    }
    func ids(_ filters: [String]) async throws -> [Int] {
      let run = try await sandbox.run(
        // Rows written outside FlashCards belong to no player: --all-players shows them.
        ["--db", database, "history", "--format", "json", "--all-players"] + filters, environment: ["TZ": "Asia/Tokyo"])
      #expect(run.status == 0, "\(run)")
      let games = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
      return games.compactMap { $0["id"] as? Int }
    }
    #expect(try await ids(["--since", "2026-03-01", "--until", "2026-03-01"]) == [3, 2])
    #expect(try await ids(["--since", "2026-03-02"]) == [4])
    #expect(try await ids(["--until", "2026-02-28"]) == [1])
    let table = try await sandbox.run(
      ["--db", database, "history", "--all-players", "--since", "2026-03-01", "--until", "2026-03-01"],
      environment: ["TZ": "Asia/Tokyo"])
    #expect(table.stdout.contains("2026-03-01 00:00") && table.stdout.contains("2026-03-01 23:59"), "\(table)")
    #expect(table.stdout.contains("All 2 games."), "\(table)")
  }
}
