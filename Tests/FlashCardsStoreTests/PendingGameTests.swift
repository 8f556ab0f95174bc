import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// Pending files read and checked by the store (the binary's side: CLITests/PendingSaveTests).
@Suite("Pending games")
struct PendingGameTests {
  static func pendingGame() -> FinishedGame {
    FinishedGame(SampleGames.played(), player: "ann", playedAt: SampleGames.playedAt, milliseconds: 5_000)
  }

  @Test func aGameThisVersionKeptPassesItsCheck() throws {
    let game = PendingGameTests.pendingGame()
    let data = try JSONEncoder().encode(game)
    #expect(try FinishedGame.pending(data) == game)
    #expect(game.uuid.flatMap(GameUUID.init)?.version == 7, "pending files carry the identity")
  }

  @Test(
    arguments: [
      (-1, "the game's time, -1 ms"), (Int.max, "the game's time"), (366 * 86_400_000 + 1, "is not 0 to a year"),
    ])
  func aTimeNoGameCanTakeIsRefused(value: Int, reason: String) {
    var game = PendingGameTests.pendingGame()
    game.milliseconds = value
    #expect(throws: PendingGameProblem.self) { try game.check() }
    #expect((try? game.check()) == nil)
    do { try game.check() } catch { #expect(error.reason.contains(reason), "\(error.reason)") }
  }

  @Test func theCardsMustBeNumberedAsAsked() {
    var game = PendingGameTests.pendingGame()
    game.cards.swapAt(0, 1)
    do {
      try game.check()
      Issue.record("accepted")
    } catch {
      #expect(error.reason == "its card 1 is at position 2: the cards of a game are numbered 1, 2, 3…")
    }
  }

  @Test func oneBadFileLeavesTheOthersToBeSaved() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      _ = try AppDatabase(path: path)
      let good = PendingGameTests.pendingGame()
      try JSONEncoder().encode(good).write(to: URL(fileURLWithPath: path + ".pending-2.json"))
      try Data("{".utf8).write(to: URL(fileURLWithPath: path + ".pending-1.json"))
      // Where the first bad file would go, another already is: it is not replaced.
      try Data("earlier".utf8).write(to: URL(fileURLWithPath: path + ".pending-1.json.rejected"))

      let (database, opening) = try HistoryOpening.open(path: path)
      #expect(opening.savedPendingGames.map(\.file) == [path + ".pending-2.json"])
      #expect(
        opening.rejectedPendingGames == [
          RejectedPendingGame(
            file: path + ".pending-1.json", keptAs: path + ".pending-1.json.rejected-2",
            reason: "it does not read as JSON")
        ])
      #expect(try String(contentsOfFile: path + ".pending-1.json.rejected", encoding: .utf8) == "earlier")
      #expect(try String(contentsOfFile: path + ".pending-1.json.rejected-2", encoding: .utf8) == "{")
      #expect(try database.game(id: 1)?.summary.game.uuid?.description == good.uuid)
    }
  }
}
