import Foundation
import Synchronization

/// A real PostgreSQL 15 server for the tests: `initdb` in a temporary folder of its own (as the
/// `postgres` user when the tests run as root, which initdb refuses), scram-sha-256 passwords, a
/// superuser `admin` with a random password, listening on 127.0.0.1 only at a free port, its Unix
/// socket in the folder. Each test makes its own database (`makeDatabase`); the run shares one
/// server (`shared`), started on first use in about a second.
///
/// Nothing outlives the run: the server is stopped and its folder removed when the test process
/// exits (atexit); if that process dies without exiting (SIGKILL, a crash), a watchdog process
/// notices within a second and does the same; and a server whose folder is gone shuts itself down
/// (PostgreSQL checks its lock file every minute). A server of a test's own (`start`) is stopped
/// when released.
///
/// Where PostgreSQL is not installed, tests are skipped with a message saying how to install it
/// (`@Suite(.enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))`); under
/// CI=true they run, and fail with that message: there, a server that cannot start fails the run.
public final class PostgresServer: Sendable {
  public let host = "127.0.0.1"
  public let port: Int
  public let adminUser = "admin"
  public let adminPassword: String
  /// The folder holding the data, the log and the socket; removed at the end.
  public let folder: URL
  let binaries: URL

  var dataFolder: URL { folder.appendingPathComponent("data") }
  var logFile: URL { folder.appendingPathComponent("server.log") }

  // MARK: Availability

