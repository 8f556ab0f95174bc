/// Which columns of a CSV or TSV file hold the cards' fronts and backs, from `--columns FRONT,BACK`
/// (names from the header row or numbers from 1) or, without it, the first two.
struct SpreadsheetColumns {
  enum Column: Equatable {
    case name(String)
    case number(Int)
  }

  var front: Column
  var back: Column

  /// Header cells that name a side: a first row made of them is a header, not a card.
  static let headerWords: Set<String> = [
    "front", "back", "term", "terms", "definition", "definitions", "question", "answer", "word", "words",
    "translation", "meaning", "prompt", "response", "side 1", "side 2", "card", "english",
  ]

  /// "FRONT,BACK": two names or numbers from 1.
  init(parsing text: String) throws(InterchangeError) {
    let parts = CSVRecords.firstRecord(text)
    guard parts.count == 2 else { throw .invalidColumns(text) }
    func column(_ part: String) throws(InterchangeError) -> Column {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { throw .invalidColumns(text) }
      if let number = Int(trimmed) {
        guard number >= 1 else { throw .invalidColumns(text) }
        return .number(number)
      }
      return .name(trimmed)
    }
    front = try column(parts[0])
    back = try column(parts[1])
  }

  init(front: Column = .number(1), back: Column = .number(2)) {
    self.front = front
    self.back = back
  }

  var namesColumns: Bool {
    if case .name = front { return true }
    if case .name = back { return true }
    return false
  }

  static func isHeader(_ record: CSVRecord) -> Bool {
    let cells = record.fields.prefix(2).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    return cells.count == 2 && cells.allSatisfy { headerWords.contains($0) }
  }

  /// The records as [front, back] pairs, without the header row; whether a header was read.
  func cards(from records: [CSVRecord]) throws(InterchangeError) -> (cards: [CSVRecord], header: [String]?) {
    guard let first = records.first else {
      if case .name(let name) = front { throw .noHeaderRow(name: name) }
      return ([], nil)
    }
    let hasHeader = namesColumns || Self.isHeader(first)
    let header = hasHeader ? first.fields.map { $0.trimmingCharacters(in: .whitespaces) } : nil
    let rows = hasHeader ? Array(records.dropFirst()) : records
    let width = records.map(\.fields.count).max() ?? 0
    let frontIndex = try index(of: front, header: header, width: width)
    let backIndex = try index(of: back, header: header, width: width)
    let cards = rows.map { row in
      CSVRecord(line: row.line, fields: [frontIndex, backIndex].map { $0 < row.fields.count ? row.fields[$0] : "" })
    }
    return (cards, header)
  }

  private func index(of column: Column, header: [String]?, width: Int) throws(InterchangeError) -> Int {
    switch column {
    case .number(let number):
      guard number <= width else { throw .columnOutOfRange(number: number, columns: width) }
      return number - 1
    case .name(let name):
      guard let header, let index = header.firstIndex(where: { $0.lowercased() == name.lowercased() }) else {
        throw .unknownColumn(name: name, header: header ?? [])
      }
      return index
    }
  }
}
