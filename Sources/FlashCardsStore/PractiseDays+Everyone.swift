import FlashCardsCore
import GRDB

extension PractiseDays {
  /// Everyone's first and last game of each UTC day of `deck`, in order, found along the index on
  /// gameResult (deck, playedAt): two seeks a day, however many players played that day. Read from
  /// `playedDay` they were every player's row of every day (197,000 rows for a 30-player class at
  /// 20M card results, three quarters of `stats --all-players`); `playedDay` holds the same first and
  /// last game of each player's day (`DaysPlayedTests`), so their minimum and maximum over the
  /// players are these.
  ///
  /// nil when a date of the deck is anything but text starting "yyyy-mm-dd" (a number or a blob
  /// another program wrote, other text): the caller then groups `playedDay` in SQL, which keeps
  /// SQLite's own rules for such values (their order, a number's day as text). Called when more
  /// than one player played the deck (`onlyPlayer`).
  static func everyonesDays(deck: String, in db: Database) throws -> [(first: String, last: String)]? {
    let others = try Bool.fetchOne(
      db.cachedStatement(
        sql: """
          SELECT EXISTS (SELECT 1 FROM gameResult WHERE deck = ?1 AND playedAt < '')
            OR EXISTS (SELECT 1 FROM gameResult WHERE deck = ?1 AND playedAt >= X'')
          """),
      arguments: [deck])
    guard others == false else { return nil }
    // Day by day along the index: a day's first game, then its last (the largest date below the
    // day's prefix followed by the largest character, as the v12 triggers bound a day), then the
    // first date above that bound, the next day's first. Each step is one seek; each date found is
    // larger than the one before, so the walk ends.
    let statement = try db.cachedStatement(
      sql: """
        WITH RECURSIVE day(first) AS (
          SELECT (SELECT playedAt FROM gameResult WHERE deck = ?1 AND playedAt >= '' ORDER BY playedAt LIMIT 1)
          UNION ALL
          SELECT (
            SELECT playedAt FROM gameResult
            WHERE deck = ?1 AND playedAt >= substr(day.first, 1, 10) || char(1114111) AND playedAt > day.first
            ORDER BY playedAt LIMIT 1)
          FROM day WHERE day.first IS NOT NULL)
        SELECT first, (
          SELECT playedAt FROM gameResult WHERE deck = ?1 AND playedAt < substr(day.first, 1, 10) || char(1114111)
          ORDER BY playedAt DESC LIMIT 1)
        FROM day WHERE first IS NOT NULL
        """)
    let rows = try Row.fetchCursor(statement, arguments: [deck])
    let columns = ColumnValues(statement.sqliteStatement)
    var days: [(first: String, last: String)] = []
    var previousPrefix: String?
    while try rows.next() != nil {
      guard let first = columns.text(0), let last = columns.text(1), let prefix = dayPrefix(first) else { return nil }
      // A date of the day before above its bound (bytes that are no UTF-8): SQL's grouping decides.
      if let previousPrefix, first.utf8.starts(with: previousPrefix.utf8) { return nil }
      previousPrefix = prefix
      days.append((first, last))
    }
    return days
  }

  /// The player of `deck` when no one else played it: their `playedDay` rows are then everyone's
  /// days, and cheaper to read than two seeks a day or the deck's rows grouped by day. Read from
  /// `playedDay` itself, whose triggers follow games given to another player by hand.
  static func onlyPlayer(of deck: String, in db: Database) throws -> String? {
    let first = try DatabaseValue.fetchOne(
      db.cachedStatement(sql: "SELECT player FROM playedDay WHERE deck = ? LIMIT 1"), arguments: [deck])
    guard let player = first.flatMap(String.fromDatabaseValue) else { return nil }
    let others = try Bool.fetchOne(
      db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM playedDay WHERE deck = ? AND player <> ?)"),
      arguments: [deck, player])
    return others == false ? player : nil
  }

  /// "yyyy-mm-dd", the UTC day a stored date starts with (`playedDay.day`), or nil for text of
  /// another shape (a prefix that looks like a number would be compared as one).
  private static func dayPrefix(_ date: String) -> String? {
    let bytes = Array(date.utf8.prefix(10))
    guard bytes.count == 10 else { return nil }
    for (index, byte) in bytes.enumerated() {
      let expected = index == 4 || index == 7
      guard expected ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
        return nil
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
