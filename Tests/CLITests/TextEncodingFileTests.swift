import Foundation
import Testing

/// Files saved as UTF-16 (Excel's "Unicode Text", Windows tools) or UTF-8 with a byte order mark,
/// with the real binary: imports, `decks check`, `play FILE` and deck folders read them; what
/// cannot be read says so in one line, never "binary".
@Suite("text encodings of files")
struct TextEncodingFileTests {
  /// Made with glibc's iconv, which writes UTF-16 as Windows does (a byte order mark, then
  /// little-endian): `iconv -f UTF-8 -t UTF-16`. See EncodingImportTests for generated ones.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FlashCardsInterchangeTests/Fixtures/encodings")

  static func utf16(_ text: String, bigEndian: Bool) -> Data {
    Data(bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE])
      + (text.data(using: bigEndian ? .utf16BigEndian : .utf16LittleEndian) ?? Data())
  }

  @Test("a spreadsheet saved as Unicode Text imports, and plays")
  func unicodeTextImports() async throws {
    let sandbox = try Sandbox()
    let source = Self.fixtures.appendingPathComponent("unicode-text.txt").path
    // A .txt is read as Quizlet's unless told: Excel quotes cells as in TSV.
    let run = try await sandbox.run(["decks", "import", source, "--name", "deutsch", "--format", "tsv"])
    #expect(run.status == 0 && run.stdout.hasPrefix("Imported 5 cards as 'deutsch'"), "\(run)")
    let deck = DeckImportTests.deckFolder(sandbox).appendingPathComponent("deutsch.deck")
    let text = try String(contentsOf: deck, encoding: .utf8)
    #expect(text.contains("Straße = street") && text.contains(#"Grüß "Gott" = hello"#), "\(text)")
    let play = try await sandbox.run(
      ["--db", ":memory:", "play", "deutsch", "--reverse", "--seed", "1", "--count", "5"],
      // The order seed 1 asks them in.
      stdin: "Grüß \"Gott\"\nStraße\n日本\nÄpfel\nDeutsch\n")
    #expect(play.status == 0 && play.stdout.contains("Score: 5/5"), "\(play)")
  }

  @Test("UTF-16 in either byte order and UTF-8 with a mark import alike", arguments: ["le", "be", "utf8"])
  func generatedEncodings(kind: String) async throws {
    let sandbox = try Sandbox()
    let text = "perro\tdog\r\nniño\tchild\r\n"
    let bytes =
      kind == "utf8" ? Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8) : Self.utf16(text, bigEndian: kind == "be")
    let path = try sandbox.write("words-\(kind).txt", bytes: bytes)
    let run = try await sandbox.run(["decks", "import", path])
    #expect(run.status == 0 && run.stdout.hasPrefix("Imported 2 cards as 'words-\(kind)'"), "\(run)")
    let deck = try String(
      contentsOf: DeckImportTests.deckFolder(sandbox).appendingPathComponent("words-\(kind).deck"), encoding: .utf8)
    #expect(deck.contains("perro = dog\nniño = child"), "\(deck)")
  }

  @Test("text that cannot be read is named for what it is, in one line")
  func refusals() async throws {
    let sandbox = try Sandbox()
    let cases: [(String, Data, String)] = [
      (
        "unmarked.txt", "perro\tdog\n".data(using: .utf16LittleEndian) ?? Data(),
        "the file looks like UTF-16 text without a byte order mark: save it as UTF-8 and try again."
      ),
      (
        "wide.txt", Data([0xFF, 0xFE, 0, 0, 0x61, 0, 0, 0]), "the file is UTF-32 text: save it as UTF-8 and try again."
      ),
      (
        "broken.txt", Self.utf16("a\tb\n", bigEndian: false) + Data([0x00, 0xD8, 0x0A, 0x00]),
        "line 2 is not valid UTF-16 text (save the file as UTF-8 and try again)."
      ),
    ]
    for (name, bytes, message) in cases {
      let path = try sandbox.write(name, bytes: bytes)
      let run = try await sandbox.run(["decks", "import", path])
      #expect(run.status == 1, "\(name): \(run)")
      #expect(run.oneLineError == "Error: Cannot import '\(path)': \(message) Nothing was written.", "\(name): \(run)")
      #expect(!run.stderr.contains("binary"), "\(name): \(run)")
    }
  }

  @Test("a deck file in UTF-16 is checked, played by path and found in a deck folder")
  func utf16Decks() async throws {
    let sandbox = try Sandbox()
    let fixture = try Data(contentsOf: Self.fixtures.appendingPathComponent("woerter-utf16.deck"))
    let deck = try sandbox.write("mine/woerter.deck", bytes: fixture)
    try sandbox.write("mine/big.deck", bytes: Self.utf16("name: big-endian\nja = yes\n", bigEndian: true))
    try sandbox.write("mine/marked.deck", bytes: Data([0xEF, 0xBB, 0xBF]) + Data("name: marked\nnein = no\n".utf8))

    let check = try await sandbox.run([
      "decks", "check", deck, sandbox.path("mine/big.deck"), sandbox.path("mine/marked.deck"),
    ])
    #expect(check.status == 0, "\(check)")
    #expect(check.stdout.contains("\(deck): OK, 'wörter' (reversed: 'words'), 2 cards"), "\(check)")

    let byPath = try await sandbox.run(["--db", ":memory:", "play", deck, "--seed", "1"], stdin: "street\napples\n")
    #expect(byPath.status == 0 && byPath.stdout.contains("Score: 2/2"), "\(byPath)")
    #expect(
      byPath.stdout.contains("What is Straße in English?") || byPath.stdout.contains("What is Äpfel in English?"),
      "\(byPath)")

    let list = try await sandbox.run(["--decks", sandbox.path("mine"), "decks"])
    for name in ["wörter", "words", "big-endian", "marked"] {
      #expect(list.stdout.contains(name), "\(name): \(list)")
    }
    let byName = try await sandbox.run(
      ["--decks", sandbox.path("mine"), "--db", ":memory:", "play", "words", "--seed", "1"], stdin: "Straße\nÄpfel\n")
    #expect(byName.status == 0 && byName.stdout.contains("Score: 2/2"), "\(byName)")
  }

  @Test("a deck in UTF-16 without a byte order mark is refused by name, not read as garbage")
  func unmarkedDeck() async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write("w.deck", bytes: "a = b\n".data(using: .utf16LittleEndian) ?? Data())
    let check = try await sandbox.run(["decks", "check", deck])
    #expect(check.status == 1, "\(check)")
    #expect(
      check.stdout.contains(
        "\(deck): the file looks like UTF-16 text without a byte order mark: save it as UTF-8 and try again"),
      "\(check)")
  }
}
