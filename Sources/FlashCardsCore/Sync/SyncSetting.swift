public import Foundation

/// One of a player's settings (e.g. their FSRS parameters), with the time it was changed: the
/// last change wins.
public struct SyncSetting: Sendable, Equatable {
  public var key: String
  /// Nil: back to the default.
  public var value: String?
  public var changedAt: Date

  public init(key: String, value: String?, changedAt: Date) {
    self.key = key
    self.value = value
    self.changedAt = changedAt
  }

  /// Whether this change of a setting replaces `other`, a change of the same setting: the later
  /// one wins; at the same moment, the greater value (compared byte by byte, as UTF-8), and any
  /// value over none. The server decides by the same rule (ServerMigration+Initial.swift), so a
  /// machine that applies it to what it receives agrees with the server.
  public func wins(over other: SyncSetting) -> Bool {
    if changedAt != other.changedAt { return changedAt > other.changedAt }
    guard let value else { return false }
    guard let otherValue = other.value else { return true }
    return otherValue.utf8.lexicographicallyPrecedes(value.utf8)
  }
}
