import FlashCardsCore
import Testing

@testable import FlashCardsInterchange

/// Files that cannot become a deck: one clear error, never a deck that `decks check` refuses.
@Suite struct BadImportTests {
  private func importing(_ bytes: [UInt8], fileName: String = "x.txt", sizeLimit: Int = Importing.sizeLimit)
    throws(InterchangeError) -> ImportedDeck
  {
    try DeckImporter.importDeck(bytes, fileName: fileName, options: ImportOptions(), sizeLimit: sizeLimit)
  }

  @Test func emptyOrBlankFilesAreRefused() {
    #expect(throws: InterchangeError.empty) { try importing([]) }
    #expect(throws: InterchangeError.empty) { try importing(Array("\u{FEFF} \n\r\n\t".utf8)) }
  }

  @Test func binaryAndInvalidUTF8NameTheirLine() {
    #expect(throws: InterchangeError.binary(line: 2)) { try importing(Array("a\tb\nPK\u{3}\u{4}\u{0}".utf8)) }
    #expect(throws: InterchangeError.invalidText(encoding: "UTF-8", line: 3)) {
      try importing(Array("a\tb\nc\td\n".utf8) + [0xC3, 0x28])
    }
  }

  @Test func aFileWithNoUsableRowSaysWhy() {
    #expect(throws: InterchangeError.noCards(skipped: 2, firstReason: "line 1: the back is empty")) {
      try importing(Array("a\t\n\tb\n".utf8))
    }
  }

  @Test func aDeckOverTheSizeLimitIsRefused() {
    #expect(throws: InterchangeError.tooLarge(bytes: 58, limit: 40)) {
      try importing(Array("one\t1\ntwo\t2\n".utf8), fileName: "n.txt", sizeLimit: 40)
    }
  }

  @Test func aSideOverFiveHundredCharactersIsSkipped() throws {
    let long = String(repeating: "a", count: 501)
    let imported = try importing(Array("\(long)\tb\nc\td\n".utf8))
    #expect(imported.skipped == [SkippedLine(line: 1, reason: "the front is longer than 500 characters")])
  }

  @Test(arguments: [
    ("-x", "cannot start with '-', or 'flashcards play' would take it for an option"),
    ("a/b", "cannot contain '/', or 'flashcards play' would take it for a file"),
    ("x.deck", "cannot end in '.deck' or '.txt', or 'flashcards play' would take it for a file"),
    ("two\nlines", "must be one line of text, not blank"), (" ", "must be one line of text, not blank"),
  ])
  func namesPlayCouldNotTakeAreRefused(name: String, problem: String) {
    #expect(throws: InterchangeError.invalidName(flag: "deck name", name: name, problem: problem)) {
      try Importing.deck("a\tb\n") { $0.name = name }
    }
  }

  /// A reverse name that is the name again, but for case or Unicode form: one name, two directions.
  @Test(arguments: ["Verbs", "VERBS", "verbs"])
  func aReverseNameThatIsTheNameAgainIsRefused(reverse: String) {
    #expect(
      throws: InterchangeError.invalidName(
        flag: "reverse name", name: reverse, problem: "is the deck's name again: choose another")
    ) {
      try Importing.deck("a\tb\n") {
        $0.name = "verbs"
        $0.reverseName = reverse
      }
    }
  }

  @Test func aQuestionWithoutOnePlaceholderIsRefused() {
    #expect(throws: InterchangeError.self) { try Importing.deck("a\tb\n") { $0.question = "What?" } }
  }

  @Test(arguments: [
    ("Spanish Verbs (2024).txt", "spanish-verbs-2024"), ("/tmp/--Français--.csv", "français"), ("___.tsv", "imported"),
    ("deck.deck.txt", "deck-deck"),
  ])
  func theDefaultNameIsTheFileNameSlugified(fileName: String, name: String) throws {
    #expect(DeckImporter.slug(fileName) == name)
    #expect(DeckParser.problem(withName: name) == nil)
  }

  @Test func messagesShowFileTextSafely() {
    let message = InterchangeError.unknownSeparator(line: 1, text: "\u{1B}]52;c;evil\u{7}").localizedDescription
    #expect(!message.contains("\u{1B}"))
    #expect(message.contains("^[]52;c;evil^G"))
  }
}
