import Dispatch
import Foundation
import Synchronization
import TestSupport

/// What one run of the `flashcards` binary did.
struct RunResult: Sendable, CustomStringConvertible {
  var stdout: String
  var stderr: String
  var status: Int32
  var timedOut: Bool
  /// The signal that ended the run, or nil when it exited (then `status` is its exit status).
  var signal: Int32?

  /// The standard error as one line, or nil when it is empty or spans several lines.
  var oneLineError: String? {
    let text = stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty || text.contains("\n") ? nil : text
  }

  var description: String {
    let end = signal.map { "killed by signal \($0)" } ?? "exit status \(status)"
    return "\(end)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
  }
}

/// A fresh temporary folder for one test, used as HOME, XDG_DATA_HOME and the working directory
/// of every run, so that no test touches the real user's history or sees another test's files.
final class Sandbox: Sendable {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("flashcards-cli-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  var home: URL { root.appendingPathComponent("home", isDirectory: true) }
  var dataHome: URL { root.appendingPathComponent("data", isDirectory: true) }
  /// Where the history goes when neither --db nor FLASHCARDS_DB says otherwise.
  var defaultDatabase: URL { dataHome.appendingPathComponent("flashcards/history.sqlite") }

  /// The path of `name` inside the sandbox (not created).
  func path(_ name: String) -> String {
    root.appendingPathComponent(name).path
  }

  /// Writes a file in the sandbox, creating its folders, and returns its path.
  @discardableResult
  func write(_ name: String, _ contents: String) throws -> String {
    try write(name, bytes: Data(contents.utf8))
  }

  @discardableResult
  func write(_ name: String, bytes: Data) throws -> String {
    let url = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url)
    return url.path
  }

  /// Runs `flashcards` with `arguments`, `stdin` piped in, and the sandbox's HOME and
  /// XDG_DATA_HOME. FLASHCARDS_DB, NO_COLOR and COLUMNS are unset and the locale is C.UTF-8 (LANG,
  /// with LC_ALL and LC_CTYPE unset) unless `environment` sets them; a nil value there unsets a
  /// variable. With `outputIsTerminal`, standard output is a
  /// pseudo-terminal instead of a pipe (its line ends then arrive as CR LF). With `signal`,
  /// standard input stays open, as a person's would, and the signal is sent once standard
  /// output shows `after`. With `kill`, SIGKILL is sent at the moment it names (if the run is still
  /// going). `launcher` goes before the binary's path on the command line (e.g.
  /// `setpriv …` to run it as another user), and `executable` replaces the built binary (e.g. by a
  /// copy another user can run). A run still going after `timeout` seconds is killed.
  func run(
    _ arguments: [String], stdin: String = "", environment: [String: String?] = [:],
    directory: URL? = nil, outputIsTerminal: Bool = false, signal: (Int32, after: String)? = nil,
    kill: KillPlan? = nil, launcher: [String] = [], executable: URL? = nil, timeout: TimeInterval = 30
  ) async throws -> RunResult {
    try await run(
      arguments, stdinBytes: Data(stdin.utf8), environment: environment, directory: directory,
      outputIsTerminal: outputIsTerminal, signal: signal, kill: kill, launcher: launcher,
      executable: executable, timeout: timeout)
  }

  /// `run` with standard input given as bytes, which need not be UTF-8 nor fit in a pipe.
  func run(
    _ arguments: [String], stdinBytes: Data, environment: [String: String?] = [:],
    directory: URL? = nil, outputIsTerminal: Bool = false, signal: (Int32, after: String)? = nil,
    kill: KillPlan? = nil, launcher: [String] = [], executable: URL? = nil, timeout: TimeInterval = 30
  ) async throws -> RunResult {
    var variables = ProcessInfo.processInfo.environment
    variables["FLASHCARDS_DB"] = nil
    variables["NO_COLOR"] = nil
    // The marks a test expects (✓, →) are those of a UTF-8 locale, whatever the machine's.
    for name in ["LC_ALL", "LC_CTYPE", "COLUMNS"] { variables[name] = nil }
    variables["LANG"] = "C.UTF-8"
    variables["HOME"] = home.path
    variables["XDG_DATA_HOME"] = dataHome.path
    for (name, value) in environment { variables[name] = value }
    let invocation = Invocation(
      arguments: arguments, stdin: stdinBytes, environment: variables,
      directory: directory ?? root, outputIsTerminal: outputIsTerminal, signal: signal?.0,
      signalAfter: signal?.after ?? "", killPlan: kill, launcher: launcher, executable: executable,
      timeout: timeout)
    return try await withCheckedThrowingContinuation { continuation in
      // Blocking reads and waits belong on a thread of their own, not the tests' shared pool.
      Thread.detachNewThread {
        continuation.resume(with: Result { try invocation.run() })
      }
    }
  }
}

