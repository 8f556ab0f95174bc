import Foundation
import TestSupport
import Testing

/// A history written by the first schema's release (Tests/FlashCardsStoreTests/Fixtures), through
/// the binary: reading commands read it as it is and never write it; `play` backs it up whole,
/// then upgrades it.
@Suite("upgrades")
struct UpgradeTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../FlashCardsStoreTests/Fixtures/history-v1.sqlite").standardized

  /// A copy of the v1 fixture in sandbox/old, and its folder.
  static func firstSchemaHistory(in sandbox: Sandbox) throws -> (database: String, folder: String) {
    let database = try sandbox.write("old/history.sqlite", bytes: Data(contentsOf: fixture))
    return (database, sandbox.path("old"))
  }

  /// Root writes whatever the permissions say, so the binary runs as `nobody` there (see
  /// UnprivilegedUser).
  @Test("history, history show, stats and decks read a first-schema history as it is, writable or read-only")
  func readingCommandsNeverWrite() async throws {
    for readOnly in [false, true] {
      let sandbox = try Sandbox()
      let (database, folder) = try UpgradeTests.firstSchemaHistory(in: sandbox)
      let user = try UnprivilegedUser(sandbox: sandbox)
      if readOnly {
        #expect(chmod(database, 0o444) == 0 && chmod(folder, 0o555) == 0)
      } else {
        #expect(chmod(database, 0o666) == 0 && chmod(folder, 0o777) == 0)
      }
      defer { _ = chmod(folder, 0o755) }
      let before = try FolderSnapshot(folder)

      let list = try await user.run(["--db", database, "history"])
      #expect(list.status == 0 && list.stderr.isEmpty, "\(list)")
      #expect(list.stdout.contains("All 4 games."), "\(list)")
      let show = try await user.run(["--db", database, "history", "show", "1", "--format", "json"])
      #expect(show.status == 0 && show.stderr.isEmpty, "\(show)")
      #expect(show.stdout.contains("\"confusedWith\" : \"Mississippi\""), "\(show)")
      let stats = try await user.run(["--db", database, "stats"])
      #expect(stats.status == 0 && stats.stderr.isEmpty, "\(stats)")
      #expect(stats.stdout.contains("4 games"), "\(stats)")
      let decks = try await user.run(["--db", database, "decks"])
      #expect(decks.status == 0 && decks.stderr.isEmpty, "\(decks)")

      let after = try FolderSnapshot(folder)
      #expect(after.unchanged(since: before), "read-only \(readOnly): the history is byte for byte the same")
      // SQLite's reader of a WAL file makes its -shm (and an empty -wal) where it can, as for any history.
      let added = after.added(since: before).filter { !$0.hasSuffix("-shm") && !$0.hasSuffix("-wal") }
      #expect(added.isEmpty, "read-only \(readOnly): no backup: \(added)")
    }
  }

  @Test("play backs a first-schema history up whole, says so once, then upgrades it")
  func playUpgrades() async throws {
    let sandbox = try Sandbox()
    let (database, folder) = try UpgradeTests.firstSchemaHistory(in: sandbox)
    let run = try await UpgradeTests.play(database, in: sandbox)

    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("the previous file is kept as \(database).backup-v1"), "\(run)")
    #expect(run.stdout.contains("Saved as game #5."), "\(run)")
    try UpgradeTests.expectWholeBackup(of: database, in: folder)
    #expect(try UpgradeTests.tables(of: database).contains("handWritten"), "upgraded")
    let again = try await UpgradeTests.play(database, in: sandbox)
    #expect(again.status == 0 && again.stderr.isEmpty, "told once: \(again)")
  }

  @Test("an empty or garbage file where the backup goes is not taken for a backup", arguments: ["", "garbage\n"])
  func badBackupFileIsReplaced(contents: String) async throws {
    let sandbox = try Sandbox()
    let (database, folder) = try UpgradeTests.firstSchemaHistory(in: sandbox)
    try sandbox.write("old/history.sqlite.backup-v1", contents)
    let run = try await UpgradeTests.play(database, in: sandbox)

    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("the previous file is kept as \(database).backup-v1"), "\(run)")
    try UpgradeTests.expectWholeBackup(of: database, in: folder)
  }

  @Test("killed during the backup: no backup taken as made, nothing upgraded; the next run makes a whole one")
  func killedDuringBackup() async throws {
    let sandbox = try Sandbox()
    let (database, folder) = try UpgradeTests.firstSchemaHistory(in: sandbox)
    // Killed once the copy is under way (a fixed delay was too short on a loaded machine).
    let killed = try await SignalledRun.start(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], in: sandbox,
      environment: ["FLASHCARDS_TEST_PAUSE_IN_BACKUP": "30"], signal: SIGKILL
    ) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.contains { $0.hasPrefix(".history.sqlite.backup-v1.") && $0.hasSuffix(".partial") }
    }

    #expect(killed.signalled && killed.endingSignal == SIGKILL, "\(killed)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    // SIGKILL cannot be caught: the temporary copy stays (hidden, never taken for a backup).
    #expect(
      files.contains { $0.hasPrefix(".history.sqlite.backup-v1.") && $0.hasSuffix(".partial") },
      "killed during the backup: \(files)")
    #expect(!files.contains("history.sqlite.backup-v1"), "\(files)")
    #expect(try !UpgradeTests.tables(of: database).contains("handWritten"), "not upgraded")

    let run = try await UpgradeTests.play(database, in: sandbox)
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.contains("the previous file is kept as \(database).backup-v1"), "\(run)")
    try UpgradeTests.expectWholeBackup(of: database, in: folder)
  }

  static func play(_ database: String, in sandbox: Sandbox) async throws -> RunResult {
    try await sandbox.run(["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
  }

  /// `DATABASE.backup-v1` is a sound first-schema history with the fixture's four games, and no
  /// other backup was written beside it.
  static func expectWholeBackup(
    of database: String, in folder: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let backup = database + ".backup-v1"
    #expect(try tables(of: backup).contains("gameResult"), sourceLocation: sourceLocation)
    #expect(try !tables(of: backup).contains("gameScore"), "the first schema", sourceLocation: sourceLocation)
    #expect(try SavedHistory(path: backup).games.map(\.id) == [1, 2, 3, 4], sourceLocation: sourceLocation)
    #expect(try permissions(of: backup) == 0o600, sourceLocation: sourceLocation)
    let backups = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
      $0.contains("backup") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") && !$0.contains(".partial")
    }
    #expect(backups == ["history.sqlite.backup-v1"], sourceLocation: sourceLocation)
  }

  /// The tables of a sound SQLite file (an error if SQLite's integrity check finds it damaged).
  static func tables(of path: String) throws -> Set<String> {
    try SavedHistory.tables(of: path)
  }
}
