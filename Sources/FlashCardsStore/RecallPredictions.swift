import FlashCardsCore
import Foundation
import GRDB

/// The `recallPredicted` column of `cardResult` (migration v4): the chance of recall FSRS gave a
/// card just before it was answered, from the card's state after its earlier answers; NULL for a
/// card's first answer. Written by every replay and every save (what `MemoryReplay.apply`
/// returns), beside the memory states.
///
/// Also `countedDay`: the review day on which true retention counts the answer (the first of its
/// day for a card that was due, see `TrueRetention.countedDay`), NULL when it does not count;
/// `retentionTally` sums the answers by it (`Summaries`). The replays that the migrations before
/// that column run write only what their schema has.
struct RecallPredictions {
  private let update: Statement
  /// The schema has `countedDay` (the migrations before it replay without it).
  let withCountedDay: Bool
  private let timeZone = TimeZone.current
  /// Where a change is counted (the answers' tallies); nil when the caller counts the player's
  /// summaries again afterwards, and in the migrations that replay before Swift kept them.
  private let summaries: Summaries?

  init(_ db: Database, counting summaries: Summaries? = nil) throws {
    self.summaries = summaries
    withCountedDay = try db.columns(in: "cardResult").contains { $0.name == "countedDay" }
    // A card result that already holds what the replay gives (every answer before the first one a
    // deletion or a late game changed) is left alone: its row is not rewritten. The replay is
    // deterministic, so an unchanged answer gets the same double, bit for bit.
    update = try db.cachedStatement(
      sql: withCountedDay
        ? """
        UPDATE cardResult SET recallPredicted = ?1, countedDay = ?2
        WHERE gameId = ?3 AND position = ?4 AND (recallPredicted IS NOT ?1 OR countedDay IS NOT ?2)
        """
        : "UPDATE cardResult SET recallPredicted = ?1 WHERE gameId = ?2 AND position = ?3 AND recallPredicted IS NOT ?1"
    )
  }

  /// What a card result holds, read with it: a prediction that is a REAL or NULL, and a counted
  /// day that is an INTEGER or NULL (anything else another program wrote is no `Stored`).
  struct Stored: Equatable {
    var recall: Double?
    var day: Int?
  }

  /// `recall`: what the replay returned for `review`; `previous`: the card's state before it;
  /// `stored`: what the card result holds, when the caller read it: the same values are not
  /// written again (nor even looked for: most answers of a few cards replayed come before the
  /// first one a deletion changes).
  func write(
    _ recall: Double?, after previous: MemoryState?, for review: MemoryStates.Review, stored: Stored? = nil
  ) throws {
    if withCountedDay {
      let day = TrueRetention.countedDay(after: previous, at: review.at, timeZone: timeZone)
      guard stored != Stored(recall: recall, day: day) else { return }
      try summaries?.repredict(
        gameId: review.gameId, position: review.position,
        to: MemoryRecorder.Prediction(recall: recall, countedDay: day))
      var binder = ParameterBinder(update)
      try binder.bind(recall)
      try binder.bind(day)
      try binder.bind(review.gameId)
      try binder.bind(review.position)
      try update.execute()
    } else {
      try update.execute(arguments: [recall, review.gameId, review.position])
    }
  }
}

extension RecallPredictions.Stored {
  /// The prediction and counted day a card result holds (columns `index` and `index + 1`), when
  /// they read exactly as `RecallPredictions` compares them.
  init?(_ row: Row, at index: Int) {
    switch row.value(at: index).storage {
    case .null: recall = nil
    case .double(let value): recall = value
    default: return nil
    }
    switch row.value(at: index + 1).storage {
    case .null: day = nil
    case .int64(let value): day = Int(value)
    default: return nil
    }
  }
}
