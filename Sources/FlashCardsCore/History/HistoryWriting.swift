import Foundation

/// What the game loop and `review --optimize` write to a history (see `HistoryReading`).
public protocol HistoryWriting: HistoryReading {
  /// The history file; nil for a history in memory (`--db :memory:`, `InMemoryHistory.path`), which saves nothing.
  var path: String? { get }
  /// Throws, saying why, when the history cannot be written: before a game of `cards` cards is
  /// played, not after.
  func checkWritable(cards: Int) throws
  /// Saves a finished game with its card results. While another program holds the history,
  /// `whileBusy` is asked, with the seconds waited, whether to go on waiting; when it says no, the
  /// game is kept in a pending file that the next opening of the history saves.
  func save(_ session: GameSession, playedAt: Date, milliseconds: Int, keepingPendingWhen whileBusy: (Double) -> Bool)
    throws -> GameSaving
  /// Stores `player`'s own FSRS parameters (nil: back to the defaults) and replays their memory states.
  func setParameters(_ parameters: FSRSParameters?, of player: String) throws -> Rescheduling
}

/// A history kept in memory, for a game that is not to be saved.
public enum InMemoryHistory {
  /// Its `--db` value.
  public static let path = ":memory:"
}

/// Where a finished game went.
public enum GameSaving: Equatable, Sendable {
  /// Into the history, as this game number.
  case saved(Int64)
  /// The history stayed busy: into this pending file.
  case keptPending(file: String)
}
