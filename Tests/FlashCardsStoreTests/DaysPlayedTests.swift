import FlashCardsCore
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FlashCardsStore

/// `playedDay` against what it stands for: the days played and streaks `stats`
/// reads from `playedDay` equal those of the search through every game that `stats` ran before, in zones
/// east and west of UTC, with daylight saving time and half-hour offsets; and the table equals a
/// plain aggregation of the games. `TalliesTests` runs the check after every step of its random
/// histories (saves, pending files, sync, deletions, a player's removal).
@Suite("Days played and scores")
struct DaysPlayedTests {
  static let zones =
    [
      "America/New_York", "Europe/London", "Asia/Kolkata", "Pacific/Apia", "Australia/Lord_Howe", "America/St_Johns",
    ].compactMap(TimeZone.init(identifier:)) + [.current, .gmt]

  /// Games moved, given to another player or deck by another program: counted again when the
  /// history is next opened.
  @Test func gamesChangedByHandMoveTheirDays() throws {
    try withTemporaryFolder { folder in
      let path = folder.appendingPathComponent("history.sqlite").path
      let database = try AppDatabase(path: path, player: "ann")
      var random = SeededGenerator(seed: 3)
      var clock = SampleGames.playedAt
      for _ in 0..<40 {
        clock += [600, 5 * 3600, 11 * 3600, 86_400].randomElement(using: &random) ?? 600
        try database.save(MemoryStateTests.randomGame(using: &random), playedAt: clock, milliseconds: 9000)
      }
      try expectDaysPlayedEqualTheGames(database, now: clock)
      let ids = try database.read { db in try Int64.fetchAll(db, sql: "SELECT id FROM gameResult ORDER BY id") }
      let byHand = try DatabaseQueue(path: path)
      for (step, id) in ids.enumerated() where step % 3 == 0 {
        try byHand.write { db in
          switch step % 4 {
          case 0: try db.execute(sql: "UPDATE gameResult SET player = 'bob' WHERE id = ?", arguments: [id])
          case 1: try db.execute(sql: "UPDATE gameResult SET deck = 'states' WHERE id = ?", arguments: [id])
          case 2:
            try db.execute(
              sql: "UPDATE gameResult SET playedAt = ? WHERE id = ?",
              arguments: [DatabaseDate.text(clock - Double(step) * 7 * 3600), id])
          default:
            try db.execute(
              sql: "UPDATE gameResult SET playedAt = ?, player = 'cid' WHERE id = ?",
              arguments: [DatabaseDate.text(clock + Double(step) * 3600), id])
          }
        }
      }
      try byHand.close()
      try expectDaysPlayedEqualTheGames(try AppDatabase(path: path, player: "ann"), now: clock)
    }
  }
}

/// `playedDay` equals a plain aggregation of the games; and the days played and streak of every
/// player (and of everyone) on every deck, in every zone of `DaysPlayedTests.zones`, as of `now`
/// and of the next two days, equal those of the search through the games that `stats` ran before.
func expectDaysPlayedEqualTheGames(
  _ database: AppDatabase, now: Date, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try database.read { db in
    let table = try Row.fetchAll(
      db, sql: "SELECT player, deck, day, games, firstAt, lastAt FROM playedDay ORDER BY player, deck, day")
    let aggregated = try Row.fetchAll(
      db,
      sql: """
        SELECT player, deck, substr(playedAt, 1, 10) AS day, COUNT(*) AS games, MIN(playedAt) AS firstAt,
          MAX(playedAt) AS lastAt
        FROM gameResult GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        """)
    #expect(table == aggregated, sourceLocation: sourceLocation)
    let players = try String.fetchAll(db, sql: "SELECT DISTINCT player FROM gameResult").map(Optional.some) + [nil]
    let decks = try String.fetchAll(db, sql: "SELECT DISTINCT deck FROM gameResult")
    for zone in DaysPlayedTests.zones {
      for player in players {
        for deck in decks {
          for day in 0..<3 {
            let moment = now + Double(day) * 86_400
            let read = try PractiseDays.read(deck: deck, player: player, now: moment, timeZone: zone, in: db)
            let searched = try searchedPractiseDays(deck: deck, player: player, now: moment, timeZone: zone, in: db)
            #expect(
              read == searched, "\(zone.identifier), \(player ?? "everyone"), \(deck), day \(day)",
              sourceLocation: sourceLocation)
          }
        }
      }
    }
  }
}

/// `PractiseDays.read` as it was before v12: from a game, the next game one local day later.
private func searchedPractiseDays(
  deck: String, player: String?, now: Date, timeZone: TimeZone, in db: Database
) throws -> PractiseDays {
  var dayNumbers: [Int] = []
  var from = ""
  while let text = try String.fetchOne(
    db,
    sql: player == nil
      ? "SELECT MIN(playedAt) FROM gameResult WHERE deck = ? AND playedAt >= ?"
      : "SELECT MIN(playedAt) FROM gameResult WHERE player = ? AND deck = ? AND playedAt >= ?",
    arguments: player.map { [$0, deck, from] } ?? [deck, from]),
    let date = DatabaseDate.date(text)
  {
    let offset = timeZone.secondsFromGMT(for: date)
    let day = Int(((date.timeIntervalSince1970 + Double(offset)) / 86_400).rounded(.down))
    dayNumbers.append(day)
    let midnight = Date(timeIntervalSince1970: Double((day + 1) * 86_400 - offset))
    let following: Date?
    if timeZone.secondsFromGMT(for: midnight) == offset {
      following = midnight
    } else {
      following = LocalDay(CivilTime(secondsSince1970: Double(day + 1) * 86_400).dayText)?.start(in: timeZone)
    }
    guard let following, DatabaseDate.text(following) > text else { break }
    from = DatabaseDate.text(following)
  }
  return PractiseDays(
    days: dayNumbers.count,
    streak: PractiseDays.streak(dayNumbers, today: PractiseDays.dayNumber(now, in: timeZone)))
}
