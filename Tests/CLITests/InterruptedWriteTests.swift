import Foundation
import Synchronization
import TestSupport
import Testing

/// The temporary files a whole-or-nothing write goes through (an export, an upgrade backup): made
/// under a name nobody can guess, never through a planted link, private while written, and gone
/// when SIGINT, SIGTERM, SIGHUP or SIGPIPE ends the program in the middle, the target untouched.
@Suite("interrupted writes")
struct InterruptedWriteTests {
  static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

  enum Command: String, CaseIterable, CustomStringConvertible, Sendable {
    case history, decks

    var description: String { "\(rawValue) export" }

    func arguments(_ output: String, database: String) -> [String] {
      switch self {
      case .history: ["--db", database, "history", "export", "--output", output]
      case .decks: ["--db", database, "decks", "export", "world-capitals", "--output", output]
      }
    }
  }

  @Test(
    "a signal in the middle of an export leaves no temporary file and the target as it was",
    arguments: Command.allCases, endingSignals)
  func signalledExport(command: Command, signal: Int32) async throws {
    let sandbox = try Sandbox()
    let database = try await Self.bigHistory(in: sandbox)
    let target = try sandbox.write("out/export.txt", "old\n")
    let folder = sandbox.path("out")
    let seen = Mutex<(name: String, permissions: Int, regular: Bool)?>(nil)

    let run = try await SignalledRun.start(
      command.arguments(target, database: database), in: sandbox,
      environment: ["FLASHCARDS_TEST_PAUSE_IN_EXPORT": "30"], signal: signal
    ) {
      // Ready once the temporary file holds the first block.
      guard let name = Self.hiddenFiles(in: folder).first, let size = Self.size(of: "\(folder)/\(name)"), size > 0
      else { return false }
      let path = "\(folder)/\(name)"
      seen.withLock { $0 = (name, (try? permissions(of: path)) ?? -1, Self.isRegularFile(path)) }
      return true
    }

    #expect(run.signalled, "the temporary file never appeared: \(run)")
    #expect(run.endingSignal == signal, "\(run)")
    let temporary = try #require(seen.withLock { $0 })
    #expect(temporary.name.wholeMatch(of: #/\.export\.txt\.[a-z0-9]{12}\.partial/#) != nil, "\(temporary.name)")
    #expect(temporary.permissions == 0o600 && temporary.regular, "private while written: \(temporary)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["export.txt"])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
  }

  /// The old temporary name was `.NAME.PID.partial`, opened without O_EXCL: links planted at the
  /// names of the next few thousand process ids caught the export's, and it wrote through one.
  @Test(
    "links planted at the names a temporary could have, and at the target, are never written through",
    arguments: Command.allCases)
  func plantedLinks(command: Command) async throws {
    let sandbox = try Sandbox()
    let database = try await ExportTargetTests.history(in: sandbox)
    let victim = try sandbox.write("victim/precious.txt", "precious\n")
    let other = try sandbox.write("victim/other.txt", "other\n")
    let folder = sandbox.path("out")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let lastProcess =
      Int(
        try String(contentsOfFile: "/proc/sys/kernel/ns_last_pid", encoding: .utf8)
          .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    var planted: Set<String> = ["export.txt"]
    for process in lastProcess + 1...lastProcess + 3000 {
      planted.insert(".export.txt.\(process).partial")
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/.export.txt.\(process).partial", withDestinationPath: victim)
    }
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/export.txt", withDestinationPath: other)

    let run = try await sandbox.run(command.arguments("\(folder)/export.txt", database: database))

    #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious\n")
    #expect(try String(contentsOfFile: other, encoding: .utf8) == "other\n")
    #expect(Self.isRegularFile("\(folder)/export.txt"), "the link at the target was replaced, not followed")
    #expect(try String(contentsOfFile: "\(folder)/export.txt", encoding: .utf8).count > 10)
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder)) == planted, "no file left behind")
  }

  /// A file size limit (with SIGXFSZ ignored) makes a write fail part way, as a full disk would.
  @Test("a write that fails part way is one line naming the target; no temporary file, the target as it was")
  func failedWrite() async throws {
    let sandbox = try Sandbox()
    let database = try await Self.bigHistory(in: sandbox)
    let target = try sandbox.write("out/export.txt", "old\n")
    let run = try await sandbox.run(
      Command.history.arguments(target, database: database),
      launcher: ["/bin/bash", "-c", "ulimit -f 64; trap '' XFSZ; exec \"$0\" \"$@\""])
    #expect(run.status == 1, "\(run)")
    #expect(run.oneLineError == "Error: Cannot write '\(target)': file too large; nothing was written.", "\(run)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path("out")) == ["export.txt"])
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "old\n")
  }

  @Test(
    "a signal in the middle of an upgrade backup leaves no temporary copy; the next run makes a whole one",
    arguments: [SIGINT, SIGTERM, SIGHUP])
  func signalledBackup(signal: Int32) async throws {
    let sandbox = try Sandbox()
    let (database, folder) = try UpgradeTests.firstSchemaHistory(in: sandbox)
    let before = try FolderSnapshot(folder)

    let run = try await SignalledRun.start(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], in: sandbox,
      environment: ["FLASHCARDS_TEST_PAUSE_IN_BACKUP": "30"], signal: signal
    ) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.contains { $0.contains("backup-v1") && $0.contains("partial") }
    }

    #expect(run.signalled, "the temporary copy never appeared: \(run)")
    #expect(run.endingSignal == signal, "\(run)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(!files.contains { $0.contains("partial") || $0.contains("backup") }, "\(files)")
    #expect(try FolderSnapshot(folder).unchanged(since: before), "the history as it was")
    #expect(try !UpgradeTests.tables(of: database).contains("handWritten"), "not upgraded")

    let again = try await UpgradeTests.play(database, in: sandbox)
    #expect(again.status == 0, "\(again)")
    try UpgradeTests.expectWholeBackup(of: database, in: folder)
  }

  // MARK: - Setting up

  /// A history whose export is some megabytes: one game, its card results copied `copies` times.
  static func bigHistory(in sandbox: Sandbox, copies: Int = 20000) async throws -> String {
    let database = try await ExportTargetTests.history(in: sandbox)
    let columns = "card, expected, answer, verdict, correct, confusedWith, milliseconds"
    try HistoryByHand.execute(
      """
      WITH RECURSIVE copy(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM copy WHERE n < \(copies))
      INSERT INTO cardResult (gameId, position, \(columns))
      SELECT gameId, position + n, \(columns) FROM cardResult, copy
      """, in: database)
    // Written behind FlashCards' back: the next command counts it; done here, once.
    let counted = try await sandbox.run(["--db", database, "history"])
    guard counted.status == 0 else { throw TerminalDriveError(description: "history after the copies: \(counted)") }
    return database
  }

  static func hiddenFiles(in folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".") }
  }

  static func size(of path: String) -> Int? {
    var status = stat()
    return lstat(path, &status) == 0 ? Int(status.st_size) : nil
  }

  static func isRegularFile(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }
}
