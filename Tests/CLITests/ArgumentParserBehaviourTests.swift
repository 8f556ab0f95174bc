import Foundation
import Testing

/// What ArgumentParser does before any command runs, kept intact while start-up is made cheaper:
/// help for every command, the version, completion scripts, and usage errors (status 64).
@Suite("help, version, completions and usage errors")
struct ArgumentParserBehaviourTests {
  static let commands: [[String]] = [
    ["play"], ["history"], ["history", "list"], ["history", "show"], ["history", "delete"], ["stats"],
    ["decks"], ["decks", "list"], ["decks", "check"],
  ]

  @Test("every command has help, the same with --help, -h and help", arguments: commands)
  func helpOfEveryCommand(command: [String]) async throws {
    let sandbox = try Sandbox()
    let long = try await sandbox.run(command + ["--help"])
    #expect(long.status == 0, "\(long)")
    #expect(long.stdout.hasPrefix("OVERVIEW: "), "\(long)")
    #expect(long.stdout.contains("USAGE: flashcards \(command.joined(separator: " "))"), "\(long)")
    let isGroup = ["history", "decks"].contains(command.joined(separator: " "))
    // A group lists its subcommands; the commands that run list the global options too.
    #expect(long.stdout.contains(isGroup ? "SUBCOMMANDS:" : "--db <path>"), "\(long)")
    #expect(long.stderr.isEmpty, "\(long)")
    let short = try await sandbox.run(command + ["-h"])
    let word = try await sandbox.run(["help"] + command)
    #expect(short.stdout == long.stdout)
    #expect(word.stdout == long.stdout)
  }

  @Test("--version prints the version alone, after any command", arguments: [[], ["history"], ["decks", "list"]])
  func versionAfterAnyCommand(command: [String]) async throws {
    let run = try await Sandbox().run(command + ["--version"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "0.1.0\n", "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
  }

  @Test(
    "a usage error exits 64: the error first, then the usage of the command it was given to",
    arguments: [
      (["history", "--bogus"], "Error: Unknown option '--bogus'", "flashcards history list"),
      (["frobnicate"], "Error: Unexpected argument 'frobnicate'", "flashcards"),
      (["history", "show"], "Error: Missing expected argument '<id>'", "flashcards history show"),
      // A value an option refuses is one line (ValueRefusalTests); a value missing is not.
      (["play", "capitals", "--seed"], "Error: Missing value for '--seed <seed>'", "flashcards play"),
      (
        ["history", "delete", "1", "--all"], "Error: Give game numbers or --all, not both.",
        "flashcards history delete"
      ),
      (["--color"], "Error: Missing value for '--color <color>'", "flashcards"),
    ])
  func usageError(arguments: [String], error: String, command: String) async throws {
    let run = try await Sandbox().run(arguments)
    #expect(run.status == 64, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    let lines = run.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == error, "\(run)")
    #expect(lines.contains { $0.hasPrefix("Usage: \(command) [") || $0.hasPrefix("Usage: \(command) <") }, "\(run)")
    #expect(lines.last == "  See '\(command) --help' for more information.", "\(run)")
  }

  @Test("completion scripts for bash, zsh and fish; another shell is a usage error")
  func completionScripts() async throws {
    let sandbox = try Sandbox()
    for (shell, marker) in [
      ("bash", "complete -"), ("zsh", "#compdef flashcards"), ("fish", "complete -c 'flashcards'"),
    ] {
      for arguments in [["--generate-completion-script", shell], ["--generate-completion-script=\(shell)"]] {
        let run = try await sandbox.run(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains(marker), "\(shell): \(run.stdout.prefix(200))")
        for command in ["history", "show", "delete", "check", "retry"] {
          #expect(run.stdout.contains(command), "\(shell) completes \(command)")
        }
      }
    }
    let other = try await sandbox.run(["--generate-completion-script", "tcsh"])
    #expect(other.status == 64, "\(other)")
    #expect(other.stderr.hasPrefix("Error: Can't generate completion scripts for 'tcsh'."), "\(other)")
  }
}
