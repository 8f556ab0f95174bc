import FlashCardsCore
import Foundation

/// What the history commands and `play --retry` refuse, in a sentence.
public enum HistoryError: LocalizedError, Equatable {
  case noSuchGame(Int64)
  /// The game is another player's, not the current `player`'s; `doing` is what was asked ("show", "delete").
  case anotherPlayersGame(Int64, player: String, doing: String)
  case confirmationNeeded
  case emptyPeriod(since: LocalDay, until: LocalDay)
  case noDeckOrGame(String)

  public var errorDescription: String? {
    switch self {
    case .noSuchGame(let id):
      "There is no game #\(id). See the games with: flashcards history"
    case .anotherPlayersGame(let id, let player, let doing):
      HistoryError.anotherPlayers(id, player: player, doing: doing)
    case .confirmationNeeded:
      "Not deleting without confirmation: standard input is not a terminal. Add --yes to delete anyway."
    case .emptyPeriod(let since, let until):
      "--since \(since) is after --until \(until)."
    case .noDeckOrGame(let name):
      "No deck or game named '\(name.terminalSafe)'. See: flashcards decks"
    }
  }

  /// "ann has no game #2: add --all-players to show another player's game." Another player's game
  /// is no game of this player's; whose it is stays theirs to say.
  private static func anotherPlayers(_ id: Int64, player: String, doing: String) -> String {
    let none = "\(player.terminalSafe) has no game #\(id)"
    guard doing == "retry" else { return "\(none): add --all-players to \(doing) another player's game." }
    return "\(none): it is another player's; retry it as them with --player. See your games with: flashcards history"
  }
}
