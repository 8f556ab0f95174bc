import Foundation

/// A run of the binary that the test signals once `ready` says so (polled every 20 ms, for at most
/// 20 seconds; then it is killed with SIGKILL and `signalled` is false).
struct SignalledRun: CustomStringConvertible {
  var signalled: Bool
  /// The signal that ended it, or nil when it exited.
  var endingSignal: Int32?
  var status: Int32
  var stderr: String

  var description: String {
    "signalled: \(signalled), " + (endingSignal.map { "killed by signal \($0)" } ?? "exit status \(status)")
      + "\n--- stderr\n\(stderr)---"
  }

  static func start(
    _ arguments: [String], in sandbox: Sandbox, environment: [String: String], signal: Int32,
    ready: @escaping @Sendable () -> Bool
  ) async throws -> SignalledRun {
    var variables = ProcessInfo.processInfo.environment
    variables["FLASHCARDS_DB"] = nil
    variables["HOME"] = sandbox.home.path
    variables["XDG_DATA_HOME"] = sandbox.dataHome.path
    variables["LANG"] = "C.UTF-8"
    for (name, value) in environment { variables[name] = value }
    let binary = try FlashCardsBinary.url.get()
    let errorFile = sandbox.root.appendingPathComponent("stderr-\(UUID().uuidString).txt")
    guard FileManager.default.createFile(atPath: errorFile.path, contents: nil) else { throw POSIXError(.EIO) }
    let environmentVariables = variables
    return try await withCheckedThrowingContinuation { continuation in
      // Waiting belongs on a thread of its own; its signals are unblocked, for the child to inherit.
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            let process = Process()
            process.executableURL = binary
            process.arguments = arguments
            process.environment = environmentVariables
            process.currentDirectoryURL = sandbox.root
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errorFile)
            try process.run()
            var signalled = false
            let deadline = Date().addingTimeInterval(20)
            while process.isRunning && Date() < deadline {
              if ready() {
                kill(process.processIdentifier, signal)
                signalled = true
                break
              }
              Thread.sleep(forTimeInterval: 0.02)
            }
            if !signalled { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal
            return SignalledRun(
              signalled: signalled, endingSignal: killed ? process.terminationStatus : nil,
              status: process.terminationStatus,
              stderr: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "")
          })
      }
    }
  }
}
