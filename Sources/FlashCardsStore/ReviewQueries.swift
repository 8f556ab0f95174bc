public import FlashCardsCore
public import Foundation
import GRDB

/// What `flashcards review` reads: the memory states of one player, through the `(player, due)`
/// and `(player, firstReview)` indexes and the table's key, never the card results.
extension AppDatabase {
  /// The player's states due by `moment` (in `decks` only, when given).
  public func dueStates(player: String, decks: [String]? = nil, by moment: Date) throws -> [StoredMemoryState] {
    try read { db in try AppDatabase.states(AppDatabase.dueRequest(player: player, decks: decks, by: moment), db) }
  }

  /// The player's states (in `decks` only, when given), for the forecast and `--list`'s totals.
  public func states(player: String, decks: [String]? = nil) throws -> [StoredMemoryState] {
    try read { db in
      try AppDatabase.states(
        "SELECT \(sql: MemoryStates.columns) FROM memoryState WHERE player = \(player) AND \(AppDatabase.inDecks(decks))",
        db)
    }
  }

  /// The moments of the first reviews of the player's cards since `moment`: the new cards started.
  public func firstReviews(player: String, since moment: Date) throws -> [Date] {
    try read { db in
      try String.fetchAll(db, AppDatabase.firstReviewsRequest(player: player, since: moment))
        .compactMap(DatabaseDate.date)
    }
  }

  /// The cards of `deck` played in `direction` that the player has seen (that have a state).
  public func seenCards(player: String, deck: String, direction: Direction) throws -> Set<String> {
    try read { db in
      // A cached statement: `review` asks this once a deck, and preparing it was half the cost.
      try Set(
        String.fetchAll(
          db.cachedStatement(sql: "SELECT card FROM memoryState WHERE player = ? AND deck = ? AND direction = ?"),
          arguments: [player, deck, direction.rawValue]))
    }
  }

  /// The decks (as played, with their direction) the player has a state in.
  public func reviewedDecks(player: String) throws -> [(deck: String, direction: Direction)] {
    try read { db in
      try Row.fetchAll(
        db, sql: "SELECT DISTINCT deck, direction FROM memoryState WHERE player = ? ORDER BY deck", arguments: [player]
      ).compactMap { row in
        try row.optionalText("direction").flatMap(Direction.init).map {
          (try AppDatabase.reading("memoryState", key: ["deck"], of: row) { try $0.text("deck") }, $0)
        }
      }
    }
  }

  /// Along the primary key, not the index on (player, due) (`+due` keeps SQLite off it): the
  /// index found each due state and then searched the table for its columns, a second search a
  /// row; the key's order reads the player's states of these decks in one pass, their columns in
  /// place. A player's states are the cards they have played (550 in the bench's files, however
  /// long the history), and a review lists hundreds of them: with 329 due of 550, 1.7 M
  /// instructions fewer (sqlite3); with none due the pass costs about 0.2 M more.
  static func dueRequest(player: String, decks: [String]?, by moment: Date) -> SQLRequest<Row> {
    """
    SELECT \(sql: MemoryStates.columns) FROM memoryState
    WHERE player = \(player) AND +due <= \(DatabaseDate.text(moment)) AND \(inDecks(decks))
    """
  }

  static func firstReviewsRequest(player: String, since moment: Date) -> SQLRequest<String> {
    "SELECT firstReview FROM memoryState WHERE player = \(player) AND firstReview >= \(DatabaseDate.text(moment))"
  }

  private static func inDecks(_ decks: [String]?) -> SQL {
    decks.map { "deck IN \($0)" } ?? "1"
  }

  /// Decoded straight from the statement: a cursor's row is not copied, as `fetchAll`'s rows are.
  private static func states(_ request: SQLRequest<Row>, _ db: Database) throws -> [StoredMemoryState] {
    var states: [StoredMemoryState] = []
    let rows = try request.fetchCursor(db)
    while let row = try rows.next() {
      do {
        states.append(try MemoryStates.decode(row))
      } catch {
        throw StoreError.damagedMemoryState(deck: row.optionalText(at: 1) ?? "", card: row.optionalText(at: 3) ?? "")
      }
    }
    return states
  }
}
