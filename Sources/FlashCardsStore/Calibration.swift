public import FlashCardsCore
public import Foundation
import GRDB

extension Calibration {
  /// What a bucket adds up. Predictions are summed in units of 1e-11, as whole numbers, so that any
  /// order of adding (answer by answer, or the daily tallies `Summaries` keeps) gives the same
  /// mean to the last digit.
  struct Sum: Equatable {
    var answers = 0
    var units = 0
    var right = 0

    static func + (a: Sum, b: Sum) -> Sum {
      Sum(answers: a.answers + b.answers, units: a.units + b.units, right: a.right + b.right)
    }

    static func - (a: Sum, b: Sum) -> Sum {
      Sum(answers: a.answers - b.answers, units: a.units - b.units, right: a.right - b.right)
    }
  }

  /// Sorts (predicted, right) pairs into the buckets.
  public init(_ answers: some Sequence<(predicted: Double, right: Bool)>) {
    self.init(sums: Self.sums(of: answers))
  }

  static func sums(of answers: some Sequence<(predicted: Double, right: Bool)>) -> [Sum] {
    var sums = Array(repeating: Sum(), count: bounds.count - 1)
    for answer in answers {
      let index = bucket(of: answer.predicted)
      sums[index].answers += 1
      sums[index].units += units(answer.predicted)
      sums[index].right += answer.right ? 1 : 0
    }
    return sums
  }

  /// From each bucket's sum, in order (missing buckets had no answers).
  init(sums: [Sum]) {
    let buckets = (0..<(Self.bounds.count - 1)).map { index in
      let sum = index < sums.count ? sums[index] : Sum()
      let count = Double(sum.answers)
      return Bucket(
        from: Self.bounds[index], to: Self.bounds[index + 1], answers: sum.answers, right: sum.right,
        meanPredicted: sum.answers == 0 ? nil : Double(sum.units) / Double(Self.unitsPerOne) / count,
        measured: sum.answers == 0 ? nil : Double(sum.right) / count)
    }
    self.init(buckets: buckets)
  }

  /// A prediction in units of 1e-11 (a mean's error below 1e-11), held to 0...1 first so that no
  /// value another program wrote can overflow a sum: 92 million answers fit in one.
  static func units(_ predicted: Double) -> Int {
    Int(Swift.min(Swift.max(predicted, 0), 1) * Double(unitsPerOne) + 0.5)
  }

  static let unitsPerOne = 100_000_000_000
}

extension AppDatabase {
  /// The calibration of the answers since `since`, of `player`'s games (nil: everyone's), of `deck`
  /// (as played, a review's cards by their own deck) or of every deck.
  ///
  /// The days after the first are summed from the daily tallies of `Summaries` (a row per player,
  /// deck, day and bucket); the first day, whose games count from the moment `since`, is read from
  /// its games by the index on (player, playedAt) or on playedAt: those from `since` on, or, when
  /// fewer games came before `since` that day, the day's tally less those (a day's answers are
  /// read one by one, and a class, or the generator's long histories, play hundreds of games a
  /// day). Days are those of the stored dates (UTC), whose text compares as the dates do.
  public func calibration(since: Date, player: String?, deck: String? = nil) throws -> Calibration {
    try read { db in
      let sinceText = DatabaseDate.text(since)
      let firstDay = String(sinceText.prefix(10))
      let nextDay = String(DatabaseDate.text(Calibration.startOfUTCDay(after: since)).prefix(10))
      var sums: [Calibration.Sum]
      let days: TalliedDays
      let earlier = try AppDatabase.games(from: firstDay, before: sinceText, player: player, in: db)
      if earlier < (try AppDatabase.games(from: sinceText, before: nextDay, player: player, in: db)) {
        // The tallies from the first day on, less that day's answers before `since`.
        sums = try AppDatabase.firstDaySums(
          AppDatabase.calibrationQuery(since: firstDay, before: sinceText, player: player, deck: deck), in: db
        ).map { Calibration.Sum() - $0 }
        days = .from(firstDay)
      } else {
        sums = try AppDatabase.firstDaySums(
          AppDatabase.calibrationQuery(since: sinceText, before: nextDay, player: player, deck: deck), in: db)
        days = .after(firstDay)
      }
      try AppDatabase.addTallies(days, player: player, deck: deck, to: &sums, in: db)
      return Calibration(sums: sums)
    }
  }

  /// Which days of the tallies: every day from one on, or after it.
  enum TalliedDays {
    case from(String)
    case after(String)

    var condition: SQL {
      switch self {
      case .from(let day): "day >= \(day)"
      case .after(let day): "day > \(day)"
      }
    }
  }

