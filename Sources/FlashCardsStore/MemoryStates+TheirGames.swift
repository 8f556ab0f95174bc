import FlashCardsCore
import Foundation
import GRDB
import GRDBSQLite

extension MemoryStates {
  /// The states after a replay of `items` read from the games that can hold their answers only:
  /// their players' games of their decks, and reviews (whose cards name their own decks), with
  /// each answer's moment summed in Swift as the game's cards go by. A replay of a few cards read
  /// every game of the player and summed the times before each answer with a query of its own:
  /// two thirds of a `history delete` of one game from the middle was that reading
  /// (docs/perf-log/2026-11-21-to-28-rounds-1-to-11.md, "Tenth round").
  ///
  /// Writes each answer's predicted recall on the way, as `replay` does. Returns nil when what it
  /// read is not the whole of the items' answers, so that the caller replays them from every game
  /// (which also puts right any prediction written here):
  /// - an item's answers found differ in number from its card tally (a card naming its own deck
  ///   in a game of another deck, which only another program writes; an answer left out because
  ///   it does not read, see `forEachReview`);
  /// - a time or a position in a game read is not a whole number (SQL's sums, which the whole
  ///   replay uses, read those otherwise).
  static func replayAlongTheirGames(
    _ items: Set<ReviewItem>, in db: Database
  ) throws -> [ReviewItem: MemoryReplay.State]? {
    let players = Set(items.map(\.player))
    let decks = Set(items.map(\.deck))
    let cards = ExactTexts(items.map(\.card))
    // `+`: along the player's games in time order (no sort), the deck looked at on each game.
    let statement = try db.makeStatement(
      literal: """
        SELECT gameResult.id, gameResult.player, gameResult.playedAt, COALESCE(cardResult.deck, gameResult.deck),
          COALESCE(cardResult.direction, gameResult.direction), cardResult.card, cardResult.verdict,
          cardResult.milliseconds, cardResult.position, cardResult.recallPredicted, cardResult.countedDay
        FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
        WHERE gameResult.player IN \(players) AND (+gameResult.deck IN \(decks) OR gameResult.mode = 'review')
        ORDER BY gameResult.playedAt, gameResult.id, cardResult.position
        """)
    var replay = MemoryReplay(schedulers: try PlayerSchedulers(db).own)
    let predict = try RecallPredictions(db)
    var found: [ReviewItem: Int] = [:]
    let rows = try Row.fetchCursor(statement)
    let columns = ColumnValues(statement.sqliteStatement)
    var game: Int64 = .min
    var start: Int?
    var elapsed = 0
    // Each text read once while it repeats (a game's player, deck and direction), and each item
    // made once for them: a `String` and a `ReviewItem` an answer were most of what this read.
    var (player, deck, direction) = (RepeatedText(column: 1), RepeatedText(column: 3), RepeatedText(column: 4))
    var itemOfCard: [Int: ReviewItem?] = [:]
    while let row = try rows.next() {
      guard sqlite3_column_type(statement.sqliteStatement, 7) == SQLITE_INTEGER,
        sqlite3_column_type(statement.sqliteStatement, 8) == SQLITE_INTEGER,
        let id = columns.integer(0).map(Int64.init), let milliseconds = columns.integer(7)
      else { return nil }
      if id != game {
        let date = row.optionalText(at: 2).flatMap(DatabaseDate.date)
        (game, start, elapsed) = (id, date.flatMap(MemoryStates.milliseconds), 0)
      }
      elapsed = elapsed.addingClamped(Swift.max(milliseconds, 0))
      // The card's bytes as SQLite holds them, as `IN` compares them (a BLOB is no text).
      guard sqlite3_column_type(statement.sqliteStatement, 5) == SQLITE_TEXT,
        let text = sqlite3_column_text(statement.sqliteStatement, 5),
        let card = cards.index(
          of: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement.sqliteStatement, 5))))
      else { continue }
      var changed = player.read(columns, row)
      changed = deck.read(columns, row) || changed
      changed = direction.read(columns, row) || changed
      if changed { itemOfCard.removeAll(keepingCapacity: true) }
      if itemOfCard[card] == nil {
        var item: ReviewItem?
        if let player = player.text, let deck = deck.text, let direction = direction.text.flatMap(Direction.init) {
          item = ReviewItem(player: player, deck: deck, direction: direction, card: cards.texts[card])
        }
        itemOfCard[card] = .some(item.flatMap { items.contains($0) ? $0 : nil })
      }
      guard let start, let item = itemOfCard[card] ?? nil,
        let verdict = columns.plainText(6).map({ String(decoding: $0, as: UTF8.self) }).flatMap(Verdict.init),
        let position = columns.integer(8)
      else { continue }
      found[item, default: 0] += 1
      let review = Review(
        item: item, grade: verdict.grade, at: moment(start.addingClamped(elapsed)), gameId: id, position: position)
      let previous = replay.states[item]?.memory
      try predict.write(replay.apply(review.past), after: previous, for: review, stored: storedPrediction(columns))
    }
    let tally = try db.cachedStatement(
      sql: "SELECT seen FROM cardTally WHERE player = ? AND deck = ? AND direction = ? AND card = ?")
    for item in items {
      let seen =
        try Int.fetchOne(tally, arguments: [item.player, item.deck, item.direction.rawValue, item.card]) ?? 0
      guard seen == found[item, default: 0] else { return nil }
    }
    return replay.states
  }

  /// The prediction and counted day the card result holds (columns 9 and 10), when they read
  /// exactly as `RecallPredictions` compares them.
  private static func storedPrediction(_ columns: ColumnValues) -> RecallPredictions.Stored? {
    let statement = columns.statement
    var stored = RecallPredictions.Stored()
    switch sqlite3_column_type(statement, 9) {
    case SQLITE_NULL: break
    case SQLITE_FLOAT: stored.recall = sqlite3_column_double(statement, 9)
    default: return nil
    }
    switch sqlite3_column_type(statement, 10) {
    case SQLITE_NULL: break
    case SQLITE_INTEGER: stored.day = columns.integer(10)
    default: return nil
    }
    return stored
  }
}

