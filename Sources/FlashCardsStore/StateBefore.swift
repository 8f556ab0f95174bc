import FlashCardsCore
import Foundation
import GRDB

/// What a memory state keeps of its card before the card's latest game (migration v13): that
/// game's identity, and the card's state before the game's first answer of it (nil: the game was
/// the card's first review). Written by the saves and receives that move a state on from the one
/// stored (`MemoryRecorder`); a replay writes none. Deleting a game that is still the latest of
/// each of its cards puts these back, with nothing to replay.
struct StateBefore: Equatable {
  var game: String
  var memory: MemoryState?

  static let columns =
    "beforeGame, beforeState, beforeStep, beforeStability, beforeDifficulty, beforeDue, beforeLastReview, "
    + "beforeReviews, beforeLapses"

  static func arguments(_ before: StateBefore?) -> StatementArguments {
    guard let before else { return [nil, nil, nil, nil, nil, nil, nil, nil, nil] }
    guard let memory = before.memory else { return [before.game, nil, nil, nil, nil, nil, nil, nil, nil] }
    return [
      before.game, memory.state.rawValue, memory.step, memory.stability, memory.difficulty,
      DatabaseDate.text(memory.due), DatabaseDate.text(memory.lastReview), memory.reviews, memory.lapses,
    ]
  }
}

extension MemoryStates {
  /// Takes out the games `ids` and puts back the states their cards had before them where each is
  /// still its cards' latest game and the states kept before it read; replays the other cards the
  /// games touched (`rebuild`), as a deletion always did. The caller holds the transaction.
  static func deleteGames(_ ids: [Int64], in db: Database) throws -> Int {
    var touched: Set<ReviewItem> = []
    try forEachReview(where: "gameResult.id IN \(ids)", in: db) { touched.insert($0.item) }
    let restorable = ids.count == 1 ? try statesBefore(game: ids[0], of: touched, in: db) : [:]
    let summaries = Summaries(db)
    let deleted = try summaries.delete(gamesWhere: "gameResult.id IN \(ids)")
    // Written before the replay, which reads the card tallies to know it found every answer.
    try summaries.finish()
    // Put back; a card the game was the first review of has no state left.
    try remove(restorable.filter { $0.value == nil }.keys, in: db)
    try insert(restorable.compactMapValues { $0 }, in: db)
    try rebuild(touched.subtracting(restorable.keys), in: db, counting: summaries)
    try summaries.finish()
    return deleted
  }

  /// The states `items` had before the game `id`, for those of which it is still the latest game
  /// (nil: it was their first); an item whose kept state is unknown, of another game, or damaged
  /// is left out (it is replayed).
  private static func statesBefore(
    game id: Int64, of items: Set<ReviewItem>, in db: Database
  ) throws -> [ReviewItem: MemoryReplay.State?] {
    guard !items.isEmpty, try db.columns(in: "memoryState").contains(where: { $0.name == "beforeGame" }),
      let uuid = try String.fetchOne(db, sql: "SELECT uuid FROM gameResult WHERE id = ?", arguments: [id])
    else { return [:] }
    // In `columns`' order, so that `decode` checks them as it checks a state.
    let statement = try db.cachedStatement(
      sql: """
        SELECT player, deck, direction, card, beforeState, beforeStep, beforeStability, beforeDifficulty, beforeDue,
          beforeLastReview, firstReview, beforeReviews, beforeLapses, beforeStability IS NULL
        FROM memoryState WHERE player = ? AND deck = ? AND direction = ? AND card = ? AND beforeGame = ?
        """)
    var found: [ReviewItem: MemoryReplay.State?] = [:]
    for item in items {
      guard
        let row = try Row.fetchOne(
          statement, arguments: [item.player, item.deck, item.direction.rawValue, item.card, uuid])
      else { continue }
      if row[13] as Bool? == true {
        found[item] = .some(nil)
      } else if let stored = try? decode(row), stored.item == item {
        found[item] = .some(stored.replayed)
      }
    }
    return found
  }
}
