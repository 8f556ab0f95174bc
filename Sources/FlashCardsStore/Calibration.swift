public import FlashCardsCore
public import Foundation
import GRDB

extension Calibration {
  /// Sorts (predicted, right) pairs into the buckets.
  public init(_ answers: some Sequence<(predicted: Double, right: Bool)>) {
    var sums = Array(repeating: (answers: 0, predicted: 0.0, right: 0), count: Self.bounds.count - 1)
    for answer in answers {
      let index = Swift.min(Self.bounds.lastIndex { $0 <= answer.predicted } ?? 0, sums.count - 1)
      sums[index].answers += 1
      sums[index].predicted += answer.predicted
      sums[index].right += answer.right ? 1 : 0
    }
    let buckets = sums.indices.map { index in
      let sum = sums[index]
      let count = Double(sum.answers)
      return Bucket(
        from: Self.bounds[index], to: Self.bounds[index + 1], answers: sum.answers, right: sum.right,
        meanPredicted: sum.answers == 0 ? nil : sum.predicted / count,
        measured: sum.answers == 0 ? nil : Double(sum.right) / count)
    }
    self.init(buckets: buckets)
  }
}

extension AppDatabase {
  /// The calibration of the answers since `since`, of `player`'s games (nil: everyone's), of `deck`
  /// (as played, a review's cards by their own deck) or of every deck. Reads only the games of the
  /// period, by the index on (player, playedAt) or on playedAt.
  public func calibration(since: Date, player: String?, deck: String? = nil) throws -> Calibration {
    try read { db in
      // A value another program wrote (text, NaN) is left out rather than read as a number.
      let answers = try Row.fetchAll(db, AppDatabase.calibrationRequest(since: since, player: player, deck: deck))
        .compactMap { row -> (predicted: Double, right: Bool)? in
          guard let predicted = Double.fromDatabaseValue(row.value(at: 0)), predicted.isFinite,
            let right = Bool.fromDatabaseValue(row.value(at: 1))
          else { return nil }
          return (predicted, right)
        }
      return Calibration(answers)
    }
  }

  static func calibrationRequest(since: Date, player: String?, deck: String?) -> SQLRequest<Row> {
    var condition: SQL = "gameResult.playedAt >= \(DatabaseDate.text(since)) AND cardResult.recallPredicted IS NOT NULL"
    if let player { condition = "gameResult.player = \(player) AND " + condition }
    if let deck { condition = condition + " AND COALESCE(cardResult.deck, gameResult.deck) = \(deck)" }
    return """
      SELECT cardResult.recallPredicted, cardResult.correct
      FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
      WHERE \(condition)
      """
  }
}