  /// The folder of PostgreSQL 15's programs, if installed.
  public static let binaryFolder: URL? = {
    let candidates = ["/usr/lib/postgresql/15/bin", "/usr/local/pgsql/bin"]
    return candidates.map { URL(fileURLWithPath: $0) }
      .first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("initdb").path) }
  }()

  /// Under CI=true a missing PostgreSQL fails the tests instead of skipping them.
  public static var isRequired: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  /// Whether the tests that need a server run: always under CI=true, else when it is installed.
  public static var shouldRun: Bool { binaryFolder != nil || isRequired }

  public static let missingMessage =
    "PostgreSQL 15 is not installed, so the tests against a real server are skipped: install it with Scripts/install-deps --tests (Debian's postgresql)."

  // MARK: Starting and stopping

  private static let sharedServer = Mutex<Result<PostgresServer, PostgresServerError>?>(nil)

  /// The server the whole run shares, started on first use.
  public static func shared() throws -> PostgresServer {
    try sharedServer.withLock { server in
      let result = server ?? Result { try PostgresServer.start() }.mapError(PostgresServerError.wrap)
      server = result
      return try result.get()
    }
  }

  /// A server of its own: for a test that stops or restarts it.
  public static func start() throws -> PostgresServer {
    guard let binaries = binaryFolder else { throw PostgresServerError.notInstalled }
    var lastError: PostgresServerError?
    // A free port can be taken by someone else between finding it and binding it: try again.
    for _ in 0..<3 {
      do {
        return try PostgresServer(binaries: binaries)
      } catch let error as PostgresServerError {
        lastError = error
      }
    }
    throw lastError ?? .notInstalled
  }

  private init(binaries: URL) throws {
    self.binaries = binaries
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flashcards-postgres-\(UUID().uuidString)", isDirectory: true)
    adminPassword = UUID().uuidString
    port = try closedPort()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    do {
      try initialize()
      try startServer()
      PostgresServer.running.withLock { $0[folder.path] = dataFolder.path }
      try watchForTheEndOfTheTests()
    } catch {
      try? FileManager.default.removeItem(at: folder)
      throw error
    }
  }

  deinit {
    stopAndRemove(folder: folder.path, data: dataFolder.path)
    _ = PostgresServer.running.withLock { $0.removeValue(forKey: folder.path) }
  }

  private func initialize() throws {
    let passwordFile = folder.appendingPathComponent("admin-password")
    try Data(adminPassword.utf8).write(to: passwordFile)
    if let owner = PostgresServer.serverUser {
      for path in [folder.path, passwordFile.path] { chown(path, owner.uid, owner.gid) }
    }
    let run = try runAsServerUser(
      "initdb",
      [
        "-D", dataFolder.path, "-U", adminUser, "--pwfile=\(passwordFile.path)", "-A", "scram-sha-256", "-E", "UTF8",
        "--locale=C", "--no-sync",
      ])
    try? FileManager.default.removeItem(at: passwordFile)
    guard run.status == 0 else { throw PostgresServerError.failed("initdb", run.description) }
  }

  private func startServer() throws {
    // fsync off: only a machine's crash loses what the kernel holds, and the tests stop the
    // server, never the machine. synchronous_commit stays on: a commit the client was told of
    // must survive `pg_ctl stop -m immediate`, as the fault tests need.
    let options = [
      "-p \(port)", "-k \(folder.path)", "-c listen_addresses=127.0.0.1", "-c fsync=off",
      "-c full_page_writes=off", "-c max_connections=300",
    ].joined(separator: " ")
    let run = try runAsServerUser(
      "pg_ctl", ["-D", dataFolder.path, "-l", logFile.path, "-w", "-t", "60", "-o", options, "start"])
    guard run.status == 0 else {
      let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
      throw PostgresServerError.failed("pg_ctl start", run.description + "\n--- server log\n" + log)
    }
  }

  /// Stops the server: `immediately` as a crash or a power cut would (no shutdown checkpoint),
  /// else cleanly. Its data stays, for `restart`.
  public func stop(immediately: Bool = false) throws {
    let run = try runAsServerUser(
      "pg_ctl", ["-D", dataFolder.path, "-m", immediately ? "immediate" : "fast", "-w", "stop"])
    guard run.status == 0 else { throw PostgresServerError.failed("pg_ctl stop", run.description) }
  }

  /// Starts a stopped server again, on the same port, with the same data.
  public func restart() throws {
    try startServer()
  }

  /// Whether the server answers on its port.
  public var isRunning: Bool {
    (try? runAsServerUser("pg_ctl", ["-D", dataFolder.path, "status"]).status) == 0
  }

  // MARK: Databases, connection strings and psql

  /// A new, empty database of its own for one test (dropped with the server at the end).
  public func makeDatabase() throws -> String {
    let name = "t_" + PostgresServer.randomSuffix()
    try admin("CREATE DATABASE \(name)", database: "postgres")
    return name
  }

  /// The admin the server guide describes: a login with CREATEROLE, not a superuser, that owns a
  /// new database of its own; its password is `nonSuperuserPassword`.
  public func makeNonSuperuserAdmin() throws -> (login: String, database: String) {
    let login = PostgresServer.unique("fcadmin")
    let database = "t_" + PostgresServer.randomSuffix()
    try admin(
      """
      CREATE ROLE "\(login)" LOGIN CREATEROLE PASSWORD '\(PostgresServer.nonSuperuserPassword)';
      CREATE DATABASE \(database) OWNER "\(login)"
      """,
      database: "postgres")
    return (login, database)
  }

  public static let nonSuperuserPassword = "admin-pw"

  /// `name` made unique on this server: roles (logins) belong to the whole server, and tests
  /// share it.
  public static func unique(_ name: String) -> String {
    "\(name)-\(randomSuffix().prefix(6))"
  }

  public static func randomSuffix() -> String {
    UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(12).description
  }

  /// A URL for `user` on `database`, with the password only when given (tests of the binary pass
  /// it in PGPASSWORD instead). The user name is percent-encoded, so any name fits.
  public func url(database: String, user: String? = nil, password: String? = nil) -> String {
    let login = user ?? adminUser
    var userInfo = PostgresServer.percentEncoded(login)
    if let password { userInfo += ":" + PostgresServer.percentEncoded(password) }
    return "postgresql://\(userInfo)@\(host):\(port)/\(database)"
  }

  static func percentEncoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }

  /// Runs SQL through psql as the admin (superuser); throws when psql reports an error.
  @discardableResult
  public func admin(_ sql: String, database: String) throws -> String {
    let run = try psql(sql, database: database, user: adminUser, password: adminPassword)
    guard run.status == 0 else { throw PostgresServerError.failed("psql", "\(sql)\n\(run)") }
    return run.stdout
  }

  /// Runs SQL through psql, as a person would by hand: as `user` with `password` (given to psql
  /// in PGPASSWORD, in its environment only), over TCP, stopping at the first error, values
  /// unaligned and tab-separated (`-At -F '\t'`), errors with their SQLSTATE (VERBOSITY=verbose).
  public func psql(_ sql: String, database: String, user: String, password: String?) throws -> ProgramRun {
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") }
    environment["PGPASSWORD"] = password
    environment["PGCONNECT_TIMEOUT"] = "10"
    environment["LC_ALL"] = "C.UTF-8"
    return try runProgram(
      binaries.appendingPathComponent("psql").path,
      [
        "-X", "-q", "-At", "-F", "\t", "-v", "ON_ERROR_STOP=1", "-v", "VERBOSITY=verbose", "-h", host,
        "-p", String(port), "-U", user, "-d", database, "-f", "-",
      ],
      environment: environment, stdin: sql)
  }

  // MARK: Running as the server's user

  /// The `postgres` user's ids, when the tests run as root (initdb and pg_ctl refuse root).
  static let serverUser: (uid: uid_t, gid: gid_t)? = {
    guard getuid() == 0, let entry = getpwnam("postgres") else { return nil }
    return (entry.pointee.pw_uid, entry.pointee.pw_gid)
  }()

  private func runAsServerUser(_ program: String, _ arguments: [String]) throws -> ProgramRun {
    let path = binaries.appendingPathComponent(program).path
    var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("PG") }
    environment["LC_ALL"] = "C.UTF-8"
    if getuid() == 0 {
      guard PostgresServer.serverUser != nil else { throw PostgresServerError.noServerUser }
      return try runProgram("/usr/sbin/runuser", ["-u", "postgres", "--", path] + arguments, environment: environment)
    }
    return try runProgram(path, arguments, environment: environment)
  }

  // MARK: Leaving nothing behind

  /// Servers running now: folder → data folder.
  private static let running = Mutex<[String: String]>([:])
  private static let exitHandlerInstalled = Mutex(false)

  /// A detached watchdog (its own session, so a Ctrl-C of the tests does not end it first) that
  /// waits for this process to end, then stops the server (SIGQUIT: immediate shutdown) and
  /// removes its folder. At a normal exit, the atexit handler has done both already.
  private func watchForTheEndOfTheTests() throws {
    PostgresServer.exitHandlerInstalled.withLock { installed in
      guard !installed else { return }
      installed = true
      atexit { PostgresServer.stopAllAtExit() }
    }
    let script = """
      exec </dev/null >/dev/null 2>&1
      while kill -0 \(getpid()) 2>/dev/null; do sleep 1; done
      pid=$(head -n 1 '\(dataFolder.path)/postmaster.pid' 2>/dev/null) && kill -QUIT "$pid" 2>/dev/null
      for _ in 1 2 3 4 5 6 7 8 9 10; do [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null && sleep 0.5; done
      rm -rf '\(folder.path)'
      """
    try startProgram("/usr/bin/setsid", ["/bin/sh", "-c", script])
  }

  private static func stopAllAtExit() {
    for (folder, data) in running.withLock({ $0 }) { stopAndRemove(folder: folder, data: data) }
  }
}

