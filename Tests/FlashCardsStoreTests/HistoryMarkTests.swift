import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// `PRAGMA application_id` marks a history; an SQLite file of another program is never taken for one.
@Suite("Recognising a history")
struct HistoryMarkTests {
  private func applicationID(_ path: String) throws -> Int32 {
    let queue = try DatabaseQueue(path: path, configuration: AppDatabase.readOnlyConfiguration)
    defer { try? queue.close() }
    return try queue.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") ?? 0 }
  }

  /// An SQLite file written by another program, in rollback-journal mode as sqlite3 makes them.
  private func otherProgramsFile(in folder: URL, applicationID: Int32 = 0, tables: Bool = true) throws -> String {
    let path = folder.appendingPathComponent("other.db").path
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      if tables { try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('buy milk')") }
      if applicationID != 0 { try db.execute(sql: "PRAGMA application_id = \(applicationID)") }
    }
    try queue.close()
    return path
  }

  @Test func aNewHistoryIsMarkedFlCd() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      _ = try AppDatabase(path: path)
      #expect(try applicationID(path) == 0x466C_4364)
      #expect(HistoryMark.applicationID == Int32(bitPattern: UInt32(ascii: "FlCd")))
    }
  }

  @Test(
    "another program's file is refused by every opening and left byte for byte as it was",
    arguments: [(Int32(0), true), (Int32(0x5445_5354), true), (Int32(0x5445_5354), false)])
  func anotherProgramsFileIsRefused(applicationID: Int32, tables: Bool) throws {
    try withTemporaryFolder { folder in
      let path = try otherProgramsFile(in: folder, applicationID: applicationID, tables: tables)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date

      for access in [AppDatabase.Access.readWrite, .readOnly] {
        #expect(throws: StoreError.anotherProgramsDatabase(path: path)) { try AppDatabase(path: path, access: access) }
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
      #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["other.db"])
    }
  }

  @Test("an empty file, or an SQLite file with nothing in it, becomes a history")
  func anEmptyFileBecomesAHistory() throws {
    try withTemporaryFolder { folder in
      let empty = folder.appendingPathComponent("empty.sqlite").path
      #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
      let blank = try otherProgramsFile(in: folder, tables: false)
      for path in [empty, blank] {
        let database = try AppDatabase(path: path)
        #expect(try database.gameCount == 0)
        #expect(try applicationID(path) == HistoryMark.applicationID)
      }
    }
  }

  @Test("a history written before the mark is read as it is, and marked when next opened for writing")
  func anOlderHistoryIsMarkedWhenWritten() throws {
    try withTemporaryFolder { folder in
      let path = try MigrationTests().copyOfFixture(in: folder)
      #expect(try applicationID(path) == 0)

      let reader = try AppDatabase(path: path, access: .readOnly)
      #expect(try reader.gameCount > 0)
      #expect(try applicationID(path) == 0, "reading does not write")

      let writer = try AppDatabase(path: path)
      #expect(try writer.gameCount > 0)
      #expect(try applicationID(path) == HistoryMark.applicationID)
    }
  }
}

extension UInt32 {
  /// The four ASCII characters as a big-endian number, as `file(1)` shows an application_id.
  init(ascii text: String) {
    self = text.utf8.reduce(0) { $0 << 8 | UInt32($1) }
  }
}
