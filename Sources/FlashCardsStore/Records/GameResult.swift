import FlashCardsCore
import Foundation
import GRDB

/// One game played: a row of the `gameResult` table. Its score is derived from its card results.
public struct GameResult: Codable, Sendable, Identifiable, Equatable {
  public var id: Int64?
  /// The deck's name as played, e.g. "capitals", or "states" for the same file in reverse.
  public var deck: String
  public var direction: Direction
  public var playedAt: Date
  /// From the first question to the last answer, on a monotonic clock.
  public var milliseconds: Int
  public var endedEarly: Bool

  public init(
    id: Int64? = nil, deck: String, direction: Direction, playedAt: Date, milliseconds: Int,
    endedEarly: Bool
  ) {
    self.id = id
    self.deck = deck
    self.direction = direction
    self.playedAt = playedAt
    self.milliseconds = milliseconds
    self.endedEarly = endedEarly
  }
}

extension GameResult: FetchableRecord, MutablePersistableRecord {
  public static let databaseTableName = "gameResult"
  static let cardResults = hasMany(CardResult.self)

  public enum Columns {
    static let id = Column(CodingKeys.id)
    static let deck = Column(CodingKeys.deck)
    static let playedAt = Column(CodingKeys.playedAt)
  }

  public mutating func didInsert(_ inserted: InsertionSuccess) {
    id = inserted.rowID
  }
}
