public import FlashCardsCore
public import Foundation
import GRDB

extension AppDatabase {
  /// Reads the summaries (`Summaries`) and the newest games: nothing here reads every card result,
  /// so the cost barely grows with the history.
  /// `player`: one player's games, or nil for everyone's.
  /// `now` and `timeZone` decide which local days count as today and yesterday for the streaks.
  public func statistics(
    deck: String? = nil, player: String? = nil, recentGames: Int = 30, listLength: Int = 10, now: Date = Date(),
    timeZone: TimeZone = .current
  ) throws -> Statistics {
    try read { db in
      let onDeck: SQL = "\(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))"
      let totals = try SQLRequest<Row>(
        "SELECT COALESCE(SUM(games), 0) AS games, COALESCE(SUM(milliseconds), 0) AS milliseconds FROM directionTotal WHERE \(onDeck)"
      ).fetchOne(db)
      var byDirection: [Direction: Statistics.Accuracy] = [:]
      for row in try SQLRequest<Row>(
        "SELECT direction, SUM(cards) AS cards, SUM(correct) AS correct FROM directionTotal WHERE \(onDeck) AND (cards <> 0 OR correct <> 0) GROUP BY direction"
      ).fetchAll(db) {
        if let direction = row.optionalText("direction").flatMap(Direction.init) {
          byDirection[direction] = try AppDatabase.reading("directionTotal", key: ["direction"], of: row) {
            Statistics.Accuracy(cards: try $0.count("cards"), correct: try $0.count("correct"))
          }
        }
      }
      let overall = byDirection.values.reduce(into: Statistics.Accuracy(cards: 0, correct: 0)) {
        $0.cards += $1.cards
        $0.correct += $1.correct
      }
      let recent = try games(matching: HistoryFilter(player: player, deck: deck), limit: recentGames, in: db)
        .reversed()
      let tallies = try Statistics.CardTally.read(player: player, in: db)
      let confusions = try Statistics.Confusion.read(deck: deck, player: player, limit: listLength, in: db)
      let lastAnswers = try LastAnswers.read(deck: deck, player: player, in: db)
      let period = DeckRecordPeriod(recentGames: recentGames, now: now, timeZone: timeZone)
      return Statistics(
        games: try totals.map { try AppDatabase.reading("directionTotal", of: $0) { try $0.count("games") } } ?? 0,
        milliseconds: try totals.map {
          try AppDatabase.reading("directionTotal", of: $0) { try $0.integer("milliseconds") }
        }
          ?? 0,
        overall: overall,
        byDirection: byDirection,
        recent: Array(recent),
        decks: try deckRecords(deck, player: player, lastAnswers: lastAnswers, period: period, in: db),
        mostMissed: Statistics.mostMissed(tallies, deck: deck, lastAnswers: lastAnswers, limit: listLength),
        confusions: confusions,
        oneWay: Statistics.oneWay(tallies, deck: deck, limit: listLength))
    }
  }

}

extension Statistics.CardTally: RowDecodable {
  static let table = "cardTally"
  static let key = ["deck", "direction", "card"]

  init(columnsOf row: Row) throws {
    self.init(
      deck: try row.text("deck"), direction: try row.word("direction"), card: try row.text("card"),
      expected: try row.text("expected"), seen: try row.count("seen"), missed: try row.count("missed"))
  }

  /// The largest share missed first, then the most misses, then by name.
  static func worstFirst(_ a: Self, _ b: Self) -> Bool {
    let (ra, rb) = (Double(a.missed) / Double(a.seen), Double(b.missed) / Double(b.seen))
    if ra != rb { return ra > rb }
    return a.missed != b.missed ? a.missed > b.missed : a.card < b.card
  }
}

extension Statistics.Confusion: RowDecodable {
  static let table = "confusionTally"
  static let key = ["deck", "card", "otherCard"]

  init(columnsOf row: Row) throws {
    self.init(
      deck: try row.text("deck"), card: try row.text("card"), answer: try row.text("answer"),
      otherCard: try row.text("otherCard"), times: try row.count("times"))
  }
}

extension Statistics {
  /// The cards missed whose latest answer was wrong too, the largest share missed first: a card
  /// answered right since its misses is left out, however often it was missed before.
  static func mostMissed(_ tallies: [CardTally], deck: String?, lastAnswers: LastAnswers, limit: Int) -> [CardTally] {
    // Their places sorted, not the tallies: a swap of tallies moves four strings.
    let candidates = tallies.indices.filter { tallies[$0].missed > 0 && (deck == nil || tallies[$0].deck == deck) }
      .sorted { CardTally.worstFirst(tallies[$0], tallies[$1]) }
    return Array(
      candidates.lazy.map { tallies[$0] }
        .filter { !lastAnswers.wasRight(deck: $0.deck, direction: $0.direction, card: $0.card) }
        .prefix(limit))
  }

  /// Pairs each card asked forward with the same fact asked in reverse (its answer shown),
  /// across decks, since a deck's reverse is usually played under another name.
  static func oneWay(_ tallies: [CardTally], deck: String?, limit: Int) -> [OneWayCard] {
    let reverse = Dictionary(
      tallies.filter { $0.direction == .reverse }.map { ($0.card, $0) }, uniquingKeysWith: { first, _ in first })
    var found: [OneWayCard] = []
    for forward in tallies where forward.direction == .forward {
      guard let back = reverse[forward.expected], back.expected == forward.card else { continue }
      guard deck == nil || forward.deck == deck || back.deck == deck else { continue }
      let card = OneWayCard(
        front: forward.card, back: forward.expected,
        forward: Accuracy(cards: forward.seen, correct: forward.seen - forward.missed),
        reverse: Accuracy(cards: back.seen, correct: back.seen - back.missed))
      let (f, r) = (card.forward.percent, card.reverse.percent)
      if (f >= 80 && r < 50) || (r >= 80 && f < 50) { found.append(card) }
    }
    return Array(found.sorted { $0.gap != $1.gap ? $0.gap > $1.gap : $0.front < $1.front }.prefix(limit))
  }
}
