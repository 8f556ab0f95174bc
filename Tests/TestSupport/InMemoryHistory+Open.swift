import FlashCardsCore
import FlashCardsStore
import Foundation

extension InMemoryHistory {
  /// A new empty history in memory, as the views and the game loop take it (through the
  /// protocols, so that UI tests need not name the store). `player`: whose it is (default: the
  /// login name, as the binary).
  public static func open(player: String? = nil) throws -> any HistoryWriting {
    try AppDatabase(path: InMemoryHistory.path, player: player)
  }
}

/// A history file for a test, as the views and the game loop take it.
public enum HistoryFile {
  /// The history at `path`, opened for playing as the binary opens it (created on first use,
  /// migrated, its pending games saved). `player`: default, the login name.
  public static func open(_ path: String, player: String? = nil) throws -> any HistoryWriting {
    try AppDatabase(path: path, player: player)
  }
}

extension HistoryWriting {
  /// Saves a finished game as the game loop does, and returns its number; a history that stays
  /// busy throws (a test's history is never held by another program).
  @discardableResult
  public func saveGame(
    _ session: GameSession, playedAt: Date, milliseconds: Int, whileBusy: (Double) -> Bool = { $0 < 10 }
  ) throws -> Int64 {
    switch try save(session, playedAt: playedAt, milliseconds: milliseconds, keepingPendingWhen: whileBusy) {
    case .saved(let id): return id
    case .keptPending(let file): throw HistoryBusy(pendingFile: file)
    }
  }
}

/// A test's history was busy: the game went to a pending file instead.
public struct HistoryBusy: Error, Equatable {
  public var pendingFile: String
}
