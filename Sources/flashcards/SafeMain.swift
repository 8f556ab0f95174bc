import ArgumentParser
import FlashCardsCore
import Foundation

extension FlashCards {
  /// ArgumentParser's `main`, except that an error message passes through `terminalSafe`
  /// before it is printed: messages quote what the player typed (`--deck`, `--db`, a deck name,
  /// ArgumentParser's own "The value '…' is invalid"), which may hold escape sequences.
  static func main() {
    do {
      var command = try parseArguments()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        // Help, the version and completion scripts: the program's own text, printed as it is.
        if !message.isEmpty { print(message) }
      } else if !message.isEmpty {
        StandardError.write(message.terminalSafeLines + "\n")
      }
      Foundation.exit(code.rawValue)
    }
  }
}