/// Stops the server of `data` at once (SIGQUIT to the postmaster: immediate shutdown, nothing of
/// it is kept), waits up to 5 seconds for it to go, and removes its folder.
private func stopAndRemove(folder: String, data: String) {
  if let text = try? String(contentsOfFile: data + "/postmaster.pid", encoding: .utf8),
    let pid = text.split(separator: "\n").first.flatMap({ pid_t($0) }), pid > 0
  {
    kill(pid, SIGQUIT)
    for _ in 0..<50 where kill(pid, 0) == 0 { usleep(100_000) }
  }
  try? FileManager.default.removeItem(atPath: folder)
}

public enum PostgresServerError: Error, CustomStringConvertible, Equatable {
  case notInstalled
  case noServerUser
  case failed(String, String)

  static func wrap(_ error: any Error) -> PostgresServerError {
    error as? PostgresServerError ?? .failed("start", "\(error)")
  }

  public var description: String {
    switch self {
    case .notInstalled:
      "PostgreSQL 15 is not installed (no initdb in /usr/lib/postgresql/15/bin); the tests need a real server: install it with Scripts/install-deps --tests."
    case .noServerUser:
      "The tests run as root, and initdb refuses root: the 'postgres' user (Debian's postgresql package makes it) is missing."
    case .failed(let step, let output):
      "PostgreSQL test server: \(step) failed:\n\(output)"
    }
  }
}
