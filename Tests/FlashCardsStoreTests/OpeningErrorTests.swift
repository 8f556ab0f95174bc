import Foundation
import GRDB
import Testing

@testable import FlashCardsStore

@Suite("Opening the history")
struct OpeningErrorTests {
  @Test func aDirectoryIsRefused() throws {
    try withTemporaryFolder { folder in
      #expect(throws: StoreError.isDirectory(path: folder.path)) {
        try AppDatabase(path: folder.path)
      }
    }
  }

  @Test func aTextFileIsRefusedAndLeftUntouched() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("notes.txt")
      let text = Data(String(repeating: "Buy milk. Call Sam about the boat.\n", count: 200).utf8)
      try text.write(to: file)

      #expect(throws: StoreError.notADatabase(path: file.path)) {
        try AppDatabase(path: file.path)
      }
      #expect(try Data(contentsOf: file) == text)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.txt"])
    }
  }

  /// Opening a GRDB `DatabasePool` writes a transaction when there is no WAL file, so the
  /// version has to be checked before the pool is opened for the file to stay byte-for-byte the same.
  @Test func aDatabaseFromANewerVersionIsRefusedAndLeftUntouched() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      try AppDatabase(path: path).save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      try DatabaseQueue(path: path).write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
      }
      let before = try Data(contentsOf: URL(fileURLWithPath: path))

      #expect(throws: StoreError.newerSchema(path: path)) {
        try AppDatabase(path: path)
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  /// A newer database in rollback-journal mode must not be switched to WAL (which rewrites its
  /// header) before it is refused.
  @Test func aNewerDatabaseInRollbackModeIsLeftUntouched() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator(.init()).migrate(queue)
      try queue.write { db in
        try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')")
      }
      try queue.close()
      let before = try Data(contentsOf: URL(fileURLWithPath: path))

      #expect(throws: StoreError.newerSchema(path: path)) {
        try AppDatabase(path: path)
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
  }

  @Test func aMissingFolderIsCreatedForTheOwnerOnly() throws {
    try withTemporaryFolder { folder in
      let history = folder.appendingPathComponent("flashcards", isDirectory: true)
      let path = history.appendingPathComponent("history.sqlite").path

      let database = try AppDatabase(path: path)
      #expect(database.path == path)
      #expect(try permissions(of: history.path) == 0o700)
      #expect(try permissions(of: path) == 0o600)
    }
  }

  @Test func aFolderThatCannotBeCreatedIsNamed() throws {
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("a file")
      try Data("not a folder".utf8).write(to: file)
      let folderInside = file.appendingPathComponent("flashcards")
      let path = folderInside.appendingPathComponent("history.sqlite").path

      let error = #expect(throws: StoreError.self) { try AppDatabase(path: path) }
      guard case .cannotCreateFolder(let named, let reason) = error else {
        Issue.record("expected cannotCreateFolder, got \(String(describing: error))")
        return
      }
      #expect(named == folderInside.path)
      #expect(!reason.isEmpty)
    }
  }

  @Test func anExistingDatabaseOpensAgainWithItsGames() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let id = try AppDatabase(path: path).save(
        SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000)
      let reopened = try AppDatabase(path: path)
      let count = try reopened.writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM gameResult") }
      #expect(count == 1)
      #expect(try reopened.save(SampleGames.played(), playedAt: SampleGames.playedAt, milliseconds: 1000) == id + 1)
    }
  }

  @Test(arguments: [
    StoreError.isDirectory(path: "/home/sam/my history.sqlite"),
    .cannotCreateFolder(path: "/home/sam/my history.sqlite", reason: "permission denied"),
    .notADatabase(path: "/home/sam/my history.sqlite"),
    .corrupt(path: "/home/sam/my history.sqlite"),
    .readOnly(path: "/home/sam/my history.sqlite"),
    .newerSchema(path: "/home/sam/my history.sqlite"),
    .notSaved(path: "/home/sam/my history.sqlite"),
    .busy(path: "/home/sam/my history.sqlite"),
    .notKept(path: "/home/sam/my history.sqlite", pending: "/home/sam/my history.sqlite.pending-1.json"),
    .notAFile(path: "/home/sam/my history.sqlite", kind: "a named pipe (FIFO)"),
    .danglingLink(path: "/home/sam/my history.sqlite", target: "/media/usb/history.sqlite"),
    .other(path: "/home/sam/my history.sqlite", reason: "disk I/O error"),
  ])
  func everyErrorNamesThePath(_ error: StoreError) {
    #expect(error.errorDescription?.contains("'/home/sam/my history.sqlite'") == true)
  }
}
