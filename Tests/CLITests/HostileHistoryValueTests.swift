import Foundation
import Testing

/// A history another program wrote into (the sqlite3 command, a script, a prankster): text that
/// is not UTF-8, a BLOB where text belongs, text where a number belongs, a NULL where the schema
/// had NOT NULL. Every command that reads the history survives any of them: the text shown with
/// U+FFFD, or one line naming the table and the row, exit 1. Never a crash.
@Suite("values another program wrote into the history")
struct HostileHistoryValueTests {
  /// (what was written, with the sqlite3 command, into a history of ann's two games and bob's one)
  static let hostile: [String] = [
    "UPDATE cardResult SET answer = CAST(x'c328ff' AS TEXT) WHERE gameId = 1",
    "UPDATE cardResult SET answer = CAST(x'1b5d303b70776e07ff41' AS TEXT) WHERE gameId = 1",
    "UPDATE cardResult SET card = x'c328ff' WHERE gameId = 1 AND position = 1",
    "UPDATE cardResult SET expected = x'00ff' WHERE gameId = 1",
    "UPDATE gameResult SET deck = x'c328ff' WHERE id = 1",
    "UPDATE gameResult SET player = CAST(x'616e6eff' AS TEXT) WHERE id = 2",
    "UPDATE cardResult SET milliseconds = 'abc' WHERE gameId = 1 AND position = 1",
    "UPDATE cardResult SET milliseconds = 1e300 WHERE gameId = 1",
    "UPDATE cardResult SET milliseconds = 9223372036854775807 WHERE gameId = 1",
    "UPDATE gameResult SET milliseconds = x'00' WHERE id = 1",
    "UPDATE gameResult SET milliseconds = -9223372036854775808 WHERE id = 1",
    "UPDATE gameResult SET playedAt = 'yesterday' WHERE id = 1",
    "UPDATE gameResult SET playedAt = '9999-99-99 99:99:99.999' WHERE id = 1",
    "UPDATE gameResult SET endedEarly = 'maybe' WHERE id = 1",
    "DROP TRIGGER gameResult_uuid_on_update; UPDATE gameResult SET uuid = 'x' WHERE id = 1",
    "UPDATE memoryState SET card = x'c328ff' WHERE card = (SELECT MIN(card) FROM memoryState)",
    "UPDATE memoryState SET stability = 'firm', due = x'00'",
    "UPDATE cardTally SET seen = 'many'",
    "UPDATE confusionTally SET times = x'ff'",
    "UPDATE directionTotal SET games = 'some', milliseconds = 1e300",
    "UPDATE gameResult SET cards = x'00'",
    // A NULL where the schema says NOT NULL: the file's schema edited by hand first.
    "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = replace(sql, '\"answer\" TEXT NOT NULL', '\"answer\" TEXT') WHERE name = 'cardResult'",
    "PRAGMA writable_schema = ON; UPDATE sqlite_schema SET sql = replace(sql, '\"deck\" TEXT NOT NULL', '\"deck\" TEXT') WHERE name = 'gameResult'",
  ]

  /// Run after the edits above whose schema change needs a new connection.
  static let thenNull: [String: String] = [
    hostile[21]: "UPDATE cardResult SET answer = NULL WHERE gameId = 1",
    hostile[22]: "UPDATE gameResult SET deck = NULL WHERE id = 1",
  ]

  static let commands: [[String]] = [
    ["history"], ["history", "--format", "json"], ["history", "--format", "csv"], ["history", "--all-players"],
    ["history", "show", "1"], ["history", "show", "1", "--format", "json"],
    ["history", "export"], ["history", "export", "--format", "fsrs"], ["history", "export", "--all-players"],
    ["stats", "--no-pager"], ["stats", "--format", "json"], ["stats", "--all-players", "--no-pager"],
    ["review", "--list"], ["review", "--list", "--format", "json"], ["review", "capitals"],
    ["play", "--retry", "1"], ["play", "capitals", "--missed"], ["play", "capitals", "--weakest", "3"],
  ]

  @Test("every reading command survives", arguments: hostile)
  func everyCommandSurvives(edit: String) async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(database, edit)
    if let then = HostileHistoryValueTests.thenNull[edit] { try HostileHistoryValueTests.sqlite(database, then) }

