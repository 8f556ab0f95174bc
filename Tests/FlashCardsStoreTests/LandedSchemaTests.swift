import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// What the landed migrations execute never changes, even where they now read their words from
/// constants (`LandedVerdicts`): a history migrated by them, new or written by the first release,
/// holds byte for byte the schema that they gave before (Fixtures/schema-to-v16.sql, written by
/// main's code before the verdicts moved; no migration after v16 is needed to hold them).
@Suite("The schema the landed migrations give")
struct LandedSchemaTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

  /// The `sql` of every table, index and trigger of the history at `path` once migrated up to
  /// v16, in the order they were created, one statement a line ending with ";".
  static func schemaMigratedToV16(_ path: String) throws -> String {
    let queue = try DatabaseQueue(path: path)
    try Migrations.migrator(Migrations.Upgrade(existingGamesPlayer: "ann"))
      .migrate(queue, upTo: Migrations.everyonesTalliesDropped)
    let statements = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY rowid")
    }
    return statements.map { $0 + ";\n" }.joined()
  }

  @Test(arguments: [("new", nil), ("v1", "history-v1.sqlite"), ("v7", "history-v7.sqlite")] as [(String, String?)])
  func isTheSchemaTheyGaveBefore(history: String, file: String?) throws {
    let expected = try String(
      contentsOf: Self.fixtures.appendingPathComponent("schema-to-v16.sql"), encoding: .utf8)
    let actual = try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      if let file {
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent(file).path, toPath: path)
      }
      return try Self.schemaMigratedToV16(path)
    }
    #expect(actual.contains("'wrong', 'skipped'"), "the schema holds the verdicts of v11")
    if actual != expected {
      let (old, new) = (expected.split(separator: "\n"), actual.split(separator: "\n"))
      let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
      Issue.record(
        """
        a \(history) history migrated to v16 differs at line \(line + 1): \
        \(line < new.count ? String(new[line]) : "(the end)"), before: \(line < old.count ? String(old[line]) : "(the end)")
        """)
    }
  }
}
