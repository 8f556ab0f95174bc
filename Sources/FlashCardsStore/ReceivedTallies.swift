import FlashCardsCore
import Foundation
import GRDB

/// What the card results' per-row triggers would have added to the card, confusion, retention and
/// calibration tallies for the games a receive inserts without them (`NewPlayerGames`), summed in
/// memory as the games go in and written once a group. Read back with SQL, the 50,000 card results
/// of 1,000 games took a `GROUP BY` sort or an upsert each: 1.8 G of a 5.4 G receive at 1M (callgrind).
///
/// Each group is what the triggers leave after its rows, in the order they went in (game, then
/// position): text is grouped by its UTF-8 bytes, as SQLite compares it (Swift's `==` would take
/// "é" and "e\u{301}" for one), and each value is the one the insert bound (`storable` text).
struct ReceivedTallies {
  /// Text compared and hashed by its bytes; hashed once (a card's texts are looked up in up to
  /// four groups).
  struct Bytes: Hashable {
    let text: String
    private let hash: Int

    init(text: String) {
      var text = text
      var hasher = Hasher()
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
      self.text = text
      hash = hasher.finalize()
    }

    static func == (one: Bytes, other: Bytes) -> Bool {
      guard one.hash == other.hash else { return false }
      var (first, second) = (one.text, other.text)
      // `memcmp` rather than `elementsEqual`, which stepped through the bytes one by one: 110 M
      // instructions of a receive of 50,000 card results.
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

  private struct CardKey: Hashable {
    var deck: Bytes
    var direction: Bytes
    var card: Bytes
  }

  /// v3: seen and missed; the expected answer of the last miss, or of the first answer when none
  /// missed (a new tally row keeps it; an existing row keeps its own).
  private struct CardSums {
    var expected: String
    var seen = 0
    var missed = 0
  }

  private struct ConfusionKey: Hashable {
    var deck: Bytes
    var card: Bytes
    var confusedWith: Bytes
  }

  /// v11: a day's answers due, and recalled (a verdict other than wrong or skipped).
  private struct RetentionKey: Hashable {
    var deck: Bytes
    var day: Int
  }

  private struct CalibrationKey: Hashable {
    var deck: Bytes
    var day: Bytes
    var bucket: Int
  }

  private var cards = Groups<CardKey, CardSums>()
  /// The last confusing answer, and how many times.
  private var confusions = Groups<ConfusionKey, (answer: String, times: Int)>()
  private var retention = Groups<RetentionKey, (due: Int, recalled: Int)>()
  private var calibration = Groups<CalibrationKey, (answers: Int, units: Int, right: Int)>()

  /// Adds `game`'s card results as inserted, with the predictions the insert stored.
  mutating func add(_ game: FinishedGame, predictions: [MemoryRecorder.Prediction]) {
    let (gameDeck, gameDirection) = (Bytes(text: game.deck.storable), Bytes(text: game.direction))
    // `substr(playedAt, 1, 10)`: ten characters, as SQLite counts them.
    let day = Bytes(text: String(String.UnicodeScalarView(game.playedAt.unicodeScalars.prefix(10))))
    for (card, prediction) in zip(game.cards, predictions) {
      let deck = card.deck.map { Bytes(text: $0.storable) } ?? gameDeck
      let name = Bytes(text: card.card.storable)
      let expected = card.expected.storable
      let missed = card.correct ? 0 : 1
      cards.update(
        CardKey(deck: deck, direction: card.direction.map { Bytes(text: $0) } ?? gameDirection, card: name),
        new: CardSums(expected: expected)
      ) { sums in
        sums.seen += 1
        sums.missed += missed
        if missed == 1 { sums.expected = expected }
      }
      if let confusedWith = card.confusedWith?.storable {
        let answer = card.answer.storable
        confusions.update(
          ConfusionKey(deck: deck, card: name, confusedWith: Bytes(text: confusedWith)), new: (answer, 0)
        ) { sums in
          sums.times += 1
          sums.answer = answer
        }
      }
      if let countedDay = prediction.countedDay {
        let recalled = !StoredRules.notRecalled.contains { $0.utf8.elementsEqual(card.verdict.utf8) }
        retention.update(RetentionKey(deck: deck, day: countedDay), new: (0, 0)) { sums in
          sums.due += 1
          sums.recalled += recalled ? 1 : 0
        }
      }
      if let recall = prediction.recall, recall.isFinite {
        calibration.update(
          CalibrationKey(deck: deck, day: day, bucket: Calibration.bucket(of: recall)), new: (0, 0, 0)
        ) { sums in
          sums.answers += 1
          sums.units += Calibration.units(recall)
          sums.right += card.correct ? 1 : 0
        }
      }
    }
  }

  /// Adds the groups to `player`'s tallies (as stored in `gameResult.player`), as the triggers'
  /// upserts would have, and empties them.
  mutating func write(player: String, to db: Database) throws {
    let card = try db.cachedStatement(
      sql: """
        INSERT INTO cardTally (player, deck, direction, card, expected, seen, missed) VALUES (?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (player, deck, direction, card) DO UPDATE SET
            seen = seen + excluded.seen, missed = missed + excluded.missed,
            expected = CASE WHEN excluded.missed > 0 THEN excluded.expected ELSE expected END
        """)
    for (key, sums) in cards.values {
      try card.execute(
        arguments: [player, key.deck.text, key.direction.text, key.card.text, sums.expected, sums.seen, sums.missed])
    }
    let confusion = try db.cachedStatement(
      sql: """
        INSERT INTO confusionTally (player, deck, card, confusedWith, answer, times) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (player, deck, card, confusedWith) DO UPDATE SET
            times = times + excluded.times, answer = excluded.answer
        """)
    for (key, sums) in confusions.values {
      try confusion.execute(
        arguments: [player, key.deck.text, key.card.text, key.confusedWith.text, sums.answer, sums.times])
    }
    let retained = try db.cachedStatement(
      sql: """
        INSERT INTO retentionTally (player, deck, day, due, recalled) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (player, deck, day) DO UPDATE SET due = due + excluded.due, recalled = recalled + excluded.recalled
        """)
    for (key, sums) in retention.values {
      try retained.execute(arguments: [player, key.deck.text, key.day, sums.due, sums.recalled])
    }
    let calibrated = try db.cachedStatement(
      sql: """
        INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right") VALUES (?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (player, deck, day, bucket) DO UPDATE SET answers = answers + excluded.answers,
            predictedUnits = predictedUnits + excluded.predictedUnits, "right" = "right" + excluded."right"
        """)
    for (key, sums) in calibration.values {
      try calibrated.execute(
        arguments: [player, key.deck.text, key.day.text, key.bucket, sums.answers, sums.units, sums.right])
    }
    self = ReceivedTallies()
  }
}

/// Groups in the order they first appeared.
private struct Groups<Key: Hashable, Sums> {
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
