import Foundation
import TestSupport
import Testing

/// Where `history export --output` and `decks export --output` may write: never over the history or
/// its own files, a deck file, or anything that is not a regular file, whatever the path to them;
/// standard output for `-` and for a path to standard output's own file (`/dev/stdout`), for a
/// user who cannot write in /dev too.
@Suite("export targets")
struct ExportTargetTests {
  enum Command: String, CaseIterable, CustomStringConvertible, Sendable {
    case history, decks

    var description: String { "\(rawValue) export" }

    /// A part of what the export holds: the answer of the game, or the deck's header and card.
    var exported: String { self == .history ? "\"answer\":\"Jackson\"" : "front\tback\nfront\tback\n" }

    /// The command line that exports to `output`, with the history at `database`.
    func arguments(_ output: String, database: String, decks: String) -> [String] {
      switch self {
      case .history: ["--db", database, "--decks", decks, "history", "export", "--output", output]
      case .decks: ["--db", database, "--decks", decks, "decks", "export", "mine", "--output", output]
      }
    }
  }

  /// A target an export must refuse, one of each kind: the history, one of its own files, a deck
  /// file, what is not a regular file. Every kind, by every path, is in FlashCardsAppTests'
  /// ExportTargetChoiceTests; here the binary shows the status, the one line and that nothing was
  /// written.
  enum Forbidden: String, CaseIterable, CustomStringConvertible, Sendable {
    case history, backup, deckSymbolicLink, namedPipe

    var description: String { rawValue }

    /// Makes what the target needs beside the history (in `real/`) and returns the --output path.
    func make(in sandbox: Sandbox, database: String) throws -> String {
      let elsewhere = sandbox.path("elsewhere")
      try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
      switch self {
      case .history: return database
      case .backup: return database + ".backup-v9"
      case .deckSymbolicLink:
        try FileManager.default.createSymbolicLink(
          atPath: "\(elsewhere)/mine.csv", withDestinationPath: sandbox.path("decks/mine.deck"))
        return "\(elsewhere)/mine.csv"
      case .namedPipe:
        #expect(mkfifo("\(elsewhere)/pipe", 0o600) == 0)
        return "\(elsewhere)/pipe"
      }
    }

    /// Words the one-line error must hold beside the path.
    var says: String {
      switch self {
      case .history: "is your history"
      case .backup: "belongs to your history"
      case .deckSymbolicLink: "is the deck file"
      case .namedPipe: "is a named pipe (FIFO), not a regular file"
      }
    }
  }

  @Test("refused in one line, and nothing is written", arguments: Command.allCases, Forbidden.allCases)
  func refused(command: Command, target forbidden: Forbidden) async throws {
    let sandbox = try Sandbox()
    let database = try await Self.history(in: sandbox)
    let output = try forbidden.make(in: sandbox, database: database)
    let folders = [sandbox.path("real"), sandbox.path("elsewhere"), sandbox.path("decks")]
    let before = try folders.map(FolderSnapshot.init)

    let run = try await sandbox.run(command.arguments(output, database: database, decks: sandbox.path("decks")))

    #expect(run.status == 1, "\(run)")
    let error = try #require(run.oneLineError, "\(run)")
    #expect(error.hasPrefix("Error: '\(output)' \(forbidden.says)"), "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    let after = try folders.map(FolderSnapshot.init)
    for (was, now) in zip(before, after) {
      #expect(now.unchanged(since: was), "the history, its files and the decks are as they were")
      #expect(now.added(since: was).isEmpty, "no file was left: \(now.added(since: was))")
    }
    #expect(try SavedHistory(path: database).games.count == 1)
  }

  /// NSString's deletingLastPathComponent crashed (SIGILL) on a path of one character such as `x`.
  @Test("- is standard output; a name of one character is a file in the working directory", arguments: Command.allCases)
  func dashAndOneCharacter(command: Command) async throws {
    let sandbox = try Sandbox()
    let database = try await Self.history(in: sandbox)
    let decks = sandbox.path("decks")
    let dash = try await sandbox.run(command.arguments("-", database: database, decks: decks))
    #expect(dash.status == 0 && dash.stderr.isEmpty, "\(dash)")
    #expect(dash.stdout.contains(command.exported), "\(dash)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("-")), "no file named -")

    let one = try await sandbox.run(command.arguments("x", database: database, decks: decks))
    #expect(one.status == 0 && one.stderr.isEmpty, "\(one)")
    #expect(try String(contentsOfFile: sandbox.path("x"), encoding: .utf8).contains(command.exported))
  }

