import ArgumentParser
import FlashCardsCore
import FlashCardsSync
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
      if let slip = error as? UsageSlip ?? usageSlip(after: error) {
        StandardError.write("Error: \(slip.localizedDescription)\n")
        Foundation.exit(ExitCode.validationFailure.rawValue)
      }
      // 69 for a server out of reach, 77 for a login it refused (sysexits.h).
      let code = (error as? PostgresError).map { ExitCode($0.exitStatus) } ?? exitCode(for: error)
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

  /// A usage error (exit 64) that is a slip with a likely meaning, said in one line instead of
  /// ArgumentParser's message and usage.
  private static func usageSlip(after error: any Error) -> UsageSlip? {
    guard exitCode(for: error) == .validationFailure else { return nil }
    let arguments = Array(CommandLine.arguments.dropFirst())
    return UsageSlip.find(in: arguments) { ShellCompletions.knownDeckNames(typed: arguments) }
  }
}
