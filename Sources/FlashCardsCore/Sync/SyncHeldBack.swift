/// A row a receive left out, and why: it breaks a rule of this version (`SyncRules`), or it would
/// take another player's game's place here. Its transaction is read again at every later receive,
/// so that it arrives once the row is mended or this program knows its values. Thrown by whatever
/// applies a received change to refuse it; handed over as a change to be reported.
public struct SyncHeldBack: Error, Sendable, Equatable {
  /// The player whose row it is.
  public var player: String
  /// The row, as a person names it: "game 0193…", "the deletion of game 0193…".
  public var row: String
  /// Why, as the end of a sentence: "its verdict 'pwned' is not one this version knows".
  public var reason: String
  /// Whether the row is a game (counted apart in sync's summary).
  public var isGame: Bool

  public init(player: String = "", row: String, reason: String, isGame: Bool) {
    self.player = player
    self.row = row
    self.reason = reason
    self.isGame = isGame
  }

  /// One line, every value from the server made safe to print.
  public var warning: String {
    "Warning: held back \(player.terminalSafe)'s \(row.terminalSafe): \(reason.terminalSafe); it is tried again at every sync."
  }
}
