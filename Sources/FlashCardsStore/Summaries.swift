import FlashCardsCore
import Foundation
import GRDB

/// What the history derives from its games, kept on the one write path every change takes (a save,
/// a pending game, a receive, a deletion, a rebuild): the views read these few rows instead of the
/// card results. Each game's own row keeps its cards, right answers and whether it was full
/// (`FinishedGame.insert`); the tables here keep, per player:
/// - `directionTotal`: per deck and direction, the games, their time, cards and right answers;
/// - `cardTally`: per card, how often seen and missed, and the expected answer of its last miss;
/// - `confusionTally`: per card, the other cards its answers belonged to, and the last such answer;
/// - `playedDay`: per deck and UTC day, the games and the first and last moment played;
/// - `retentionTally`: per deck and review day, the answers true retention counts, and those
///   recalled (`TrueRetention.countedDay`);
/// - `calibrationTally`: per deck, UTC day and bucket, the answers with a predicted recall, the
///   predictions summed (`Calibration.units`) and those right.
///
/// Games are counted in (`add`) and out (`remove`) as sums grouped in memory and written once, at
/// `finish`: one upsert per group, whatever the number of games (a receive brings thousands).
/// Text is grouped by its UTF-8 bytes, as SQLite compares it (Swift's `==` takes "é" and "e\u{301}"
/// for one), and each value is as stored (`storable`). A card's tally keeps the expected answer of
/// its last miss in the order the games were counted (game, then position); a confusion keeps the
/// last answer that confused it. A replay that changes what an answer keeps of it (its predicted
/// recall, its counted day) counts the change too (`repredict`).
final class Summaries {
  let db: Database
  private var directions = Groups<DirectionKey, DirectionSums>()
  private var cards = Groups<CardKey, CardSums>()
  private var confusions = Groups<ConfusionKey, ConfusionSums>()
  /// The days whose games changed: recounted from the games at `finish`.
  private var days = Groups<DayKey, Void>()
  var retention = Groups<RetentionKey, RetentionSums>()
  var calibration = Groups<CalibrationKey, Calibration.Sum>()

  init(_ db: Database) {
    self.db = db
  }

  /// Counts `game` in.
  func add(_ game: CountedGame) {
    count(game, sign: 1)
  }

  /// Counts out the stored games `condition` selects (on `gameResult`), before they are deleted.
  func remove(gamesWhere condition: SQL) throws {
    try CountedGame.forEach(where: condition, in: db) { count($0, sign: -1) }
  }

  /// Writes what was counted, and empties the sums.
  func finish() throws {
    try writeDirections()
    try writeCards()
    try writeConfusions()
    try writeDays()
    try writeAnswers()
    directions = Groups()
    cards = Groups()
    confusions = Groups()
    days = Groups()
    retention = Groups()
    calibration = Groups()
  }

  private func count(_ game: CountedGame, sign: Int) {
    let player = Bytes(game.player)
    let gameDeck = Bytes(game.deck)
    let gameDirection = Bytes(game.direction)
    let day = Bytes(game.day ?? "")
    var right = 0
    for card in game.cards {
      let deck = card.deck.map(Bytes.init) ?? gameDeck
      let name = Bytes(card.card)
      let missed = card.correct ? 0 : 1
      right += card.correct ? 1 : 0
      cards.update(
        CardKey(
          player: player, deck: deck, direction: card.direction.map(Bytes.init) ?? gameDirection, card: name),
        new: CardSums(expected: card.expected)
      ) { sums in
        sums.seen += sign
        sums.missed += sign * missed
        if sign > 0 && missed == 1 { sums.lastMissed = card.expected }
      }
      count(
        answer: Answer(player: player, deck: deck, day: day, right: card.correct, verdict: card.verdict),
        card.prediction, sign: sign)
      if let confusedWith = card.confusedWith {
        confusions.update(
          ConfusionKey(player: player, deck: deck, card: name, confusedWith: Bytes(confusedWith)),
          new: ConfusionSums(answer: card.answer)
        ) { sums in
          sums.times += sign
          if sign > 0 { sums.lastAnswer = card.answer }
        }
      }
    }
    directions.update(
      DirectionKey(player: player, deck: gameDeck, direction: gameDirection), new: DirectionSums()
    ) { sums in
      sums.games += sign
      // Wrapping: a time another program wrote (up to Int64's ends) must not trap the sum.
      sums.milliseconds &+= sign &* game.milliseconds
      sums.cards += sign * game.cards.count
      sums.correct += sign * right
    }
    if game.day != nil { days.update(DayKey(player: player, deck: gameDeck, day: day), new: ()) { _ in } }
  }

