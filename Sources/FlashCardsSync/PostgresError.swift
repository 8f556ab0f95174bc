public import FlashCardsCore
public import Foundation

/// What can go wrong talking to a PostgreSQL server, in one line a person can act on. No case
/// ever holds a password: servers are named by host, port, database and user only.
public enum PostgresError: LocalizedError, Equatable {
  /// The connection string could not be read; `reason` is libpq's, with anything quoted from a
  /// string that holds a password left out.
  case badConnectionString(reason: String)
  /// libpq.so.5, PostgreSQL's client library, could not be loaded.
  case clientLibraryMissing(String)
  /// No server answered: the connection was refused, the host is unknown, or nothing answered in
  /// time. Nothing reached a server.
  case unreachable(server: ServerAddress, reason: String)
  case timedOut(server: ServerAddress, seconds: Int)
  /// A server answered but cannot take a session now (starting up, shutting down, full).
  case unavailable(server: ServerAddress, message: ServerMessage)
  /// The server refused the login: a wrong password, no such user, or pg_hba.conf turned it away.
  case loginRefused(server: ServerAddress, message: ServerMessage)
  /// The server asks for a password and none was given (~/.pgpass, PGPASSWORD, the URL, a prompt).
  case passwordNeeded(server: ServerAddress)
  case noSuchDatabase(server: ServerAddress)
  /// The server answered, then the connection failed for a reason libpq gives (SSL, protocol).
  case connectionFailed(server: ServerAddress, reason: String)
  /// A statement failed on the server.
  case server(ServerMessage)
  /// The connection broke while talking to the server.
  case connectionLost(server: ServerAddress, reason: String)
  /// Another session held a lock this program waited for longer than its lock_timeout.
  case lockTimeout(server: ServerAddress, waitedFor: String, after: String)
  /// A statement ran longer than statement_timeout (or the server's administrator cancelled it).
  case statementTimeout(server: ServerAddress, after: String)
  /// The server, or the login, has no connection slot free (max_connections, a connection limit).
  case noFreeSlots(server: ServerAddress, message: ServerMessage)
  /// FLASHCARDS_LOCK_TIMEOUT holds something that is not a duration.
  case badLockTimeout(String)
  /// Text holding a NUL character, which PostgreSQL's text cannot store.
  case nulInText
  /// The server answered something this program does not expect (a value of another shape).
  case unexpectedAnswer(String)

  /// The exit status a command ends with: 69 (EX_UNAVAILABLE) when no server could be reached or
  /// it cannot take a session, 75 (EX_TEMPFAIL) when another session held it up (a lock, a
  /// timeout, every slot taken), 77 (EX_NOPERM) when it refused the login, 1 otherwise.
  public var exitStatus: Int32 {
    switch self {
    case .lockTimeout, .statementTimeout, .noFreeSlots: 75
    case .badLockTimeout: 64
    case .unreachable, .timedOut, .unavailable, .connectionLost, .connectionFailed: 69
    case .loginRefused, .passwordNeeded: 77
    default: 1
    }
  }

