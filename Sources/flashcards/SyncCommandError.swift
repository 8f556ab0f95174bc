import FlashCardsCore
import Foundation

/// What `sync` refuses, in a sentence.
enum SyncCommandError: LocalizedError, Equatable {
  case noServer
  /// The server answered with another identity than the one this history synced with.
  case anotherServer(remembered: String, given: String)
  case moveNeedsConfirmation
  case moveDeclined

  /// No server named is a usage error (64, sysexits.h), said in one line; the rest exit 1.
  var exitStatus: Int32 { self == .noServer ? 64 : 1 }

  var errorDescription: String? {
    switch self {
    case .noServer:
      "This history has no sync server yet: name it once with --server URL (or set FLASHCARDS_SERVER), e.g. flashcards sync --server postgresql://db.example.org/flashcards"
    case .anotherServer(let remembered, let given):
      "This history syncs with \(remembered.terminalSafe), and \(given.terminalSafe) is another server; nothing was changed. To move the history there deliberately, add --to-new-server."
    case .moveNeedsConfirmation:
      "Not moving the history to a new server without confirmation: standard input is not a terminal. Add --yes to move it."
    case .moveDeclined:
      "The history was not moved; nothing was changed."
    }
  }
}
