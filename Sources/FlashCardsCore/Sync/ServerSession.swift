public import Foundation

/// One session of a player or teacher on the sync server, as `flashcards server sessions` lists it.
public struct ServerSession: Sendable, Equatable {
  public var login: String
  /// The server process: what `pg_terminate_backend` ends.
  public var processID: Int
  /// Where the session connects from ("local" for a Unix socket).
  public var client: String
  /// PostgreSQL's state ("active", "idle", "idle in transaction"…); nil when the admin may not see it.
  public var state: String?
  /// When the session began.
  public var connectedAt: Date
  /// When its transaction began, if one is open.
  public var transactionSince: Date?

  public init(
    login: String, processID: Int, client: String, state: String?, connectedAt: Date, transactionSince: Date?
  ) {
    self.login = login
    self.processID = processID
    self.client = client
    self.state = state
    self.connectedAt = connectedAt
    self.transactionSince = transactionSince
  }
}
