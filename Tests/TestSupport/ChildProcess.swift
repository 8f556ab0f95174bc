import Foundation

/// What a program run by a test printed, and how it ended.
public struct ProgramRun: Sendable, CustomStringConvertible {
  public var status: Int32
  public var stdout: String
  public var stderr: String

  public var description: String { "exit status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---" }
}

/// Runs a program to its end, with `stdin` as its standard input and `environment` as its whole
/// environment, reading both outputs as they come (so that a full pipe never stalls it).
///
/// Spawned directly rather than with Foundation's Process: Process leaves one end of a socket in
/// the child and learns that the child ended when that socket closes, so a daemon the child starts
/// (pg_ctl's postmaster) kept it open and `waitUntilExit` never returned. Here the child gets its
/// three standard streams and nothing else (every other descriptor is closed in it), no blocked
/// signals, and is waited for with waitpid.
public func runProgram(
  _ path: String, _ arguments: [String], environment: [String: String]? = nil, stdin: String = ""
) throws -> ProgramRun {
  let (pid, input, output, errors) = try spawn(path, arguments, environment: environment)
  let outputText = ReadAll(output)
  let errorText = ReadAll(errors)
  let fed = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    feed(Data(stdin.utf8), to: input)
    close(input)
    fed.signal()
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  fed.wait()
  let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  return ProgramRun(status: exitStatus, stdout: outputText.wait(), stderr: errorText.wait())
}

/// Starts a program that runs on its own, never waited for: its standard streams are pipes closed
/// at once (it should point them elsewhere).
public func startProgram(_ path: String, _ arguments: [String]) throws {
  let (_, input, output, errors) = try spawn(path, arguments, environment: nil)
  for descriptor in [input, output, errors] { close(descriptor) }
}

/// (pid, its standard input's writing end, its output's and error's reading ends)
private func spawn(
  _ path: String, _ arguments: [String], environment: [String: String]?
) throws -> (pid_t, Int32, Int32, Int32) {
  let input = try makePipe()
  let output = try makePipe()
  let errors = try makePipe()
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, input.read, 0)
  posix_spawn_file_actions_adddup2(&actions, output.write, 1)
  posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
  closeEveryOtherDescriptor(&actions)
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  var defaultSignals = sigset_t()
  sigfillset(&defaultSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

  let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
  var pid = pid_t()
  let spawned = withCStringArray([path] + arguments) { argv in
    withCStringArray(variables) { envp in posix_spawn(&pid, path, &actions, &attributes, argv, envp) }
  }
  for descriptor in [input.read, output.write, errors.write] { close(descriptor) }
  guard spawned == 0 else {
    for descriptor in [input.write, output.read, errors.read] { close(descriptor) }
    throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
  }
  return (pid, input.write, output.read, errors.read)
}

private func makePipe() throws -> (read: Int32, write: Int32) {
  var descriptors: [Int32] = [0, 0]
  guard pipe(&descriptors) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  // Close-on-exec, so that no program another thread starts inherits them.
  for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
  return (descriptors[0], descriptors[1])
}

/// glibc's posix_spawn_file_actions_addclosefrom_np (2.34 on), which Swift's Glibc module does
/// not show: looked up by name. Without it, the descriptors open now are closed one by one.
private func closeEveryOtherDescriptor(_ actions: inout posix_spawn_file_actions_t) {
  typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
  if let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") {
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
    return
  }
  let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
  for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
    posix_spawn_file_actions_addclose(&actions, descriptor)
  }
}

/// The strings as a NULL-terminated array of C strings, for argv and envp.
private func withCStringArray<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result) -> Result
{
  let copies = strings.map { strdup($0) } + [nil]
  defer { copies.forEach { free($0) } }
  return body(copies)
}

/// Writes all of `data` to a pipe unless the reader goes away first. SIGPIPE is blocked on this
/// thread, so a reader that exits early makes the write fail with EPIPE instead of killing the
/// tests. For a thread of its own: it blocks until everything is written.
public func feed(_ data: Data, to descriptor: Int32) {
  var pipeSignal = sigset_t()
  sigemptyset(&pipeSignal)
  sigaddset(&pipeSignal, SIGPIPE)
  pthread_sigmask(SIG_BLOCK, &pipeSignal, nil)
  data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
    guard let start = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, start + offset, bytes.count - offset)
      if count > 0 {
        offset += count
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}

/// Reads a descriptor to its end on a thread of its own, then closes it.
private final class ReadAll: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ descriptor: Int32) {
    Thread.detachNewThread { [self] in
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
          data.append(contentsOf: buffer[0..<count])
        } else if count < 0 && errno == EINTR {
          continue
        } else {
          break
        }
      }
      close(descriptor)
      done.signal()
    }
  }

  func wait() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
