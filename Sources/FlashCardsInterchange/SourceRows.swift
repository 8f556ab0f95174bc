import FlashCardsCore

/// The rows of a file to import, each with its two sides, in the format's own way of reading.
struct SourceRows {
  var rows: [CardSifter.Row] = []
  /// Deck header values the file carries (files written by `decks export --format anki`).
  var header: [String: String] = [:]
  var notes: [String] = []
  /// The lines whose sound or image references were dropped.
  var mediaLines: [Int] = []
  /// Rows left out because their quotes break the format (see `CSVParser`).
  var malformed: [SkippedLine] = []

  init(text: String, format: ImportFormat, options: ImportOptions) throws(InterchangeError) {
    switch format {
    case .auto, .anki:
      try readAnki(text)
    case .quizlet:
      let records = try QuizletText.records(text, separator: options.separator, cardSeparator: options.cardSeparator)
      rows = records.map(Self.plainRow)
    case .csv, .tsv:
      try readTable(text, delimiter: format == .csv ? "," : "\t", columns: options.columns)
    }
  }

  private static func plainRow(_ record: CSVRecord) -> CardSifter.Row {
    CardSifter.Row(
      line: record.line, front: [record.fields.first ?? ""], back: [record.fields.count > 1 ? record.fields[1] : ""])
  }

  private mutating func readAnki(_ text: String) throws(InterchangeError) {
    let anki = AnkiText(text)
    malformed = anki.malformed
    // Anki quotes what it writes as RFC 4180 says, and its notes may hold line breaks: rows that
    // span lines are worth a note only when the quotes show a hand's edit.
    if CSVRecords.hasUnpairedQuote(text), let note = CSVRecords.spanningNote(anki.records) { notes.append(note) }
    let width = anki.records.map(\.fields.count).max() ?? 0
    let columns = anki.fieldColumns(count: width)
    if columns.count > 2 { notes.append("the notes have \(columns.count) fields; the first two are the cards' sides") }
    for record in anki.records {
      let fields = columns.prefix(2).map { $0 < record.fields.count ? record.fields[$0] : "" }
      var sides: [[String]] = []
      for field in fields + Array(repeating: "", count: 2 - fields.count) {
        let plain = HTMLText.plain(field, isHTML: anki.isHTML)
        if plain.droppedMedia > 0 && mediaLines.last != record.line { mediaLines.append(record.line) }
        sides.append(anki.isFromFlashCards ? Self.alternates(plain.text) : [plain.text])
      }
      rows.append(CardSifter.Row(line: record.line, front: sides[0], back: sides[1]))
    }
    if anki.isFromFlashCards {
      for key in DeckParser.headerKeys { header[key] = anki.deckHeader(key) }
    }
  }

  private mutating func readTable(_ text: String, delimiter: Unicode.Scalar, columns: String?) throws(InterchangeError)
  {
    let table = CSVRecords.read(text, delimiter: delimiter)
    let records = table.records
    malformed = table.malformed
    if let note = CSVRecords.spanningNote(records) { notes.append(note) }
    let width = records.map(\.fields.count).max() ?? 0
    // The default columns are 1 and 2: a file of one column is read with the wrong separator.
    if columns == nil && width == 1 { throw .oneColumn(delimiter: delimiter == "\t" ? "tab" : "comma") }
    var choice = SpreadsheetColumns()
    if let columns { choice = try SpreadsheetColumns(parsing: columns) }
    let (cards, headerRow) = try choice.cards(from: records)
    if let first = records.first {
      let cells = (headerRow ?? first.fields).map { InterchangeError.excerpt($0) }.joined(separator: ", ")
      notes.append(
        headerRow != nil
          ? "line \(first.line) is the header row (\(cells))"
          : "line \(first.line) (\(cells)) was read as a card; if it names the columns, give them with --columns")
    }
    if columns == nil && width > 2 {
      notes.append(
        "the rows have \(width) columns; the first two are the cards' sides (choose others with --columns FRONT,BACK)")
    }
    rows = cards.map(Self.plainRow)
  }

  /// A side written by `decks export --format anki`: alternate answers joined by " | ", with
  /// `\|` and `\\` for a literal | and \.
  static func alternates(_ side: String) -> [String] {
    var answers = [""]
    var escaping = false
    for character in side {
      if escaping {
        answers[answers.count - 1].append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else if character == "|" {
        answers.append("")
      } else {
        answers[answers.count - 1].append(character)
      }
    }
    if escaping { answers[answers.count - 1].append("\\") }
    return answers
  }
}
