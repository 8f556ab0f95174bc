import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsSync
import Foundation

extension FlashCards {
  /// ArgumentParser's `main`, except that an error message passes through `terminalSafe`
  /// before it is printed: messages quote what the player typed (`--deck`, `--db`, a deck name,
  /// ArgumentParser's own "The value '…' is invalid"), which may hold escape sequences.
  /// Output that could not be written ends the run with one line and status 1 (a closed pipe,
  /// quietly), whatever the command: see `StandardOutput.exitIfNotWritten`.
  static func main() {
    do {
      var command = try parseArguments()
      try command.run()
      StandardOutput.exitIfNotWritten()
    } catch {
      if error is StandardOutput.Failure { StandardOutput.exitIfNotWritten() }
      if let slip = error as? UsageSlip ?? usageSlip(after: error) {
        StandardError.write("Error: \(slip.localizedDescription)\n")
        Foundation.exit(ExitCode.validationFailure.rawValue)
      }
      // 69 for a server out of reach, 77 for a login it refused, 64 for a sync naming no server,
      // 75 for another session's lock in the way (sysexits.h).
      let code =
        (error as? PostgresError).map { ExitCode($0.exitStatus) }
        ?? (error as? SyncCommandError).map { ExitCode($0.exitStatus) }
        ?? (error as? ServerAdminError).map { ExitCode($0.exitStatus) } ?? exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        // Help, the version and completion scripts: the program's own text, printed as it is.
        if !message.isEmpty { print(message) }
        StandardOutput.exitIfNotWritten()
      } else if !message.isEmpty {
        StandardError.write(message.terminalSafeLines + "\n")
      } else {
        // A status of the command's own (130 after Ctrl-C, 1 from `decks check`) is kept.
        StandardOutput.exitIfNotWritten(status: code.rawValue)
      }
      Foundation.exit(code.rawValue)
    }
  }

  /// A usage error (exit 64) that is a slip with a likely meaning or a refused value, said in one
  /// line instead of ArgumentParser's message and usage.
  private static func usageSlip(after error: any Error) -> UsageSlip? {
    guard exitCode(for: error) == .validationFailure else { return nil }
    let arguments = Array(CommandLine.arguments.dropFirst())
    return UsageSlip.find(in: arguments, environment: GlobalOptions.processEnvironment) {
      ShellCompletions.knownDeckNames(typed: arguments)
    }
  }
}
