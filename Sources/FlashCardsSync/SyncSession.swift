public import Foundation

/// A player's (or teacher's) session with a sync server: sends what this machine has that the
/// server lacks, receives what others sent. The server's roles and row-level security decide what
/// the login may read and write; this type only asks.
///
///     let session = try SyncSession(connection: PostgresConnection(connectingTo: url, user: "ann"))
///     let sent = try session.send(games: outbox, tombstones: deletions) { batch in markSent(batch.ids) }
///     let cursor = try session.receive(from: stored) { change in apply(change) }
public final class SyncSession {
  public let connection: PostgresConnection
  /// The login the server knows this session by (`current_user`).
  public let login: String
  /// The server's identity: a history syncs with one server.
  public let serverID: UUID
  /// Whether the login is one of the server's players or teachers. The admin who owns the schema
  /// is neither, and row-level security does not hold it: games it sent would be stored as its own.
  public let takesPart: Bool
  /// The staging tables this session has made (see `stagingTransaction`).
  var stagingTables: Set<StagingTable> = []
  /// The server's transactions in which this session stored games: a receive skips their games,
  /// which came from this machine (a first sync would otherwise take back everything it sent).
  var ownTransactions: Set<UInt64> = []

  /// Checks that the database holds the schema this program works with.
  public init(connection: PostgresConnection) throws {
    try ServerSchema.requireCurrent(connection)
    let row = try connection.execute(
      """
      SELECT current_user AS login, (SELECT id FROM flashcards.server) AS server,
        EXISTS (SELECT FROM flashcards.players WHERE name = current_user)
          OR EXISTS (SELECT FROM flashcards.teachers WHERE name = current_user) AS takes_part
      """)[0]
    guard let serverID = UUID(uuidString: try row.text("server")) else {
      throw PostgresError.unexpectedAnswer("the server has no identity")
    }
    self.connection = connection
    self.login = try row.text("login")
    self.serverID = serverID
    takesPart = try row.bool("takes_part")
  }

  /// The players whose rows this login may read: itself when it is a player, and for a teacher
  /// the players of their classes. Sorted by name.
  public func readablePlayers() throws -> [String] {
    try connection.execute("SELECT name FROM flashcards.players ORDER BY name COLLATE \"C\"").map {
      try $0.text("name")
    }
  }
}
