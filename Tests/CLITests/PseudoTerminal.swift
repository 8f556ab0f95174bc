import Foundation

/// How a run of `flashcards` on a pseudo-terminal ended, and what it showed.
struct TerminalRunResult: Sendable, CustomStringConvertible {
  /// Every byte the program wrote to the terminal (and the terminal echoed), escape sequences included.
  var raw: String
  /// `raw` without escape sequences, carriage returns and backspaces: the text shown, in the
  /// order it was written (not a terminal emulation: text redrawn by the line editor repeats).
  var screen: String
  var stderr: String
  /// The exit status, or 128 + the signal that killed it.
  var status: Int32
  /// Killed because it was still running at the time limit.
  var timedOut: Bool
  /// What went wrong while driving it (a text that never came), if anything.
  var failure: String?
  /// The terminal's modes once the program had exited, read from the side the test kept open.
  var echoAfterExit: Bool
  var canonicalAfterExit: Bool
  /// True when the terminal was seen in non-canonical (raw) mode at least once during the run.
  var sawRawMode: Bool

  var description: String {
    let state = "exit status \(status)\(timedOut ? " (killed: timed out)" : "")"
    let modes = "after exit: ECHO \(echoAfterExit ? "on" : "off"), ICANON \(canonicalAfterExit ? "on" : "off")"
    return "\(state); \(modes)\(failure.map { "\nfailure: \($0)" } ?? "")\n--- screen\n\(screen)\n--- raw\n"
      + raw.debugDescription + "\n--- stderr\n\(stderr)---"
  }

  /// How many times `sequence` occurs in the raw output.
  func count(_ sequence: String) -> Int {
    raw.components(separatedBy: sequence).count - 1
  }
}

struct TerminalDriveError: Error, CustomStringConvertible {
  var description: String
}

/// The `flashcards` binary run as a person would run it in a terminal emulator: standard input,
/// output and error on a fresh pseudo-terminal that is its controlling terminal, in a session of
/// its own (so Ctrl-C typed reaches it as SIGINT from the terminal driver), with TERM=xterm, a
/// UTF-8 locale and an 80×24 window. The test writes keystrokes to the terminal's primary side and
/// reads the screen from it. Standard error goes to a file instead, so that it stays apart.
///
/// Every wait has a timeout and the whole run a time limit, past which the program is killed.
final class TerminalSession {
  let pid: pid_t
  /// -1 once the test has hung up.
  private var primary: Int32
  /// The terminal's secondary side, kept open by the test so that its modes can be read after
  /// the program exits and reading the primary side never fails with EIO.
  private let secondary: Int32
  private let errorFile: String
  private let deadline: Date
  private var output: [UInt8] = []
  /// Where in `output` the text waited for may start: where it was at the last keystroke.
  private var mark = 0
  private var exitStatus: Int32?
  private(set) var sawRawMode = false

  /// The `flashcards` binary run (with a shell, the one to type the path of).
  let binary: String

  /// Starts `flashcards arguments` on a new pseudo-terminal, in the sandbox's HOME and XDG_DATA_HOME;
  /// `throughShell` starts an interactive bash there instead, with job control (Ctrl-Z, fg), for
  /// the test to type a command line at; `shell` starts that command line (a shell and its
  /// arguments) instead.
  init(
    sandbox: Sandbox, arguments: [String], environment: [String: String?] = [:], limit: TimeInterval,
    throughShell: Bool = false, shell: [String]? = nil
  ) throws {
    binary = try FlashCardsBinary.url.get().path
    let executable = shell?.first ?? (throughShell ? "/bin/bash" : binary)
    // bash shows its prompt on standard error: sent to the terminal, with the program's errors.
    let arguments =
      shell.map { Array($0.dropFirst()) }
      ?? (throughShell ? ["-c", "exec /bin/bash --norc --noprofile -i 2>&1"] : arguments)
    let functions = try PTY.functions()
    primary = functions.open(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard primary >= 0 else {
      throw TerminalDriveError(description: "posix_openpt: \(String(cString: strerror(errno)))")
    }
    var name = [CChar](repeating: 0, count: 128)
    guard functions.grant(primary) == 0, functions.unlock(primary) == 0, functions.name(primary, &name, name.count) == 0
    else {
      close(primary)
      throw TerminalDriveError(description: "grantpt/unlockpt/ptsname_r: \(String(cString: strerror(errno)))")
    }
    let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    secondary = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard secondary >= 0 else {
      close(primary)
      throw TerminalDriveError(description: "open \(path): \(String(cString: strerror(errno)))")
    }
    var window = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(secondary, UInt(TIOCSWINSZ), &window)

    errorFile = sandbox.path("stderr-\(UUID().uuidString).txt")
    var variables = ProcessInfo.processInfo.environment
    for name in ["FLASHCARDS_DB", "NO_COLOR", "LC_ALL", "LC_CTYPE", "COLUMNS", "LINES"] { variables[name] = nil }
    variables["TERM"] = "xterm"
    variables["LANG"] = "C.UTF-8"
    variables["HOME"] = sandbox.home.path
    variables["XDG_DATA_HOME"] = sandbox.dataHome.path
    for (name, value) in environment { variables[name] = value }

    do {
      pid = try PTY.spawn(
        executable, arguments: arguments, environment: variables, terminal: path, errorFile: errorFile,
        directory: sandbox.root.path, functions: functions)
    } catch {
      close(primary)
      close(secondary)
      throw error
    }
    deadline = Date(timeIntervalSinceNow: limit)
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    if primary >= 0 { close(primary) }
    close(secondary)
    unlink(errorFile)
  }

  /// Types `text` (its UTF-8 bytes) at the terminal, as a single burst.
  func type(_ text: String) throws {
    try type(bytes: Array(text.utf8))
  }

  func type(bytes: [UInt8]) throws {
    pump(wait: 0)
    mark = output.count
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Foundation.write(primary, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw TerminalDriveError(description: "write: \(String(cString: strerror(errno)))") }
      written += count
    }
  }

