import FlashCardsCore
import FlashCardsSync

/// Reaching a server as psql does: the password from the string, PGPASSWORD or ~/.pgpass, else
/// asked (`ask`, when someone is there to answer) once the server says it wants one.
public enum ServerConnecting {
  /// Connects as `user` (nil: the login the string names, else PGUSER or the system's user name).
  public static func connect(_ text: String, user: String? = nil, ask: ((String) throws -> String)?) throws
    -> PostgresConnection
  {
    guard let ask else { return try PostgresConnection(connectingTo: text, user: user) }
    do {
      return try PostgresConnection(connectingTo: text, user: user)
    } catch PostgresError.passwordNeeded(let server) {
      let password = try ask("Password of \(server.user.terminalSafe) on \(server.hostAndPort): ")
      return try PostgresConnection(connectingTo: text, user: user, password: password)
    }
  }
}