  /// Adds the calibration tallies of `days` (`player`'s, or everyone's; of `deck` or every deck)
  /// to `sums`, by bucket.
  static func addTallies(
    _ days: TalliedDays, player: String?, deck: String?, to sums: inout [Calibration.Sum], in db: Database
  ) throws {
    let keys = try calibrationTallyKeys(player: player, deck: deck, in: db)
    let tallied =
      keys.players.isEmpty || keys.decks.isEmpty
      ? []
      : try SQLRequest<Row>(
        literal: calibrationTallyQuery(days, players: keys.players, decks: keys.decks)
      ).fetchAll(db)
    for row in tallied {
      try reading("calibrationTally", key: ["bucket"], of: row) { row in
        let bucket = try row.integer(at: 0)
        guard sums.indices.contains(bucket) else { return }
        sums[bucket] =
          sums[bucket]
          + Calibration.Sum(
            answers: try row.integer(at: 1), units: try row.integer(at: 2), right: try row.integer(at: 3))
      }
    }
  }

  /// How many games `player` (nil: anyone) played from `from` and before `before` (texts as
  /// stored), counted along the index on (player, playedAt) or on playedAt.
  static func games(from: String, before: String, player: String?, in db: Database) throws -> Int {
    let condition: SQL = player.map { "player = \($0) AND " } ?? ""
    let count: SQLRequest<Int> =
      "SELECT COUNT(*) FROM gameResult WHERE \(condition)playedAt >= \(from) AND playedAt < \(before)"
    return try count.fetchOne(db) ?? 0
  }

  /// The answers with a prediction of the games played from `since` and before `before` (texts
  /// as stored).
  static func calibrationRequest(since: String, before: String, player: String?, deck: String?) -> SQLRequest<Row> {
    SQLRequest(literal: calibrationQuery(since: since, before: before, player: player, deck: deck))
  }

  static func calibrationQuery(since: String, before: String, player: String?, deck: String?) -> SQL {
    var condition: SQL = """
      gameResult.playedAt >= \(since) AND gameResult.playedAt < \(before) AND cardResult.recallPredicted IS NOT NULL
      """
    if let player { condition = "gameResult.player = \(player) AND " + condition }
    if let deck { condition = condition + " AND COALESCE(cardResult.deck, gameResult.deck) = \(deck)" }
    return """
      SELECT cardResult.recallPredicted, cardResult.correct
      FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
      WHERE \(condition)
      """
  }

  /// The buckets of the first day's answers. A value another program wrote (text, NaN) is left out
  /// rather than read as a number.
  private static func firstDaySums(_ query: SQL, in db: Database) throws -> [Calibration.Sum] {
    let rows = try Row.fetchCursor(db, SQLRequest<Row>(literal: query))
    var answers: [(predicted: Double, right: Bool)] = []
    while let row = try rows.next() {
      guard let predicted = Double.fromDatabaseValue(row.value(at: 0)), predicted.isFinite,
        let right = Bool.fromDatabaseValue(row.value(at: 1))
      else { continue }
      answers.append((predicted, right))
    }
    return Calibration.sums(of: answers)
  }

  /// The tallies of `days`, summed by bucket over `players` and `decks`: a range of days (or one)
  /// along the primary key (player, deck, day, bucket) for each player and deck, rather than
  /// every day ever tallied, which grew with the history.
  static func calibrationTallyQuery(_ days: TalliedDays, players: [DatabaseValue], decks: [DatabaseValue]) -> SQL {
    """
    SELECT bucket, SUM(answers), SUM(predictedUnits), SUM("right") FROM calibrationTally
    WHERE player IN \(players) AND deck IN \(decks) AND \(days.condition)
    GROUP BY bucket
    """
  }

  /// The players (`player`, or every player tallied) and the decks (`deck`, or every deck they
  /// tallied) of `calibrationTally`, each found by one seek along its primary key. Values are
  /// kept as SQLite holds them, so that one another program wrote as a number is found too.
  static func calibrationTallyKeys(player: String?, deck: String?, in db: Database) throws
    -> (players: [DatabaseValue], decks: [DatabaseValue])
  {
    let players =
      try player.map { [$0.databaseValue] }
      ?? distinctValues(
        first: "SELECT player FROM calibrationTally ORDER BY player LIMIT 1",
        next: "SELECT player FROM calibrationTally WHERE player > ? ORDER BY player LIMIT 1", in: db)
    if let deck { return (players, [deck.databaseValue]) }
    var decks: [DatabaseValue] = []
    for player in players {
      decks += try distinctValues(
        first: "SELECT deck FROM calibrationTally WHERE player = ?1 ORDER BY deck LIMIT 1",
        next: "SELECT deck FROM calibrationTally WHERE player = ?1 AND deck > ?2 ORDER BY deck LIMIT 1",
        arguments: [player], in: db)
    }
    return (players, Array(Set(decks)))
  }
}

extension Calibration {
  /// Midnight UTC after `date`: where the stored dates' next day begins.
  static func startOfUTCDay(after date: Date) -> Date {
    Date(timeIntervalSince1970: ((date.timeIntervalSince1970 / 86_400).rounded(.down) + 1) * 86_400)
  }
}
