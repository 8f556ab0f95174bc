import ArgumentParser

/// Skips, while the arguments are parsed, ArgumentParser's check for `--generate-completion-script`
/// when no argument could be that option.
///
/// `CommandParser` runs the check before every parse: it parses the arguments twice more, against
/// two commands of its own, a quarter of a `history` run (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md). It skips the check for a root command whose configuration has a
/// `_superCommandName`. That name is only otherwise read to print help and usage, which happen after
/// the parse (help is a command that runs; errors are rendered by `FlashCards.main`), by when the
/// standard configuration is back. So the root configuration carries the name during the parse
/// only, and only when the check could not have found anything.
enum CompletionScriptCheck {
  /// Set only by `FlashCards.main`, on the main thread, before anything else runs.
  nonisolated(unsafe) static var isSkipped = false

  static let option = "--generate-completion-script"

  /// Whether the check can find nothing in `arguments`: no argument is the option, alone or with
  /// `=value`. (ArgumentParser takes long options whole, never abbreviated.)
  static func canFindNothing(in arguments: some Sequence<String>) -> Bool {
    !arguments.contains { $0 == option || $0.hasPrefix(option + "=") }
  }
}

extension FlashCards {
  /// The standard configuration with a super-command name, which makes ArgumentParser skip the
  /// check. The name is never printed: see `CompletionScriptCheck`.
  static let configurationSkippingCompletionScriptCheck: CommandConfiguration = {
    var configuration = standardConfiguration
    configuration._superCommandName = standardConfiguration.commandName
    return configuration
  }()

  /// Parses the process's arguments as ArgumentParser's `parseAsRoot` does, skipping the
  /// completion-script check when it could find nothing.
  static func parseArguments() throws -> ParsableCommand {
    let arguments = Array(CommandLine.arguments.dropFirst())
    CompletionScriptCheck.isSkipped = CompletionScriptCheck.canFindNothing(in: arguments)
    defer { CompletionScriptCheck.isSkipped = false }
    return try parseAsRoot(arguments)
  }
}
