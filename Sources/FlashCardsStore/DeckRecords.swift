import FlashCardsCore
import Foundation
import GRDB

/// How far back a deck's trend goes, and what counts as today for its streak.
struct DeckRecordPeriod {
  var recentGames: Int
  var now: Date
  var timeZone: TimeZone
}

/// A deck as stored in the history, in one direction: what a deck's records belong to.
struct DeckDirection: Hashable {
  var deck: String
  var direction: Direction
}

extension AppDatabase {
  /// A full game (`GameSummary.isFull`) with cards, over `gameResult`'s own columns: what its
  /// `isFull` column keeps.
  static let fullGame = SQL(
    sql: "gameResult.cards > 0 AND \(StoredRules.fullGame(game: "gameResult", cards: "gameResult.cards"))")

  /// Per deck and direction: games, records and trend of its full games, coverage and days
  /// played. A deck played in reverse under its own name (no reverse name) has two records, one
  /// per direction; its days played count both.
  func deckRecords(
    _ deck: String?, player: String?, lastAnswers: LastAnswers, period: DeckRecordPeriod, in db: Database
  ) throws -> [Statistics.DeckRecord] {
    let onDeck: SQL = "\(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))"
    // The games of each deck and direction, and the records below, are read from the summaries
    // (`directionTotal`) and the indexes of the full games: a few rows per deck, whatever the size
    // of the history.
    let counts = try SQLRequest<Row>(
      """
      SELECT deck, SUM(games) AS games, SUM(CASE WHEN direction = 'reverse' THEN games ELSE 0 END) AS reverseGames
      FROM directionTotal WHERE \(onDeck) GROUP BY deck ORDER BY deck
      """
    ).fetchAll(db)
    return try counts.flatMap { row -> [Statistics.DeckRecord] in
      let (name, games, reverseGames) = try AppDatabase.reading("directionTotal", key: ["deck"], of: row) {
        (
          try $0.text("deck"), try $0.count("games"),
          min(try $0.optionalInteger("reverseGames") ?? 0, try $0.count("games"))
        )
      }
      let practise = try PractiseDays.read(
        deck: name, player: player, now: period.now, timeZone: period.timeZone, in: db)
      let played = [(Direction.forward, games - reverseGames), (.reverse, reverseGames)].filter { $0.1 > 0 }
      return try played.map { direction, games in
        let key = DeckDirection(deck: name, direction: direction)
        let newest = try newestGame(key, player: player, in: db)
        let coverage = lastAnswers.coverage(deck: name, direction: direction)
        return Statistics.DeckRecord(
          deck: name, direction: direction, label: newest?.label ?? name, games: games,
          best: try record(.best, of: key, player: player, in: db),
          fastestPerfect: try record(.fastestPerfect, of: key, player: player, in: db),
          cardsSeen: coverage.seen, cardsKnown: coverage.known, deckCards: newest?.deckCards,
          fullGames: try fullGames(key, player: player, limit: period.recentGames, in: db),
          practise: practise)
      }
    }
  }

  /// The newest game of a deck in one direction: its label, and the deck's size as it recorded
  /// it: every game of a deck saved since v5 records it, so when the newest does not, none does.
  private func newestGame(_ key: DeckDirection, player: String?, in db: Database) throws
    -> (label: String, deckCards: Int?)?
  {
    try GameResult.fetchOne(
      db,
      """
      SELECT * FROM gameResult
      WHERE deck = \(key.deck) AND direction = \(key.direction.rawValue) AND \(AppDatabase.playerCondition(player))
      ORDER BY playedAt DESC LIMIT 1
      """, cached: true
    ).map { ($0.label, $0.deckCards) }
  }

  /// The newest `limit` full games of a deck in one direction, oldest first, read newest first
  /// through the index on (player, deck, direction, playedAt) until enough are found.
  func fullGames(_ key: DeckDirection, player: String?, limit: Int, in db: Database) throws -> [GameSummary] {
    try GameSummary.fetchAll(
      db,
      """
      SELECT gameResult.* FROM gameResult
      WHERE gameResult.deck = \(key.deck) AND gameResult.direction = \(key.direction.rawValue)
        AND \(AppDatabase.playerCondition(player, column: "gameResult.player")) AND gameResult.isFull
      ORDER BY gameResult.playedAt DESC LIMIT \(limit)
      """, cached: true
    ).reversed()
  }

  enum Record {
    /// The largest share right, then the larger game; the first saved of equals.
    case best
    /// The fastest with every card right; the first saved of equals.
    case fastestPerfect
  }

  /// A deck's record in one direction, of `player` or of everyone: one seek per player along an
  /// index of the full games (`gameResult_full_by_score`, `gameResult_full_by_time`).
  func record(_ record: Record, of key: DeckDirection, player: String?, in db: Database) throws -> GameSummary? {
    let players =
      try player.map { [$0] }
      ?? String.fetchAll(
        db, sql: "SELECT player FROM directionTotal WHERE deck = ? AND direction = ?",
        arguments: [key.deck, key.direction.rawValue])
    let seek = try db.cachedStatement(
      sql: record == .best
        ? """
        SELECT id, -(\(StoredRules.fullGameScore)) FROM gameResult
        WHERE player = ? AND deck = ? AND direction = ? AND isFull
        ORDER BY \(StoredRules.fullGameScore) DESC, id LIMIT 1
        """
        : """
        SELECT id, milliseconds FROM gameResult
        WHERE player = ? AND deck = ? AND direction = ? AND isFull AND correct = cards
        ORDER BY milliseconds, id LIMIT 1
        """)
    // (rank, game id): the smallest wins.
    var found: (rank: Int, id: Int64)?
    for player in players {
      guard let row = try Row.fetchOne(seek, arguments: [player, key.deck, key.direction.rawValue]) else { continue }
      let candidate = (rank: try row.integer(at: 1), id: Int64(try row.integer(at: 0)))
      if found.map({ candidate < $0 }) ?? true { found = candidate }
    }
    guard let found else { return nil }
    return try GameSummary.fetchOne(
      db,
      """
      SELECT gameResult.* FROM gameResult WHERE gameResult.id = \(found.id)
      """, cached: true)
  }
}
