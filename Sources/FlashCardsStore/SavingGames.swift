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

  /// Keeps a game that could not be saved in a file beside the history, readable by its owner
  /// only, and returns the file's path. The next opening of the history for writing saves it.
  public func keepPending(_ session: GameSession, playedAt: Date, milliseconds: Int) throws -> String {
    let history = path ?? AppDatabase.inMemoryPath
    let file = "\(history)\(AppDatabase.pendingInfix)\(UUID().uuidString).json"
    let game = FinishedGame(session, player: player, playedAt: playedAt, milliseconds: milliseconds)
    do {
      try DatabaseFile.writePrivately(JSONEncoder().encode(game), to: file)
    } catch {
      throw StoreError.notKept(path: history, pending: file)
    }
    return file
  }

  static let pendingInfix = ".pending-"

  /// The pending files of the history at `path`.
  static func pendingFiles(of path: String) -> [String] {
    let folder = DatabaseFile.folder(of: path)
    let prefix = (path as NSString).lastPathComponent + pendingInfix
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
      .map { folder.isEmpty ? $0 : (folder as NSString).appendingPathComponent($0) }
  }
}
