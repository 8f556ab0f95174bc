import Testing

@testable import FlashCardsInterchange

/// Quizlet's export in each of its separator styles, detected or given with the flags.
@Suite struct QuizletImportTests {
  static let cards = [["perro", "dog"], ["gato", "cat, or kitten"], ["casa", "house"]]

  @Test(arguments: [
    "perro\tdog\ngato\tcat, or kitten\ncasa\thouse\n",  // tab, new line
    "perro,dog\ngato,cat, or kitten\r\ncasa,house",  // comma, new line (the first comma splits)
    "perro\tdog;gato\tcat, or kitten;casa\thouse;",  // tab, semicolon
    "perro,dog;gato,cat, or kitten;casa,house",  // comma, semicolon
  ])
  func eachStyleIsDetected(text: String) throws {
    let imported = try Importing.deck(text, fileName: "Quizlet Set.txt")
    #expect(imported.format == .quizlet)
    #expect(Importing.sides(imported.deck) == Self.cards)
    #expect(imported.deck.name == "quizlet-set")
  }

  @Test func customSeparatorsAreGivenWithTheFlags() throws {
    let text = "perro - dog || gato - cat, or kitten || casa - house"
    let imported = try Importing.deck(text) {
      $0.separator = " - "
      $0.cardSeparator = "||"
    }
    #expect(Importing.sides(imported.deck) == Self.cards)
  }

  @Test func linesAreNumberedAsInTheFile() throws {
    let imported = try Importing.deck("\nperro\tdog\n\ngato\t\ncasa\thouse\n")
    #expect(imported.deck.cards.map(\.line) == [2, 5])
    #expect(imported.skipped == [SkippedLine(line: 4, reason: "the back is empty")])
  }

  @Test func whenNoSeparatorFitsEveryCardTheFlagsAreSuggested() {
    #expect(throws: InterchangeError.unknownSeparator(line: 2, text: "gato - cat")) {
      try Importing.deck("perro\tdog\ngato - cat\n")
    }
    let message = InterchangeError.unknownSeparator(line: 2, text: "gato - cat").localizedDescription
    #expect(message.contains("--separator") && message.contains("line 2"))
  }
}
