/// Where a connection goes, as messages name it: host and port (or a Unix socket's folder), the
/// database and the user. Never a password. FlashCardsSync makes it from a connection string;
/// FlashCardsUI names it in what the `server` commands say.
public struct ServerAddress: Equatable, Sendable, CustomStringConvertible {
  /// A host name, an IP address, or the folder of a Unix socket (it begins with "/").
  public var host: String
  public var port: String
  public var database: String
  public var user: String

  public init(host: String, port: String, database: String, user: String) {
    self.host = host
    self.port = port
    self.database = database
    self.user = user
  }

  public var isUnixSocket: Bool { host.hasPrefix("/") || host.hasPrefix("@") }

  /// "at db.example.org port 5432", or "on the Unix socket /var/run/postgresql/.s.PGSQL.5432".
  public var place: String {
    isUnixSocket
      ? "on the Unix socket \(host.terminalSafe)/.s.PGSQL.\(port.terminalSafe)"
      : "at \(host.terminalSafe) port \(port.terminalSafe)"
  }

  /// "db.example.org:5432", or the socket's folder: short, for "… in flashcards on HOST:PORT".
  public var hostAndPort: String {
    isUnixSocket
      ? "\(host.terminalSafe) (Unix socket, port \(port.terminalSafe))" : "\(host.terminalSafe):\(port.terminalSafe)"
  }

  /// user@host:port/database: what a person would recognise, with no password.
  public var description: String {
    "\(user.terminalSafe)@\(hostAndPort)/\(database.terminalSafe)"
  }
}
