import FlashCardsCore
import Foundation
import GRDB

/// The `memoryState` table: FSRS's state of every (player, deck, direction, card) in the history.
/// It always equals a replay of the card results in time order (`MemoryReplay`, in Core: this
/// streams the reviews to it and writes what it returns): saving a game applies its cards (in the
/// saving transaction), deleting games replays the items they touched, and changing a player's
/// parameters replays that player's. Each player's reviews go through their own scheduler (see
/// `PlayerSchedulers`).
enum MemoryStates {
  /// A card result as a review. A card is taken as answered when its game started plus the time of
  /// it and of the cards before it, counted in whole milliseconds so that every replay agrees.
  struct Review {
    var item: ReviewItem
    var grade: Grade
    var at: Date
    var gameId: Int64
    var position: Int
    /// What the card result holds of a replay, when it was read (`forEachReview`'s `readingStored`).
    var stored: RecallPredictions.Stored?

    var past: PastReview { PastReview(item: item, grade: grade, at: at) }
  }

  /// A row that no replay can have written: a stability that is not a positive number, a
  /// difficulty outside 1–10, a negative count or step, a date that does not read.
  struct Damaged: Error {}

  /// The reviews of the card results `condition` selects, in time order. `wholeGames`: the condition
  /// selects every card of the games it selects, so that a card's moment is the running sum of the
  /// times before it; otherwise each card's is summed from its game's earlier cards. A card result
  /// that does not read (a value another program wrote: see `RowValues`), or whose game's date does
  /// not, is no review: it is left out, so that such a game can still be deleted.
  /// `readingStored`: each review says what its card result holds of a replay (a schema that has
  /// `countedDay`: `RecallPredictions.withCountedDay`).
  static func forEachReview(
    where condition: SQL, wholeGames: Bool = true, readingStored: Bool = false, in db: Database,
    _ body: (Review) throws -> Void
  ) throws {
    let time: SQL =
      wholeGames
      ? "cardResult.milliseconds"
      : """
      (SELECT COALESCE(SUM(MAX(earlier.milliseconds, 0)), 0) FROM cardResult AS earlier
       WHERE earlier.gameId = cardResult.gameId AND earlier.position < cardResult.position) + MAX(cardResult.milliseconds, 0)
      """
    let request: SQLRequest<Row> = """
      SELECT gameResult.id, gameResult.player, gameResult.playedAt, COALESCE(cardResult.deck, gameResult.deck),
        COALESCE(cardResult.direction, gameResult.direction), cardResult.card, cardResult.verdict, \(time),
        cardResult.position\(sql: readingStored ? ", cardResult.recallPredicted, cardResult.countedDay" : "")
      FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
      WHERE \(condition)
      ORDER BY gameResult.playedAt, gameResult.id, cardResult.position
      """
    let rows = try request.fetchCursor(db)
    var game: Int64 = .min
    var start: Int?
    var elapsed = 0
    while let row = try rows.next() {
      guard let id = try? row.optionalInteger(at: 0).map(Int64.init) else { continue }
      if id != game {
        let date = row.optionalText(at: 2).flatMap(DatabaseDate.date)
        (game, start, elapsed) = (id, date.flatMap(milliseconds), 0)
      }
      let milliseconds = (try? row.optionalInteger(at: 7)) ?? 0
      elapsed = wholeGames ? elapsed.addingClamped(Swift.max(milliseconds, 0)) : milliseconds
      guard let start, let player = row.optionalText(at: 1), let deck = row.optionalText(at: 3),
        let direction = row.optionalText(at: 4).flatMap(Direction.init), let card = row.optionalText(at: 5),
        let verdict = row.optionalText(at: 6).flatMap(Verdict.init), let position = try? row.integer(at: 8)
      else { continue }
      let item = ReviewItem(player: player, deck: deck, direction: direction, card: card)
      try body(
        Review(
          item: item, grade: verdict.grade, at: moment(start.addingClamped(elapsed)), gameId: id, position: position,
          stored: readingStored ? RecallPredictions.Stored(row, at: 9) : nil))
    }
  }