  /// Waits until `text` shows on the screen (escape sequences aside) after the last keystroke.
  /// The time limits here are long only so that a machine busy with every other test (2 cores in
  /// CI) cannot fail a test that takes a second otherwise; they bound a test that went wrong.
  func waitFor(_ text: String, timeout: TimeInterval = 30) throws {
    let until = min(Date(timeIntervalSinceNow: timeout), deadline)
    while true {
      if TerminalSession.screen(of: output[mark...]).contains(text) { return }
      guard Date() < until, exitStatus == nil else {
        throw TerminalDriveError(description: "'\(text)' never showed\(exitStatus.map { " (exited: \($0))" } ?? "")")
      }
      pump(wait: 0.02)
      reap()
    }
  }

  /// Waits for the prompt `prompt`, then types `answer` and Enter: one line typed at a prompt.
  func answer(_ prompt: String, with answer: String) throws {
    try waitForPrompt(prompt)
    try type(answer + "\r")
  }

  /// Waits until `text` shows after the last keystroke and the program then waits for a line with
  /// the terminal in non-canonical mode, as libedit puts it: keys typed from then on are read by
  /// the line editor, not by the terminal driver.
  func waitForPrompt(_ text: String, timeout: TimeInterval = 30) throws {
    try waitFor(text, timeout: timeout)
    let until = min(Date(timeIntervalSinceNow: timeout), deadline)
    while modes().canonical {
      guard Date() < until, exitStatus == nil else {
        throw TerminalDriveError(description: "after '\(text)', the terminal never left canonical mode")
      }
      pump(wait: 0.01)
      reap()
    }
    sawRawMode = true
  }

  func signal(_ signal: Int32) {
    kill(pid, signal)
  }

  /// Closes the terminal's primary side, as a terminal window closed or an ssh connection dropped:
  /// the kernel hangs up the terminal (SIGHUP to the program) and its writes to it fail from then on.
  func hangUp() {
    pump(wait: 0)
    close(primary)
    primary = -1
  }

  /// The terminal's ECHO and ICANON flags now.
  func modes() -> (echo: Bool, canonical: Bool) {
    var attributes = termios()
    guard tcgetattr(secondary, &attributes) == 0 else { return (false, false) }
    return (attributes.c_lflag & tcflag_t(ECHO) != 0, attributes.c_lflag & tcflag_t(ICANON) != 0)
  }

  /// Waits for the program to exit (killing it at the time limit) and collects what it showed.
  func finish(failure: String?) -> TerminalRunResult {
    // A drive that went wrong leaves the program waiting: give it a moment, then stop it.
    let until = failure == nil ? deadline : min(deadline, Date(timeIntervalSinceNow: 1))
    var timedOut = false
    while exitStatus == nil {
      if Date() >= until {
        timedOut = failure == nil
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exitStatus = TerminalSession.decode(status)
        break
      }
      pump(wait: 0.01)
      reap()
    }
    pump(wait: 0)
    let (echo, canonical) = modes()
    let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
    return TerminalRunResult(
      raw: String(decoding: output, as: UTF8.self), screen: TerminalSession.screen(of: output[...]), stderr: errors,
      status: exitStatus ?? -1, timedOut: timedOut, failure: failure, echoAfterExit: echo,
      canonicalAfterExit: canonical, sawRawMode: sawRawMode)
  }

