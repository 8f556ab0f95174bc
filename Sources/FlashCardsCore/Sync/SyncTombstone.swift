public import Foundation

/// A deleted game, as it travels: once a server holds it, that game never comes back there, in
/// whatever order devices sync.
public struct SyncTombstone: Sendable, Equatable, Hashable {
  public var gameID: UUID
  public var deletedAt: Date
  /// The login that deleted it (set by the server when sent).
  public var deletedBy: String

  public init(gameID: UUID, deletedAt: Date, deletedBy: String = "") {
    self.gameID = gameID
    self.deletedAt = deletedAt
    self.deletedBy = deletedBy
  }
}
