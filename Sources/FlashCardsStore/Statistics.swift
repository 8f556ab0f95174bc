import FlashCardsCore
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
  public func statistics(deck: String? = nil, recentGames: Int = 30, listLength: Int = 10) throws -> Statistics {
    try read { db in
      let filter = HistoryFilter(deck: deck).condition
      let games = try SQLRequest<GameSummary>(
        """
        SELECT gameResult.*, COALESCE(tally.cards, 0) AS cards, COALESCE(tally.correct, 0) AS correct
        FROM gameResult LEFT JOIN (
          SELECT gameId, COUNT(*) AS cards, SUM(correct) AS correct FROM cardResult GROUP BY gameId
        ) AS tally ON tally.gameId = gameResult.id
        WHERE \(filter)
        ORDER BY playedAt, id
        """
      ).fetchAll(db)

      var byDirection: [Direction: Statistics.Accuracy] = [:]
      for summary in games {
        byDirection[summary.game.direction, default: .init(cards: 0, correct: 0)].add(summary)
      }
      let overall = games.reduce(into: Statistics.Accuracy(cards: 0, correct: 0)) { $0.add($1) }

      let tallies = try Row.fetchAll(
        db,
        sql: """
          SELECT gameResult.deck, gameResult.direction, card, expected,
                 COUNT(*) AS seen, SUM(1 - correct) AS missed
          FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId
          WHERE \(deck == nil ? "1" : "gameResult.deck = ?")
          GROUP BY gameResult.deck, gameResult.direction, card, expected
          """, arguments: StatementArguments(deck.map { [$0] } ?? []))

      let confusions = try Row.fetchAll(
        db,
        sql: """
          SELECT gameResult.deck, card, MAX(answer) AS answer, confusedWith, COUNT(*) AS times
          FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId
          WHERE confusedWith IS NOT NULL \(deck == nil ? "" : "AND gameResult.deck = ?")
          GROUP BY gameResult.deck, card, confusedWith
          ORDER BY times DESC, card LIMIT ?
          """, arguments: StatementArguments((deck.map { [$0] } ?? []) + [listLength]))

      return Statistics(
        games: games.count,
        milliseconds: games.reduce(0) { $0 + $1.game.milliseconds },
        overall: overall,
        byDirection: byDirection,
        recent: Array(games.suffix(recentGames)),
        decks: Statistics.deckRecords(games),
        mostMissed: Statistics.mostMissed(tallies, limit: listLength),
        confusions: confusions.map {
          Statistics.Confusion(
            deck: $0["deck"], card: $0["card"], answer: $0["answer"], otherCard: $0["confusedWith"],
            times: $0["times"])
        },
        oneWay: Statistics.oneWay(tallies, limit: listLength))
    }
  }
}

extension Statistics {
  static func deckRecords(_ games: [GameSummary]) -> [DeckRecord] {
    let byDeck = Dictionary(grouping: games, by: \.game.deck)
    return byDeck.keys.sorted().compactMap { deck in
      guard let games = byDeck[deck] else { return nil }
      let scored = games.filter { $0.cards > 0 }
      let best = scored.max { a, b in
        let (pa, pb) = (Double(a.correct) / Double(a.cards), Double(b.correct) / Double(b.cards))
        return pa != pb ? pa < pb : a.cards < b.cards
      }
      let fastest = scored.filter { $0.correct == $0.cards && !$0.game.endedEarly }
        .min { $0.game.milliseconds < $1.game.milliseconds }
      return DeckRecord(deck: deck, games: games.count, best: best, fastestPerfect: fastest)
    }
  }

  /// Cards by the share of times they were missed, then by how often; one row per card
  /// (the spellings an answer was accepted in are counted together).
  static func mostMissed(_ tallies: [Row], limit: Int) -> [CardTally] {
    var byCard: [String: CardTally] = [:]
    for row in tallies {
      let deck: String = row["deck"]
      let card: String = row["card"]
      let key = deck + "\u{0}" + card
      var tally = byCard[key] ?? CardTally(deck: deck, card: card, expected: row["expected"], seen: 0, missed: 0)
      let missed: Int = row["missed"]
      if missed > 0 { tally.expected = row["expected"] }
      tally.seen += row["seen"] as Int
      tally.missed += missed
      byCard[key] = tally
    }
    return byCard.values.filter { $0.missed > 0 }
      .sorted {
        let (ra, rb) = (Double($0.missed) / Double($0.seen), Double($1.missed) / Double($1.seen))
        return ra != rb ? ra > rb : $0.missed != $1.missed ? $0.missed > $1.missed : $0.card < $1.card
      }
      .prefix(limit).map { $0 }
  }

  static func oneWay(_ tallies: [Row], limit: Int) -> [OneWayCard] {
    // Shown side → (accepted answers seen, accuracy), per direction, across decks.
    var sides: [Direction: [String: (answers: Set<String>, accuracy: Accuracy)]] = [:]
    for row in tallies {
      guard let direction = Direction(rawValue: row["direction"]) else { continue }
      let card: String = row["card"]
      var entry = sides[direction]?[card] ?? ([], Accuracy(cards: 0, correct: 0))
      entry.answers.insert(row["expected"])
      let seen: Int = row["seen"]
      let missed: Int = row["missed"]
      entry.accuracy.cards += seen
      entry.accuracy.correct += seen - missed
      sides[direction, default: [:]][card] = entry
    }
    var found: [OneWayCard] = []
    for (front, forward) in sides[.forward] ?? [:] {
      for back in forward.answers {
        guard let reverse = sides[.reverse]?[back], reverse.answers.contains(front) else { continue }
        let (f, r) = (forward.accuracy.percent, reverse.accuracy.percent)
        if (f >= 80 && r < 50) || (r >= 80 && f < 50) {
          found.append(OneWayCard(front: front, back: back, forward: forward.accuracy, reverse: reverse.accuracy))
        }
        break
      }
    }
    return found.sorted { $0.gap != $1.gap ? $0.gap > $1.gap : $0.front < $1.front }
      .prefix(limit).map { $0 }
  }
}

extension Statistics.Accuracy {
  mutating func add(_ summary: GameSummary) {
    cards += summary.cards
    correct += summary.correct
  }

  public var percent: Int { percentage(correct, of: cards) }
}
