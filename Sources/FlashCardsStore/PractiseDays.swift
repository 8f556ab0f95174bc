import FlashCardsCore
import Foundation
import GRDB

extension PractiseDays {
  /// Reads `playedDay` (migration v12), one row per UTC day played: the local days of a UTC day's
  /// games run from that of its first game to that of its last (see Migrations+DaysPlayed.swift),
  /// so two time-zone look-ups a UTC day give the local days in any zone, daylight saving time
  /// included (a day of 23 or 25 hours counts once). Everyone's: the players' rows grouped by day.
  static func read(
    deck: String, player: String?, now: Date, timeZone: TimeZone, in db: Database
  ) throws -> PractiseDays {
    var dayNumbers: [Int] = []
    var offsets = ZoneOffsets(timeZone)
    try readPlayedDays(deck: deck, player: player, in: db) { date in
      let day = dayNumber(date, offset: offsets.secondsFromGMT(for: date))
      if dayNumbers.last != day { dayNumbers.append(day) }
    }
    // In order unless a zone turned its clocks back across midnight: then sorted once.
    if zip(dayNumbers, dayNumbers.dropFirst()).contains(where: { $0 >= $1 }) {
      dayNumbers = Set(dayNumbers).sorted()
    }
    return PractiseDays(days: dayNumbers.count, streak: streak(dayNumbers, today: dayNumber(now, in: timeZone)))
  }

  /// The first and last game of each of `playedDay`'s days, in order (everyone's: of each day over
  /// the players), as dates.
  static func readPlayedDays(
    deck: String, player: String?, in db: Database, _ add: (Date) -> Void
  ) throws {
    let sql =
      player != nil
      ? "SELECT firstAt, lastAt FROM playedDay WHERE player = ? AND deck = ? ORDER BY day"
      : "SELECT MIN(firstAt), MAX(lastAt) FROM playedDay WHERE deck = ? GROUP BY day ORDER BY day"
    let statement = try db.cachedStatement(sql: sql)
    let rows = try Row.fetchCursor(statement, arguments: player.map { [$0, deck] } ?? [deck])
    while let row = try rows.next() {
      for column in 0..<2 {
        // Text another program wrote that is no date is no day played.
        guard let date = row.optionalText(at: column).flatMap(DatabaseDate.date) else { continue }
        add(date)
      }
    }
  }

  /// The streak of the ascending day numbers `days` as of `today`.
  static func streak(_ days: [Int], today: Int) -> Int {
    guard let last = days.last, last == today || last == today - 1 else { return 0 }
    var streak = 1
    for (earlier, later) in zip(days.dropLast().reversed(), days.reversed()) {
      guard later - earlier == 1 else { break }
      streak += 1
    }
    return streak
  }

  /// Days since 1970-01-01 of the local day of `date`.
  static func dayNumber(_ date: Date, in timeZone: TimeZone) -> Int {
    dayNumber(date, offset: timeZone.secondsFromGMT(for: date))
  }

  /// The same, the zone's offset at `date` given.
  static func dayNumber(_ date: Date, offset: Int) -> Int {
    Int(((date.timeIntervalSince1970 + Double(offset)) / 86_400).rounded(.down))
  }
}