    let completion = [
      "---completion", "history", "show", "--", "positional@0", "7", "0",
      "flashcards", "--db", database, "--player", "ann", "history", "show", "",
    ]
    for command in HostileHistoryValueTests.commands + [completion] {
      let arguments = command == completion ? completion : ["--db", database, "--player", "ann"] + command
      let run = try await sandbox.run(arguments, stdin: "Jackson\n", environment: ["COLUMNS": "200"])
      let what = "\(command.joined(separator: " ")) after \(edit): \(run)"
      #expect(run.signal == nil && !run.timedOut, "\(what)")
      #expect(run.status == 0 || run.status == 1, "\(what)")
      HostileHistoryValueTests.expectInert(run.stdout, what)
      HostileHistoryValueTests.expectInert(run.stderr, what)
      if run.status == 1 {
        let line = try #require(run.oneLineError, "one line: \(what)")
        #expect(line.hasPrefix("Error: "), "\(what)")
      }
    }
  }

  @Test func textThatIsNotUTF8IsShownWithReplacementCharacters() async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(database, HostileHistoryValueTests.hostile[1])

    let show = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "1", "--order", "played"])
    #expect(show.status == 0, "\(show)")
    #expect(show.stdout.contains("^[]0;pwn^G\u{FFFD}A"), "the bytes shown, inert: \(show)")
    let json = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "1", "--format", "json"])
    let game = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let answers = (game["results"] as? [[String: Any]] ?? []).compactMap { $0["answer"] as? String }
    #expect(answers.contains("\u{1B}]0;pwn\u{07}\u{FFFD}A"), "JSON carries the text, escaped: \(json)")
  }

  @Test func aValueThatIsNoNumberIsOneLineNamingTheTableAndRow() async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(
      database, "UPDATE cardResult SET milliseconds = 'abc' WHERE gameId = 1 AND position = 2")

    let run = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "1"])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.oneLineError
        == "Error: The history database '\(database)' holds a value FlashCards cannot read: column milliseconds of "
        + "cardResult (gameId 1, position 2) holds the text 'abc'. It was left untouched; "
        + "'flashcards history delete 1 --all-players' deletes that game.", "\(run)")
    let delete = try await sandbox.run(["--db", database, "history", "delete", "1", "--all-players", "--yes"])
    #expect(delete.status == 0, "the way out works: \(delete)")
    let after = try await sandbox.run(["--db", database, "--player", "ann", "history"])
    #expect(after.status == 0 && after.stdout.contains("All 1 game."), "\(after)")
  }

  @Test func theHomeMenuSurvives() async throws {
    let sandbox = try Sandbox()
    let database = try await HostileHistoryValueTests.history(in: sandbox)
    try HostileHistoryValueTests.sqlite(database, HostileHistoryValueTests.hostile[2])
    try HostileHistoryValueTests.sqlite(database, "UPDATE gameResult SET deck = x'c328ff' WHERE id = 2")
    let run = try await sandbox.runInTerminal(["--db", database, "--player", "ann"]) {
      try $0.waitForPrompt("Choose 1–")
      try $0.type("h" + TerminalSignalTests.enter)
      try $0.waitForPrompt("Game number to open (Enter goes back):")
      try $0.type("1" + TerminalSignalTests.enter)
      try $0.waitForPrompt("Press Enter to go back.")
      try $0.type(TerminalSignalTests.enter)
      try $0.waitForPrompt("Game number to open (Enter goes back):")
      try $0.type("q" + TerminalSignalTests.enter)
      try $0.waitForPrompt("Choose 1–")
      try $0.type("q" + TerminalSignalTests.enter)
    }
    #expect(run.status == 0, "\(run)")
    #expect(run.screen.contains("\u{FFFD}(\u{FFFD}"), "\(run)")
  }

  /// ann's games 1 (capitals, 3 cards) and 2 (states, 2 cards), bob's game 3, and a review of ann's.
  static func history(in sandbox: Sandbox) async throws -> String {
    let database = sandbox.path("history.sqlite")
    for (player, arguments, stdin) in [
      ("ann", ["play", "capitals", "--seed", "7", "--count", "3"], "Jackson\nSalem\n?\n"),
      ("ann", ["play", "states", "--seed", "3", "--count", "2"], "Kentucky\nTexas\n"),
      ("bob", ["play", "capitals", "--seed", "7", "--count", "1"], "Jackson\n"),
    ] {
      let run = try await sandbox.run(["--db", database, "--player", player] + arguments, stdin: stdin)
      try #require(run.status == 0, "\(run)")
    }
    return database
  }

  static func sqlite(_ database: String, _ sql: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database, sql]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    try #require(process.terminationStatus == 0, "sqlite3 \(sql): \(message)")
  }

  /// Nothing a terminal acts on: no C0 (but line breaks and tabs), C1 or DEL, no format character.
  static func expectInert(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let unsafe = text.unicodeScalars.filter {
      ($0 != "\n" && $0 != "\t" && $0.isControl) || $0.properties.generalCategory == .format
    }
    #expect(
      unsafe.isEmpty, "reaches the terminal: \(unsafe.map { $0.value }) in \(what)", sourceLocation: sourceLocation)
  }
}
