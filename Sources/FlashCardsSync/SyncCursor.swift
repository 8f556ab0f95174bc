/// Where a receive stopped, for one player on one server: every row written by a transaction
/// below it has been received. A transaction id (PostgreSQL's xid8): the oldest transaction still
/// running when the receive read, so that a transaction committing late is read next time.
public struct SyncCursor: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let value: UInt64

  /// Before everything: a first receive.
  public static let start = SyncCursor(0)

  public init(_ value: UInt64) {
    self.value = value
  }

  /// From its text, as `description` writes it (and the server, for xid8).
  public init?(_ text: String) {
    guard let value = UInt64(text) else { return nil }
    self.value = value
  }

  public var description: String { String(value) }

  public static func < (left: SyncCursor, right: SyncCursor) -> Bool { left.value < right.value }
}
