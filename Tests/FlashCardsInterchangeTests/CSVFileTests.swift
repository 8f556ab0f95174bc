import Foundation
import Testing

@testable import FlashCardsInterchange

/// CSV and TSV files as spreadsheets and hands write them (Fixtures/csv), kept apart from the
/// rule's own tests: the good ones read as Python's `csv.reader(strict=True)` reads them (but for
/// the spaces after a closing quote in by-hand.csv, which it refuses); each malformed one has
/// its broken row left out at its line and every other row read, never merged into it.
@Suite struct CSVFileTests {
  private func table(_ name: String) throws -> CSVTable {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/csv"))
    let text = try SourceText.decode([UInt8](Data(contentsOf: url)))
    return CSVRecords.read(text, delimiter: name.hasSuffix(".tsv") ? "\t" : ",")
  }

  @Test(
    arguments: [
      (
        "good/excel-utf8.csv",
        [
          [1: ["Spanish", "English", "Notes"]], [2: ["perro", "dog", ""]], [3: ["gato, el", #"the "cat""#, "noun"]],
          [4: ["casa\ngrande", "big house", "two\nlines"]], [7: ["agua", "water", ""]],
        ]
      ),
      (
        "good/libreoffice.csv",
        [[1: ["front", "back"]], [2: [#"5" screen"#, "small"]], [3: ["Köln", "Cologne"]], [4: ["a, b", "c"]]]
      ),
      (
        "good/by-hand.csv",
        [
          [1: ["word", "meaning"]], [2: [#"5" screen"#, "small display"]], [3: [#"say "hi""#, "greet"]],
          [4: ["quoted", "spaces after"]], [6: ["Paris", #"City""#]], [7: ["x", ""]], [8: ["last", "row"]],
        ]
      ),
      (
        "good/excel-tab.tsv",
        [
          [1: ["term", "definition"]], [2: ["a\tb", "tab inside"]], [3: [#"say "hi""#, "quotes"]],
          [4: ["plain", "text"]],
        ]
      ),
      ("good/classic-mac.csv", [[1: ["one", "1"]], [2: ["two", "2"]], [3: ["th\rree", "3"]]]),
    ] as [(String, [[Int: [String]]])])
  func goodFilesReadWhole(name: String, rows: [[Int: [String]]]) throws {
    let table = try table(name)
    #expect(table.malformed.isEmpty, "\(name): \(table.malformed)")
    #expect(table.records.map { [$0.line: $0.fields] } == rows, "\(name)")
  }

  @Test(arguments: [
    ("malformed/stray-quote.csv", [1, 3, 4], 2, "text follows the closing quote in '\"City of Light\" (France)'"),
    ("malformed/unclosed-at-eof.csv", [1, 3, 4], 2, "the quoted cell that opens here is never closed"),
    ("malformed/missing-close.csv", [1, 3, 5], 2, "is not closed on its line, and the next \" (line 4)"),
    ("malformed/missing-close.csv", [1, 3, 5], 4, "text follows the closing quote in '\"Capital\" of Germany'"),
    ("malformed/sheet.tsv", [1, 3], 2, "text follows the closing quote in '\"Hamlet\" (play)'"),
    ("malformed/broken-after-break.csv", [1, 4], 2, "text follows the closing quote in '\"x\" y'"),
  ])
  func malformedRowsAreLeftOutAlone(name: String, lines: [Int], brokenLine: Int, reason: String) throws {
    let table = try table(name)
    #expect(table.records.map(\.line) == lines, "\(name)")
    #expect(table.records.allSatisfy { $0.fields.allSatisfy { !$0.contains("\n") } }, "\(name): a row was merged")
    let skipped = try #require(table.malformed.first { $0.line == brokenLine }, "\(name): \(table.malformed)")
    #expect(skipped.reason.contains(reason), "\(name): \(skipped.reason)")
  }
}
