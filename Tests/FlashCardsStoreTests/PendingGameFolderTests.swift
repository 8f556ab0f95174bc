import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsStore

/// The pending-game files as a component of their own: written, listed, read and checked, moved
/// aside when bad, removed once saved; what the history does with them: PendingGameTests.
@Suite("Pending game folder")
struct PendingGameFolderTests {
  @Test func aGameKeptIsReadBackWholeFromAFileOnlyItsOwnerCanRead() throws {
    try withTemporaryFolder { folder in
      let pending = PendingGameFolder(history: folder.appendingPathComponent("history.sqlite").path)
      let game = PendingGameTests.pendingGame()
      let file = try pending.keep(game)
      #expect(file.hasPrefix(pending.history + ".pending-") && file.hasSuffix(".json"))
      #expect(try permissions(of: file) == 0o600)
      #expect(pending.files() == [file])
      #expect(pending.read(file) == .game(game))
      // Nothing but the file itself is left: no temporary file beside it.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path) == [(file as NSString).lastPathComponent])
    }
  }

  @Test func theFilesAreListedInTheOrderOfTheirNamesAndOnlyThisHistorys() throws {
    try withTemporaryFolder { folder in
      let history = folder.appendingPathComponent("history.sqlite").path
      for name in [
        "history.sqlite.pending-b.json", "history.sqlite.pending-a.json", "history.sqlite.pending-c.json.rejected",
        "other.sqlite.pending-a.json", "history.sqlite.pending-d.txt", "history.sqlite",
      ] {
        try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
      }
      #expect(
        PendingGameFolder(history: history).files() == [
          history + ".pending-a.json", history + ".pending-b.json",
        ])
      #expect(PendingGameFolder(history: folder.appendingPathComponent("none.sqlite").path).files().isEmpty)
    }
  }

  @Test(arguments: [
    ("{", "it does not read as JSON"),
    (#"{"deck": "x"}"#, "it has no 'direction'"),
  ])
  func aCorruptFileIsMovedAsideAndKept(contents: String, reason: String) throws {
    try withTemporaryFolder { folder in
      let pending = PendingGameFolder(history: folder.appendingPathComponent("history.sqlite").path)
      let file = pending.history + ".pending-1.json"
      try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
      guard case .rejected(let kept) = pending.read(file) else {
        Issue.record("read as a game")
        return
      }
      #expect(kept == RejectedPendingGame(file: file, keptAs: file + ".rejected", reason: kept.reason))
      #expect(kept.reason.hasPrefix(reason), "\(kept.reason)")
      #expect(try String(contentsOfFile: file + ".rejected", encoding: .utf8) == contents)
      #expect(pending.files().isEmpty, "no longer tried")
    }
  }

  @Test func aGameWithAValueNoGameCanHaveIsMovedAside() throws {
    try withTemporaryFolder { folder in
      let pending = PendingGameFolder(history: folder.appendingPathComponent("history.sqlite").path)
      var game = PendingGameTests.pendingGame()
      game.playedAt = "tomorrow"
      let file = try pending.keep(game)
      #expect(
        pending.read(file)
          == .rejected(
            RejectedPendingGame(
              file: file, keptAs: file + ".rejected", reason: "its date 'tomorrow' is not a date from 1970 to 9999")))
    }
  }

  @Test func aLinkOrAFIFONamedLikeAPendingFileIsRefusedWithoutBeingFollowedOrWaitedOn() throws {
    try withTemporaryFolder { folder in
      let pending = PendingGameFolder(history: folder.appendingPathComponent("history.sqlite").path)
      let secret = folder.appendingPathComponent("secret").path
      try Data("not yours".utf8).write(to: URL(fileURLWithPath: secret))
      let link = pending.history + ".pending-1.json"
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: secret)
      let fifo = pending.history + ".pending-2.json"
      #expect(mkfifo(fifo, 0o600) == 0)

      #expect(
        pending.read(link)
          == .rejected(
            RejectedPendingGame(
              file: link, keptAs: link + ".rejected", reason: "it is a symbolic link, not a file FlashCards writes")))
      #expect(
        pending.read(fifo)
          == .rejected(RejectedPendingGame(file: fifo, keptAs: fifo + ".rejected", reason: "it is not a regular file")))
      #expect(try String(contentsOfFile: secret, encoding: .utf8) == "not yours", "the link's target is untouched")
    }
  }

  @Test func aFileTooLargeForAnyGameIsNotReadIntoMemory() throws {
    try withTemporaryFolder { folder in
      let pending = PendingGameFolder(history: folder.appendingPathComponent("history.sqlite").path)
      let file = pending.history + ".pending-1.json"
      #expect(FileManager.default.createFile(atPath: file, contents: nil))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
      try handle.truncate(atOffset: UInt64(FinishedGame.largestFile + 1))
      try handle.close()
      guard case .rejected(let kept) = pending.read(file) else {
        Issue.record("read as a game")
        return
      }
      #expect(kept.reason == "it is \(FinishedGame.largestFile + 1) bytes long, larger than any game")
    }
  }

  @Test func aFileRemovedMeanwhileIsGoneAndARemovedOneIsNoLongerListed() throws {
    try withTemporaryFolder { folder in
      let pending = PendingGameFolder(history: folder.appendingPathComponent("history.sqlite").path)
      #expect(pending.read(pending.history + ".pending-none.json") == .gone)
      let file = try pending.keep(PendingGameTests.pendingGame())
      #expect(pending.holds(file))
      pending.remove(file)
      #expect(!pending.holds(file))
      #expect(pending.files().isEmpty)
    }
  }

  @Test func aGameSavedByTheHistoryLeavesNoFile() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      _ = try AppDatabase(path: path)
      let pending = PendingGameFolder(history: path)
      let game = PendingGameTests.pendingGame()
      let file = try pending.keep(game)
      let (database, report) = try HistoryOpening.open(path: path)
      #expect(report.savedPendingGames == [SavedPendingGame(id: 1, deck: game.deck, file: file)])
      #expect(report.rejectedPendingGames.isEmpty)
      #expect(pending.files().isEmpty && !pending.holds(file))
      #expect(try database.game(id: 1)?.summary.game.uuid?.description == game.uuid)
    }
  }
}
