import FlashCardsCore
import Foundation

/// What `sync` refuses, in a sentence.
public enum SyncCommandError: LocalizedError, Equatable {
  case noServer
  /// The login is not a player or teacher of the server (its admin, say, named by FLASHCARDS_SERVER).
  case notAPlayer(login: String, server: String)
  /// The server answered with another identity than the one this history synced with.
  case anotherServer(remembered: String, given: String)
  case moveNeedsConfirmation
  case moveDeclined

  /// No server named is a usage error (64, sysexits.h), said in one line; a login that may not
  /// sync is refused as a refused login is (77); the rest exit 1.
  public var exitStatus: Int32 {
    switch self {
    case .noServer: 64
    case .notAPlayer: 77
    default: 1
    }
  }

  public var errorDescription: String? {
    switch self {
    case .noServer:
      "This history has no sync server yet: name it once with --server URL (or set FLASHCARDS_SERVER), e.g. flashcards sync --server postgresql://db.example.org/flashcards"
    case .notAPlayer(let login, let server):
      "'\(login.terminalSafe)' is not a player or teacher on \(server.terminalSafe), so it cannot sync; nothing was changed. Sync logs in as your player name unless the URL names a user: is --server or FLASHCARDS_SERVER the admin's URL?"
    case .anotherServer(let remembered, let given):
      "This history syncs with \(remembered.terminalSafe), and \(given.terminalSafe) is another server; nothing was changed. To move the history there deliberately, add --to-new-server."
    case .moveNeedsConfirmation:
      "Not moving the history to a new server without confirmation: standard input is not a terminal. Add --yes to move it."
    case .moveDeclined:
      "The history was not moved; nothing was changed."
    }
  }
}
