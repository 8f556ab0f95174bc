import FlashCardsCore
import GRDB

/// The answers' tallies of `Summaries`: per day, what true retention and calibration count.
extension Summaries {
  /// What an answer adds to the answers' tallies besides its prediction.
  struct Answer {
    var player: Bytes
    /// The card's own deck (a review's), else the game's.
    var deck: Bytes
    /// The UTC day of the game's start.
    var day: Bytes
    var right: Bool
    var recalled: Bool

    /// `verdict` as stored: one no version writes counts as recalled, as SQL's `NOT IN` of the
    /// verdicts counted wrong has it (`StoredRules.recalled`).
    init(player: Bytes, deck: Bytes, day: Bytes, right: Bool, verdict: String) {
      (self.player, self.deck, self.day, self.right) = (player, deck, day, right)
      recalled = Verdict(rawValue: verdict)?.isCorrect ?? true
    }
  }

  func count(answer: Answer, _ prediction: MemoryRecorder.Prediction, sign: Int) {
    if let countedDay = prediction.countedDay {
      retention.update(RetentionKey(player: answer.player, deck: answer.deck, day: countedDay), new: RetentionSums()) {
        $0.due += sign
        $0.recalled += answer.recalled ? sign : 0
      }
    }
    if let recall = prediction.recall {
      let key = CalibrationKey(
        player: answer.player, deck: answer.deck, day: answer.day, bucket: Calibration.bucket(of: recall))
      calibration.update(key, new: Calibration.Sum()) {
        $0.answers += sign
        $0.units += sign * Calibration.units(recall)
        $0.right += answer.right ? sign : 0
      }
    }
  }

  /// A replay is about to keep `new` with the answer at `position` of game `gameId`: what it kept
  /// before is counted out of the answers' tallies, and `new` in.
  func repredict(gameId: Int64, position: Int, to new: MemoryRecorder.Prediction) throws {
    let statement = try db.cachedStatement(
      sql: """
        SELECT CAST(gameResult.player AS TEXT), CAST(COALESCE(cardResult.deck, gameResult.deck) AS TEXT),
          substr(CAST(gameResult.playedAt AS TEXT), 1, 10), cardResult.correct <> 0, CAST(cardResult.verdict AS TEXT),
          CASE WHEN \(CountedGame.calibrated) THEN CAST(cardResult.recallPredicted AS REAL) END,
          CASE WHEN typeof(cardResult.countedDay) = 'integer' THEN cardResult.countedDay END,
          typeof(cardResult.correct) IN ('integer', 'real')
        FROM cardResult JOIN gameResult ON gameResult.id = cardResult.gameId
        WHERE cardResult.gameId = ? AND cardResult.position = ?
        """)
    guard let row = try Row.fetchOne(statement, arguments: [gameId, position]) else { return }
    let answer = Answer(
      player: Bytes(row.optionalText(at: 0) ?? ""), deck: Bytes(row.optionalText(at: 1) ?? ""),
      day: Bytes(row.optionalText(at: 2) ?? ""), right: row[3] as Bool? ?? false,
      verdict: row.optionalText(at: 4) ?? "")
    let old = MemoryRecorder.Prediction(
      recall: (row[5] as Double?).flatMap { $0.isFinite ? $0 : nil },
      countedDay: (row[6] as Int64?).map { Int(truncatingIfNeeded: $0) })
    // Calibration counts it only beside a right or wrong that is a number (`CountedGame.calibrated`).
    let calibrated = MemoryRecorder.Prediction(
      recall: row[7] as Bool? == true ? new.recall.flatMap { $0.isFinite ? $0 : nil } : nil,
      countedDay: new.countedDay)
    count(answer: answer, old, sign: -1)
    count(answer: answer, calibrated, sign: 1)
  }

  func writeAnswers() throws {
    let retained = try db.cachedStatement(
      sql: """
        INSERT INTO retentionTally (player, deck, day, due, recalled) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (player, deck, day) DO UPDATE SET due = due + excluded.due, recalled = recalled + excluded.recalled
        """)
    let noneDue = try db.cachedStatement(
      sql: "DELETE FROM retentionTally WHERE player = ? AND deck = ? AND day = ? AND due <= 0")
    for (key, sums) in retention.values where sums.due != 0 || sums.recalled != 0 {
      try retained.execute(arguments: [key.player.text, key.deck.text, key.day, sums.due, sums.recalled])
      if sums.due < 0 { try noneDue.execute(arguments: [key.player.text, key.deck.text, key.day]) }
    }
    let calibrated = try db.cachedStatement(
      sql: """
        INSERT INTO calibrationTally (player, deck, day, bucket, answers, predictedUnits, "right")
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (player, deck, day, bucket) DO UPDATE SET answers = answers + excluded.answers,
          predictedUnits = predictedUnits + excluded.predictedUnits, "right" = "right" + excluded."right"
        """)
    let noAnswers = try db.cachedStatement(
      sql: "DELETE FROM calibrationTally WHERE player = ? AND deck = ? AND day = ? AND bucket = ? AND answers <= 0")
    for (key, sums) in calibration.values where sums != Calibration.Sum() {
      try calibrated.execute(
        arguments: [key.player.text, key.deck.text, key.day.text, key.bucket, sums.answers, sums.units, sums.right])
      if sums.answers < 0 {
        try noAnswers.execute(arguments: [key.player.text, key.deck.text, key.day.text, key.bucket])
      }
    }
  }
}

extension Summaries {
  struct RetentionKey: Hashable {
    var player: Bytes
    var deck: Bytes
    var day: Int
  }

  struct RetentionSums {
    var due = 0
    var recalled = 0
  }

  struct CalibrationKey: Hashable {
    var player: Bytes
    var deck: Bytes
    var day: Bytes
    var bucket: Int
  }
}
