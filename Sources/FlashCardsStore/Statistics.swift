public import FlashCardsCore
import Foundation
import GRDB

/// Progress at a glance, over every game or one deck's.
public struct Statistics: Sendable, Equatable {
  public struct Accuracy: Sendable, Equatable {
    public var cards: Int
    public var correct: Int
  }

  public struct DeckRecord: Sendable, Equatable {
    public var deck: String
    public var games: Int
    public var best: GameSummary?
    public var fastestPerfect: GameSummary?
  }

  public struct CardTally: Sendable, Equatable {
    public var deck: String
    public var direction: Direction
    public var card: String
    public var expected: String
    public var seen: Int
    public var missed: Int
  }

  public struct Confusion: Sendable, Equatable {
    public var deck: String
    public var card: String
    public var answer: String
    public var otherCard: String
    public var times: Int
  }

  /// A fact known when asked one way (≥ 80% right) and not the other (< 50%).
  public struct OneWayCard: Sendable, Equatable {
    public var front: String
    public var back: String
    public var forward: Accuracy
    public var reverse: Accuracy

    /// How far apart the two directions are, in percentage points.
    public var gap: Int { abs(forward.percent - reverse.percent) }
  }

  public var games: Int
  public var milliseconds: Int
  public var overall: Accuracy
  public var byDirection: [Direction: Accuracy]
  /// The most recent games, oldest first, for the trend.
  public var recent: [GameSummary]
  public var decks: [DeckRecord]
  public var mostMissed: [CardTally]
  public var confusions: [Confusion]
  public var oneWay: [OneWayCard]
}

extension AppDatabase {
  /// Reads the score and tally tables that triggers keep (migration v2) and the newest games:
  /// nothing here reads every card result, so the cost barely grows with the history.
  /// `player`: one player's games, or nil for everyone's.
  public func statistics(
    deck: String? = nil, player: String? = nil, recentGames: Int = 30, listLength: Int = 10
  ) throws -> Statistics {
    try read { db in
      let onDeck: SQL = "\(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))"
      let ofPlayer = AppDatabase.playerCondition(player)
      let totals = try SQLRequest<Row>(
        "SELECT COALESCE(SUM(games), 0) AS games, COALESCE(SUM(milliseconds), 0) AS milliseconds FROM deckTotal WHERE \(onDeck)"
      ).fetchOne(db)
      var byDirection: [Direction: Statistics.Accuracy] = [:]
      for row in try SQLRequest<Row>(
        "SELECT direction, SUM(cards) AS cards, SUM(correct) AS correct FROM gameScore WHERE \(onDeck) GROUP BY direction"
      ).fetchAll(db) {
        if let direction = Direction(rawValue: row["direction"]) {
          byDirection[direction] = .init(cards: row["cards"], correct: row["correct"])
        }
      }
      let overall = byDirection.values.reduce(into: Statistics.Accuracy(cards: 0, correct: 0)) {
        $0.cards += $1.cards
        $0.correct += $1.correct
      }
      let recent = try games(matching: HistoryFilter(player: player, deck: deck), limit: recentGames, in: db)
        .reversed()
      // Summed over players when everyone's games are counted; one row each otherwise.
      let tallies = try Statistics.CardTally.fetchAll(
        db,
        """
        SELECT deck, direction, card, MAX(expected) AS expected, SUM(seen) AS seen, SUM(missed) AS missed
        FROM cardTally WHERE \(ofPlayer) GROUP BY deck, direction, card
        """)
      let confusions = try Statistics.Confusion.fetchAll(
        db,
        """
        SELECT deck, card, MAX(answer) AS answer, confusedWith AS otherCard, SUM(times) AS times
        FROM confusionTally WHERE \(onDeck) GROUP BY deck, card, confusedWith
        ORDER BY times DESC, card LIMIT \(listLength)
        """)
      return Statistics(
        games: totals?["games"] ?? 0,
        milliseconds: totals?["milliseconds"] ?? 0,
        overall: overall,
        byDirection: byDirection,
        recent: Array(recent),
        decks: try deckRecords(deck, player: player, in: db),
        mostMissed: Array(
          tallies.filter { $0.missed > 0 && (deck == nil || $0.deck == deck) }
            .sorted(by: Statistics.CardTally.worstFirst).prefix(listLength)),
        confusions: confusions,
        oneWay: Statistics.oneWay(tallies, deck: deck, limit: listLength))
    }
  }

