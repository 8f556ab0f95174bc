import Foundation
import TestSupport
import Testing

/// `history --since/--until DAY`: local days that always start, over the whole supported range,
/// written only as YYYY-MM-DD.
@Suite("history --since and --until days")
struct HistoryDayTests {
  /// A history holding one game at each instant (UTC text, as stored), numbered from 1.
  private func history(_ instants: [String], in sandbox: Sandbox) async throws -> String {
    let database = sandbox.path("history.sqlite")
    try await sandbox.createEmptyHistory(database)
    for instant in instants {
      try HistoryByHand.execute(
        "INSERT INTO gameResult (uuid, deck, direction, playedAt, milliseconds, endedEarly) VALUES (?, 'capitals', 'forward', ?, 1000, 0)",
        arguments: [UUID().uuidString.lowercased(), instant], in: database)
    }
    return database
  }

  private func ids(_ filters: [String], database: String, zone: String, in sandbox: Sandbox) async throws -> [Int] {
    let run = try await sandbox.run(
      // Rows written outside FlashCards belong to no player: --all-players shows them.
      ["--db", database, "history", "--all", "--all-players", "--format", "json"] + filters, environment: ["TZ": zone])
    #expect(run.status == 0, "\(run)")
    let games = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]] ?? []
    return games.compactMap { $0["id"] as? Int }
  }

  /// Daylight saving time starts at midnight there: the day starts at 01:00, the instant the
  /// clocks jump to. Game 1 is the last millisecond of the day before, game 2 the day's first.
  @Test(arguments: [
    ("America/Santiago", "2026-09-06", "2026-09-05", "2026-09-06 03:59:59.999", "2026-09-06 04:00:00.000"),
    ("America/Havana", "2026-03-08", "2026-03-07", "2026-03-08 04:59:59.999", "2026-03-08 05:00:00.000"),
    ("Asia/Beirut", "2026-03-29", "2026-03-28", "2026-03-28 21:59:59.999", "2026-03-28 22:00:00.000"),
  ])
  func aDayWhoseMidnightIsSkippedStartsAtItsFirstInstant(
    zone: String, day: String, dayBefore: String, lastBefore: String, first: String
  ) async throws {
    let sandbox = try Sandbox()
    let database = try await history([lastBefore, first], in: sandbox)

    #expect(try await ids(["--since", day], database: database, zone: zone, in: sandbox) == [2])
    #expect(try await ids(["--since", day, "--until", day], database: database, zone: zone, in: sandbox) == [2])
    #expect(try await ids(["--until", dayBefore], database: database, zone: zone, in: sandbox) == [1])
  }

  @Test func theWholeRangeOfDaysWorks() async throws {
    let sandbox = try Sandbox()
    let database = try await history(["2026-11-23 10:00:00.000", "9999-12-31 12:00:00.000"], in: sandbox)

    #expect(try await ids(["--until", "9999-12-31"], database: database, zone: "UTC", in: sandbox) == [2, 1])
    #expect(try await ids(["--since", "0001-01-01"], database: database, zone: "UTC", in: sandbox) == [2, 1])
    #expect(try await ids(["--since", "9999-12-31"], database: database, zone: "UTC", in: sandbox) == [2])
    #expect(
      try await ids(
        ["--since", "2026-11-23", "--until", "9999-12-30"], database: database, zone: "Pacific/Kiritimati", in: sandbox)
        == [1])
  }

  @Test(arguments: ["2026/11/23", "2026.11.23", "２０２６-１１-２３", "2026-11-23T00:00", "2026-02-30", "23-11-2026"])
  func onlyYYYYMMDDIsAccepted(text: String) async throws {
    let sandbox = try Sandbox()
    for option in ["--since", "--until"] {
      let run = try await sandbox.run(["--db", sandbox.path("history.sqlite"), "history", option, text])
      #expect(run.status == 64, "\(run)")
      #expect(run.stdout.isEmpty, "\(run)")
      #expect(
        run.oneLineError
          == "Error: \(option) takes a day written YYYY-MM-DD, e.g. 2026-11-23; '\(text)' is not allowed.",
        "\(run)")
    }
  }
}
