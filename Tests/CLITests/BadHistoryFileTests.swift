import Foundation
import TestSupport
import Testing

/// Histories that cannot be used, or only read: each command says why in one line naming the
/// file, exits non-zero, and leaves the file exactly as it was.
@Suite("bad history files")
struct BadHistoryFileTests {
  enum Bad: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case directory, textFile, truncated, corruptedSchema, folderUnderFile, fifo, danglingLink

    var testDescription: String { rawValue }
  }

  enum Command: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case history, show, stats, play, delete

    var testDescription: String { rawValue }

    var arguments: [String] {
      switch self {
      case .history: ["history"]
      case .show: ["history", "show", "1"]
      case .stats: ["stats"]
      case .play: ["play", "capitals", "--seed", "7", "--count", "2"]
      case .delete: ["history", "delete", "1", "--yes"]
      }
    }
  }

  /// Every bad file with every command; but a path under a file is a folder that cannot be
  /// created, which only `play` needs (the others read a missing history as empty, and `history
  /// delete` has nothing to delete in it).
  static let cases: [(Bad, Command)] = Bad.allCases.flatMap { bad in
    Command.allCases.filter { bad != .folderUnderFile || $0 == .play }.map { (bad, $0) }
  }

  @Test(
    "a directory, a text file, a truncated or corrupted history, a folder under a file, a FIFO, a link to nothing: refused, untouched",
    arguments: cases)
  func refused(bad: Bad, command: Command) async throws {
    let sandbox = try Sandbox()
    let setUp = try await Self.setUp(bad, in: sandbox)
    let before = try FolderSnapshot(setUp.folder)

    let run = try await sandbox.run(["--db", setUp.database] + command.arguments, stdin: "Jackson\nFrankfort\n")

    #expect(run.status == 1 && run.signal == nil, "\(run)")
    let error = try #require(run.oneLineError, "one line on standard error: \(run)")
    #expect(error.contains("'\(setUp.named)'"), "the error names the file: \(run)")
    for words in setUp.cause {
      #expect(error.contains(words), "the error says '\(words)': \(run)")
    }
    #expect(questions(in: run.stdout).isEmpty, "no game is played that could not be saved: \(run)")
    let after = try FolderSnapshot(setUp.folder)
    #expect(after.unchanged(since: before), "every file there is byte for byte the same")
    let added = after.added(since: before)
    if bad == .truncated || bad == .corruptedSchema {
      // Reading a file whose header says WAL makes SQLite create these, even read-only; they stay.
      #expect(Set(added).isSubset(of: ["history.sqlite-wal", "history.sqlite-shm"]), "\(added)")
      #expect(after.sizes["history.sqlite-wal", default: 0] == 0, "nothing was written")
    } else {
      #expect(added.isEmpty, "no file appears beside it (no -wal, -shm or -journal): \(added)")
    }
  }

  @Test(
    "a history from a newer FlashCards is refused by every command, and left byte for byte the same",
    arguments: Command.allCases)
  func newerVersion(command: Command) async throws {
    let sandbox = try Sandbox()
    let database = try await Self.realHistory(in: sandbox)
    try HistoryByHand.execute("INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')", in: database)
    let folder = sandbox.path("real")
    let before = try FolderSnapshot(folder)

    let run = try await sandbox.run(["--db", database] + command.arguments, stdin: "Jackson\nFrankfort\n")

    #expect(run.status == 1 && run.signal == nil, "\(run)")
    let error = try #require(run.oneLineError, "\(run)")
    #expect(error.contains("'\(database)'"), "\(run)")
    #expect(error.contains("newer version of FlashCards"), "\(run)")
    #expect(questions(in: run.stdout).isEmpty, "\(run)")
    let after = try FolderSnapshot(folder)
    #expect(after.unchanged(since: before))
    #expect(Set(after.added(since: before)).isSubset(of: ["history.sqlite-wal", "history.sqlite-shm"]))
    #expect(after.sizes["history.sqlite-wal", default: 0] == 0)
  }

  /// Damage that opening does not reach is found when the card results are read or written.
  /// `play` finds it before the first question, by writing a game and rolling it back.
  /// GRDB's DatabasePool writes an empty transaction when it opens a file that has no WAL yet
  /// (GRDB issue 102), which changes counters in the database header (its first 100 bytes): so
  /// for `play` the rest of the file is compared.
  @Test(
    "a history whose card results are damaged: history show and play say so and change nothing",
    arguments: [
      ["history", "show", "1"], ["play", "capitals", "--seed", "7", "--count", "2"],
    ])
  func damagedCardResults(arguments: [String]) async throws {
    let sandbox = try Sandbox()
    let database = try await Self.realHistory(in: sandbox, games: 3)
    let (pageSize, root) = try SavedHistory.firstPage(of: "cardResult", in: database)
    // Garbage over the header of the table's first page.
    var bytes = try Data(contentsOf: URL(fileURLWithPath: database))
    let page = (root - 1) * pageSize
    bytes.replaceSubrange(page..<page + 16, with: Data(repeating: 0xA5, count: 16))
    try bytes.write(to: URL(fileURLWithPath: database))
    let folder = sandbox.path("real")
    let before = try FolderSnapshot(folder)

    let run = try await sandbox.run(["--db", database] + arguments, stdin: "Jackson\nFrankfort\n")

    #expect(run.status == 1 && run.signal == nil, "\(run)")
    let error = try #require(run.oneLineError, "\(run)")
    #expect(error.contains("'\(database)'") && error.contains("damaged"), "\(run)")
    let after = try FolderSnapshot(folder)
    let (was, now) = (before.files["history.sqlite"] ?? Data(), after.files["history.sqlite"] ?? Data())
    #expect(questions(in: run.stdout).isEmpty, "no game is played that could not be saved: \(run)")
    if arguments.first == "play" {
      #expect(was.count == now.count && was.dropFirst(100) == now.dropFirst(100), "only the header changed")
    } else {
      #expect(was == now)
    }
    #expect(Set(after.added(since: before)).isSubset(of: ["history.sqlite-wal", "history.sqlite-shm"]))
    #expect(after.sizes["history.sqlite-wal", default: 0] == 0)
  }

  /// Root reads and writes whatever the permissions say, so as root (as in CI) the binary is run
  /// as `nobody` through setpriv.
  @Test("a read-only history in a read-only folder shows its games; play says it is read-only and changes nothing")
  func readOnly() async throws {
    let sandbox = try Sandbox()
    let database = try await Self.realHistory(in: sandbox, games: 2)
    let folder = sandbox.path("real")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history.sqlite"])
    let user = try UnprivilegedUser(sandbox: sandbox)
    #expect(chmod(database, 0o444) == 0 && chmod(folder, 0o555) == 0)
    defer { _ = chmod(folder, 0o755) }
    let before = try FolderSnapshot(folder)

    // Played by another user: their games, shown with --all-players (a shared classroom file).
    let list = try await user.run(["--db", database, "history", "--all-players"])
    #expect(list.status == 0, "\(list)")
    #expect(list.stdout.contains("All 2 games."), "\(list)")
    #expect(list.stdout.matches(of: #/capitals/#).count == 2, "\(list)")
    let show = try await user.run(["--db", database, "history", "show", "1", "--all-players"])
    #expect(show.status == 0, "\(show)")
    #expect(show.stdout.contains("Game #1"), "\(show)")
    #expect(show.stdout.contains("Mississippi"), "\(show)")
    let stats = try await user.run(["--db", database, "stats", "--all-players"])
    #expect(stats.status == 0, "\(stats)")
    #expect(stats.stdout.contains("2 games"), "\(stats)")

    let play = try await user.run(["--db", database, "play", "capitals", "--count", "1"], stdin: "Jackson\n")
    #expect(play.status == 1, "\(play)")
    let error = try #require(play.oneLineError, "\(play)")
    #expect(error.contains("'\(database)'") && error.contains("read-only"), "\(play)")
    #expect(questions(in: play.stdout).isEmpty, "\(play)")

    let after = try FolderSnapshot(folder)
    #expect(after.unchanged(since: before), "the history is byte for byte the same")
    #expect(after.added(since: before).isEmpty)
  }

  // MARK: - Setting up

  /// A history written by the binary, with `games` games of capitals (seed 7), in sandbox/real.
  static func realHistory(in sandbox: Sandbox, games: Int = 1) async throws -> String {
    let database = sandbox.path("real/history.sqlite")
    for _ in 0..<games {
      let run = try await sandbox.run(
        ["--db", database, "play", "capitals", "--seed", "7", "--count", "3"], stdin: "Jackson\nAustin\n?\n")
      #expect(run.status == 0, "\(run)")
    }
    return database
  }

  /// The `--db` path, the folder to watch, the path the error must name and the words of its cause.
  static func setUp(
    _ bad: Bad, in sandbox: Sandbox
  ) async throws -> (database: String, folder: String, named: String, cause: [String]) {
    switch bad {
    case .directory:
      let path = sandbox.path("real/history.sqlite")
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      try sandbox.write("real/history.sqlite/inside.txt", "a file in the folder\n")
      return (path, path, path, ["is a directory"])
    case .textFile:
      let path = try sandbox.write(
        "real/history.sqlite", String(repeating: "My shopping list: eggs, milk.\n", count: 300))
      return (path, sandbox.path("real"), path, ["not a FlashCards history database", "not an SQLite file"])
    case .truncated:
      let path = try await realHistory(in: sandbox, games: 3)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
      return (path, sandbox.path("real"), path, ["damaged"])
    case .corruptedSchema:
      // Bytes overwritten in the middle of the page that holds the tables' definitions.
      let path = try await realHistory(in: sandbox, games: 3)
      var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      let definition = try #require(bytes.firstRange(of: Data("CREATE TABLE \"cardResult\"".utf8)))
      bytes.replaceSubrange(definition.lowerBound..<definition.lowerBound + 40, with: Data(repeating: 0xA5, count: 40))
      try bytes.write(to: URL(fileURLWithPath: path))
      return (path, sandbox.path("real"), path, ["damaged"])
    case .fifo:
      // Opened by SQLite, a FIFO waited for a writer for ever.
      let path = sandbox.path("real/history.sqlite")
      try FileManager.default.createDirectory(atPath: sandbox.path("real"), withIntermediateDirectories: true)
      #expect(mkfifo(path, 0o600) == 0)
      return (path, sandbox.path("real"), path, ["is a named pipe (FIFO), not a file"])
    case .danglingLink:
      // Reported "read-only" by SQLite.
      let path = sandbox.path("real/history.sqlite")
      try FileManager.default.createDirectory(atPath: sandbox.path("real"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "elsewhere/history.sqlite")
      return (
        path, sandbox.path("real"), path, ["is a symbolic link to 'elsewhere/history.sqlite', which does not exist"]
      )
    case .folderUnderFile:
      let file = try sandbox.write("real/notes.txt", "not a folder\n")
      let path = file + "/flashcards/history.sqlite"
      return (path, sandbox.path("real"), file, ["Cannot create the folder", "is a file, not a folder"])
    }
  }
}

