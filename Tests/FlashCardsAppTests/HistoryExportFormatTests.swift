import FlashCardsApp
import FlashCardsCore
import Foundation
import TestSupport
import Testing

/// `history export`'s formats on TestSupport's FixedHistory (six games, 21 card results) in a
/// history file. CLITests' HistoryExportTests runs it through the binary on games it played.
@Suite("history export formats")
struct HistoryExportFormatTests {
  /// The fixed history in a file, and a folder to export into.
  static func exported(
    _ format: HistoryExportFormat, filter: HistoryFilter = HistoryFilter()
  ) throws -> (folder: AppFolder, text: String) {
    let folder = try AppFolder()
    let database = try folder.context().openDatabase()
    try FixedHistory.save(into: database)
    let target = folder.path("out/export")
    try FileManager.default.createDirectory(atPath: folder.path("out"), withIntermediateDirectories: true)
    try ExportSink.export(to: .file(target)) { try format.write(database, filter, to: $0) }
    return (folder, try folder.read(target))
  }

  @Test func jsonLinesHaveOneObjectPerCardResultOldestGameFirst() throws {
    let (_, text) = try Self.exported(.jsonl)
    let objects = try text.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
    #expect(objects.count == 21)
    #expect(objects.map { $0["gameId"] as? Int } == [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6])
    let second = objects.filter { $0["gameId"] as? Int == 2 }.compactMap { $0["verdict"] as? String }
    #expect(Set(second) == ["exact", "typo", "wrong", "skipped"], "\(second)")
    #expect(objects.allSatisfy { $0["player"] as? String == "ann" && $0["correct"] is Bool })
  }

  @Test func aFilterSelectsTheResults() throws {
    let (_, text) = try Self.exported(.jsonl, filter: HistoryFilter(deck: "elements"))
    #expect(text.split(separator: "\n").count == 1 && text.contains("\"deck\":\"elements\""), "\(text)")
    let (_, nobody) = try Self.exported(.jsonl, filter: HistoryFilter(player: "bob"))
    #expect(nobody.isEmpty)
  }

  @Test func theFSRSLogHasItsHeaderAndARowPerResult() throws {
    let (_, text) = try Self.exported(.fsrs)
    let rows = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
    #expect(rows.first == ["card_id", "review_time", "review_rating", "review_state", "review_duration"])
    #expect(rows.count == 22 && rows.allSatisfy { $0.count == 5 }, "\(rows)")
  }

  /// An export that fails half way leaves the file it was to replace as it was.
  @Test func anExportThatFailsIsAbandoned() throws {
    struct Failure: Error {}
    let folder = try AppFolder()
    let target = try folder.write("out/export.jsonl", "kept\n")
    #expect(throws: Failure.self) {
      try ExportSink.export(to: .file(target)) { sink in
        try sink.write(String(repeating: "y", count: 200_000))
        throw Failure()
      }
    }
    #expect(try folder.read(target) == "kept\n")
    #expect(folder.names(in: "out") == ["export.jsonl"])
  }
}
