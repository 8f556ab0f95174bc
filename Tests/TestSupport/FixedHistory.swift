import FlashCardsCore
import FlashCardsStore
import Foundation

/// Six games with fixed dates, answers and times, for the history, detail and stats views.
///
/// | # | deck             | score | time | answers                                                  |
/// |---|------------------|-------|------|----------------------------------------------------------|
/// | 1 | capitals         | 4/4   | 0:20 | all right                                                |
/// | 2 | capitals         | 2/4   | 0:30 | Sacramnto (typo), Austin for New York, Minnesota skipped |
/// | 3 | states (reverse) | 3/4   | 0:25 | Dallas for Austin                                        |
/// | 4 | states (reverse) | 0/4   | 0:15 | California for Austin, the rest skipped                  |
/// | 5 | capitals         | 4/4   | 0:18 | all right                                                |
/// | 6 | elements         | 1/1   | 0:05 | one right, then ended early                              |
///
/// Game n is played at 2026-03-01 03:30 UTC plus n − 1 days: 22:30 the evening before in
/// New York, before daylight saving time starts there.
public enum FixedHistory {
  /// Falls back to UTC only where the time-zone database is missing, and the tests then say so.
  public static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt

  /// 2026-03-01 03:30:00 UTC.
  public static let firstPlayedAt = Date(timeIntervalSince1970: 1_772_335_800)

  public static let elements = Deck(
    name: "elements",
    description: "Name the element for each symbol.",
    cards: [
      Card(front: ["H"], back: ["Hydrogen"]),
      Card(front: ["He"], back: ["Helium"]),
    ])

  public struct Game: Sendable {
    public var session: GameSession
    public var playedAt: Date
    public var milliseconds: Int
  }

  public static let allRight = [
    "Texas": "Austin", "California": "Sacramento", "New York": "Albany", "Minnesota": "Saint Paul",
  ]

  public static let games: [Game] = [
    game(1, SampleDecks.capitals, answers: allRight, milliseconds: 20_000),
    game(
      2, SampleDecks.capitals,
      answers: ["Texas": "Austin", "California": "Sacramnto", "New York": "Austin", "Minnesota": ""],
      milliseconds: 30_000),
    game(
      3, SampleDecks.capitals, direction: .reverse,
      answers: ["Austin": "Dallas", "Sacramento": "California", "Albany": "New York", "Saint Paul": "Minnesota"],
      milliseconds: 25_000),
    game(4, SampleDecks.capitals, direction: .reverse, answers: ["Austin": "California"], milliseconds: 15_000),
    game(5, SampleDecks.capitals, answers: allRight, milliseconds: 18_000),
    game(6, elements, answers: ["H": "Hydrogen", "He": "Helium"], endAfter: 1, milliseconds: 5_000),
  ]

  /// Plays every card (or the first `endAfter`, then ends early) with the answer given for its
  /// shown side, a skip when none is given; the card at position n takes n × 1.5 seconds.
  public static func game(
    _ number: Int, _ deck: Deck, direction: Direction = .forward, answers: [String: String], endAfter: Int? = nil,
    milliseconds: Int
  ) -> Game {
    var session = GameSession(deck: deck, direction: direction, seed: UInt64(number))
    while let card = session.currentCard {
      if let endAfter, session.outcomes.count == endAfter {
        session.endEarly()
        break
      }
      session.answer(answers[card.shown(in: direction)] ?? "", seconds: Double(session.position) * 1.5)
    }
    return Game(
      session: session, playedAt: firstPlayedAt.addingTimeInterval(Double(number - 1) * 86_400),
      milliseconds: milliseconds)
  }

  /// A database in memory holding the six games, numbered 1 to 6.
  public static func database() throws -> AppDatabase {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    try save(into: database)
    return database
  }

  /// The six games in memory, as the views and the game loop take a history.
  public static func history() throws -> any HistoryWriting {
    try database()
  }

  public static func save(into history: any HistoryWriting) throws {
    for game in games {
      try history.saveGame(game.session, playedAt: game.playedAt, milliseconds: game.milliseconds)
    }
  }

  /// Every game, newest first, as the history list shows them.
  public static func summaries() throws -> [GameSummary] {
    try history().games(matching: HistoryFilter(), limit: nil).games
  }

  /// `stats` over the six games (of `deck`; nil: every deck), with the streaks counted as of `now` in `timeZone`.
  public static func statistics(deck: String? = nil, now: Date = Date(), timeZone: TimeZone = .current) throws
    -> Statistics
  {
    try database().statistics(deck: deck, now: now, timeZone: timeZone)
  }
}