  public var errorDescription: String? {
    switch self {
    case .badConnectionString(let reason):
      "The server's connection string cannot be read (\(reason.terminalSafe)); give a URL such as postgresql://USER@HOST:5432/DATABASE or key=value pairs such as 'host=HOST dbname=DATABASE'."
    case .clientLibraryMissing(let reason):
      "PostgreSQL's client library could not be loaded (\(reason.terminalSafe)); install it (Debian: apt install libpq5)."
    case .unreachable(let server, let reason):
      "Cannot reach the PostgreSQL server \(server.place): \(reason.terminalSafe). Check that the server runs there and accepts connections (listen_addresses in postgresql.conf, a firewall), and the host and port."
    case .timedOut(let server, let seconds):
      "The PostgreSQL server \(server.place) did not answer within \(seconds.counted("second")). Check the host and port, that the server runs, and the network (a firewall); connect_timeout or PGCONNECT_TIMEOUT sets the wait."
    case .unavailable(let server, let message):
      "The PostgreSQL server \(server.place) cannot take a session now: \(message.text). Try again later, or ask its administrator."
    case .loginRefused(let server, let message):
      "The PostgreSQL server \(server.place) refused the login of \(server.userText): \(message.text). Check the user name and the password (~/.pgpass, PGPASSWORD), and pg_hba.conf on the server."
    case .passwordNeeded(let server):
      "The PostgreSQL server \(server.place) asks for the password of \(server.userText) and none was given: put it in ~/.pgpass or PGPASSWORD, or run the command in a terminal to be asked."
    case .noSuchDatabase(let server):
      "The PostgreSQL server \(server.place) has no database \(server.databaseText); create it (createdb) or fix the database name."
    case .connectionFailed(let server, let reason):
      "Cannot connect to the PostgreSQL server \(server.place): \(reason.terminalSafe)."
    case .server(let message):
      "The PostgreSQL server answered with an error: \(message.text)."
    case .connectionLost(let server, let reason):
      "The connection to the PostgreSQL server \(server.place) was lost: \(reason.terminalSafe). Nothing it had not confirmed was kept; run the command again."
    case .lockTimeout(let server, let object, let after):
      "Waited \(after.terminalSafe) for \(object) on the PostgreSQL server \(server.place), which another session holds locked; nothing more was done. Try again later, or ask the server's administrator (flashcards server sessions)."
    case .statementTimeout(let server, let after):
      "A statement on the PostgreSQL server \(server.place) was cancelled: it ran longer than \(after), or the administrator cancelled it. Try again later."
    case .noFreeSlots(let server, let message):
      "The PostgreSQL server \(server.place) has no connection free for \(server.userText): \(message.text). Try again later, or ask its administrator."
    case .badLockTimeout(let text):
      "FLASHCARDS_LOCK_TIMEOUT takes a duration such as 10s, 500ms or 1min; '\(text.terminalSafe)' is not allowed."
    case .nulInText:
      "Text holding a NUL character cannot be stored on a PostgreSQL server."
    case .unexpectedAnswer(let what):
      "The PostgreSQL server answered something unexpected: \(what.terminalSafe)."
    }
  }

  /// The server's SQLSTATE, when the server answered with an error.
  public var sqlState: String? {
    switch self {
    case .server(let message), .unavailable(_, let message), .loginRefused(_, let message),
      .noFreeSlots(_, let message):
      message.sqlState
    case .lockTimeout: "55P03"
    case .statementTimeout: "57014"
    default: nil
    }
  }
}

/// An error or notice as the server sent it, field by field.
public struct ServerMessage: Equatable, Sendable {
  /// Five characters, e.g. "42501" (insufficient privilege); empty when libpq made the error.
  public var sqlState: String
  public var primary: String
  public var detail: String?
  public var hint: String?

  public init(sqlState: String, primary: String, detail: String? = nil, hint: String? = nil) {
    self.sqlState = sqlState
    self.primary = primary
    self.detail = detail
    self.hint = hint
  }

  /// One terminal-safe line: the message, its detail and hint, and the SQLSTATE.
  public var text: String {
    var parts = [primary.trimmingCharacters(in: .whitespacesAndNewlines)]
    if let detail, !detail.isEmpty { parts.append(detail.trimmingCharacters(in: .whitespacesAndNewlines)) }
    if let hint, !hint.isEmpty { parts.append(hint.trimmingCharacters(in: .whitespacesAndNewlines)) }
    let joined = parts.joined(separator: "; ").terminalSafe
    return sqlState.isEmpty ? joined : "\(joined) (SQLSTATE \(sqlState))"
  }
}

extension PostgresError {
  /// A statement's failure: the waits this program limits (see `SessionTimeouts`) told apart by
  /// their SQLSTATE, every other error as the server's.
  static func failed(_ message: ServerMessage, server: ServerAddress, statement: String) -> PostgresError {
    switch message.sqlState {
    case "55P03":
      .lockTimeout(
        server: server, waitedFor: LockedObject.named(in: statement),
        after: (try? SessionTimeouts.lockWait()) ?? SessionTimeouts.lockTimeout)
    case "57014": .statementTimeout(server: server, after: SessionTimeouts.statementTimeout)
    case "53300": .noFreeSlots(server: server, message: message)
    default: .server(message)
    }
  }
}
