import Testing

@testable import FlashCardsInterchange

/// CSV and TSV from spreadsheets: a header row, chosen columns, and the mess real sheets hold.
@Suite struct SpreadsheetImportTests {
  /// Quotes, doubled quotes, a line break in a cell, CRLF, a byte order mark, blank rows, extra
  /// columns, an empty cell, a duplicate, a repeated answer, and = | # \ in the text.
  static let messy =
    "\u{FEFF}"
    + [
      "Term,Definition,Notes", "perro,dog,noun", #""gato, el","the ""cat""","#, "", "\"casa\ngrande\",big house,",
      "agua,,empty back", "perro,hound,duplicate front", "lobo,DOG,repeated back", #"1 = 1,a | b # c \ d,"#, "",
    ].joined(separator: "\r\n")

  @Test func aMessySpreadsheetImportsWhatCanBeCardsAndSaysWhyNotTheRest() throws {
    let imported = try Importing.deck(Self.messy, fileName: "Spanish words.csv")
    #expect(imported.format == .csv)
    #expect(
      Importing.sides(imported.deck) == [
        ["perro", "dog"], ["gato, el", #"the "cat""#], ["casa grande", "big house"], ["1 = 1", #"a | b # c \ d"#],
      ])
    #expect(imported.deck.cards.map(\.line) == [2, 3, 5, 10])
    #expect(
      imported.skipped == [
        SkippedLine(line: 7, reason: "the back is empty"),
        SkippedLine(line: 8, reason: "duplicate: 'perro' is already the front of line 2"),
        SkippedLine(
          line: 9, reason: "'DOG' is already the back of line 2, so asking the other way round would be ambiguous"),
      ])
    #expect(
      imported.notes == [
        "read as CSV (give --format to read it otherwise)", "line 1 is the header row (Term, Definition, Notes)",
        "the rows have 3 columns; the first two are the cards' sides (choose others with --columns FRONT,BACK)",
      ])
    #expect(imported.text.contains(##"1 \= 1 = a \| b \# c \\ d"##))
  }

  /// A cell whose closing quote is missing swallows the lines after it up to the next quote:
  /// the rows still import, with a note naming the lines to check.
  @Test func quotesThatDoNotPairUpAreNoted() throws {
    let text = "front,back\nperro,\"the \"\"dog\"\"\n,,\nverb,\"comer\",to eat\ngato,cat\n"
    let imported = try Importing.deck(text, fileName: "w.csv")
    #expect(imported.deck.cards.count == 2)
    #expect(
      imported.notes.contains(
        "the quotes do not pair up, and lines 2-4 were read as one row each: check that the quoted cells there are closed"
      ))
  }

  @Test func columnsAreChosenByNameOrNumber() throws {
    let text = "English\tSpanish\tFrench\ndog\tperro\tchien\ncat\tgato\tchat\n"
    let byName = try Importing.deck(text, fileName: "w.tsv") { $0.columns = "french,English" }
    #expect(Importing.sides(byName.deck) == [["chien", "dog"], ["chat", "cat"]])
    let byNumber = try Importing.deck("dog,perro,chien\ncat,gato,chat\n", fileName: "w.csv") { $0.columns = "3,2" }
    #expect(Importing.sides(byNumber.deck) == [["chien", "perro"], ["chat", "gato"]])
  }

  @Test func withoutAHeaderTheFirstRowIsACard() throws {
    let imported = try Importing.deck("English,Spanish\ncat,gato\n", fileName: "w.csv")
    #expect(Importing.sides(imported.deck) == [["English", "Spanish"], ["cat", "gato"]])
    #expect(
      imported.notes.last
        == "line 1 (English, Spanish) was read as a card; if it names the columns, give them with --columns")
  }

  @Test(arguments: [
    ("Japanese,English", InterchangeError.unknownColumn(name: "Japanese", header: ["English", "Spanish"])),
    ("1,5", .columnOutOfRange(number: 5, columns: 2)), ("1", .invalidColumns("1")), ("0,1", .invalidColumns("0,1")),
  ])
  func badColumnsAreOneClearError(columns: String, error: InterchangeError) {
    #expect(throws: error) {
      try Importing.deck("English,Spanish\ndog,perro\n", fileName: "w.csv") { $0.columns = columns }
    }
  }
}
