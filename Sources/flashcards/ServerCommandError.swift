import FlashCardsCore
import Foundation

/// What the `server` commands refuse before they reach the server, in a sentence.
enum ServerCommandError: LocalizedError, Equatable {
  case passwordNeeded
  case newPasswordNeeded(name: String)
  case noPassword
  case passwordsDiffer
  case confirmationNeeded

  var errorDescription: String? {
    switch self {
    case .passwordNeeded:
      "The server asks for a password and standard input is not a terminal to ask it on: put it in ~/.pgpass or PGPASSWORD."
    case .newPasswordNeeded(let name):
      "The new login '\(name.terminalSafe)' needs a password: give it on standard input with --password-stdin, or run the command in a terminal to be asked."
    case .noPassword:
      "No password was given; nothing was changed."
    case .passwordsDiffer:
      "The two passwords typed differ; nothing was changed."
    case .confirmationNeeded:
      "Not removing without confirmation: standard input is not a terminal. Add --yes to remove anyway."
    }
  }
}
