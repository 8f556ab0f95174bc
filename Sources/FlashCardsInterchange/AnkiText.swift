/// Anki's "Notes in Plain Text" and "Cards in Plain Text" exports: `#key:value` header lines,
/// then one note (or card) a record, its fields split by the separator, quoted as in CSV.
struct AnkiText {
  /// The header lines, by key ("separator", "html", "tags column"…), lowercased keys.
  var header: [String: String] = [:]
  var records: [CSVRecord] = []
  var malformed: [SkippedLine] = []

  /// Whether the text starts as Anki's exports do.
  static func looksLikeAnki(_ text: String) -> Bool {
    ["#separator:", "#html:", "#columns:", "#notetype", "#deck"].contains { text.hasPrefix($0) }
  }

  init(_ text: String) {
    var body = text[...]
    var line = 1
    while body.hasPrefix("#") {
      let end = body.firstIndex(where: \.isNewline) ?? body.endIndex
      let headerLine = body[body.index(after: body.startIndex)..<end]
      if let colon = headerLine.firstIndex(of: ":") {
        header[headerLine[..<colon].lowercased()] = String(headerLine[headerLine.index(after: colon)...])
      }
      body = end == body.endIndex ? "" : body[body.index(after: end)...]
      line += 1
    }
    let table = CSVRecords.read(String(body), delimiter: separator, firstLine: line)
    records = table.records
    malformed = table.malformed
  }

  /// `#separator:` as Anki writes it: a name (Tab, Comma…) or the character itself.
  var separator: Unicode.Scalar {
    let names: [String: Unicode.Scalar] = [
      "tab": "\t", "comma": ",", "semicolon": ";", "space": " ", "pipe": "|", "colon": ":",
    ]
    guard let value = header["separator"] else { return "\t" }
    if let named = names[value.lowercased()] { return named }
    return value.unicodeScalars.count == 1 ? value.unicodeScalars.first ?? "\t" : "\t"
  }

  /// Exports from before Anki 2.1.55 have no header and hold HTML.
  var isHTML: Bool { header["html"]?.lowercased() != "false" }

  /// The 0-based columns that hold a note's fields: all but the guid, notetype, deck and tags.
  func fieldColumns(count: Int) -> [Int] {
    let special = ["guid column", "notetype column", "deck column", "tags column"]
      .compactMap { header[$0].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }.map { $0 - 1 }
    return (0..<count).filter { !special.contains($0) }
  }

  /// Set in files written by `flashcards decks export --format anki`: a side's alternate answers
  /// are joined by " | ", and the deck's header is kept in `#flashcards-…` lines.
  var isFromFlashCards: Bool { header["flashcards"] != nil }

  /// `#flashcards-name:` and the other header keys of a deck, as written by the export.
  func deckHeader(_ key: String) -> String? {
    header["flashcards-" + key].flatMap { $0.isEmpty ? nil : $0 }
  }
}
