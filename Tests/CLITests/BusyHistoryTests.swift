import Foundation
import TestSupport
import Testing

/// A game that ends while another program holds the history's write lock: it waits, saying so,
/// and is saved once the history is free; when the wait is given up, the game is kept in a pending
/// file that the next run saves. A finished game is never lost.
@Suite("busy history")
struct BusyHistoryTests {
  static let waiting = "Waiting for another flashcards to finish with the history…"

  /// Longer than the 10 seconds a save used to wait before it failed with "database is locked".
  /// Held 20 s: the game must reach its save, and wait there 2 s before it says so, while the lock
  /// is held; with 12 s, a run started late on a busy machine (CI, all suites at once) met a lock
  /// about to go and waited too briefly to say it.
  @Test("a game ended while the history is locked for 20 s waits, says so, and is saved")
  func waitsForTheLock() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let lock = try HeldWriteLock(path: database)
    async let game = sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n", timeout: 60)
    try await Task.sleep(for: .seconds(20))
    lock.release()
    let run = try await game

    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(BusyHistoryTests.waiting), "\(run)")
    #expect(run.stdout.contains("Saved as game #2."), "\(run)")
    #expect(try SavedHistory(path: database).games.count == 2)
  }

  @Test("piped, the wait ends after FLASHCARDS_BUSY_TIMEOUT: NOT saved, kept pending; the next run saves it")
  func keptPendingThenSaved() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let lock = try HeldWriteLock(path: database)
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "2"], stdin: "Jackson\nNowhere\n",
      environment: ["FLASHCARDS_BUSY_TIMEOUT": "3"], timeout: 60)
    lock.release()

    #expect(run.status == 1, "\(run)")
    #expect(run.stdout.contains("Score: 1/2"), "\(run)")
    #expect(run.stdout.contains(BusyHistoryTests.waiting), "\(run)")
    #expect(!run.stdout.contains("Saved as game"), "\(run)")
    #expect(run.stderr.contains("The game was NOT saved"), "\(run)")
    let pending = try BusyHistoryTests.pendingFiles(in: sandbox)
    try #require(pending.count == 1, "\(pending)")
    #expect(run.stderr.contains(pending[0]), "the message names the file: \(run)")
    #expect(try permissions(of: sandbox.path(pending[0])) == 0o600)
    #expect(try SavedHistory(path: database).games.count == 1)

    let next = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "8", "--count", "1"], stdin: "Austin\n")
    #expect(next.status == 0, "\(next)")
    #expect(next.stderr.contains("Saved a game of capitals that was kept in "), "\(next)")
    #expect(next.stderr.contains("while the history was busy: game #2."), "\(next)")
    #expect(next.stdout.contains("Saved as game #3."), "\(next)")
    #expect(try BusyHistoryTests.pendingFiles(in: sandbox).isEmpty)
    let history = try SavedHistory(path: database)
    #expect(history.games.count == 3)
    #expect(history.cards.filter { $0.gameId == 2 }.map(\.answer) == ["Jackson", "Nowhere"])
  }

  @Test("at a terminal it waits past 10 s until the player gives up with Ctrl-C: NOT saved, kept pending")
  func controlCGivesUp() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let lock = try HeldWriteLock(path: database)
    defer { lock.release() }
    let run = try await sandbox.runInTerminal(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], limit: 40
    ) {
      try $0.waitForPrompt("[1/1]")
      try $0.type("Jackson" + TerminalSignalTests.enter)
      try $0.waitFor(BusyHistoryTests.waiting)
      Thread.sleep(forTimeInterval: 11)
      try $0.type(TerminalSignalTests.ctrlC)
    }

    #expect(run.status == 1, "\(run)")
    #expect(!run.timedOut, "\(run)")
    #expect(run.stderr.contains("The game was NOT saved"), "\(run)")
    #expect(try BusyHistoryTests.pendingFiles(in: sandbox).count == 1)
  }

  /// A new history that another program holds with an exclusive lock (sqlite3's `BEGIN EXCLUSIVE`
  /// on the file before FlashCards made it) for longer than SQLite's 10 s wait: opening it waits on,
  /// then the game is played and saved. It gave up after 10 s with "database is locked".
  @Test("a new history locked for 13 s by another program: play waits, then plays and saves")
  func theOpeningWaitsPastSQLitesTimeout() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let lock = try HeldWriteLock(path: database, begin: "EXCLUSIVE")
    async let game = sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n", timeout: 60)
    try await Task.sleep(for: .seconds(13))
    lock.release()
    let run = try await game

    #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
    #expect(run.stdout.contains("Saved as game #1."), "\(run)")
    #expect(try SavedHistory(path: database).games.count == 1)
  }

  /// Deleting waits as long as SQLite's 10 s, then says in one line what is wrong and what to do.
  /// It said "cannot be used: database is locked", as if the file were damaged.
  @Test("history delete while another program holds the write lock: a one-line 'busy' error, nothing deleted")
  func aDeletionGivesUpOnABusyHistory() async throws {
    let sandbox = try Sandbox()
    let database = try await BusyHistoryTests.historyWithOneGame(in: sandbox)
    let lock = try HeldWriteLock(path: database)
    let run = try await sandbox.run(["--db", database, "history", "delete", "1", "--yes"], timeout: 60)
    lock.release()

    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr
        == "Error: The history database '\(database)' is busy: another program is writing to it. "
        + "Try again once it has finished.\n", "\(run)")
    #expect(try SavedHistory(path: database).games.count == 1)
  }

  static func historyWithOneGame(in sandbox: Sandbox) async throws -> String {
    let database = sandbox.path("history.sqlite")
    let first = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "1", "--count", "1"], stdin: "Austin\n")
    try #require(first.status == 0, "\(first)")
    return database
  }

  static func pendingFiles(in sandbox: Sandbox) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
      .filter { $0.hasPrefix("history.sqlite.pending-") }
  }
}

/// Another program holding the history's write lock: the sqlite3 command in a BEGIN IMMEDIATE
/// transaction, as a person looking into the file might leave it (or `begin` EXCLUSIVE: readers
/// kept out too).
final class HeldWriteLock {
  private let process = Process()
  private let input = Pipe()

  init(path: String, begin: String = "IMMEDIATE") throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(".timeout 10000\nBEGIN \(begin);\nSELECT 'locked';\n".utf8))
    // Holding the lock once it has answered.
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("locked") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { throw TerminalDriveError(description: "sqlite3 ended before it held the lock") }
      seen += chunk
    }
  }

  func release() {
    guard process.isRunning else { return }
    input.fileHandleForWriting.write(Data("COMMIT;\n".utf8))
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
