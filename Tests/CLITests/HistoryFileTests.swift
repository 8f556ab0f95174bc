import Foundation
import TestSupport
import Testing

/// Where the history goes, and what happens when --db names something that is not a history.
@Suite("history file")
struct HistoryFileTests {
  /// One quick game of one card.
  static let oneCard = ["play", "capitals", "--seed", "7", "--count", "1"]

  @Test("--db :memory: saves nothing, says so, and leaves no file behind")
  func inMemory() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["--db", ":memory:"] + Self.oneCard, stdin: "Jackson\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Not saved"), "\(run)")
    #expect(run.stdout.contains(":memory:"), "\(run)")
    #expect(!run.stdout.contains("Saved as game"), "\(run)")
    let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).sorted()
    #expect(files == ["data", "home"], "no ':memory:' file in the working directory")
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase.path))
  }

  /// SQLite takes a name that begins with "file:" for a URI: this one used to save into memory.
  @Test("--db file:…?mode=memory is the path of a file, not an SQLite URI", arguments: [false, true])
  func fileURIIsAPath(upgradeFirst: Bool) async throws {
    let sandbox = try Sandbox()
    let name = "file:m.sqlite?mode=memory"
    if upgradeFirst {
      try sandbox.write(name, bytes: Data(contentsOf: UpgradeTests.fixture))
    }
    let run = try await sandbox.run(["--db", name] + Self.oneCard, stdin: "Jackson\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Saved as game #\(upgradeFirst ? 5 : 1)."), "\(run)")
    let history = try SavedHistory(path: sandbox.path(name))
    #expect(history.games.count == (upgradeFirst ? 5 : 1))
    let list = try await sandbox.run(["--db", name, "history"])
    #expect(list.stdout.contains("All \(upgradeFirst ? 5 : 1) game"), "\(list)")
  }

  @Test("by default the history is $XDG_DATA_HOME/flashcards/history.sqlite, its folder created")
  func defaultLocation() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(Self.oneCard, stdin: "Jackson\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Saved as game #1."), "\(run)")
    let path = sandbox.defaultDatabase.path
    #expect(try SavedHistory(path: path).cards.map(\.answer) == ["Jackson"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.posixPermissions] as? Int == 0o600, "the history is private to its owner")

    let second = try await sandbox.run(Self.oneCard, stdin: "Biloxi\n")
    #expect(second.stdout.contains("Saved as game #2."), "\(second)")
    #expect(try SavedHistory(path: path).games.map(\.id) == [1, 2], "a new game is added to the history")
  }

  @Test(
    "without an absolute XDG_DATA_HOME the history is under $HOME/.local/share",
    arguments: [
      nil, "", "relative/data",
    ])
  func homeFallback(xdgDataHome: String?) async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(Self.oneCard, stdin: "Jackson\n", environment: ["XDG_DATA_HOME": xdgDataHome])
    #expect(run.status == 0, "\(run)")
    let path = sandbox.home.appendingPathComponent(".local/share/flashcards/history.sqlite").path
    #expect(try SavedHistory(path: path).games.count == 1, "\(run)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("relative")))
  }

  @Test("FLASHCARDS_DB is used when --db is absent, and --db wins over it")
  func environmentVariable() async throws {
    let sandbox = try Sandbox()
    let fromEnvironment = sandbox.path("env/history.sqlite")
    let fromOption = sandbox.path("option.sqlite")
    let environment = ["FLASHCARDS_DB": fromEnvironment]
    let first = try await sandbox.run(Self.oneCard, stdin: "Jackson\n", environment: environment)
    #expect(first.status == 0, "\(first)")
    #expect(try SavedHistory(path: fromEnvironment).games.count == 1)
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase.path))

    let second = try await sandbox.run(
      ["--db", fromOption] + Self.oneCard, stdin: "Jackson\n", environment: environment)
    #expect(second.status == 0, "\(second)")
    #expect(try SavedHistory(path: fromOption).games.count == 1)
    #expect(try SavedHistory(path: fromEnvironment).games.count == 1)
  }

  @Test("--db naming a directory is a one-line error naming it, before any question")
  func databaseIsDirectory() async throws {
    let sandbox = try Sandbox()
    let folder = sandbox.path("a folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let run = try await sandbox.run(["--db", folder] + Self.oneCard, stdin: "Jackson\n")
    #expect(run.status == 1, "\(run)")
    #expect(run.oneLineError?.contains(folder) == true, "\(run)")
    #expect(questions(in: run.stdout).isEmpty, "no game is played that could not be saved: \(run)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
  }

  @Test("--db naming a text file is a one-line error naming it, and the file is left as it was")
  func databaseIsTextFile() async throws {
    let sandbox = try Sandbox()
    let text = "My shopping list\neggs\nmilk\n"
    let path = try sandbox.write("notes.txt", text)
    let run = try await sandbox.run(["--db", path] + Self.oneCard, stdin: "Jackson\n")
    #expect(run.status == 1, "\(run)")
    #expect(run.oneLineError?.contains(path) == true, "\(run)")
    #expect(questions(in: run.stdout).isEmpty, "\(run)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    let files = try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path).sorted()
    #expect(files == ["data", "home", "notes.txt"], "no -wal, -shm or -journal file beside it")
  }

  /// The two ways to back up a history that docs/data.md gives.
  @Test("a copy made while no game is saved, or with sqlite3 .backup while another program writes, is the same history")
  func backUpByHand() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    try FileManager.default.copyItem(atPath: database, toPath: sandbox.path("copied.sqlite"))
    let lock = try HeldWriteLock(path: database)
    let backup = try HistoryFileTests.sqlite3(database, ".backup '\(sandbox.path("backed-up.sqlite"))'")
    lock.release()
    #expect(backup.status == 0, "\(backup.output)")

    for copy in ["copied.sqlite", "backed-up.sqlite"] {
      let list = try await sandbox.run(["--db", sandbox.path(copy), "history"])
      #expect(list.status == 0 && list.stdout.contains("All 1 game."), "\(copy): \(list)")
    }
  }

  @Test("in sqlite3, deleting a game takes its card results with it only after PRAGMA foreign_keys=ON")
  func foreignKeysInSQLite3() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let played = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "2", "--count", "1"], stdin: "Austin\n")
    try #require(played.status == 0, "\(played)")

    _ = try HistoryFileTests.sqlite3(database, "DELETE FROM gameResult WHERE id = 1;")
    _ = try HistoryFileTests.sqlite3(database, "PRAGMA foreign_keys=ON; DELETE FROM gameResult WHERE id = 2;")
    let cards = try SavedHistory(path: database).cards.map(\.gameId)
    #expect(cards == [1], "game 1's card stayed behind; game 2's went with it")
  }

  /// Runs the sqlite3 command on `database` with `commands`.
  static func sqlite3(_ database: String, _ commands: String) throws -> (status: Int32, output: String) {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database, commands]
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }
}