  private func writeDirections() throws {
    let upsert = try db.cachedStatement(
      sql: """
        INSERT INTO directionTotal (player, deck, direction, games, milliseconds, cards, correct)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (player, deck, direction) DO UPDATE SET
          games = games + excluded.games, milliseconds = milliseconds + excluded.milliseconds,
          cards = cards + excluded.cards, correct = correct + excluded.correct
        """)
    let empty = try db.cachedStatement(
      sql: "DELETE FROM directionTotal WHERE player = ? AND deck = ? AND direction = ? AND games <= 0")
    for (key, sums) in directions.values {
      try upsert.execute(
        arguments: [
          key.player.text, key.deck.text, key.direction.text, sums.games, sums.milliseconds, sums.cards, sums.correct,
        ])
      if sums.games <= 0 { try empty.execute(arguments: [key.player.text, key.deck.text, key.direction.text]) }
    }
  }

  private func writeCards() throws {
    let upsert = try db.cachedStatement(
      sql: """
        INSERT INTO cardTally (player, deck, direction, card, expected, seen, missed) VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (player, deck, direction, card) DO UPDATE SET
          seen = seen + excluded.seen, missed = missed + excluded.missed, expected = COALESCE(?8, expected)
        """)
    let empty = try db.cachedStatement(
      sql: "DELETE FROM cardTally WHERE player = ? AND deck = ? AND direction = ? AND card = ? AND seen <= 0")
    for (key, sums) in cards.values {
      try upsert.execute(
        arguments: [
          key.player.text, key.deck.text, key.direction.text, key.card.text, sums.lastMissed ?? sums.expected,
          sums.seen, sums.missed, sums.lastMissed,
        ])
      if sums.seen <= 0 {
        try empty.execute(arguments: [key.player.text, key.deck.text, key.direction.text, key.card.text])
      }
    }
  }

  private func writeConfusions() throws {
    let upsert = try db.cachedStatement(
      sql: """
        INSERT INTO confusionTally (player, deck, card, confusedWith, answer, times) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (player, deck, card, confusedWith) DO UPDATE SET
          times = times + excluded.times, answer = COALESCE(?7, answer)
        """)
    let empty = try db.cachedStatement(
      sql: "DELETE FROM confusionTally WHERE player = ? AND deck = ? AND card = ? AND confusedWith = ? AND times <= 0")
    for (key, sums) in confusions.values {
      try upsert.execute(
        arguments: [
          key.player.text, key.deck.text, key.card.text, key.confusedWith.text, sums.lastAnswer ?? sums.answer,
          sums.times, sums.lastAnswer,
        ])
      if sums.times <= 0 {
        try empty.execute(arguments: [key.player.text, key.deck.text, key.card.text, key.confusedWith.text])
      }
    }
  }

  /// Each day touched, counted again from its games (a few a day) along the index on (player,
  /// deck, playedAt): a deletion needs the day's first and last game that remain.
  private func writeDays() throws {
    let recount = try db.cachedStatement(
      sql: """
        INSERT INTO playedDay (player, deck, day, games, firstAt, lastAt)
          SELECT ?1, ?2, ?3, COUNT(*), MIN(playedAt), MAX(playedAt) FROM gameResult
          WHERE player = ?1 AND deck = ?2 AND playedAt >= ?3 AND playedAt < ?3 || char(1114111)
            AND substr(playedAt, 1, 10) = ?3
          HAVING COUNT(*) > 0
        ON CONFLICT (player, deck, day) DO UPDATE SET
          games = excluded.games, firstAt = excluded.firstAt, lastAt = excluded.lastAt
        """)
    let empty = try db.cachedStatement(
      sql: """
        DELETE FROM playedDay WHERE player = ?1 AND deck = ?2 AND day = ?3 AND NOT EXISTS (
          SELECT 1 FROM gameResult WHERE player = ?1 AND deck = ?2 AND playedAt >= ?3
            AND playedAt < ?3 || char(1114111) AND substr(playedAt, 1, 10) = ?3)
        """)
    for (key, _) in days.values {
      let arguments: StatementArguments = [key.player.text, key.deck.text, key.day.text]
      try recount.execute(arguments: arguments)
      if db.changesCount == 0 { try empty.execute(arguments: arguments) }
    }
  }
}

