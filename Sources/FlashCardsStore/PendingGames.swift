import FlashCardsCore
import Foundation
import GRDB

/// A pending game saved when the history was opened.
public struct SavedPendingGame: Sendable, Equatable {
  public var id: Int64
  public var deck: String
  public var file: String
}

/// A pending file that was not saved, and is kept: moved aside under another name when it holds
/// no game FlashCards can save, or left where it is when it cannot be read (it may be another
/// user's, on a shared history, that their next game saves).
public struct RejectedPendingGame: Sendable, Equatable {
  public var file: String
  /// Where it is now: `file` + ".rejected", or `file` itself when it was not moved.
  public var keptAs: String
  /// Why, in words: "its date '…' is not a date from 1970 to 9999".
  public var reason: String
}

extension AppDatabase {
  /// Saves the games kept in `folder`'s pending files, each in its own transaction, and removes
  /// their files. Each file is read and checked first (see `PendingGameFolder.read`); one that is
  /// bad is kept and reported, and the others are still saved. A game already in the history (by
  /// its identity: saved by another process, or by a run that stopped before it removed the file)
  /// is not saved twice. While the history is busy, the files wait for the next opening.
  func savePendingGames(from folder: PendingGameFolder) -> (saved: [SavedPendingGame], rejected: [RejectedPendingGame])
  {
    var saved: [SavedPendingGame] = []
    var rejected: [RejectedPendingGame] = []
    for file in folder.files() {
      let game: FinishedGame
      switch folder.read(file) {
      case .gone: continue
      case .rejected(let kept):
        rejected.append(kept)
        continue
      case .game(let read): game = read
      }
      do {
        let result = try writer.write { db -> (id: Int64, inserted: Bool)? in
          // Checked holding the write lock: another process may have saved it and removed it meanwhile.
          guard folder.holds(file) else { return nil }
          let inserted = try game.insert(db, player: player)
          return (inserted.id, inserted.inserted)
        }
        folder.remove(file)
        if let result, result.inserted { saved.append(SavedPendingGame(id: result.id, deck: game.deck, file: file)) }
      } catch let error as DatabaseError where AppDatabase.refusesTheGame(error) {
        rejected.append(
          folder.reject(file, reason: "the history refused it (\(error.message ?? "\(error.resultCode)"))"))
      } catch {
        // Busy, or the file system: the rest wait for the next opening.
        break
      }
    }
    return (saved, rejected)
  }

  /// An error that says the game itself cannot go in (a constraint or a value SQLite refuses),
  /// not that the history cannot be written now.
  static func refusesTheGame(_ error: DatabaseError) -> Bool {
    [.SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_TOOBIG, .SQLITE_RANGE].contains(error.resultCode)
  }
}
