import Foundation
import TestSupport
import Testing

/// `history export` on games the binary played, with hostile text written into them afterwards.
@Suite("history export through the binary")
struct HistoryExportTests {
  static let hostile = "say \"hi\"\\ \u{1B}[31mred\u{07}\n\r\t\u{2028}end\u{2029}"

  /// Two seeded capitals games (4 and 2 cards), then a hostile answer in game 1's second card.
  func historyWithHostileText(in sandbox: Sandbox) async throws -> String {
    let database = sandbox.path("history.sqlite")
    let one = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "4"],
      stdin: "Jackson\nFrankfurt\nDenver\nTrenton\n")
    #expect(one.status == 0, "\(one)")
    let two = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "2"], stdin: "Jackson\n?\n")
    #expect(two.status == 0, "\(two)")
    try HistoryByHand.execute(
      "UPDATE cardResult SET answer = ? WHERE gameId = 1 AND position = 2", arguments: [Self.hostile], in: database)
    return database
  }

  @Test func jsonLinesHaveOneValidObjectPerCardResultInPlayedOrder() async throws {
    let sandbox = try Sandbox()
    let database = try await historyWithHostileText(in: sandbox)
    let export = try await sandbox.run(["--db", database, "history", "export"])
    #expect(export.status == 0 && export.stderr.isEmpty, "\(export)")
    #expect(!export.stdout.contains("\u{1B}") && !export.stdout.contains("\u{2028}"))
    let lines = export.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let objects = try lines.map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(objects.count == 6)
    #expect(objects.map { $0["gameId"] as? Int } == [1, 1, 1, 1, 2, 2])
    #expect(objects.map { $0["position"] as? Int } == [1, 2, 3, 4, 1, 2])
    #expect(objects.map { $0["verdict"] as? String } == ["exact", "typo", "wrong", "exact", "exact", "skipped"])
    #expect(objects[1]["answer"] as? String == Self.hostile)
    #expect(objects[2]["confusedWith"] as? String == "Colorado")
    #expect(objects[0]["confusedWith"] is NSNull)
    #expect(objects.allSatisfy { $0["deck"] as? String == "capitals" && $0["mode"] as? String == "play" })
    #expect(objects.allSatisfy { ($0["playedAt"] as? String).map { ISO8601DateFormatter.withFraction($0) } != nil })
    #expect(objects.allSatisfy { $0["milliseconds"] is Int && $0["correct"] is Bool && $0["player"] is String })
  }

  @Test func theFSRSLogNumbersEachCardAndGradesEachResult() async throws {
    let sandbox = try Sandbox()
    let database = try await historyWithHostileText(in: sandbox)
    // Piped answers take no time: give the first game's cards durations of their own.
    try HistoryByHand.execute(
      "UPDATE cardResult SET milliseconds = 1000 * position + 250 WHERE gameId = 1", in: database)
    let export = try await sandbox.run(["--db", database, "history", "export", "--format", "fsrs"])
    #expect(export.status == 0, "\(export)")
    let rows = export.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
    #expect(rows.first == ["card_id", "review_time", "review_rating", "review_state", "review_duration"])
    let reviews = rows.dropFirst()
    #expect(reviews.count == 6)
    // Seed 7 asks the same first cards in both games: they keep their ids, and are still learning the
    // second time (Good once, or Hard, moves a new card along its learning steps, not into review).
    #expect(reviews.map { $0[0] } == ["1", "2", "3", "4", "1", "2"])
    #expect(reviews.map { $0[2] } == ["3", "2", "1", "3", "3", "1"])
    #expect(reviews.map { $0[3] } == ["0", "0", "0", "0", "1", "1"])
    let times = reviews.compactMap { Int64($0[1]) }
    #expect(times.count == 6 && times[0] > 1_700_000_000_000)
    #expect(Array(times.prefix(4)) == times.prefix(4).sorted() && Array(times.suffix(2)) == times.suffix(2).sorted())
    // Each answer is timed as the scheduler replays it: a game's cards follow one another by the
    // time each took, not all at the game's start.
    let durations = reviews.compactMap { Int64($0[4]) }
    #expect(durations.prefix(4).allSatisfy { $0 > 0 })
    #expect((1..<4).allSatisfy { times[$0] - times[$0 - 1] == durations[$0] }, "\(reviews)")
  }

  @Test func anOutputFileIsWrittenWholeAndAnUnwritableOneIsOneLine() async throws {
    let sandbox = try Sandbox()
    let database = try await historyWithHostileText(in: sandbox)
    let target = sandbox.path("out.jsonl")
    _ = try sandbox.write("out.jsonl", "old contents\n")
    let export = try await sandbox.run(["--db", database, "history", "export", "--output", target])
    #expect(export.status == 0 && export.stdout.isEmpty, "\(export)")
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(written.split(separator: "\n").count == 6 && !written.contains("old contents"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.path("")).allSatisfy { !$0.hasSuffix(".partial") })

    let missing = sandbox.path("no/such/folder/out.csv")
    let failed = try await sandbox.run(["--db", database, "history", "export", "--format", "fsrs", "--output", missing])
    #expect(failed.status != 0, "\(failed)")
    #expect(failed.stderr.split(separator: "\n").count == 1 && failed.stderr.contains("Cannot write"), "\(failed)")
  }
}

extension ISO8601DateFormatter {
  static func withFraction(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.date(from: text)
  }
}