/// Every file of a folder (not its subfolders) with its bytes.
struct FolderSnapshot {
  var files: [String: Data]

  init(_ folder: String) throws {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      var isDirectory: ObjCBool = false
      let path = (folder as NSString).appendingPathComponent(name)
      // Regular files only: reading a FIFO would wait for a writer.
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType == .typeRegular
      {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    self.files = files
  }

  var sizes: [String: Int] { files.mapValues(\.count) }

  /// The files there now that were not there before.
  func added(since before: FolderSnapshot) -> [String] {
    files.keys.filter { before.files[$0] == nil }.sorted()
  }

  /// Every file that was there before is still there, with the same bytes.
  func unchanged(since before: FolderSnapshot) -> Bool {
    before.files.allSatisfy { files[$0.key] == $0.value }
  }
}

/// Runs the binary as a user that permissions apply to: the current user, or `nobody` (through
/// setpriv) when the tests run as root. `nobody` runs a copy of the binary in the sandbox, which
/// it can reach wherever the build is.
struct UnprivilegedUser {
  let sandbox: Sandbox
  let launcher: [String]
  let executable: URL?

  init(sandbox: Sandbox) throws {
    self.sandbox = sandbox
    guard geteuid() == 0 else {
      (launcher, executable) = ([], nil)
      return
    }
    let setpriv = ["/usr/bin/setpriv", "/bin/setpriv", "/usr/sbin/setpriv"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let setpriv else {
      throw UnprivilegedUserError.noSetpriv
    }
    let copy = sandbox.root.appendingPathComponent("bin/flashcards")
    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try UnprivilegedUser.copyClosedOnExec(FlashCardsBinary.url.get(), to: copy)
    for folder in [sandbox.root, copy.deletingLastPathComponent(), sandbox.home, sandbox.dataHome] {
      chmod(folder.path, 0o755)
    }
    chmod(copy.path, 0o755)
    launcher = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    executable = copy
  }

  /// Runs the copy; again, a few times, when exec found it "busy": a process another test forked
  /// while the copy was being written holds it open for writing until that process execs, and on
  /// a loaded machine that can outlast the copy (seen once in a full run).
  func run(_ arguments: [String], stdin: String = "") async throws -> RunResult {
    var result = try await sandbox.run(arguments, stdin: stdin, launcher: launcher, executable: executable)
    for _ in 0..<10 where result.stderr.contains("Text file busy") {
      try await Task.sleep(for: .milliseconds(200))
      result = try await sandbox.run(arguments, stdin: stdin, launcher: launcher, executable: executable)
    }
    return result
  }

  /// Copies the binary through a descriptor closed on exec. FileManager's copy leaves its
  /// descriptor open across exec, so a process another test started at that moment kept the copy
  /// open for writing, and running the copy failed with "Text file busy".
  static func copyClosedOnExec(_ source: URL, to destination: URL) throws {
    let bytes = try Data(contentsOf: source)
    let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: bytes)
  }
}

enum UnprivilegedUserError: Error, CustomStringConvertible {
  case noSetpriv

  var description: String {
    "Running as root, and setpriv (util-linux) is not installed to run the binary as an unprivileged user."
  }
}
