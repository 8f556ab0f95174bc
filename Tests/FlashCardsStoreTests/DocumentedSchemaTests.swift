import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// docs/schema.sql is the schema of a new history, as `sqlite3 FILE .schema` prints it
/// (Scripts/schema-sql writes it): "what is the schema?" is answered by one file, and it is true.
@Suite("docs/schema.sql")
struct DocumentedSchemaTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func isTheSchemaOfANewHistory() throws {
    let documented = try String(contentsOf: Self.repository.appendingPathComponent("docs/schema.sql"), encoding: .utf8)
    let actual = try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("new.sqlite").path
      _ = try AppDatabase(path: path)
      return try DatabaseQueue(path: path).read { db in
        try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")
      }
    }
    let expected = actual.map(Self.asTheShellPrintsIt).joined()
    if documented != expected {
      let (old, new) = (documented.split(separator: "\n"), expected.split(separator: "\n"))
      let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
      let says = line < old.count ? String(old[line]) : "(the end)"
      let should = line < new.count ? String(new[line]) : "(the end)"
      Issue.record(
        "docs/schema.sql is stale at line \(line + 1): it says \(says), a new history has \(should); run Scripts/schema-sql"
      )
    }
    #expect(documented.contains("CREATE TABLE IF NOT EXISTS \"cardResult\""))
  }

  /// The sqlite3 shell's `.schema` ends each statement with ";" and says IF NOT EXISTS for a table
  /// whose stored name is quoted (one that a migration rebuilt). A view would get a comment: the
  /// history has none, and a new one fails this test until the script is run.
  static func asTheShellPrintsIt(_ sql: String) -> String {
    for quote in ["\"", "'"] where sql.hasPrefix("CREATE TABLE " + quote) {
      return "CREATE TABLE IF NOT EXISTS " + sql.dropFirst("CREATE TABLE ".count) + ";\n"
    }
    return sql + ";\n"
  }
}
