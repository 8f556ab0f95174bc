public import Foundation
import GRDB

/// What can go wrong with the history database, in words a player can act on.
public enum StoreError: LocalizedError, Equatable {
  case isDirectory(path: String)
  case notAFile(path: String, kind: String)
  case danglingLink(path: String, target: String)
  case cannotCreateFolder(path: String, reason: String)
  case notADatabase(path: String)
  /// An SQLite file of another program: tables of its own, or another program's application_id.
  case anotherProgramsDatabase(path: String)
  case corrupt(path: String)
  case readOnly(path: String)
  case newerSchema(path: String)
  case notSaved(path: String)
  /// Another process held the write lock until the player (or the time limit) gave up waiting.
  case busy(path: String)
  /// The game could not be saved, nor kept in a pending file.
  case notKept(path: String, pending: String)
  case cannotBackUp(path: String, backup: String)
  /// A row of `memoryState` that no replay can have written (edited by hand, or damaged).
  case damagedMemoryState(deck: String, card: String)
  /// A value no FlashCards wrote (see `UnreadableValue`): in `table`, the row with the key `row`.
  case unreadableValue(path: String, table: String, row: String?, column: String, holding: String)
  case other(path: String, reason: String)

  public var errorDescription: String? {
    switch self {
    case .isDirectory(let path):
      "The history database '\(path)' is a directory; give --db the path of a file."
    case .notAFile(let path, let kind):
      "The history database '\(path.terminalSafe)' is \(kind), not a file; give --db the path of a file."
    case .danglingLink(let path, let target):
      "The history database '\(path.terminalSafe)' is a symbolic link to '\(target.terminalSafe)', which does not exist."
    case .cannotCreateFolder(let path, let reason):
      "Cannot create the folder '\(path)' for the history database: \(reason)."
    case .notADatabase(let path):
      "'\(path)' is not a FlashCards history database (it is not an SQLite file). It was left untouched."
    case .anotherProgramsDatabase(let path):
      "'\(path.terminalSafe)' is an SQLite database of another program, not a FlashCards history. It was left untouched."
    case .corrupt(let path):
      "The history database '\(path)' is damaged (SQLite reports it malformed). It was left untouched."
    case .readOnly(let path):
      "The history database '\(path)' is read-only: FlashCards cannot write to it."
    case .newerSchema(let path):
      "The history database '\(path)' was written by a newer version of FlashCards; upgrade FlashCards to use it. It was left untouched."
    case .cannotBackUp(let path, let backup):
      "The history database '\(path)' needs an upgrade, but a copy could not be written to '\(backup)' first, so it was left untouched."
    case .notSaved(let path):
      "The game could not be saved in '\(path)'."
    case .busy(let path):
      "The history database '\(path.terminalSafe)' is busy: another program is writing to it. Try again once it has finished."
    case .notKept(let path, let pending):
      "The game was NOT saved: the history database '\(path.terminalSafe)' was busy, and its answers could not be kept in '\(pending.terminalSafe)' either."
    case .damagedMemoryState(let deck, let card):
      "The review schedule of '\(card.terminalSafe)' in '\(deck.terminalSafe)' is damaged; playing that card once rebuilds it from your history."
    case .unreadableValue(let path, let table, let row, let column, let holding):
      "The history database '\(path.terminalSafe)' holds a value FlashCards cannot read: column \(column) of "
        + "\(table)\(row.map { " (\($0.terminalSafe))" } ?? "") holds \(holding.terminalSafe). It was left untouched"
        + "\(StoreError.remedy(table: table, row: row))."
    case .other(let path, let reason):
      "The history database '\(path)' cannot be used: \(reason)."
    }
  }

  /// For a game's row or one of its cards': the command that removes that game.
  private static func remedy(table: String, row: String?) -> String {
    let key = ["gameResult": "id ", "cardResult": "gameId "][table]
    guard let key, let row, row.hasPrefix(key), let game = Int64(row.dropFirst(key.count).prefix { $0.isNumber }) else {
      return ""
    }
    return "; 'flashcards history delete \(game) --all-players' deletes that game"
  }

  init(path: String, _ error: any Error) {
    if let error = error as? UnreadableValue {
      self = .unreadableValue(
        path: path, table: error.table ?? "a table", row: error.row, column: error.column,
        holding: error.holding)
      return
    }
    guard let error = error as? DatabaseError else {
      self = .other(path: path, reason: error.localizedDescription)
      return
    }
    switch error.resultCode {
    case .SQLITE_NOTADB: self = .notADatabase(path: path)
    case .SQLITE_CORRUPT: self = .corrupt(path: path)
    case .SQLITE_READONLY: self = .readOnly(path: path)
    // Another process held the write lock for the whole busy timeout (it said "database is locked").
    case .SQLITE_BUSY: self = .busy(path: path)
    case .SQLITE_CANTOPEN where !FileManager.default.isWritableFile(atPath: path):
      self = .readOnly(path: path)
    default: self = .other(path: path, reason: error.message ?? "\(error.resultCode)")
    }
  }
}
