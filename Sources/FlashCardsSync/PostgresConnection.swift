import CLibPQ
public import FlashCardsCore
import Foundation

/// One session with a PostgreSQL server through libpq. Synchronous, like the rest of the program.
/// Values reach SQL only as bound parameters (PQexecParams, text format), never spliced into its
/// text; every PGresult is cleared, and the connection is closed when the object goes.
public final class PostgresConnection {
  let handle: OpaquePointer
  /// Where it is connected: host, port, database, user.
  public let address: ServerAddress

  /// Connects with a URL or `key=value` string, read by libpq with everything PostgreSQL users
  /// expect (PGHOST, PGUSER, PGPASSWORD, PGSSLMODE…, ~/.pgpass, service files). `user` is the
  /// login when the string names none; `password`, when given, is used whatever the string says
  /// (an answer to a prompt). Waits `connect_timeout` (or PGCONNECT_TIMEOUT) seconds for a server,
  /// 10 when neither says.
  public init(connectingTo connectionString: String, user: String? = nil, password: String? = nil) throws {
    // Read first, for an error that never echoes the string (it may hold a password).
    _ = try ConnectionString(connectionString)
    let timeouts = try SessionTimeouts.values()
    var parameters: [(String, String)] = [("fallback_application_name", "flashcards")]
    if let user { parameters.append(("user", user)) }
    parameters.append(("dbname", connectionString))
    // After the string, so that they win: text travels as UTF-8 whatever the database's setting.
    parameters.append(("client_encoding", "UTF8"))
    if let password { parameters.append(("password", password)) }
    var connecting = try Connecting(parameters: parameters)
    handle = try connecting.finish()
    address = connecting.address
    // libpq prints the server's notices on standard error by default; a command says what it did
    // in its own words instead.
    PQsetNoticeProcessor(handle, { _, _ in }, nil)
    try execute(SessionTimeouts.sql, timeouts)
  }

  deinit {
    PQfinish(handle)
  }

  /// Runs one statement with `parameters` bound to $1, $2… (nil is NULL) and returns its rows.
  @discardableResult
  public func execute(_ sql: String, _ parameters: [String?] = []) throws -> PostgresRows {
    let result = try withCStrings(parameters) { values in
      PQexecParams(handle, sql, Int32(values.count), nil, values, nil, nil, 0)
    }
    return try consume(result, of: sql, expecting: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
  }

  /// Runs several statements that take no values: a migration's script.
  public func executeScript(_ sql: String) throws {
    try consume(PQexec(handle, sql), of: sql, expecting: [PGRES_COMMAND_OK, PGRES_TUPLES_OK])
  }

  /// Runs `body` in a transaction: committed when it returns, rolled back when it throws.
  @discardableResult
  public func transaction<Result>(
    _ kind: TransactionKind = .readWrite, _ body: () throws -> Result
  ) throws -> Result {
    try execute(kind.begin)
    let result: Result
    do {
      result = try body()
    } catch {
      _ = try? execute("ROLLBACK")
      throw error
    }
    try execute("COMMIT")
    return result
  }

  /// The SCRAM-SHA-256 verifier of `password` for `user`, computed here: what the server stores,
  /// so that the password itself never travels nor lands in a log.
  public func scramVerifier(password: String, user: String) throws -> String {
    guard !password.utf8.contains(0), !user.utf8.contains(0) else { throw PostgresError.nulInText }
    guard let verifier = PQencryptPasswordConn(handle, password, user, "scram-sha-256") else {
      throw PostgresError.unexpectedAnswer(lastErrorText)
    }
    defer { PQfreemem(verifier) }
    return String(cString: verifier)
  }

  /// The server's version number, e.g. 150018 for 15.18.
  public var serverVersion: Int { Int(PQserverVersion(handle)) }

  var lastErrorText: String {
    String(cString: PQerrorMessage(handle)).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Takes a result: rows when its status is one expected, else the error it holds (or the
  /// connection's). The result is cleared either way.
  @discardableResult
  func consume(_ result: OpaquePointer?, of statement: String, expecting statuses: [ExecStatusType]) throws
    -> PostgresRows
  {
    guard let result else { throw connectionError() }
    defer { PQclear(result) }
    let status = PQresultStatus(result)
    guard statuses.contains(status) else {
      if status == PGRES_FATAL_ERROR || status == PGRES_NONFATAL_ERROR {
        let message = PostgresConnection.message(of: result)
        // The server ended the session (shut down, or the backend was terminated): lost, not refused.
        if PQstatus(handle) == CONNECTION_BAD {
          throw PostgresError.connectionLost(server: address, reason: message.text)
        }
        throw PostgresError.failed(message, server: address, statement: statement)
      }
      throw PostgresError.unexpectedAnswer(String(cString: PQresStatus(status)))
    }
    return PostgresRows(result)
  }

  /// The connection's failure: lost when libpq says the connection is gone.
  func connectionError() -> PostgresError {
    PQstatus(handle) == CONNECTION_BAD
      ? .connectionLost(server: address, reason: lastErrorText.split(separator: "\n").first.map(String.init) ?? "")
      : .unexpectedAnswer(lastErrorText)
  }

  static func message(of result: OpaquePointer) -> ServerMessage {
    func field(_ code: UInt8) -> String? {
      PQresultErrorField(result, Int32(code)).map { String(cString: $0) }
    }
    let primary = field(UInt8(ascii: "M")) ?? String(cString: PQresultErrorMessage(result))
    return ServerMessage(
      sqlState: field(UInt8(ascii: "C")) ?? "", primary: primary, detail: field(UInt8(ascii: "D")),
      hint: field(UInt8(ascii: "H")))
  }

  /// Calls `body` with the strings as C strings (nil stays NULL), freed afterwards.
  private func withCStrings<Result>(
    _ strings: [String?], _ body: ([UnsafePointer<CChar>?]) throws -> Result
  ) throws -> Result {
    if strings.contains(where: { $0?.utf8.contains(0) == true }) { throw PostgresError.nulInText }
    let copies = strings.map { $0.flatMap { strdup($0) } }
    defer { copies.forEach { free($0) } }
    return try body(copies.map { $0.map { UnsafePointer($0) } })
  }
}

/// How a transaction reads and writes.
public enum TransactionKind: Sendable {
  case readWrite
  /// One snapshot for the whole transaction, writing nothing: a consistent read.
  case repeatableReadOnly
  case serializable

  var begin: String {
    switch self {
    case .readWrite: "BEGIN"
    case .repeatableReadOnly: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"
    case .serializable: "BEGIN ISOLATION LEVEL SERIALIZABLE"
    }
  }
}
