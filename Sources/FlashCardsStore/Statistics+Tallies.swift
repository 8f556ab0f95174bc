import FlashCardsCore
import GRDB

extension Statistics.CardTally {
  /// Every card's tally in (deck, direction, card) order: one player's rows, or every player's
  /// summed (`player` nil). Read by column index and grouped in Swift (`TallyGroups`); a table
  /// holding anything else than plain text and counts is read by `grouped(player:in:)`.
  static func read(player: String?, in db: Database) throws -> [Self] {
    let statement = try db.makeStatement(
      literal: """
        SELECT deck, direction, card, expected, seen, missed FROM cardTally
        WHERE \(AppDatabase.playerCondition(player))
        """)
    guard let groups = try TallyGroups.read(statement, keys: 0..<3, largest: 3, sums: [4, 5]) else {
      return try grouped(player: player, in: db)
    }
    var tallies: [Self] = []
    tallies.reserveCapacity(groups.groups.count)
    for (index, group) in groups.groups.enumerated() {
      guard let direction = Direction(rawValue: groups.text(index, 1)),
        max(group.sums.0, group.sums.1) <= TallyGroups.largestCount
      else { return try grouped(player: player, in: db) }
      tallies.append(
        Self(
          deck: groups.text(index, 0), direction: direction, card: groups.text(index, 2),
          expected: groups.largest(index), seen: group.sums.0, missed: group.sums.1))
    }
    return tallies
  }

  /// The same, grouped in SQL and read by name: the rules for any value (and the errors).
  static func grouped(player: String?, in db: Database) throws -> [Self] {
    try fetchAll(
      db,
      """
      SELECT deck, direction, card, MAX(expected) AS expected, SUM(seen) AS seen, SUM(missed) AS missed
      FROM cardTally WHERE \(AppDatabase.playerCondition(player)) GROUP BY deck, direction, card
      """)
  }
}

extension Statistics.Confusion {
  /// The `limit` (all when negative) answers most often typed for another card of the deck, most
  /// times first, then by card; one player's, or every player's summed (`player` nil).
  static func read(deck: String?, player: String?, limit: Int, in db: Database) throws -> [Self] {
    let statement = try db.makeStatement(
      literal: """
        SELECT deck, card, confusedWith, answer, times FROM confusionTally
        WHERE \(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))
        """)
    guard let groups = try TallyGroups.read(statement, keys: 0..<3, largest: 3, sums: [4]) else {
      return try grouped(deck: deck, player: player, limit: limit, in: db)
    }
    // ORDER BY … LIMIT keeps the rows of equal times and card in the order they came (SQLite
    // numbers them in its sorter): the groups' order.
    let cards = groups.groups.indices.map { groups.field($0, 1) }
    let comesFirst = { (a: Int, b: Int) -> Bool in
      let (x, y) = (groups.groups[a].sums.0, groups.groups[b].sums.0)
      if x != y { return x > y }
      if !cards[a].elementsEqual(cards[b]) { return cards[a].lexicographicallyPrecedes(cards[b]) }
      return a < b
    }
    // The first `limit` kept in order as the groups go by, rather than all of them sorted.
    var order: [Int] = limit < 0 ? groups.groups.indices.sorted(by: comesFirst) : []
    for index in groups.groups.indices where limit > 0 {
      if order.count == limit, !comesFirst(index, order[limit - 1]) { continue }
      order.insert(index, at: order.firstIndex { comesFirst(index, $0) } ?? order.endIndex)
      if order.count > limit { order.removeLast() }
    }
    var confusions: [Self] = []
    for index in order {
      let times = groups.groups[index].sums.0
      guard times <= TallyGroups.largestCount else {
        return try grouped(deck: deck, player: player, limit: limit, in: db)
      }
      confusions.append(
        Self(
          deck: groups.text(index, 0), card: groups.text(index, 1), answer: groups.largest(index),
          otherCard: groups.text(index, 2), times: times))
    }
    return confusions
  }

  /// The same, grouped and ordered in SQL and read by name: the rules for any value (and the errors).
  static func grouped(deck: String?, player: String?, limit: Int, in db: Database) throws -> [Self] {
    try fetchAll(
      db,
      """
      SELECT deck, card, MAX(answer) AS answer, confusedWith AS otherCard, SUM(times) AS times
      FROM confusionTally WHERE \(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))
      GROUP BY deck, card, confusedWith ORDER BY times DESC, card LIMIT \(limit)
      """)
  }
}