/// Texts compared as SQLite compares them, byte for byte (Swift's `==` takes composed and
/// decomposed accents for one), and looked up in the bytes SQLite holds, without a `String` made
/// for each row read.
struct ExactTexts {
  /// Each text once, in the order first given.
  private(set) var texts: [String] = []
  private var byHash: [Int: [(bytes: [UInt8], index: Int)]] = [:]

  init(_ texts: some Sequence<String>) {
    for text in texts {
      let bytes = Array(text.utf8)
      let hash = bytes.withUnsafeBufferPointer(Self.hash)
      guard !(byHash[hash]?.contains { $0.bytes == bytes } ?? false) else { continue }
      byHash[hash, default: []].append((bytes, self.texts.count))
      self.texts.append(text)
    }
  }

  /// The index in `texts` of the text of exactly these bytes.
  func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    byHash[Self.hash(bytes)]?.first { candidate in
      candidate.bytes.withUnsafeBufferPointer { candidate in
        guard candidate.count == bytes.count else { return false }
        guard let start = candidate.baseAddress, let otherStart = bytes.baseAddress else { return true }
        return memcmp(start, otherStart, bytes.count) == 0
      }
    }?.index
  }

  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return hasher.finalize()
  }
}

/// A column's text as `Row.optionalText(at:)` reads it, made again only when the bytes SQLite
/// holds change from one row to the next.
struct RepeatedText {
  let column: Int32
  private(set) var text: String?
  private var bytes: [UInt8]?

  init(column: Int32) {
    self.column = column
  }

  /// Reads the column of the row `columns` stands on; whether the text changed.
  mutating func read(_ columns: ColumnValues, _ row: Row) -> Bool {
    guard let plain = columns.plainText(column) else {
      // NULL, a number, a BLOB, or text `Row` reads otherwise: as `Row` reads it, every time.
      (text, bytes) = (row.optionalText(at: Int(column)), nil)
      return true
    }
    if let bytes, bytes.elementsEqual(plain) { return false }
    (text, bytes) = (String(decoding: plain, as: UTF8.self), Array(plain))
    return true
  }
}
