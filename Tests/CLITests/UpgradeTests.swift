import Foundation
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
}
