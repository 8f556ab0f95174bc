import Foundation
import TestSupport
import Testing

/// Every view of a history (lists, games, stats, the review queue, exports, reports) prints byte for
/// byte what the binary printed when the files in Fixtures/outputs were recorded (the commit is
/// named in their COMMIT file), over the histories `OutputHistories` builds. A change to how the
/// history keeps what it derives must not change a byte a player sees. Scripts/record-outputs
/// records them again (only for a change meant to be seen).
@Suite("outputs equal the recorded ones")
struct OutputEquivalenceTests {
  static let recordVariable = "FLASHCARDS_RECORD_OUTPUTS"
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/outputs", isDirectory: true)

  /// One output: its file's name, who asks, and the arguments.
  struct Output {
    var name: String
    var player: String
    var arguments: [String]
  }

  static var outputs: [Output] {
    var outputs: [Output] = []
    func add(_ name: String, _ player: String = "ann", _ arguments: String...) {
      outputs.append(Output(name: name, player: player, arguments: arguments))
    }
    add("history", "ann", "history")
    add("history-all", "ann", "history", "--all")
    add("history-json", "ann", "history", "--format", "json", "--all")
    add("history-csv", "ann", "history", "--format", "csv", "--all")
    add("history-deck", "ann", "history", "--deck", "towns")
    add("history-limit", "ann", "history", "--limit", "3")
    add("history-period", "ann", "history", "--since", "2027-01-05", "--until", "2027-01-12")
    add("history-bob", "ann", "--player", "bob", "history", "--all")
    add("history-everyone", "teacher", "history", "--all-players", "--all")
    add("history-everyone-csv", "teacher", "history", "--all-players", "--all", "--format", "csv")
    add("history-everyone-json", "teacher", "history", "--all-players", "--all", "--format", "json")
    for game in 1...20 {
      add("show-\(game)", "teacher", "history", "show", "\(game)", "--all-players")
    }
    add("show-1-played", "ann", "history", "show", "1", "--order", "played")
    add("show-3-json", "ann", "history", "show", "3", "--format", "json")
    add("show-8-json", "ann", "history", "show", "8", "--format", "json")
    add("stats", "ann", "stats", "--no-pager")
    add("stats-json", "ann", "stats", "--format", "json")
    add("stats-towns", "ann", "stats", "--deck", "towns", "--no-pager")
    add("stats-seats", "ann", "stats", "--deck", "seats", "--no-pager")
    add("stats-states-json", "ann", "stats", "--deck", "states", "--format", "json")
    add("stats-retention", "ann", "stats", "--retention", "0.85", "--no-pager")
    add("stats-bob", "bob", "stats", "--no-pager")
    add("stats-bob-json", "bob", "stats", "--format", "json")
    add("stats-cy", "ann", "--player", "cy", "stats", "--no-pager")
    add("stats-everyone", "teacher", "stats", "--all-players", "--no-pager")
    add("stats-everyone-json", "teacher", "stats", "--all-players", "--format", "json")
    add("stats-everyone-capitals", "teacher", "stats", "--all-players", "--deck", "capitals", "--no-pager")
    add("stats-everyone-towns-json", "teacher", "stats", "--all-players", "--deck", "towns", "--format", "json")
    add("stats-teacher", "teacher", "stats", "--no-pager")
    add("review-list", "ann", "review", "--list")
    add("review-list-json", "ann", "review", "--list", "--format", "json")
    add("review-list-towns", "ann", "review", "--list", "towns")
    add("review-list-bob", "bob", "review", "--list")
    add("export-jsonl", "ann", "history", "export")
    add("export-fsrs", "ann", "history", "export", "--format", "fsrs")
    add("export-towns", "ann", "history", "export", "--deck", "towns", "--since", "2027-01-05")
    add("export-everyone", "teacher", "history", "export", "--all-players")
    add("report", "ann", "report", "--output", "-")
    add("report-towns", "ann", "report", "--deck", "towns", "--output", "-")
    add("report-everyone", "teacher", "report", "--all-players", "--output", "-")
    return outputs
  }

  @Test func everyViewPrintsWhatItPrintedWhenRecorded() async throws {
    let histories = try OutputHistories()
    try await histories.build()
    let recording = ProcessInfo.processInfo.environment[Self.recordVariable] == "1"
    if recording { try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true) }
    let uuids = try PlainFacts.query("SELECT uuid, id FROM gameResult", histories.database)
    for output in Self.outputs {
      let run = try await histories.run(output.arguments, player: output.player, at: OutputHistories.readMoment)
      var printed = "exit status \(run.status)\n--- stderr\n\(run.stderr)--- stdout\n\(run.stdout)"
      // A game's uuid is drawn at random when it is saved: named by the game's number instead.
      for row in uuids { printed = printed.replacingOccurrences(of: row[0], with: "<uuid of game \(row[1])>") }
      let file = Self.folder.appendingPathComponent(output.name + ".txt")
      if recording {
        try Data(printed.utf8).write(to: file)
        continue
      }
      let recorded = try String(contentsOf: file, encoding: .utf8)
      #expect(printed == recorded, "\(output.arguments.joined(separator: " ")) as \(output.player)")
    }
  }

  /// The histories hold what the outputs are meant to cover: else a change of the scenario (or of
  /// the game) could quietly leave a verdict, a retry, a review or a player out.
  @Test func theHistoriesHoldEveryVerdictRetriesReviewsAndPlayers() async throws {
    let histories = try OutputHistories()
    try await histories.build()
    let saved = try SavedHistory(path: histories.database)
    let verdicts = Set(saved.cards.map(\.verdict))
    #expect(verdicts == ["exact", "normalized", "typo", "wrong", "skipped", "overruled"], "\(verdicts)")
    #expect(saved.cards.contains { $0.confusedWith != nil })
    #expect(try SavedHistory.retries(histories.database).contains { $0 != nil })
    #expect(Set(saved.games.map(\.direction)) == ["forward", "reverse"])
    let ids = saved.games.map(\.id)
    #expect(!ids.contains(2) && !ids.contains(9), "\(ids)")
    #expect(ids.count >= 14, "\(ids)")
  }
}