extension Summaries {
  private struct DirectionKey: Hashable {
    var player: Bytes
    var deck: Bytes
    var direction: Bytes
  }

  private struct DirectionSums {
    var games = 0
    var milliseconds = 0
    var cards = 0
    var correct = 0
  }

  private struct CardKey: Hashable {
    var player: Bytes
    var deck: Bytes
    var direction: Bytes
    var card: Bytes
  }

  /// `expected`: the first answer's, which a new row keeps when none was missed.
  private struct CardSums {
    var expected: String
    var lastMissed: String?
    var seen = 0
    var missed = 0
  }

  private struct ConfusionKey: Hashable {
    var player: Bytes
    var deck: Bytes
    var card: Bytes
    var confusedWith: Bytes
  }

  private struct ConfusionSums {
    var answer: String
    var lastAnswer: String?
    var times = 0
  }

  private struct DayKey: Hashable {
    var player: Bytes
    var deck: Bytes
    var day: Bytes
  }
}

/// Groups in the order they first appeared.
struct Groups<Key: Hashable, Sums> {
  private(set) var values: [(key: Key, sums: Sums)] = []
  private var index: [Key: Int] = [:]

  mutating func update(_ key: Key, new: @autoclosure () -> Sums, _ change: (inout Sums) -> Void) {
    if let at = index[key] {
      change(&values[at].sums)
    } else {
      index[key] = values.count
      values.append((key, new()))
      change(&values[values.count - 1].sums)
    }
  }
}

/// Text compared and hashed by its UTF-8 bytes, as SQLite's BINARY collation compares it; hashed
/// once (a card's texts are looked up in several groups).
struct Bytes: Hashable {
  let text: String
  private let hash: Int

  init(_ text: String) {
    var text = text
    var hasher = Hasher()
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    self.text = text
    hash = hasher.finalize()
  }

  static func == (one: Bytes, other: Bytes) -> Bool {
    guard one.hash == other.hash else { return false }
    var (first, second) = (one.text, other.text)
    return first.withUTF8 { first in
      second.withUTF8 { second in
        guard first.count == second.count else { return false }
        guard let start = first.baseAddress, let otherStart = second.baseAddress else { return true }
        return memcmp(start, otherStart, first.count) == 0
      }
    }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

extension Summaries {
  /// Deletes the games `condition` selects (on `gameResult`; their card results go by the foreign
  /// key's cascade), counted out of the summaries first, and returns how many went. A game that
  /// retried one of them is no retry any more (the foreign key set its `retryOf` to NULL): whether
  /// it is full is decided again. The caller holds the transaction.
  static func delete(gamesWhere condition: SQL, in db: Database) throws -> Int {
    let summaries = Summaries(db)
    let deleted = try summaries.delete(gamesWhere: condition)
    try summaries.finish()
    return deleted
  }

  /// The same, within what this counts: written at `finish`.
  func delete(gamesWhere condition: SQL) throws -> Int {
    try remove(gamesWhere: condition)
    return try Self.deleteAndDecideRetries(gamesWhere: condition, in: db)
  }

  /// The summaries' tables, each with a `player` column.
  static let tables = [
    "directionTotal", "cardTally", "confusionTally", "playedDay", "retentionTally", "calibrationTally",
  ]

  /// Deletes every game of `player` (nil: everyone's) and their rows of the summaries.
  static func deleteAll(of player: String?, in db: Database) throws -> Int {
    let condition = AppDatabase.playerCondition(player)
    for table in tables {
      try db.execute(literal: "DELETE FROM \(identifier: table) WHERE \(condition)")
    }
    return try deleteAndDecideRetries(
      gamesWhere: AppDatabase.playerCondition(player, column: "gameResult.player"), in: db)
  }

  private static func deleteAndDecideRetries(gamesWhere condition: SQL, in db: Database) throws -> Int {
    let retries = try Int64.fetchAll(
      db,
      SQLRequest<Int64>(
        literal: """
          SELECT id FROM gameResult WHERE retryOf IN (SELECT gameResult.id FROM gameResult WHERE \(condition))
          """))
    try db.execute(literal: "DELETE FROM gameResult WHERE \(condition)")
    let deleted = db.changesCount
    if !retries.isEmpty {
      try db.execute(
        literal: "UPDATE gameResult SET isFull = (\(AppDatabase.fullGame)) WHERE id IN \(retries)")
    }
    return deleted
  }
}
