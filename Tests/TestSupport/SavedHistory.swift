import Foundation
import GRDB

/// What the binary or a game loop saved in a history database, read straight from the file with
/// GRDB (not through the app's own store code), on a read-only connection.
public struct SavedHistory {
  public struct Game: Equatable {
    public var id: Int64
    public var deck: String
    public var direction: String
    public var endedEarly: Bool

    public init(id: Int64, deck: String, direction: String, endedEarly: Bool) {
      self.id = id
      self.deck = deck
      self.direction = direction
      self.endedEarly = endedEarly
    }
  }

  /// When a game was played and how long it took: apart from `Game`, so that a test of the
  /// binary can compare games exactly while their times follow the clock.
  public struct Timing: Equatable {
    public var gameId: Int64
    public var playedAt: Date
    public var milliseconds: Int
  }

  public struct Card: Equatable {
    public var gameId: Int64
    public var position: Int
    public var card: String
    public var answer: String
    public var verdict: String
    public var correct: Bool
    public var confusedWith: String?
  }

  public var games: [Game]
  /// The time of every game, by game.
  public var timings: [Timing]
  /// Every card result, by game then position.
  public var cards: [Card]

  public init(path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    let database = try DatabaseQueue(path: path, configuration: configuration)
    (games, timings, cards) = try database.read { db in
      let rows = try Row.fetchAll(
        db, sql: "SELECT id, deck, direction, endedEarly, playedAt, milliseconds FROM gameResult ORDER BY id")
      let games = rows.map {
        Game(id: $0["id"], deck: $0["deck"], direction: $0["direction"], endedEarly: $0["endedEarly"])
      }
      let timings = rows.map { Timing(gameId: $0["id"], playedAt: $0["playedAt"], milliseconds: $0["milliseconds"]) }
      let cards = try Row.fetchAll(
        db,
        sql: """
          SELECT gameId, position, card, answer, verdict, correct, confusedWith
          FROM cardResult ORDER BY gameId, position
          """
      ).map {
        Card(
          gameId: $0["gameId"], position: $0["position"], card: $0["card"], answer: $0["answer"],
          verdict: $0["verdict"], correct: $0["correct"], confusedWith: $0["confusedWith"])
      }
      return (games, timings, cards)
    }
    try database.close()
  }

  /// Runs `body` on a connection of its own to the file at `path`, closed before it returns.
  /// `readOnly: false` opens it as any other program could (and, as the last connection to close, it
  /// then checkpoints the write-ahead log into the file): for the looks that always did so.
  static func reading<T>(_ path: String, readOnly: Bool = true, _ body: (Database) throws -> T) throws -> T {
    var configuration = Configuration()
    configuration.readonly = readOnly
    let database = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? database.close() }
    return try database.read(body)
  }
}
