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
        "read as CSV (give --format to read it otherwise)",
        "lines 5-6 were read as one row each, a quoted cell holding a line break (read as a space): "
          + "if a quote there was not meant to open a cell, write it as \"\"",
        "line 1 is the header row (Term, Definition, Notes)",
        "the rows have 3 columns; the first two are the cards' sides (choose others with --columns FRONT,BACK)",
      ])
    #expect(imported.text.contains(##"1 \= 1 = a \| b \# c \\ d"##))
  }

  /// A cell whose closing quote is missing once swallowed the lines after it up to the next
  /// quote, making one card of three rows: its row is now skipped, and the rows after it read.
  @Test func aRowWithAQuoteNotClosedIsSkippedAndTheNextRowsRead() throws {
    let text = "front,back\nperro,\"the \"\"dog\"\"\n,,\nverb,\"comer\",to eat\ngato,cat\n"
    let imported = try Importing.deck(text, fileName: "w.csv")
    #expect(Importing.sides(imported.deck) == [["verb", "comer"], ["gato", "cat"]])
    #expect(imported.skipped.map(\.line) == [2, 3])
    #expect(
      imported.skipped.first?.reason.hasPrefix("the quoted cell that opens here is not closed on its line") == true)
  }

  /// The issue's example: "City of Light" opened a cell that took the next lines with it.
  @Test func aStrayQuoteSkipsItsLineOnly() throws {
    let text = "Paris,\"City of Light\" (France)\nRome,Eternal City\nBerlin,Spree Athens\n"
    let imported = try Importing.deck(text, fileName: "cities.csv")
    #expect(Importing.sides(imported.deck) == [["Rome", "Eternal City"], ["Berlin", "Spree Athens"]])
    #expect(
      imported.skipped == [
        SkippedLine(
          line: 1,
          reason: "text follows the closing quote in '\"City of Light\" (France)' "
            + "(write a quote inside a cell as \"\" and quote the whole cell)")
      ])
  }

  /// A line break inside a quoted cell is read as a space, and said so, with the lines.
  @Test func rowsThatSpanLinesAreNoted() throws {
    let imported = try Importing.deck("a,\"b\nc\"\nd,e\n", fileName: "w.csv")
    #expect(Importing.sides(imported.deck) == [["a", "b c"], ["d", "e"]])
    #expect(
      imported.notes.contains {
        $0.hasPrefix("lines 1-2 were read as one row each, a quoted cell holding a line break")
      })
  }

  /// A sheet saved with ';' between cells (as spreadsheets do where ',' is the decimal comma) was
  /// told that "--columns asks for column 2", an option never given.
  @Test func aFileOfOneColumnSaysWhichSeparatorWasLookedFor() {
    #expect(throws: InterchangeError.oneColumn(delimiter: "comma")) {
      try Importing.deck("perro;dog\ngato;cat\n", fileName: "w.csv")
    }
    #expect(throws: InterchangeError.oneColumn(delimiter: "tab")) {
      try Importing.deck("perro,dog\n", fileName: "w.tsv")
    }
    #expect(throws: InterchangeError.columnOutOfRange(number: 2, columns: 1)) {
      try Importing.deck("perro;dog\n", fileName: "w.csv") { $0.columns = "1,2" }
    }
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
