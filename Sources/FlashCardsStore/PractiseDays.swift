import FlashCardsCore
import Foundation
import GRDB

extension PractiseDays {
  /// Reads one index seek per day played rather than every game: from a game, the next game is
  /// looked for from the start of the following local day (found with LocalDay, so days that
  /// daylight saving time makes 23 or 25 hours long count once).
  static func read(
    deck: String, player: String?, now: Date, timeZone: TimeZone, in db: Database
  ) throws -> PractiseDays {
    let next = try db.cachedStatement(
      sql: player == nil
        ? "SELECT MIN(playedAt) FROM gameResult WHERE deck = ? AND playedAt >= ?"
        : "SELECT MIN(playedAt) FROM gameResult WHERE player = ? AND deck = ? AND playedAt >= ?")
    var dayNumbers: [Int] = []
    var from = ""
    while let text = try String.fetchOne(
      next, arguments: player.map { [$0, deck, from] } ?? [deck, from]),
      let date = DatabaseDate.date(text)
    {
      let offset = timeZone.secondsFromGMT(for: date)
      let day = Int(((date.timeIntervalSince1970 + Double(offset)) / 86_400).rounded(.down))
      dayNumbers.append(day)
      // Midnight at the same offset, unless the offset changes before it (daylight saving time).
      let midnight = Date(timeIntervalSince1970: Double((day + 1) * 86_400 - offset))
      let sameOffset = timeZone.secondsFromGMT(for: midnight) == offset
      guard let following = sameOffset ? midnight : PractiseDays.start(ofDay: day + 1, in: timeZone) else { break }
      // Text that sorts no later than the date found (past the year 9999) would find it again.
      guard DatabaseDate.text(following) > text else { break }
      from = DatabaseDate.text(following)
    }
    return PractiseDays(days: dayNumbers.count, streak: streak(dayNumbers, today: dayNumber(now, in: timeZone)))
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
    let seconds = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
    return Int((seconds / 86_400).rounded(.down))
  }

  /// The first instant of the local day `day` (days since 1970-01-01), or nil past year 9999.
  static func start(ofDay day: Int, in timeZone: TimeZone) -> Date? {
    let civil = CivilTime(secondsSince1970: Double(day) * 86_400)
    guard let local = LocalDay(civil.dayText) else { return nil }
    return local.start(in: timeZone)
  }
}