  /// Per deck: how many games, the best score (the larger game wins a tie) and the fastest
  /// game with every card right that was played to the end.
  private func deckRecords(_ deck: String?, player: String?, in db: Database) throws -> [Statistics.DeckRecord] {
    let onDeck: SQL = "\(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))"
    let counts = try SQLRequest<Row>(
      "SELECT deck, SUM(games) AS games FROM deckTotal WHERE \(onDeck) GROUP BY deck ORDER BY deck"
    ).fetchAll(db)
    let scored: SQL =
      "\(AppDatabase.deckCondition(deck, column: "gameScore.deck")) AND \(AppDatabase.playerCondition(player, column: "gameScore.player"))"
    // SQLite takes a bare column (gameId) from the row holding the group's MAX or MIN: one pass,
    // no sort. The best score is ranked by one number: games played to the end first, then the
    // share right (to a millionth), then the larger game.
    let best = try bestGames(
      """
      SELECT gameId, MAX((1 - endedEarly) * 1000000000000000 + correct * 1000000 / cards * 1000000 + cards)
      FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
      WHERE cards > 0 AND \(scored) GROUP BY gameScore.deck
      """, in: db)
    let fastest = try bestGames(
      """
      SELECT gameId, MIN(gameResult.milliseconds)
      FROM gameScore JOIN gameResult ON gameResult.id = gameScore.gameId
      WHERE correct = cards AND NOT endedEarly AND \(scored)
      GROUP BY gameScore.deck
      """, in: db)
    return counts.map { row in
      let deck: String = row["deck"]
      return Statistics.DeckRecord(deck: deck, games: row["games"], best: best[deck], fastestPerfect: fastest[deck])
    }
  }

  /// "deck = ?" for one deck, or no condition at all.
  static func deckCondition(_ deck: String?, column: String = "deck") -> SQL {
    guard let deck else { return "1" }
    return SQL(sql: "\(column) = ?", arguments: [deck])
  }

  /// "player = ?" for one player, or no condition at all.
  static func playerCondition(_ player: String?, column: String = "player") -> SQL {
    guard let player else { return "1" }
    return SQL(sql: "\(column) = ?", arguments: [player])
  }

  /// The games whose ids a query yields (one per deck), by deck.
  private func bestGames(_ choosing: SQL, in db: Database) throws -> [String: GameSummary] {
    let chosen = try GameSummary.fetchAll(
      db,
      """
      SELECT gameResult.*, gameScore.cards, gameScore.correct
      FROM (\(choosing)) AS chosen
      JOIN gameResult ON gameResult.id = chosen.gameId JOIN gameScore ON gameScore.gameId = chosen.gameId
      """)
    return Dictionary(chosen.map { ($0.game.deck, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

extension Statistics.CardTally: RowDecodable {
  init(row: Row) {
    self.init(
      deck: row["deck"], direction: Direction(rawValue: row["direction"]) ?? .forward, card: row["card"],
      expected: row["expected"], seen: row["seen"], missed: row["missed"])
  }

  /// The largest share missed first, then the most misses, then by name.
  static func worstFirst(_ a: Self, _ b: Self) -> Bool {
    let (ra, rb) = (Double(a.missed) / Double(a.seen), Double(b.missed) / Double(b.seen))
    if ra != rb { return ra > rb }
    return a.missed != b.missed ? a.missed > b.missed : a.card < b.card
  }
}

extension Statistics.Confusion: RowDecodable {
  init(row: Row) {
    self.init(
      deck: row["deck"], card: row["card"], answer: row["answer"], otherCard: row["otherCard"], times: row["times"])
  }
}

extension Statistics {
  /// Pairs each card asked forward with the same fact asked in reverse (its answer shown),
  /// across decks, since a deck's reverse is usually played under another name.
  static func oneWay(_ tallies: [CardTally], deck: String?, limit: Int) -> [OneWayCard] {
    let reverse = Dictionary(
      tallies.filter { $0.direction == .reverse }.map { ($0.card, $0) }, uniquingKeysWith: { first, _ in first })
    var found: [OneWayCard] = []
    for forward in tallies where forward.direction == .forward {
      guard let back = reverse[forward.expected], back.expected == forward.card else { continue }
      guard deck == nil || forward.deck == deck || back.deck == deck else { continue }
      let card = OneWayCard(
        front: forward.card, back: forward.expected,
        forward: Accuracy(cards: forward.seen, correct: forward.seen - forward.missed),
        reverse: Accuracy(cards: back.seen, correct: back.seen - back.missed))
      let (f, r) = (card.forward.percent, card.reverse.percent)
      if (f >= 80 && r < 50) || (r >= 80 && f < 50) { found.append(card) }
    }
    return Array(found.sorted { $0.gap != $1.gap ? $0.gap > $1.gap : $0.front < $1.front }.prefix(limit))
  }
}

extension Statistics.Accuracy {
  public var percent: Int { percentage(correct, of: cards) }
}
