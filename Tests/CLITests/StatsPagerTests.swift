import Foundation
import Testing

/// `stats` longer than the screen goes through $PAGER on a terminal, and never into a pipe. The
/// pager here is a script that notes that it ran and keeps what it was given.
@Suite("stats through the pager")
struct StatsPagerTests {
  let sandbox: Sandbox
  let database: String
  let pager: String
  let marker: String
  let paged: String

  init() throws {
    sandbox = try Sandbox()
    database = sandbox.path("history.sqlite")
    marker = sandbox.path("pager-ran")
    paged = sandbox.path("paged.txt")
    // Run by sh, not executed itself: a script just written can be "busy" at exec while a process
    // another test forked meanwhile still holds it open for writing (exit 126, seen in CI).
    let script = try sandbox.write("pager.sh", "echo \"$@\" > '\(marker)'\ncat > '\(paged)'\n")
    pager = "/bin/sh " + script
  }

  /// A game of three capitals, one missed: stats then runs past 24 lines (the review forecast
  /// alone takes 16).
  private func playOneGame() async throws {
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--count", "3", "--seed", "1"], stdin: "Montgomery\nnope\nnope\n")
    #expect(run.status == 0, "\(run)")
  }

  private func stats(_ extra: [String] = [], pager: String?, terminal: Bool) async throws -> RunResult {
    let run = try await sandbox.run(
      ["--db", database, "stats"] + extra, environment: ["PAGER": pager], outputIsTerminal: terminal)
    #expect(run.status == 0, "\(run)")
    return run
  }

  @Test func onATerminalLongStatsGoThroughThePager() async throws {
    try await playOneGame()
    let run = try await stats(pager: pager + " --flag", terminal: true)
    #expect(FileManager.default.fileExists(atPath: marker), "\(run)")
    // The pager's command line goes through the shell, arguments and all.
    #expect(try String(contentsOfFile: marker, encoding: .utf8) == "--flag\n")
    let shown = try String(contentsOfFile: paged, encoding: .utf8)
    #expect(shown.contains("Progress · all decks"))  // in colour: less -R shows it
    #expect(shown.components(separatedBy: "\n").count > 24)
    #expect(!run.stdout.contains("Progress"))
  }

  @Test func intoAPipeOrWithNoPagerThePagerIsNotUsed() async throws {
    try await playOneGame()
    let piped = try await stats(pager: pager, terminal: false)
    #expect(piped.stdout.hasPrefix("Progress · all decks\n"))
    let noPager = try await stats(["--no-pager"], pager: pager, terminal: true)
    #expect(noPager.stdout.contains("Progress · all decks"))
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func aMissingPagerPrintsDirectly() async throws {
    try await playOneGame()
    let run = try await stats(pager: sandbox.path("no-such-pager"), terminal: true)
    #expect(run.stdout.contains("Progress · all decks"))
    #expect(run.stdout.contains("Most missed"))
    #expect(run.stderr.isEmpty, "\(run)")
  }

  /// A pager that fails must not swallow the stats (PAGER=false printed nothing, exit 0).
  @Test(arguments: ["false", "sh -c 'exit 3'"])
  func aPagerThatFailsLeavesTheStatsPrinted(pager: String) async throws {
    try await playOneGame()
    let run = try await stats(pager: pager, terminal: true)
    #expect(run.stdout.contains("Progress · all decks"), "\(run)")
    #expect(run.stdout.contains("Most missed"), "\(run)")
  }

  @Test func whatFitsOnTheScreenIsNotPaged() async throws {
    try await playOneGame()
    // Everyone's stats have no review forecast (it is one player's): a few lines only.
    let run = try await stats(["--all-players"], pager: pager, terminal: true)
    #expect(run.stdout.contains("Progress · all decks"), "\(run)")
    #expect(run.stdout.components(separatedBy: "\n").count < 24, "\(run)")
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  /// The pager must be in the terminal's foreground process group, or less cannot read the keys
  /// and quits at once: `ps` marks such a process with "+".
  @Test func thePagerRunsInTheForegroundOfTheTerminal() async throws {
    try await playOneGame()
    let status = sandbox.path("pager-status")
    let script = try sandbox.write("foreground.sh", "ps -o stat= -p $$ > '\(status)'\ncat > /dev/null\n")
    let environment = ["PAGER": "/bin/sh " + script]
    let run = try await sandbox.runInTerminal(["--db", database, "stats"], environment: environment) { _ in }
    #expect(FileManager.default.fileExists(atPath: status), "the pager never ran: \(run)")
    #expect(run.status == 0, "\(run)")
    let stat = try String(contentsOfFile: status, encoding: .utf8)
    #expect(stat.contains("+"), "ps says \(stat)")
  }
}
