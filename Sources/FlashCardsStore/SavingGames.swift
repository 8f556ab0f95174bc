public import FlashCardsCore
public import Foundation
import GRDB

extension AppDatabase {
  /// Saves a game and its card results in one transaction, and returns the game's number. While
  /// another process holds the history's write lock, `whileBusy` is asked about every tenth of a
  /// second, with the seconds waited so far, whether to go on waiting; when it says no, nothing is
  /// saved and `StoreError.busy` is thrown (see `keepPending`).
  @discardableResult
  public func save(
    _ session: GameSession, playedAt: Date, milliseconds: Int, whileBusy: (Double) -> Bool = { $0 < 10 }
  ) throws -> Int64 {
    let game = FinishedGame(session, player: player, playedAt: playedAt, milliseconds: milliseconds)
    return try AppDatabase.wrap(path ?? AppDatabase.inMemoryPath) {
      try writer.writeWithoutTransaction { db in
        // Short waits inside SQLite, so that the player is asked often; restored afterwards.
        try db.execute(sql: "PRAGMA busy_timeout = 100")
        defer { try? db.execute(sql: "PRAGMA busy_timeout = \(AppDatabase.busyMilliseconds)") }
        let start = ContinuousClock.now
        while true {
          do {
            var id: Int64 = 0
            try db.inTransaction(.immediate) {
              id = try game.insert(db, player: player).id
              return .commit
            }
            return id
          } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            let waited = start.duration(to: .now)
            let seconds = Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
            if !whileBusy(seconds) { throw StoreError.busy(path: path ?? AppDatabase.inMemoryPath) }
          }
        }
      }
    }
  }

  /// Keeps a game that could not be saved in a file beside the history (see `PendingGameFolder`),
  /// readable by its owner only, and returns the file's path. The next opening of the history for
  /// writing saves it.
  public func keepPending(_ session: GameSession, playedAt: Date, milliseconds: Int) throws -> String {
    try PendingGameFolder(history: path ?? AppDatabase.inMemoryPath).keep(
      FinishedGame(session, player: player, playedAt: playedAt, milliseconds: milliseconds))
  }
}
