import FlashCardsCore
import Foundation
import GRDB

/// Applies games to the memory states as they are inserted, inside the inserting transaction:
/// the predicted recall and counted day of each card are known before its row is written, so they
/// go in with the row instead of in a second pass of updates.
///
/// A card whose item was last reviewed after it (a game kept pending and saved later, or received
/// from another device), or whose stored state is damaged, cannot go on from the stored state:
/// its item is replayed whole from the history at `finish`, which writes its predictions then.
/// One recorder serves a whole receive, so that each item's state is read once.
final class MemoryRecorder {
  /// What a card's row keeps of the replay (see `RecallPredictions`).
  struct Prediction: Equatable {
    var recall: Double?
    var countedDay: Int?
  }

  private let db: Database
  private var replay: MemoryReplay
  /// Items whose stored state was looked up (found or not).
  private var looked: Set<ReviewItem> = []
  /// Items the replay moved on, to write at `finish`.
  private var moved: Set<ReviewItem> = []
  /// Items to replay whole from the history at `finish`.
  private(set) var stale: Set<ReviewItem> = []
  /// Each moved item's state before the latest game that moved it, kept with its state.
  private var befores: [ReviewItem: StateBefore] = [:]
  private let timeZone = TimeZone.current

  init(_ db: Database) throws {
    self.db = db
    replay = MemoryReplay(schedulers: try PlayerSchedulers(db).own)
  }

  /// Applies the cards of `game`, saved as `player`'s (as stored) under the identity `uuid`, and
  /// returns what each card's row keeps, in the order of `game.cards`.
  func apply(_ game: FinishedGame, player: String, uuid: String) throws -> [Prediction] {
    var predictions = Array(repeating: Prediction(), count: game.cards.count)
    for (index, review) in game.reviews(player: player) {
      let item = review.item
      if !looked.contains(item) {
        looked.insert(item)
        do {
          if let stored = try MemoryStates.load(item, in: db) { replay.resume(item, from: stored.replayed) }
        } catch is MemoryStates.Damaged {
          stale.insert(item)
        }
      }
      guard !stale.contains(item) else { continue }
      let previous = replay.states[item]?.memory
      if let previous, previous.lastReview > review.at {
        stale.insert(item)
        continue
      }
      if befores[item]?.game != uuid { befores[item] = StateBefore(game: uuid, memory: previous) }
      predictions[index] = Prediction(
        recall: replay.apply(review),
        countedDay: TrueRetention.countedDay(after: previous, at: review.at, timeZone: timeZone))
      moved.insert(item)
    }
    return predictions
  }

  /// `items` must be replayed whole (their games changed otherwise: a deletion).
  func invalidate(_ items: some Sequence<ReviewItem>) {
    stale.formUnion(items)
  }

  /// Writes the states the games moved on, replays the stale items whole, and writes `summaries`
  /// (those of the same games, and of the predictions the replay changes).
  func finish(summaries: Summaries) throws {
    try MemoryStates.insert(
      moved.subtracting(stale).reduce(into: [:]) { states, item in states[item] = replay.states[item] },
      befores: befores, in: db)
    // Many items are replayed by player, whole games at a time: a condition naming thousands of
    // cards costs more, and a replay of chosen items sums each card's time from its game's earlier
    // cards. A player's whole replay counts their summaries again.
    // Written before a replay, which reads the card tallies to know it found every answer.
    try summaries.finish()
    if stale.count > 500 {
      for player in Set(stale.map(\.player)) { try Summaries.rebuild(player: player, in: db) }
    } else if !stale.isEmpty {
      try MemoryStates.rebuild(stale, in: db, counting: summaries)
      try summaries.finish()
    }
  }
}

extension FinishedGame {
  /// Its cards as reviews by `player` (as stored), with each card's index in `cards`, in the order
  /// and at the moments `MemoryStates.forEachReview` reads them back once saved: by position, each
  /// at the game's start plus the times of the cards up to it. A card whose direction or verdict
  /// does not read is no review (its time still counts).
  func reviews(player: String) -> [(index: Int, review: PastReview)] {
    guard let date = DatabaseDate.date(playedAt), let start = MemoryStates.milliseconds(date) else { return [] }
    var elapsed = 0
    var reviews: [(index: Int, review: PastReview)] = []
    reviews.reserveCapacity(cards.count)
    for index in cards.indices.sorted(by: { cards[$0].position < cards[$1].position }) {
      let card = cards[index]
      elapsed = elapsed.addingClamped(Swift.max(card.milliseconds, 0))
      guard let direction = Direction(rawValue: card.direction ?? self.direction),
        let verdict = Verdict(rawValue: card.verdict)
      else { continue }
      let item = ReviewItem(
        player: player, deck: (card.deck ?? deck).storable, direction: direction, card: card.card.storable)
      reviews.append(
        (index, PastReview(item: item, grade: verdict.grade, at: MemoryStates.moment(start.addingClamped(elapsed)))))
    }
    return reviews
  }
}