  /// Reads what the program wrote, waiting up to `wait` seconds for the first bytes.
  private func pump(wait: TimeInterval) {
    guard primary >= 0 else {
      Thread.sleep(forTimeInterval: wait)
      return
    }
    var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
    var timeout = Int32(wait * 1000)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while poll(&descriptor, 1, timeout) > 0, descriptor.revents & Int16(POLLIN) != 0 {
      let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      output += buffer[..<count]
      timeout = 0
    }
  }

  private func reap() {
    guard exitStatus == nil else { return }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid { exitStatus = TerminalSession.decode(status) }
  }

  private static func decode(_ status: Int32) -> Int32 {
    // WIFEXITED / WEXITSTATUS / WTERMSIG, which are macros Swift does not import.
    status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  }

  /// The text of terminal output without its escape sequences (CSI, OSC and two-byte ones), carriage
  /// returns, bells and backspaces.
  static func screen(of bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self).replacing("\r\n", with: "\n")
      .replacing(#/\u{1B}\[[0-9;?<=>]*[ -\/]*[@-~]|\u{1B}\][^\u{07}\u{1B}]*(\u{07}|\u{1B}\\)|\u{1B}[^\[\]]/#, with: "")
      .replacing(#/[\r\u{07}\u{08}]/#, with: "")
  }
}

extension Sandbox {
  /// Runs `flashcards arguments` on a pseudo-terminal and lets `drive` type at it; then waits
  /// for it to exit. Never hangs: the program is killed `limit` seconds after its start. A
  /// drive that throws (a text that never came) is reported in the result's `failure`.
  func runInTerminal(
    _ arguments: [String], environment: [String: String?] = [:], limit: TimeInterval = 60, throughShell: Bool = false,
    shell: [String]? = nil, drive: @escaping @Sendable (TerminalSession) throws -> Void
  ) async throws -> TerminalRunResult {
    try await withCheckedThrowingContinuation { continuation in
      // The waits block: they get a thread of their own, not one of the tests' shared pool.
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            let session = try TerminalSession(
              sandbox: self, arguments: arguments, environment: environment, limit: limit, throughShell: throughShell,
              shell: shell)
            var failure: String?
            do { try drive(session) } catch { failure = "\(error)" }
            return session.finish(failure: failure)
          })
      }
    }
  }
}

/// posix_openpt, its companions and two posix_spawn extensions: in the C library, but declared
/// only for _XOPEN_SOURCE or _GNU_SOURCE, which Swift's Glibc module does not define, so they are
/// looked up by name.
private enum PTY {
  struct Functions {
    var open: @convention(c) (Int32) -> Int32
    var grant: @convention(c) (Int32) -> Int32
    var unlock: @convention(c) (Int32) -> Int32
    /// ptsname_r, as tests run in parallel and ptsname answers in a shared buffer.
    var name: @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    var closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)?
    var changeDirectory:
      (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32)?
  }

  /// glibc's POSIX_SPAWN_SETSID (a GNU extension): the child starts a new session.
  static let spawnSetSID: Int32 = 0x80

  static func functions() throws -> Functions {
    guard let open = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self),
      let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self),
      let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self),
      let name = function("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
    else { throw TerminalDriveError(description: "no posix_openpt in the C library") }
    return Functions(
      open: open, grant: grant, unlock: unlock, name: name,
      closeFrom: function(
        "posix_spawn_file_actions_addclosefrom_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self),
      changeDirectory: function(
        "posix_spawn_file_actions_addchdir_np",
        as: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32).self))
  }

  private static func function<F>(_ name: String, as type: F.Type) -> F? {
    dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
  }

  /// Starts `executable` in a new session whose controlling terminal is `terminal`: glibc's
  /// posix_spawn calls setsid() before the file actions, so opening the terminal (without
  /// O_NOCTTY) as standard input makes it the session's controlling terminal, with the child's
  /// process group in the foreground. Signals start unblocked and at their default actions.
  static func spawn(
    _ executable: String, arguments: [String], environment: [String: String], terminal: String,
    errorFile: String, directory: String, functions: Functions
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // Other tests' descriptors (their pipes, their terminals) must not leak into this child.
    _ = functions.closeFrom?(&actions, 3)
    _ = directory.withCString { functions.changeDirectory?(&actions, $0) }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGPIPE, SIGTTIN, SIGTTOU, SIGTSTP] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF) | spawnSetSID))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw TerminalDriveError(description: "posix_spawn \(executable): \(String(cString: strerror(result)))")
    }
    return pid
  }
}