  /// /dev/stdout leads to the pipe or file standard output is. Before, the temporary file went in
  /// /dev, which only root may write (and root's export then replaced /dev/stdout).
  @Test(
    "/dev/stdout works for a user who cannot write in /dev: into a pipe and into a file", arguments: Command.allCases)
  func devStdout(command: Command) async throws {
    let sandbox = try Sandbox()
    let user = try UnprivilegedUser(sandbox: sandbox)
    let (database, shared) = try await Self.historyOfTheUser(user, in: sandbox)
    let expected = command.exported

    let piped = try await user.run(command.arguments("/dev/stdout", database: database, decks: sandbox.path("decks")))
    #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped)")
    #expect(piped.stdout.contains(expected), "\(piped)")
    #expect(!piped.stdout.contains("Exported"), "no report mixed into the data: \(piped)")

    let file = "\(shared)/out.txt"
    let redirected = try await sandbox.run(
      command.arguments("/dev/stdout", database: database, decks: sandbox.path("decks")),
      launcher: user.launcher + ["/bin/sh", "-c", "exec \"$0\" \"$@\" > '\(file)'"], executable: user.executable)
    #expect(redirected.status == 0 && redirected.stderr.isEmpty, "\(redirected)")
    #expect(try String(contentsOfFile: file, encoding: .utf8).contains(expected))
    #expect(try FileManager.default.contentsOfDirectory(atPath: shared).allSatisfy { !$0.hasPrefix(".") })
  }

  /// Run as the unprivileged user: a binary that wrote beside /dev/stdout as root would replace it.
  @Test("standard output appended to the history is refused, and the history is untouched", arguments: Command.allCases)
  func standardOutputIsTheHistory(command: Command) async throws {
    let sandbox = try Sandbox()
    let user = try UnprivilegedUser(sandbox: sandbox)
    let (database, _) = try await Self.historyOfTheUser(user, in: sandbox)
    let before = try Data(contentsOf: URL(fileURLWithPath: database))
    for output in ["-", "/dev/stdout"] {
      let run = try await sandbox.run(
        command.arguments(output, database: database, decks: sandbox.path("decks")),
        launcher: user.launcher + ["/bin/sh", "-c", "exec \"$0\" \"$@\" >> '\(database)'"],
        executable: user.executable)
      #expect(run.status == 1, "\(run)")
      #expect(run.oneLineError?.contains("your history") == true, "\(run)")
      #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == before)
    }
  }

  @Test("a regular file is replaced, keeping its permissions; a new one gets the umask's", arguments: Command.allCases)
  func regularFile(command: Command) async throws {
    let sandbox = try Sandbox()
    let database = try await Self.history(in: sandbox)
    let kept = try sandbox.write("out/private.txt", "old\n")
    #expect(chmod(kept, 0o600) == 0)
    let replaced = try await sandbox.run(command.arguments(kept, database: database, decks: sandbox.path("decks")))
    #expect(replaced.status == 0 && replaced.stderr.isEmpty, "\(replaced)")
    #expect(try !String(contentsOfFile: kept, encoding: .utf8).contains("old"))
    #expect(try permissions(of: kept) == 0o600)

    let fresh = sandbox.path("out/new.txt")
    let created = try await sandbox.run(
      command.arguments(fresh, database: database, decks: sandbox.path("decks")),
      launcher: ["/bin/sh", "-c", "umask 027; exec \"$0\" \"$@\""])
    #expect(created.status == 0, "\(created)")
    #expect(try permissions(of: fresh) == 0o640)
    if command == .decks { #expect(created.stdout == "Exported 1 card of 'mine' to \(fresh).\n", "\(created)") }
  }

  // MARK: - Setting up

  /// A history of one capitals game, written by the binary in sandbox/real; the deck `mine` in
  /// sandbox/decks.
  static func history(in sandbox: Sandbox) async throws -> String {
    try sandbox.write("decks/mine.deck", "name: mine\nfront = back\n")
    let database = sandbox.path("real/history.sqlite")
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(run.status == 0, "\(run)")
    return database
  }

  /// A history of one capitals game played by `user`, in a folder anyone may write (sandbox/shared),
  /// and the folder; the deck `mine` in sandbox/decks.
  static func historyOfTheUser(_ user: UnprivilegedUser, in sandbox: Sandbox) async throws -> (String, String) {
    try sandbox.write("decks/mine.deck", "name: mine\nfront = back\n")
    let shared = sandbox.path("shared")
    try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
    #expect(chmod(shared, 0o777) == 0)
    let database = "\(shared)/history.sqlite"
    let played = try await user.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n")
    #expect(played.status == 0, "\(played)")
    return (database, shared)
  }
}
