import FlashCardsCore
import GRDB

extension Statistics.CardTally {
  /// Every card's tally in (deck, direction, card) order: one player's rows, or every player's
  /// summed (`player` nil). One player's rows come along the primary key; every player's are
  /// grouped along `cardTally_by_card`, so that SQLite sorts nothing (see
  /// docs/perf-log/2026-11-29-plain-readers.md).
  static func read(player: String?, in db: Database) throws -> [Self] {
    try fetchAll(
      db,
      """
      SELECT deck, direction, card, MAX(expected) AS expected, SUM(seen) AS seen, SUM(missed) AS missed
      FROM cardTally WHERE \(AppDatabase.playerCondition(player))
      GROUP BY deck, direction, card ORDER BY deck, direction, card
      """)
  }
}

extension Statistics.Confusion {
  /// The `limit` (all when negative) answers most often typed for another card of the deck, most
  /// times first, then by card; one player's, or every player's summed (`player` nil). Grouped
  /// along the primary key or `confusionTally_by_card`; only the groups are sorted.
  static func read(deck: String?, player: String?, limit: Int, in db: Database) throws -> [Self] {
    try fetchAll(
      db,
      """
      SELECT deck, card, MAX(answer) AS answer, confusedWith AS otherCard, SUM(times) AS times
      FROM confusionTally WHERE \(AppDatabase.deckCondition(deck)) AND \(AppDatabase.playerCondition(player))
      GROUP BY deck, card, confusedWith ORDER BY times DESC, card LIMIT \(limit)
      """)
  }
}
