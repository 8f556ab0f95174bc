import FlashCardsCore
import Foundation
import GRDB

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
    _ items: Set<ReviewItem>, in db: Database, counting summaries: Summaries? = nil
  ) throws -> [ReviewItem: MemoryReplay.State]? {
    let players = Set(items.map(\.player))
    let decks = Set(items.map(\.deck))
    let cards = ExactTexts(items.map(\.card))
    // `+`: along the player's games in time order (no sort), the deck looked at on each game.
    let request: SQLRequest<Row> = """
      SELECT gameResult.id, gameResult.player, gameResult.playedAt, COALESCE(cardResult.deck, gameResult.deck),
        COALESCE(cardResult.direction, gameResult.direction), cardResult.card, cardResult.verdict,
        cardResult.milliseconds, cardResult.position, cardResult.recallPredicted, cardResult.countedDay
      FROM gameResult JOIN cardResult ON cardResult.gameId = gameResult.id
      WHERE gameResult.player IN \(players) AND (+gameResult.deck IN \(decks) OR gameResult.mode = 'review')
      ORDER BY gameResult.playedAt, gameResult.id, cardResult.position
      """
    var replay = MemoryReplay(schedulers: try PlayerSchedulers(db).own)
    let predict = try RecallPredictions(db, counting: summaries)
    var found: [ReviewItem: Int] = [:]
    let rows = try request.fetchCursor(db)
    var game: Int64 = .min
    var (start, player): (Int?, String?) = (nil, nil)
    var elapsed = 0
    while let row = try rows.next() {
      // The row id is an integer: read as SQLite hands it over.
      guard let id = row.integerAsIs(at: 0), case .int64(let milliseconds) = row.value(at: 7).storage,
        case .int64(let position) = row.value(at: 8).storage
      else { return nil }
      if id != game {
        let date = row.optionalText(at: 2).flatMap(DatabaseDate.date)
        (game, start, elapsed, player) = (id, date.flatMap(MemoryStates.milliseconds), 0, row.optionalText(at: 1))
      }
      elapsed = elapsed.addingClamped(Swift.max(Int(milliseconds), 0))
      // A BLOB is no text: `IN` does not take it for one.
      guard case .string(let text) = row.value(at: 5).storage, let card = cards.index(of: text), let start,
        let player, let deck = row.optionalText(at: 3), let direction = row.optionalText(at: 4).flatMap(Direction.init),
        case .string(let answer) = row.value(at: 6).storage, let verdict = Verdict(rawValue: answer)
      else { continue }
      let item = ReviewItem(player: player, deck: deck, direction: direction, card: cards.texts[card])
      guard items.contains(item) else { continue }
      found[item, default: 0] += 1
      let review = Review(
        item: item, grade: verdict.grade, at: moment(start.addingClamped(elapsed)), gameId: id,
        position: Int(position))
      let previous = replay.states[item]?.memory
      try predict.write(
        replay.apply(review.past), after: previous, for: review, stored: RecallPredictions.Stored(row, at: 9))
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
}

/// Texts compared byte for byte, as SQLite compares them (Swift's `==` takes composed and
/// decomposed accents for one).
struct ExactTexts {
  /// Each text once, in the order first given.
  private(set) var texts: [String] = []
  private var byHash: [Int: [(bytes: [UInt8], index: Int)]] = [:]

  init(_ texts: some Sequence<String>) {
    for text in texts {
      let bytes = Array(text.utf8)
      let hash = bytes.withUnsafeBytes(Self.hash)
      guard !(byHash[hash]?.contains { $0.bytes == bytes } ?? false) else { continue }
      byHash[hash, default: []].append((bytes, self.texts.count))
      self.texts.append(text)
    }
  }

  /// The index in `texts` of the text of exactly these bytes.
  func index(of text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes in
      byHash[Self.hash(UnsafeRawBufferPointer(bytes))]?.first { $0.bytes.elementsEqual(bytes) }?.index
    }
  }

  private static func hash(_ bytes: UnsafeRawBufferPointer) -> Int {
    var hasher = Hasher()
    hasher.combine(bytes: bytes)
    return hasher.finalize()
  }
}