  /// Replaces the states of `items` (nil: of every item) by a replay of their card results, and
  /// the recall each of those card results was predicted at: from the games that can hold the
  /// items' answers when those add up (`replayAlongTheirGames`), else from every game.
  /// `summaries`: where the changed predictions are counted (see `RecallPredictions`).
  static func rebuild(
    _ items: Set<ReviewItem>?, in db: Database, counting summaries: Summaries? = nil,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws {
    var condition: SQL = "1"
    var total = 0
    if let items {
      guard !items.isEmpty else { return }
      if let states = try replayAlongTheirGames(items, in: db, counting: summaries) {
        try remove(items, in: db)
        try insert(states, in: db)
        return
      }
      condition = "gameResult.player IN \(Set(items.map(\.player))) AND cardResult.card IN \(Set(items.map(\.card)))"
    } else {
      total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM cardResult") ?? 0
    }
    let (states, done) = try replay(where: condition, wholeGames: items == nil, in: db, counting: summaries) { done in
      if done % progressInterval == 0 { progress(done, total) }
    } including: { item in
      items?.contains(item) ?? true
    }
    if let items {
      try remove(items, in: db)
    } else {
      try db.execute(sql: "DELETE FROM memoryState")
    }
    try insert(states, in: db)
    if items == nil { progress(done, total) }
  }

  /// Replaces every state of `player` by a replay of their card results through their scheduler as
  /// stored now, and the recall each was predicted at; returns how many card results were replayed.
  /// A game is one player's, so their games are replayed whole.
  /// `counted` hears each card result replayed.
  static func rebuild(player: String, in db: Database, counted: () -> Void = {}) throws -> Int {
    let (states, done) = try replay(
      where: "gameResult.player = \(player)", wholeGames: true, in: db, counted: { _ in counted() })
    try db.execute(sql: "DELETE FROM memoryState WHERE player = ?", arguments: [player])
    try insert(states, in: db)
    return done
  }

  /// The states after the reviews `condition` selects (those of the items `including` accepts),
  /// writing each review's predicted recall on the way; and how many reviews were replayed.
  private static func replay(
    where condition: SQL, wholeGames: Bool, in db: Database, counting summaries: Summaries? = nil,
    counted: (_ done: Int) -> Void = { _ in },
    including: (ReviewItem) -> Bool = { _ in true }
  ) throws -> (states: [ReviewItem: MemoryReplay.State], done: Int) {
    var replay = MemoryReplay(schedulers: try PlayerSchedulers(db).own)
    let predict = try RecallPredictions(db, counting: summaries)
    try forEachReview(where: condition, wholeGames: wholeGames, readingStored: predict.withCountedDay, in: db) {
      review in
      guard including(review.item) else { return }
      let previous = replay.states[review.item]?.memory
      try predict.write(replay.apply(review.past), after: previous, for: review, stored: review.stored)
      counted(replay.applied)
    }
    return (replay.states, replay.applied)
  }

  /// Takes the states of `items` out (a card with no answer left has none).
  static func remove(_ items: some Sequence<ReviewItem>, in db: Database) throws {
    let delete = try db.cachedStatement(
      sql: "DELETE FROM memoryState WHERE player = ? AND deck = ? AND direction = ? AND card = ?")
    for item in items {
      try delete.execute(arguments: [item.player, item.deck, item.direction.rawValue, item.card])
    }
  }

  /// Writes `states`, each with the state before its latest game where `befores` knows it (see
  /// `StateBefore`); unknown (NULL) otherwise.
  static func insert(
    _ states: [ReviewItem: MemoryReplay.State], befores: [ReviewItem: StateBefore] = [:], in db: Database
  ) throws {
    // The replays of migrations before v13 write what their schema has.
    let keepsBefore = try db.columns(in: "memoryState").contains { $0.name == "beforeGame" }
    let insert = try db.cachedStatement(sql: keepsBefore ? insertSQL : insertSQLBeforeV13)
    for (item, state) in states {
      var values = arguments(StoredMemoryState(item: item, memory: state.memory, firstReview: state.firstReview))
      if keepsBefore { values += StateBefore.arguments(befores[item]) }
      try insert.execute(arguments: values)
    }
  }

  static let progressInterval = 100_000

  /// Prepared once a connection: a save loads the state of each card it played.
  static func load(_ item: ReviewItem, in db: Database) throws -> StoredMemoryState? {
    let statement = try db.cachedStatement(
      sql: "SELECT \(columns) FROM memoryState WHERE player = ? AND deck = ? AND direction = ? AND card = ?")
    let row = try Row.fetchOne(
      statement,
      arguments: [item.player, item.deck, item.direction.rawValue, item.card])
    return try row.map(decode)
  }

  /// What `decode` reads, in its order: a query whose rows it decodes selects these columns.
  static let columns =
    "player, deck, direction, card, state, step, stability, difficulty, due, lastReview, firstReview, reviews, lapses"
  /// How many `columns` names: a column selected after them is at this index. A constant the
  /// compiler folds (read for every row a review walks); `MemoryStateTests` counts the names.
  static let columnCount = 13

  /// A row of `columns`, read and checked (see `Damaged`). By position: a column looked up by name
  /// is a search of the row's names each time, most of what `review --list` spent decoding.
  static func decode(_ row: some ColumnsByPosition) throws -> StoredMemoryState {
    guard let direction = row.optionalText(at: 2).flatMap(Direction.init),
      let player = row.optionalText(at: 0), let deck = row.optionalText(at: 1), let card = row.optionalText(at: 3)
    else { throw Damaged() }
    return try decode(row, item: ReviewItem(player: player, deck: deck, direction: direction, card: card))
  }

  /// The same, of the item whose key the row holds, already read.
  static func decode(_ row: some ColumnsByPosition, item: ReviewItem) throws -> StoredMemoryState {
    guard let state = LearningState(rawValue: (try? row.optionalInteger(at: 4)) ?? 0),
      let stability = try? row.optionalReal(at: 6), stability.isFinite, stability > 0,
      let difficulty = try? row.optionalReal(at: 7), Scheduler.difficultyRange.contains(difficulty),
      let due = row.dateHeldInRange(at: 8),
      let lastReview = row.dateHeldInRange(at: 9),
      let firstReview = row.dateHeldInRange(at: 10),
      let reviews = try? row.optionalInteger(at: 11), reviews >= 0,
      let lapses = try? row.optionalInteger(at: 12), lapses >= 0
    else { throw Damaged() }
    let step: Int?
    do { step = try row.optionalInteger(at: 5) } catch { throw Damaged() }
    if let step, step < 0 { throw Damaged() }
    let memory = MemoryState(
      state: state, step: step, stability: stability, difficulty: difficulty, due: due, lastReview: lastReview,
      reviews: reviews, lapses: lapses)
    return StoredMemoryState(item: item, memory: memory, firstReview: firstReview)
  }

  private static let insertSQLBeforeV13 = """
    INSERT OR REPLACE INTO memoryState
      (player, deck, direction, card, state, step, stability, difficulty, due, lastReview, firstReview, reviews, lapses)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  private static let insertSQL = """
    INSERT OR REPLACE INTO memoryState
      (player, deck, direction, card, state, step, stability, difficulty, due, lastReview, firstReview, reviews, lapses,
       \(StateBefore.columns))
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  static func arguments(_ stored: StoredMemoryState) -> StatementArguments {
    let (item, memory) = (stored.item, stored.memory)
    return [
      item.player, item.deck, item.direction.rawValue, item.card, memory.state.rawValue, memory.step,
      memory.stability, memory.difficulty, DatabaseDate.text(memory.due), DatabaseDate.text(memory.lastReview),
      DatabaseDate.text(stored.firstReview), memory.reviews, memory.lapses,
    ]
  }

  /// Nil for a date no Int can count in milliseconds (a date another program wrote).
  static func milliseconds(_ date: Date) -> Int? {
    Int(exactly: (date.timeIntervalSince1970 * 1000).rounded())
  }

  static func moment(_ milliseconds: Int) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}

extension Int {
  /// The sum, held at Int.max rather than trapping: times another program wrote can be huge.
  func addingClamped(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? (other < 0 ? .min : .max) : sum
  }
}
