import Foundation
import TestSupport
import Testing

/// Output that cannot be written is a failure: every command that prints, with its standard output
/// on a full disk (/dev/full), exits 1 with one line on standard error. A closed pipe (`| head`) is
/// the reader's choice: a quiet end, as SIGPIPE gives, also when SIGPIPE is ignored.
@Suite("output that cannot be written")
struct OutputFailureTests {
  /// A command that prints, and what it needs in the sandbox (`DB` and `DECK` stand for the
  /// history's path and a deck file's).
  struct Printing: CustomStringConvertible, Sendable {
    var arguments: [String]
    var stdin = ""
    var description: String { arguments.joined(separator: " ") }

    func resolved(database: String, deck: String) -> [String] {
      arguments.map { $0 == "DB" ? database : $0 == "DECK" ? deck : $0 }
    }
  }

  static let printing: [Printing] = [
    Printing(arguments: []),
    Printing(arguments: ["--help"]),
    Printing(arguments: ["history", "--help"]),
    Printing(arguments: ["--version"]),
    Printing(arguments: ["--generate-completion-script", "bash"]),
    Printing(arguments: ["--db", "DB", "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n"),
    Printing(arguments: ["--db", "DB", "review"], stdin: "Jackson\n"),
    Printing(arguments: ["--db", "DB", "review", "--list"]),
    Printing(arguments: ["--db", "DB", "review", "--list", "--format", "json"]),
    Printing(arguments: ["--db", "DB", "history"]),
    Printing(arguments: ["--db", "DB", "history", "--format", "json"]),
    Printing(arguments: ["--db", "DB", "history", "--format", "csv"]),
    Printing(arguments: ["--db", "DB", "history", "show", "1"]),
    Printing(arguments: ["--db", "DB", "history", "show", "1", "--format", "json"]),
    Printing(arguments: ["--db", "DB", "history", "export"]),
    Printing(arguments: ["--db", "DB", "history", "export", "--format", "fsrs"]),
    Printing(arguments: ["--db", "DB", "history", "export", "--output", "-"]),
    Printing(arguments: ["--db", "DB", "history", "delete", "1", "--yes"]),
    Printing(arguments: ["--db", "DB", "stats"]),
    Printing(arguments: ["--db", "DB", "stats", "--format", "json"]),
    Printing(arguments: ["decks"]),
    Printing(arguments: ["decks", "check", "DECK"]),
    Printing(arguments: ["decks", "export", "capitals"]),
    Printing(arguments: ["decks", "export", "capitals", "--output", "out.tsv"]),
    Printing(arguments: ["decks", "import", "DECK", "--format", "quizlet", "--separator", " = "]),
  ]

  @Test("a full disk: status 1 and one line on standard error", arguments: printing)
  func fullDisk(command: Printing) async throws {
    let sandbox = try Sandbox()
    let database = try await ExportTargetTests.history(in: sandbox)
    let deck = try sandbox.write("words.txt", "hello = hola\nbye = adios\n")
    let run = try await sandbox.run(
      command.resolved(database: database, deck: deck), stdin: command.stdin,
      launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" > /dev/full"])
    #expect(run.status == 1, "\(run)")
    #expect(run.oneLineError == "Error: Cannot write to standard output: the disk is full.", "\(run)")
    if command.arguments.contains("play") {
      #expect(try SavedHistory(path: database).games.count == 2, "the game is saved all the same")
    }
  }

  /// The reader (`head -c 1`) leaves after the first byte of an output larger than a pipe holds
  /// (64 KiB: 3,000 card results make some hundreds of kilobytes in each format).
  @Test("a closed pipe: a quiet end, with SIGPIPE at its default or ignored", arguments: [false, true])
  func closedPipe(pipeSignalIgnored: Bool) async throws {
    let sandbox = try Sandbox()
    let database = try await InterruptedWriteTests.bigHistory(in: sandbox, copies: 3000)
    let ignore = pipeSignalIgnored ? "trap '' PIPE; " : ""
    for arguments in [
      ["history", "export"], ["history", "export", "--format", "fsrs"], ["history", "show", "1"],
      ["history", "show", "1", "--format", "json"],
    ] {
      let run = try await sandbox.run(
        ["--db", database] + arguments,
        launcher: ["/bin/bash", "-c", "\(ignore)\"$0\" \"$@\" | head -c 1 > /dev/null; exit ${PIPESTATUS[0]}"])
      #expect(run.status == 128 + SIGPIPE, "\(arguments): \(run)")
      #expect(run.stderr.isEmpty, "\(arguments): \(run)")
    }
  }
}
