import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// How the store reads a column whatever another program wrote in it (GRDB's `row[column]`
/// stopped the program on these), read straight from SQLite (a statement's row) and from a copy.
@Suite("Reading any value")
struct RowValuesTests {
  static let sql = """
    SELECT CAST(x'c328ff' AS TEXT) AS invalid, x'4100ff42' AS blob, 12 AS integer, 2.0 AS whole, 1e300 AS huge,
      NULL AS absent, 'abc' AS text, 'Jos\u{E9}' AS name
    """

  static func rows() throws -> [Row] {
    let queue = try DatabaseQueue()
    return try queue.read { db in
      let copied = try Row.fetchOne(db, sql: sql)
      var live: Row?
      let cursor = try Row.fetchCursor(db, sql: sql)
      while let row = try cursor.next() { live = try RowValuesTests.check(row) }
      return [try #require(copied), try #require(live)]
    }
  }

  /// Checked while the statement's row is live (it is only valid inside the cursor's loop).
  static func check(_ row: Row) throws -> Row {
    #expect(row.optionalText("invalid") == "\u{FFFD}(\u{FFFD}")
    #expect(row.optionalText("blob") == "A\u{0}\u{FFFD}B")
    return row.copy()
  }

  @Test func textIsAlwaysText() throws {
    for row in try RowValuesTests.rows() {
      #expect(try row.text("invalid") == "\u{FFFD}(\u{FFFD}")
      #expect(try row.text("blob") == "A\u{0}\u{FFFD}B")
      #expect(try row.text("integer") == "12")
      #expect(try row.text("name") == "Jos\u{E9}")
      #expect(row.optionalText("absent") == nil)
      #expect(row.optionalText("missing") == nil)
      #expect(throws: UnreadableValue(column: "absent", holding: .null)) { try row.text("absent") }
    }
  }

  @Test func numbersAreNumbersOrAnErrorNamingWhatIsThere() throws {
    for row in try RowValuesTests.rows() {
      #expect(try row.integer("integer") == 12)
      #expect(try row.integer("whole") == 2)
      #expect(try row.optionalInteger("absent") == nil)
      for (column, holding) in [
        ("huge", "the number 1e+300"), ("text", "the text 'abc'"), ("blob", "a BLOB of 4 bytes"), ("absent", "NULL"),
      ] {
        do {
          _ = try row.integer(column)
          Issue.record("\(column) read as a number")
        } catch let error as UnreadableValue {
          #expect(error.column == column && error.holding == holding)
        }
      }
      #expect(throws: UnreadableValue.self) { try row.date("text") }
      #expect(throws: UnreadableValue.self) { try row.word("text", as: FlashCardsCore.GameMode.self) }
    }
  }

  @Test func aRecordSaysWhichTableAndRow() throws {
    let database = try AppDatabase.inMemory()
    let id = try database.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1)
    try database.writer.write { db in
      try db.execute(
        sql: "UPDATE cardResult SET milliseconds = 'slow' WHERE gameId = ? AND position = 3", arguments: [id])
    }
    #expect(
      throws: StoreError.unreadableValue(
        path: ":memory:", table: "cardResult", row: "gameId \(id), position 3", column: "milliseconds",
        holding: "the text 'slow'")
    ) { try database.game(id: id) }
  }
}
