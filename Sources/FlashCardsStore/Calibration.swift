public import FlashCardsCore
public import Foundation
import GRDB

extension Calibration {
  /// What a bucket adds up. Predictions are summed in units of 1e-11, as whole numbers, so that any
  /// order of adding gives the same mean to the last digit.
  struct Sum: Equatable {
    var answers = 0
    var units = 0
    var right = 0

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
  /// (as played, a review's cards by their own deck) or of every deck: the answers with a
  /// prediction of the games started from `since` on, found by the index on (player, playedAt) or
  /// on playedAt. A value another program wrote (text, NaN) is left out rather than read as a
  /// number.
  public func calibration(since: Date, player: String?, deck: String? = nil) throws -> Calibration {
    try read { db in
      let rows = try Row.fetchCursor(
        db, AppDatabase.calibrationRequest(since: DatabaseDate.text(since), player: player, deck: deck))
      var answers: [(predicted: Double, right: Bool)] = []
      while let row = try rows.next() {
        guard let predicted = Double.fromDatabaseValue(row.value(at: 0)), predicted.isFinite,
          let right = Bool.fromDatabaseValue(row.value(at: 1))
        else { continue }
        answers.append((predicted, right))
      }
      return Calibration(sums: Calibration.sums(of: answers))
    }
  }

  /// The answers with a prediction of the games played from `since` (text as stored) on.
  static func calibrationRequest(since: String, player: String?, deck: String?) -> SQLRequest<Row> {
    var condition: SQL = "gameResult.playedAt >= \(since) AND cardResult.recallPredicted IS NOT NULL"
    if let player { condition = "gameResult.player = \(player) AND " + condition }
    if let deck { condition = condition + " AND COALESCE(cardResult.deck, gameResult.deck) = \(deck)" }
    return SQLRequest(
      literal: """
        SELECT cardResult.recallPredicted, cardResult.correct
        FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
        WHERE \(condition)
        """)
  }
}
