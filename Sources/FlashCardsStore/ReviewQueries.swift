public import FlashCardsCore
public import Foundation
import GRDB

/// What `flashcards review` reads: the memory states of one player, along the table's key and
/// the `(player, firstReview)` index, never the card results.
extension AppDatabase {
  /// The player's states of `decks` (of every deck when nil) due by `moment` (none when nil), the
  /// cards of those decks with a state, and the decks. One pass along the table's key reads them
  /// all; only those due are decoded.
  public func reviewStates(player: String, decks: [String]?, dueBy moment: Date?) throws -> ReviewStates {
    try read { db in
      var states = ReviewStates()
      // The table's order groups the cards of a deck and direction: each group's set is made once.
      var group: (deck: String, direction: Direction)?
      // Room for a large deck's cards: grown from empty, the sets were rehashed a dozen times each.
      let room = 256
      var cards = Set<String>(minimumCapacity: room)
      func endGroup() {
        if let group { states.add(deck: group.deck, direction: group.direction, seen: cards) }
        cards = Set(minimumCapacity: room)
      }
      let sql = AppDatabase.reviewStatesSQL(player: player, decks: decks, dueBy: moment)
      try db.makeStatement(literal: sql).forEachRow { row in
        guard let deck = row.optionalText(at: 1), let card = row.optionalText(at: 3) else { return }
        guard let direction = row.optionalText(at: 2).flatMap(Direction.init) else {
          // Not a direction: never seen in one, and due, damaged.
          if row.isDue {
            throw StoreError.damagedMemoryState(deck: deck, card: card)
          }
          return
        }
        if group?.deck != deck || group?.direction != direction {
          endGroup()
          group = (deck, direction)
        }
        cards.insert(card)
        guard row.isDue else { return }
        do {
          let item = ReviewItem(player: player, deck: deck, direction: direction, card: card)
          states.due.append(try MemoryStates.decode(row, item: item))
        } catch {
          throw StoreError.damagedMemoryState(deck: deck, card: card)
        }
      }
      endGroup()
      return states
    }
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

  /// Along the table's key: the player's states of these decks in one pass, their columns in
  /// place (the index on (player, due) found each due state and then searched the table for its
  /// columns), and whether each is due after them.
  static func reviewStatesSQL(player: String, decks: [String]?, dueBy moment: Date?) -> SQL {
    """
    SELECT \(sql: MemoryStates.columns), due <= \(moment.map(DatabaseDate.text)) FROM memoryState
    WHERE player = \(player) AND \(inDecks(decks))
    """
  }

  static func firstReviewsRequest(player: String, since moment: Date) -> SQLRequest<String> {
    "SELECT firstReview FROM memoryState WHERE player = \(player) AND firstReview >= \(DatabaseDate.text(moment))"
  }

  private static func inDecks(_ decks: [String]?) -> SQL {
    decks.map { "deck IN \($0)" } ?? "1"
  }

  /// Decoded straight from the statement (see `StatementColumns`).
  private static func states(_ sql: SQL, _ db: Database) throws -> [StoredMemoryState] {
    var states: [StoredMemoryState] = []
    try db.makeStatement(literal: sql).forEachRow { row in states.append(try decodeState(row)) }
    return states
  }

  private static func decodeState(_ row: StatementColumns) throws -> StoredMemoryState {
    do {
      return try MemoryStates.decode(row)
    } catch {
      throw StoreError.damagedMemoryState(deck: row.optionalText(at: 1) ?? "", card: row.optionalText(at: 3) ?? "")
    }
  }
}

extension StatementColumns {
  /// The comparison `reviewStatesSQL` selects after the state's columns: 1 when due, 0 or NULL
  /// (no moment) when not. Always a number: read as SQLite hands it over.
  fileprivate var isDue: Bool {
    Int64(sqliteStatement: statement.sqliteStatement, index: CInt(MemoryStates.columnCount)) == 1
  }
}
