import Foundation
import TestSupport
import Testing

/// `stats` after another program (the sqlite3 command) added and deleted games by hand says what a
/// plain SQL computation over `gameResult` and `cardResult` says: what the history derives follows
/// every writer, not only the app.
@Suite("stats after games written by hand")
struct StatsByHandTests {
  @Test func statsEqualsPlainSQLOverTheFactsAfterSQLite3AddsAndDeletesGames() async throws {
    let histories = try OutputHistories()
    try await histories.build()
    // Two games of Ann's added, and one of hers and one of Bob's deleted, by the sqlite3 command.
    let uuid = { UUID().uuidString.lowercased() }
    let script = """
      PRAGMA foreign_keys = ON;
      INSERT INTO gameResult (uuid, player, mode, deck, direction, playedAt, milliseconds, endedEarly)
        VALUES ('\(uuid())', 'ann', 'play', 'towns', 'forward', '2027-02-20 20:00:00.000', 7000, 0);
      INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, confusedWith, milliseconds)
        VALUES (last_insert_rowid(), 1, 'Alder', 'Sacramento', 'Albany', 'wrong', 0, 'Dogwood', 900),
               (last_insert_rowid(), 2, 'Elm', 'Albany', 'Albany', 'exact', 1, NULL, 800),
               (last_insert_rowid(), 3, 'Birch', 'Sacramento', '', 'skipped', 0, NULL, 700);
      INSERT INTO gameResult (uuid, player, mode, deck, direction, playedAt, milliseconds, endedEarly)
        VALUES ('\(uuid())', 'ann', 'play', 'capitals', 'reverse', '2027-02-20 21:00:00.000', 3000, 1);
      INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, milliseconds)
        VALUES (last_insert_rowid(), 1, 'Austin', 'Texas', 'Texas', 'exact', 1, 500);
      DELETE FROM gameResult WHERE id = (SELECT min(id) FROM gameResult WHERE player = 'ann' AND deck = 'towns');
      DELETE FROM gameResult WHERE id = (SELECT max(id) FROM gameResult WHERE player = 'bob');
      """
    let sqlite = try histories.sandbox.write("by-hand.sql", script)
    let edit = Process()
    edit.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    edit.arguments = [histories.database, ".read \(sqlite)"]
    try edit.run()
    edit.waitUntilExit()
    #expect(edit.terminationStatus == 0)
    // The first command counts the two players' games again, and says so once it takes a while.
    let first = try await histories.run(
      ["history"], player: "ann", at: OutputHistories.readMoment,
      environment: ["FLASHCARDS_TEST_PROGRESS_AFTER": "0"])
    #expect(first.status == 0, "\(first)")
    #expect(first.stderr.contains("Counting the games another program wrote: 100% of "), "\(first)")
    let second = try await histories.run(
      ["history"], player: "ann", at: OutputHistories.readMoment,
      environment: ["FLASHCARDS_TEST_PROGRESS_AFTER": "0"])
    #expect(second.status == 0 && second.stderr.isEmpty, "counted once: \(second)")

    for (player, everyone) in [("ann", false), ("bob", false), ("teacher", true)] {
      let run = try await histories.run(
        ["stats", "--format", "json"] + (everyone ? ["--all-players"] : []), player: player,
        at: OutputHistories.readMoment)
      #expect(run.status == 0, "\(run)")
      let stats = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      let facts = try PlainFacts(database: histories.database, player: everyone ? nil : player)
      #expect(stats["games"] as? Int == facts.games, "\(player)")
      #expect(stats["seconds"] as? Double == Double(facts.milliseconds) / 1000, "\(player)")
      let accuracy = try #require(stats["accuracy"] as? [String: Any])
      #expect(accuracy["cards"] as? Int == facts.cards && accuracy["correct"] as? Int == facts.correct, "\(player)")
      let byDirection = try #require(stats["byDirection"] as? [String: [String: Any]])
      #expect(byDirection.mapValues { [$0["cards"] as? Int ?? -1, $0["correct"] as? Int ?? -1] } == facts.byDirection)
      let missed = try #require(stats["mostMissed"] as? [[String: Any]])
      #expect(!missed.isEmpty)
      for card in missed {
        let key = "\(card["deck"] ?? "") \(card["card"] ?? "")"
        let tally = facts.tallies.filter { $0.key.hasPrefix(key + " ") }.values
        #expect(tally.contains([card["seen"] as? Int ?? -1, card["missed"] as? Int ?? -1]), "\(key): \(tally)")
      }
      let confusions = try #require(stats["confusions"] as? [[String: Any]])
      #expect(!confusions.isEmpty)
      for confusion in confusions {
        let key = "\(confusion["deck"] ?? "") \(confusion["card"] ?? "") \(confusion["answerBelongsTo"] ?? "")"
        #expect(confusion["times"] as? Int == facts.confusions[key], "\(key)")
      }
    }
  }
}

/// The numbers `stats` shows, computed with plain SQL from `gameResult` and `cardResult` alone.
struct PlainFacts {
  var games = 0
  var milliseconds = 0
  var cards = 0
  var correct = 0
  /// By the game's direction (a review's cards count in its first card's direction), as `stats` counts.
  var byDirection: [String: [Int]] = [:]
  /// "deck card direction" → [seen, missed].
  var tallies: [String: [Int]] = [:]
  /// "deck card confusedWith" → times (an overruled answer's confusion counts too).
  var confusions: [String: Int] = [:]

  init(database: String, player: String?) throws {
    let mine = player.map { "g.player = '\($0)'" } ?? "1"
    let cardDeck = "COALESCE(c.deck, g.deck)"
    let cardDirection = "COALESCE(c.direction, g.direction)"
    let totals = try Self.query(
      "SELECT count(*), COALESCE(sum(milliseconds), 0) FROM gameResult g WHERE \(mine)", database)
    (games, milliseconds) = (Int(totals[0][0]) ?? -1, Int(totals[0][1]) ?? -1)
    for row in try Self.query(
      """
      SELECT g.direction, count(*), sum(c.correct) FROM cardResult c JOIN gameResult g ON g.id = c.gameId
      WHERE \(mine) GROUP BY 1
      """, database)
    {
      byDirection[row[0]] = [Int(row[1]) ?? -1, Int(row[2]) ?? -1]
      cards += Int(row[1]) ?? 0
      correct += Int(row[2]) ?? 0
    }
    for row in try Self.query(
      """
      SELECT \(cardDeck), c.card, \(cardDirection), count(*), count(*) - sum(c.correct)
      FROM cardResult c JOIN gameResult g ON g.id = c.gameId WHERE \(mine) GROUP BY 1, 2, 3
      """, database)
    {
      tallies["\(row[0]) \(row[1]) \(row[2])"] = [Int(row[3]) ?? -1, Int(row[4]) ?? -1]
    }
    for row in try Self.query(
      """
      SELECT \(cardDeck), c.card, c.confusedWith, count(*) FROM cardResult c JOIN gameResult g ON g.id = c.gameId
      WHERE \(mine) AND c.confusedWith IS NOT NULL GROUP BY 1, 2, 3
      """, database)
    {
      confusions["\(row[0]) \(row[1]) \(row[2])"] = Int(row[3]) ?? -1
    }
  }

  /// Rows of `sql` by the sqlite3 command, their fields split at tabs.
  static func query(_ sql: String, _ database: String) throws -> [[String]] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = ["-readonly", "-separator", "\t", database, sql]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    }
  }
}