/// When a test kills a run with SIGKILL, as a crash or a power cut would end it.
enum KillPlan: Sendable {
  /// This many seconds after the start.
  case after(TimeInterval)
  /// This many seconds after standard output first shows the text.
  case afterOutput(String, delay: TimeInterval)
}

enum FlashCardsBinaryError: Error, CustomStringConvertible {
  case notFound(searched: [String])
  case notExecutable(variable: String, path: String)

  var description: String {
    switch self {
    case .notFound(let searched):
      "No built 'flashcards' executable beside the tests; looked in: \(searched.joined(separator: ", "))"
    case .notExecutable(let variable, let path):
      "\(variable) is '\(path)', which is not an executable file."
    }
  }
}

/// The `flashcards` executable the tests run: the one named by FLASHCARDS_TEST_BINARY (`make
/// test-release` points it at the release build, where signal handling and C state can differ
/// from debug), or else the one of this build.
enum FlashCardsBinary {
  static let variable = "FLASHCARDS_TEST_BINARY"
  static let url: Result<URL, FlashCardsBinaryError> = chosen()

  private static func chosen() -> Result<URL, FlashCardsBinaryError> {
    guard let path = ProcessInfo.processInfo.environment[variable], !path.isEmpty else { return locate() }
    let url = URL(fileURLWithPath: path)
    return FileManager.default.isExecutableFile(atPath: url.path)
      ? .success(url) : .failure(.notExecutable(variable: variable, path: path))
  }

  /// The executable of this build: it sits in the build products folder that also holds the test
  /// bundle, whatever the scratch path (`swift test --scratch-path X`).
  private static func locate() -> Result<URL, FlashCardsBinaryError> {
    // Linux: the test executable itself, in the products folder. macOS: the .xctest bundle in
    // it, loaded by Xcode's `xctest` tool (so Bundle.main is elsewhere).
    var starts = [Bundle.main.bundleURL]
    if let executable = Bundle.main.executableURL { starts.append(executable) }
    starts.append(URL(fileURLWithPath: CommandLine.arguments[0]))
    starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
    var searched: [String] = []
    for start in starts {
      var folder = start.resolvingSymlinksInPath().deletingLastPathComponent()
      for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("flashcards")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
          !isDirectory.boolValue, FileManager.default.isExecutableFile(atPath: candidate.path)
        {
          return .success(candidate)
        }
        searched.append(folder.path)
        folder = folder.deletingLastPathComponent()
      }
    }
    return .failure(.notFound(searched: searched))
  }
}

/// One run of the binary, done synchronously on the calling thread.
private struct Invocation: Sendable {
  var arguments: [String]
  var stdin: Data
  var environment: [String: String]
  var directory: URL
  var outputIsTerminal: Bool
  var signal: Int32?
  var signalAfter: String
  var killPlan: KillPlan?
  var launcher: [String]
  var executable: URL?
  var timeout: TimeInterval

