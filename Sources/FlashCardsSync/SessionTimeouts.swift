import Foundation

/// The limits every session of this program sets as it connects, so that no other session (a
/// player's `LOCK TABLE`, a transaction left open) can hang a sync or a `server` command: a lock
/// waited for longer than `lock_timeout`, or a statement running longer than `statement_timeout`,
/// ends the command with exit status 75 (try again later). `idle_in_transaction_session_timeout`
/// ends this program's own session if it ever leaves a transaction open.
enum SessionTimeouts {
  static let lockTimeout = "10s"
  static let statementTimeout = "5min"
  static let idleInTransaction = "1min"

  /// FLASHCARDS_LOCK_TIMEOUT (a PostgreSQL duration, "2s") sets the lock wait instead: for tests,
  /// and for an admin who prefers another wait.
  static let environmentVariable = "FLASHCARDS_LOCK_TIMEOUT"

  static let sql = """
    SELECT set_config('lock_timeout', $1, false), set_config('statement_timeout', $2, false),
           set_config('idle_in_transaction_session_timeout', $3, false)
    """

  static func values(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> [String?] {
    [try lockWait(environment), statementTimeout, idleInTransaction]
  }

  /// The lock wait: FLASHCARDS_LOCK_TIMEOUT when set (a whole number, with ms, s or min), else 10s.
  static func lockWait(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
    guard let text = environment[environmentVariable], !text.isEmpty else { return lockTimeout }
    guard text.wholeMatch(of: #/[0-9]{1,7}(ms|s|min)?/#) != nil else {
      throw PostgresError.badLockTimeout(text)
    }
    return text
  }
}

/// What a statement that met another session's lock waited for, read from the statement itself:
/// the first of the schema's tables it names. (The schema's own lock is named by
/// `ServerAdminError.BusyLock`, the only place that takes it.)
enum LockedObject {
  static func named(in statement: String) -> String {
    if let match = statement.firstMatch(of: #/flashcards\.([a-z_]+)/#) {
      return "the table flashcards.\(match.output.1)"
    }
    return "a lock"
  }
}
