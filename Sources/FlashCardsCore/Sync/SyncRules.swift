import Foundation

/// What a row that some FlashCards could have sent can hold: the one source of the rules that the
/// sync server's constraints are generated from and that a receive checks each row against before
/// it reaches the history. A row that breaks them was written by hand (psql), by a bug, or by a
/// newer FlashCards with a value this one does not know.
///
/// The limits are the server's defaults; an admin can raise them on a server. A receive refuses
/// only what breaks a rule or is past `SyncRules.ceiling`, so that a row a raised limit let in
/// still arrives, while what one receive holds in memory stays bounded.
public enum SyncRules {
  public static let verdicts = Verdict.allCases.map(\.rawValue)
  /// The verdicts that count an answer right: a card's `correct` agrees with its verdict.
  public static let recalledVerdicts = Verdict.allCases.filter(\.isCorrect).map(\.rawValue)
  public static let modes = GameMode.allCases.map(\.rawValue)
  public static let directions = Direction.allCases.map(\.rawValue)

  /// Every time a row holds (played, deleted, changed, imported): from 1970 (a game identity's time
  /// starts there) to the end of the year 9999 (a history stores four-digit years).
  public static let times = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 253_402_300_800)

  /// A game's and a card's time: up to a day. PostgreSQL's `int` holds 24 days; a game left open
  /// longer than a day is still sent, its time cut to this.
  public static let milliseconds = 0...86_400_000
  public static let choices = 2...1000
  public static let deckCards = 0...10_000_000

  /// The defaults of the limits an admin can raise on a server.
  public struct Limits: Sendable, Equatable {
    /// The bytes of one text of a card (the card, the answer expected, the answer typed, the
    /// confusion) or of a deck's or a setting's name.
    public var textBytes = 10_000
    public var cardsPerGame = 5_000
    /// The bytes of all of a game's texts together.
    public var gameBytes = 2_000_000
    public var settingBytes = 100_000
    public var deckBytes = 5_000_000
    public var gamesPerDay = 2_000

    public init() {}
  }

  public static let defaults = Limits()

  /// What a receive accepts whatever a server's limits say: what one game may hold in memory.
  public static let ceiling: Limits = {
    var ceiling = Limits()
    ceiling.textBytes = 1_000_000
    ceiling.cardsPerGame = 100_000
    ceiling.gameBytes = 50_000_000
    ceiling.settingBytes = 10_000_000
    ceiling.deckBytes = 50_000_000
    ceiling.gamesPerDay = .max
    return ceiling
  }()
}
