import FlashCardsApp
import Foundation

/// Shows text longer than the terminal through `$PAGER` (default `less -FRX`), as git does:
/// only when standard output is a terminal, never into a pipe or a file. An empty `$PAGER`, or a
/// pager that cannot be found, prints the text directly.
struct Pager {
  var environment: [String: String]

  static let defaultCommand = "less -FRX"

  /// Prints `lines`, through the pager when they do not fit on the screen and `allowed`.
  func show(_ lines: [String], allowed: Bool) {
    let text = lines.joined(separator: "\n") + "\n"
    guard allowed, isatty(STDOUT_FILENO) != 0, lines.count >= Pager.terminalRows(), let command = command,
      run(command, text)
    else {
      StandardOutput.write(text)
      return
    }
  }

  /// The pager's command line, or nil when there is none to run.
  var command: String? {
    let command = (environment["PAGER"] ?? Pager.defaultCommand).trimmingCharacters(in: .whitespaces)
    guard let program = command.split(separator: " ").first.map(String.init) else { return nil }
    return isExecutable(program) ? command : nil
  }

  private func isExecutable(_ program: String) -> Bool {
    if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) }
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(program)")
    }
  }

  /// Runs the pager through the shell with the text on its standard input; false when it could
  /// not be started, did not take all of the text, or failed (PAGER=false): the caller then prints
  /// the text itself rather than lose it. It is started with posix_spawn, in this program's process group: Foundation's
  /// Process puts it in a group of its own, where less cannot read the keyboard and quits at once.
  /// Ctrl-C is the pager's while it runs: this program ignores it until the pager ends, so that
  /// the terminal is not left to a pager whose writer has gone.
  private func run(_ command: String, _ text: String) -> Bool {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return false }
    let (reading, writing) = (ends[0], ends[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, reading, STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, reading)
    posix_spawn_file_actions_addclose(&actions, writing)
    var pid: pid_t = 0
    let words: [String] = ["/bin/sh", "-c", command]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { arguments.forEach { free($0) } }
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, arguments, environ)
    close(reading)
    guard spawned == 0 else {
      close(writing)
      return false
    }
    let (interrupt, brokenPipe) = (signal(SIGINT, SIG_IGN), signal(SIGPIPE, SIG_IGN))
    defer { (_, _) = (signal(SIGINT, interrupt), signal(SIGPIPE, brokenPipe)) }
    let delivered = StandardStreams.write(text, to: writing)
    close(writing)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return delivered && Pager.exitedCleanly(status)
  }

  /// True when a wait(2) status says the process exited with status 0.
  private static func exitedCleanly(_ status: Int32) -> Bool {
    status & 0x7f == 0 && (status >> 8) & 0xff == 0
  }

  /// The terminal's height in rows, or 24 when it cannot be read.
  static func terminalRows() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return 24 }
    return Int(size.ws_row)
  }
}
