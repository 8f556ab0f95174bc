import FlashCardsCore
import Testing

@testable import FlashCardsUI

/// Tables stay aligned when cells hold CJK, emoji or combining accents: widths are columns on
/// the terminal, not characters.
@Suite("Tables of wide text")
struct WideTextTableTests {
  private func table(_ rows: [(String, String, String)]) -> TextTable {
    var table = TextTable(columns: [
      .init("DECK", flexible: true, minimumWidth: 8), .init("CARDS", alignment: .right),
      .init("DESCRIPTION", flexible: true),
    ])
    for row in rows { table.append([.init(row.0), .init(row.1), .init(row.2)]) }
    return table
  }

  @Test func wideCharactersTakeTwoColumnsAndCombiningAccentsNone() {
    let lines = table([("東京", "3", "首都"), ("👍 thumbs", "12", "emoji 🗼"), ("Zu\u{308}rich", "5", "e\u{301}")])
      .render(style: .plain)

    #expect(
      lines == [
        "DECK       CARDS  DESCRIPTION",
        "東京           3  首都",
        "👍 thumbs     12  emoji 🗼",
        "Zu\u{308}rich         5  e\u{301}",
      ])
  }

  @Test func aTableOfWideTextFitsIn80Columns() {
    let long = String(repeating: "東京", count: 30)
    let emoji = String(repeating: "👩‍👩‍👧", count: 50)
    let lines = table([(long, "3", emoji), ("capitals", "50", long + "x")]).render(style: .plain)

    #expect(lines.allSatisfy { $0.displayWidth <= 80 }, "\(lines.map(\.displayWidth))")
    #expect(lines.count == 3)
    // The CARDS column ends at the same column on every line.
    let ends = zip(lines, ["CARDS", " 3 ", " 50 "]).map { line, cell in
      line.firstRange(of: cell).map { String(line[..<$0.upperBound]).trimmingTrailingSpaces.displayWidth }
    }
    #expect(Set(ends).count == 1, "\(lines)")
  }

  @Test func aLineOfWideTextIsWrappedToTheWidth() {
    let lines = ("Progress · " + String(repeating: "東", count: 60)).wrapped(toWidth: 80)

    #expect(lines.allSatisfy { $0.displayWidth <= 80 })
    #expect(lines.first == "Progress ·")
  }

  /// `renderText` writes the table as one text: it must be `render`'s lines joined, painted or
  /// plain, wide or stacked, with trailing spaces trimmed as characters (a space after a
  /// "prepend" letter such as U+0D4E is part of it).
  @Test(arguments: [
    TextStyle(colored: false, width: 80), TextStyle(colored: true, width: 80), TextStyle(colored: false, width: 20),
    TextStyle(colored: true, width: 200),
  ])
  func theTextIsTheLinesJoined(style: TextStyle) {
    var table = TextTable(columns: [
      .init("#", alignment: .right), .init("DECK", flexible: true, minimumWidth: 8), .init("CARD", flexible: true),
      .init("DUE"),
    ])
    let rows = [
      ("1", "capitals", "Texas", "2026-01-01 00:00"), ("2", "東京", "Zu\u{308}rich", ""), ("3", "x", "\u{D4E}", ""),
      ("4", "états", "São Tomé —", ""), ("5", "", "", ""), ("6", "world-capitals", "a\u{301}", "2026-01-02 10:00"),
    ]
    for row in rows {
      table.append([.init(row.0), .init(row.1), .init(row.2), .init(row.3, paint: { "<\($0)>" })])
    }
    #expect(table.renderText(style: style) == table.render(style: style).joined(separator: "\n"))
    #expect(
      table.renderText(style: style, header: false) == table.render(style: style, header: false).joined(separator: "\n")
    )
  }

  /// The lines as padding every cell and trimming each whole line's trailing spaces as characters
  /// would make them, over random rows of accents, wide text, "prepend" letters (U+0D4E),
  /// trailing spaces and empty cells.
  @Test func linesAreTheCellsPaddedAndTrimmedAsCharacters() {
    let style = TextStyle(colored: false, width: 400)
    let pieces = ["a", "Zürich", "東京", "\u{D4E}", " ", "b  ", "", "e\u{301}", "—", "\u{D4E} "]
    var random = SeededGenerator(seed: 5)
    for _ in 0..<300 {
      let alignments: [TextTable.Alignment] = [.left, .right, .left, .left]
      var table = TextTable(columns: alignments.enumerated().map { .init("C\($0)", alignment: $1) })
      let rows = (0..<Int.random(in: 1...4, using: &random)).map { _ in
        alignments.map { _ in
          (0..<Int.random(in: 0...2, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
        }
      }
      for row in rows { table.append(row.map { .init($0) }) }
      let widths = alignments.indices.map { column in
        rows.map { $0[column].displayWidth }.reduce("C\(column)".displayWidth, max)
      }
      let expected = rows.map { row in
        zip(row, zip(widths, alignments)).map { text, layout in
          let padding = String(repeating: " ", count: layout.0 - text.displayWidth)
          return layout.1 == .left ? text + padding : padding + text
        }
        .joined(separator: "  ").trimmingTrailingSpaces
      }
      #expect(Array(table.render(style: style).dropFirst()) == expected, "\(rows)")
    }
  }
}
