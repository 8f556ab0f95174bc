import Foundation
import Testing

/// Tables with CJK and emoji stay aligned in 80 columns, measured the way the C library's
/// `wcwidth` measures them (an independent account of display width).
@Suite("wide text in tables")
struct WideTextTests {
  /// Display columns of a line, by `wcwidth`; each grapheme counts as its first scalar (emoji
  /// modifiers and joiners draw inside the picture they follow).
  private func columns(_ line: Substring) throws -> Int {
    let wcwidth = try #require(WideTextTests.wcwidth)
    setlocale(LC_CTYPE, "C.UTF-8")
    return line.reduce(0) { sum, character in
      sum + max(character.unicodeScalars.first.map { Int(wcwidth(Int32(bitPattern: $0.value))) } ?? 0, 0)
    }
  }

  /// The C library's `wcwidth`, which Swift's Glibc module does not export.
  private static let wcwidth = dlsym(dlopen(nil, RTLD_NOW), "wcwidth").map {
    unsafeBitCast($0, to: (@convention(c) (Int32) -> Int32).self)
  }

  @Test func deckListAndGameTableStayAligned() async throws {
    let sandbox = try Sandbox()
    try sandbox.write(
      "mine/tokyo.deck",
      "name: 東京の駅 🚉\ndescription: 駅の名前を答えてください 👍🏽 — Name the station shown, in Japanese, please\n"
        + "Shinjuku = 新宿\nShibuya = 渋谷\nUeno = 上野\n")
    try sandbox.write("mine/cafe.deck", "name: cafe\u{301}s\ndescription: Caf\u{E9}s of Paris\nFlore = Saint-Germain\n")
    let database = sandbox.path("history.sqlite")

    // Fitted to 80 columns by COLUMNS: a pipe without it keeps every cell whole.
    let decks = try await sandbox.run(["--decks", sandbox.path("mine"), "decks"], environment: ["COLUMNS": "80"])
    #expect(decks.status == 0, "\(decks)")
    let table = decks.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
    #expect(table.count == 9, "\(decks)")
    #expect(try table.allSatisfy { try columns($0) <= 80 }, "\(decks)")
    // The CARDS column is right-aligned: its last digit is at the same column on every line.
    let cardsEnds = try table.map { line in
      try columns(line[..<(line.firstMatch(of: #/(CARDS|\d+) /#)?.range.upperBound ?? line.endIndex)])
    }
    #expect(Set(cardsEnds).count == 1, "\(cardsEnds) \(decks)")

    let played = try await sandbox.run(
      ["--db", database, "--decks", sandbox.path("mine"), "play", "東京の駅 🚉", "--seed", "1"], stdin: "新宿\n渋谷\nx\n")
    #expect(played.status == 0, "\(played)")
    let show = try await sandbox.run(["--db", database, "history", "show", "1"], environment: ["COLUMNS": "80"])
    let rows = show.stdout.split(separator: "\n").filter {
      $0.contains("Shinjuku") || $0.contains("Shibuya") || $0.contains("Ueno")
    }
    #expect(rows.count == 3, "\(show)")
    // The right answer, the last Japanese on each row, starts at the same column.
    let answerStarts = try rows.map { row in
      let answer = ["新宿", "渋谷", "上野"].compactMap { row.range(of: $0, options: .backwards)?.lowerBound }.max()
      return try columns(row[..<(answer ?? row.endIndex)])
    }
    #expect(Set(answerStarts).count == 1, "\(answerStarts) \(show)")
  }
}
