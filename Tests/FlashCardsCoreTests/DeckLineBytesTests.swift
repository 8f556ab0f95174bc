import Testing

@testable import FlashCardsCore

/// Lines of ASCII are read from their bytes (`DeckParser.sides(ofASCII:)`, `parseASCIILine`); they
/// must give the answers, and the problems, that walking the line's characters gives.
@Suite struct DeckLineBytesTests {
  /// The sides of a line, or its problem's message.
  static func read(_ line: String, _ sides: (String) throws(DeckParser.LineProblem) -> [[String]]) -> String {
    do throws(DeckParser.LineProblem) {
      return "\(try sides(line))"
    } catch {
      return "problem: \(error.message)"
    }
  }

  @Test(arguments: [
    "France = Paris", "  a | b =  c|d  ", "a \\= b = c", "\\|x\\| = y", "a = b \\", "a = \\n", "\\\\ = \\#",
    "a =", "= b", "a||b = c", "a = b = c", "x\t=\ty\r", " = ", "", "\\= \\=", "a \\| = \\|b",
  ])
  func bytesAndCharactersAgree(line: String) {
    #expect(
      Self.read(line) { line throws(DeckParser.LineProblem) in
        try DeckParser.sides(ofASCII: Array(line.utf8)[...])
      } == Self.read(line) { line throws(DeckParser.LineProblem) in try DeckParser.sides(of: line) })
  }

  @Test func randomLinesAgree() {
    for line in randomTexts(of: "ab =|\\#\t\r,", count: 5_000, upTo: 14, seed: 19) {
      let bytes = Self.read(line) { line throws(DeckParser.LineProblem) in
        try DeckParser.sides(ofASCII: Array(line.utf8)[...])
      }
      #expect(
        bytes == Self.read(line) { line throws(DeckParser.LineProblem) in try DeckParser.sides(of: line) },
        "\(line.debugDescription)")
    }
  }

  /// A whole deck of such lines: the card lines after the header take the bytes' path.
  @Test func aDeckOfASCIILinesParsesAsBefore() throws {
    let text = "name: t\n# c\n\n  a = b \nc \\= d = e | f\r\ng = h\\|i\n  \nj = k = l\nm = \n"
    guard case .failure(let problems) = DeckParser.parse(Array(text.utf8), defaultName: "t") else {
      Issue.record("the deck has problems")
      return
    }
    #expect(
      problems.problems.map(\.description) == [
        "line 8: more than one '=' on the line (write \\= for a literal =)",
        "line 9: the back of the card is empty",
      ])
    let good = try #require(
      try? DeckParser.parse(Array("a = b \nc \\= d = e | f\r\ng = h\\|i\n".utf8), defaultName: "t").get())
    #expect(good.cards.map(\.front) == [["a"], ["c = d"], ["g"]])
    #expect(good.cards.map(\.back) == [["b"], ["e", "f"], ["h|i"]])
  }

  /// Card lines of Latin letters take the bytes' path too (`trimmedPlain`); where it takes a
  /// line, it must read what the characters' path reads, and it must leave every line it cannot
  /// read so: a combining mark, a no-break space or a soft hyphen, an escaped accent, bytes that
  /// are not UTF-8.
  @Test func latinLinesAgreeAndTheRestTakeTheCharacters() {
    let alphabet = "aé =|\\#\tÑø\u{301}\u{A0}\u{AD}ʰ東,"
    var taken = 0
    for line in randomTexts(of: alphabet, count: 2_000, upTo: 12, seed: 23) {
      let bytes = Array(line.utf8)[...]
      guard let plain = DeckParser.trimmedPlain(bytes) else {
        let scalars = Array(line.unicodeScalars)
        let other = scalars.contains { !$0.isASCII && !((0xA1...0x2FF).contains($0.value) && $0.value != 0xAD) }
        let escapedAccent = zip(scalars, scalars.dropFirst()).contains { $0 == "\\" && !$1.isASCII }
        #expect(other || escapedAccent, "\(line.debugDescription)")
        continue
      }
      taken += 1
      let trimmed = line.trimmingSpaces
      #expect(String(decoding: plain, as: UTF8.self) == trimmed, "\(line.debugDescription)")
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      #expect(
        DeckParser.parseASCIILine(plain) == DeckParser.parseLine(trimmed, headerAllowed: false),
        "\(line.debugDescription)")
    }
    #expect(taken > 250)
    #expect(DeckParser.trimmedPlain([0xC3]) == nil)
    #expect(DeckParser.trimmedPlain([0xC3, 0x41]) == nil)
    #expect(DeckParser.trimmedPlain([0xC0, 0x80]) == nil)
  }
}
