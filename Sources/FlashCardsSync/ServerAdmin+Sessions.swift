public import FlashCardsCore
import Foundation

extension ServerAdmin {
  /// The sessions of the server's players and teachers connected to this database, oldest first.
  /// Without pg_read_all_stats the server hides other logins' states: refused, naming the grant.
  public func sessions() throws -> [ServerSession] {
    try ServerSchema.requireCurrent(connection)
    let seesAll = try connection.execute(
      "SELECT pg_has_role(current_user, 'pg_read_all_stats', 'USAGE') AS sees_all")[0].bool("sees_all")
    guard seesAll else { throw ServerAdminError.sessionsNeedGrant(role: connection.address.user) }
    let rows = try connection.execute(
      """
      SELECT a.usename AS login, a.pid, coalesce(host(a.client_addr), 'local') AS client, a.state,
        \(EpochMicroseconds.select("a.backend_start")) AS connected_at,
        \(EpochMicroseconds.select("a.xact_start")) AS transaction_since
      FROM pg_stat_activity a
      WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()
        AND (a.usename IN (SELECT name FROM flashcards.players) OR a.usename IN (SELECT name FROM flashcards.teachers))
      ORDER BY a.backend_start, a.pid
      """)
    return try rows.map { row in
      ServerSession(
        login: try row.text("login"), processID: try row.int("pid"), client: try row.text("client"),
        state: row["state"], connectedAt: try EpochMicroseconds.date(row["connected_at"]),
        transactionSince: try row["transaction_since"].map { try EpochMicroseconds.date($0) })
    }
  }

  /// Ends every session of a player or teacher (`pg_terminate_backend`): an open transaction of
  /// theirs is rolled back. The number of sessions ended.
  public func endSessions(of name: String) throws -> Int {
    try ServerSchema.requireCurrent(connection)
    let state = try login(name)
    guard state.isPlayer || state.isTeacher else { throw ServerAdminError.notALogin(name: name) }
    do {
      return try connection.execute(
        """
        SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS ended FROM pg_stat_activity
        WHERE usename = $1 AND datname = current_database() AND pid <> pg_backend_pid()
        """, [name])[0].int("ended")
    } catch let error as PostgresError where error.sqlState == "42501" {
      throw ServerAdminError.sessionsNeedGrant(role: connection.address.user)
    }
  }
}
