import Foundation
import TestSupport
import Testing

/// A game that cannot be saved is not started, reading leaves nothing behind that would keep a
/// later writer out, and an SQLite file of another program is never taken for a history.
@Suite("histories that cannot be written, and files that are not histories")
struct UnwritableHistoryTests {
  @Test(
    "a read-only history in a writable folder: history reads it and leaves no -wal/-shm, play refuses, and once writable it plays"
  )
  func readOnlyFileInWritableFolder() async throws {
    let sandbox = try Sandbox()
    let database = try await BadHistoryFileTests.realHistory(in: sandbox, games: 1)
    let folder = sandbox.path("real")
    let user = try UnprivilegedUser(sandbox: sandbox)
    if geteuid() == 0 {
      // The folder and the file belong to the user who plays: only the file's mode keeps it out.
      #expect(chown(folder, 65534, 65534) == 0 && chown(database, 65534, 65534) == 0)
    }
    #expect(chmod(database, 0o444) == 0)

    let list = try await user.run(["--db", database, "history"])
    #expect(list.status == 0, "\(list)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history.sqlite"], "no -wal or -shm left")

    let play = try await user.run(["--db", database, "play", "capitals", "--count", "1"], stdin: "Jackson\n")
    #expect(play.status == 1, "\(play)")
    let error = try #require(play.oneLineError, "\(play)")
    #expect(error.contains("'\(database)'") && error.contains("read-only"), "\(play)")
    #expect(questions(in: play.stdout).isEmpty, "no question is asked: \(play)")

    #expect(chmod(database, 0o644) == 0)
    let again = try await user.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout.contains("Saved as game #2."), "\(again)")
  }

  @Test("history delete on a missing history says there is nothing and creates no file", arguments: [["1"], ["--all"]])
  func deleteOnMissingHistory(what: [String]) async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("nowhere/history.sqlite")
    let run = try await sandbox.run(["--db", database, "history", "delete", "--yes"] + what)
    #expect(run.status == (what == ["1"] ? 1 : 0), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("nowhere")), "\(run)")
  }

  @Test(
    "an SQLite file of another program is refused by every command and left byte for byte as it was",
    arguments: BadHistoryFileTests.Command.allCases)
  func anotherProgramsFile(command: BadHistoryFileTests.Command) async throws {
    let sandbox = try Sandbox()
    let path = sandbox.path("real/notes.db")
    try FileManager.default.createDirectory(atPath: sandbox.path("real"), withIntermediateDirectories: true)
    try HistoryByHand.execute("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('milk')", in: path)
    let before = try FolderSnapshot(sandbox.path("real"))
    let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date

    let run = try await sandbox.run(["--db", path] + command.arguments, stdin: "Jackson\nFrankfort\n")

    #expect(run.status == 1 && run.signal == nil, "\(run)")
    let error = try #require(run.oneLineError, "\(run)")
    #expect(error.contains("'\(path)'") && error.contains("another program"), "\(run)")
    #expect(questions(in: run.stdout).isEmpty, "\(run)")
    let after = try FolderSnapshot(sandbox.path("real"))
    #expect(after.unchanged(since: before) && after.added(since: before).isEmpty)
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
  }
}