  func run() throws -> RunResult {
    let process = Process()
    let binary = try executable ?? FlashCardsBinary.url.get()
    if let command = launcher.first {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = launcher.dropFirst() + [binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    process.environment = environment
    process.currentDirectoryURL = directory

    let input = Pipe()
    // The test's own copy of the writing end (close-on-exec, so no other child inherits it and
    // keeps the input open), written by a thread of its own after the launch: any size fits.
    let inputWriter = fcntl(input.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
    guard inputWriter >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    try input.fileHandleForWriting.close()
    let errors = Pipe()
    let (output, outputForChild) = try outputIsTerminal ? Invocation.pseudoTerminal() : Invocation.pipe()
    process.standardInput = input
    process.standardOutput = outputForChild
    process.standardError = errors
    // A child inherits the blocked signals of the thread that starts it, and this one was
    // started from a Dispatch thread that blocks most: unblock them, as a shell would.
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    pthread_sigmask(SIG_SETMASK, &noSignals, nil)
    do {
      try process.run()
    } catch {
      close(inputWriter)
      throw error
    }
    // Only the child may hold the writing ends, so that reading them ends when it exits.
    try? outputForChild.close()
    try? errors.fileHandleForWriting.close()
    try? input.fileHandleForReading.close()

    let state = RunState()
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
      if !state.finished.load(ordering: .acquiring) {
        state.timedOut.store(true, ordering: .releasing)
        kill(pid, SIGKILL)
      }
    }
    let killLater = { (delay: TimeInterval) in
      DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
        if !state.finished.load(ordering: .acquiring) { kill(pid, SIGKILL) }
      }
    }
    if case .after(let delay) = killPlan { killLater(delay) }
    var killScheduled = false
    let keepInputOpen = signal != nil
    let inputBytes = stdin
    Thread.detachNewThread {
      feed(inputBytes, to: inputWriter)
      if !keepInputOpen { close(inputWriter) }
      state.inputWritten.signal()
    }
    let errorDescriptor = errors.fileHandleForReading.fileDescriptor
    Thread.detachNewThread {
      let data = Invocation.drain(errorDescriptor)
      state.errorText.withLock { $0 = data }
      state.errorDrained.signal()
    }
    var signalled = false
    let outputText = Invocation.drain(output.fileDescriptor) { soFar in
      if case .afterOutput(let text, let delay) = killPlan, !killScheduled,
        String(decoding: soFar, as: UTF8.self).contains(text)
      {
        killScheduled = true
        killLater(delay)
      }
      guard let signal, !signalled, String(decoding: soFar, as: UTF8.self).contains(signalAfter) else { return }
      signalled = true
      // Give it time to go from writing the prompt to waiting for the answer.
      Thread.sleep(forTimeInterval: 0.2)
      kill(pid, signal)
    }
    state.errorDrained.wait()
    process.waitUntilExit()
    state.finished.store(true, ordering: .releasing)
    // The child is gone, so a write still under way fails (EPIPE) and the writer ends.
    state.inputWritten.wait()
    if keepInputOpen { close(inputWriter) }
    try? output.close()
    try? errors.fileHandleForReading.close()

    let killed = process.terminationReason == .uncaughtSignal
    return RunResult(
      stdout: String(decoding: outputText, as: UTF8.self),
      stderr: String(decoding: state.errorText.withLock { $0 }, as: UTF8.self),
      status: process.terminationStatus, timedOut: state.timedOut.load(ordering: .acquiring),
      signal: killed ? process.terminationStatus : nil)
  }

  /// Reads until end of file, or until a pseudo-terminal's other side is closed (EIO).
  private static func drain(_ descriptor: Int32, onRead: (Data) -> Void = { _ in }) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
        onRead(data)
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return data
      }
    }
  }

  /// (the parent's reading end, the child's writing end)
  private static func pipe() throws -> (FileHandle, FileHandle) {
    let pipe = Pipe()
    return (pipe.fileHandleForReading, pipe.fileHandleForWriting)
  }

  private static func pseudoTerminal() throws -> (FileHandle, FileHandle) {
    guard let openPrimary = PseudoTerminal.open, let grant = PseudoTerminal.grant,
      let unlock = PseudoTerminal.unlock, let name = PseudoTerminal.name
    else { throw POSIXError(.ENOSYS) }
    let primary = openPrimary(O_RDWR | O_NOCTTY)
    guard primary >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var path = [CChar](repeating: 0, count: 128)
    let named = grant(primary) == 0 && unlock(primary) == 0 && name(primary, &path, path.count) == 0
    let secondary = named ? open(path, O_RDWR | O_NOCTTY) : -1
    guard secondary >= 0 else {
      let error = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      close(primary)
      throw error
    }
    return (
      FileHandle(fileDescriptor: primary, closeOnDealloc: true),
      FileHandle(fileDescriptor: secondary, closeOnDealloc: true)
    )
  }
}

/// posix_openpt and its companions: in the C library, but hidden from Swift's Glibc module
/// (glibc declares them only for _XOPEN_SOURCE), so they are looked up by name.
private enum PseudoTerminal {
  static let open = function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
  static let grant = function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
  static let unlock = function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
  /// ptsname_r, as tests run in parallel and ptsname answers in a shared buffer.
  static let name = function("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)

  private static func function<F>(_ name: String, as type: F.Type) -> F? {
    dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
  }
}

/// What the waiting thread, the timer and the standard error reader share.
private final class RunState: Sendable {
  let finished = Atomic(false)
  let timedOut = Atomic(false)
  let errorText = Mutex(Data())
  let errorDrained = DispatchSemaphore(value: 0)
  let inputWritten = DispatchSemaphore(value: 0)
}
