/// Quizlet's export: a term and its definition split by a tab, a comma or a chosen text; cards
/// split by line breaks, semicolons or a chosen text.
enum QuizletText {
  static func records(_ text: String, separator given: String?, cardSeparator: String?) throws(InterchangeError)
    -> [CSVRecord]
  {
    let cards = split(text, cardSeparator: cardSeparator ?? detectedCardSeparator(text))
    let separator: String
    if let given { separator = given } else { separator = try detectedSeparator(cards) }
    return cards.map { card in
      guard let range = card.text.range(of: separator) else { return CSVRecord(line: card.line, fields: [card.text]) }
      return CSVRecord(
        line: card.line, fields: [String(card.text[..<range.lowerBound]), String(card.text[range.upperBound...])])
    }
  }

  /// Semicolons when the whole export is one line holding them, as Quizlet writes it with
  /// "between cards: semicolon"; line breaks otherwise.
  static func detectedCardSeparator(_ text: String) -> String {
    let lines = text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
    return lines.count == 1 && lines[0].contains(";") ? ";" : "\n"
  }

  /// A tab when every card has one, else a comma when every card has one.
  static func detectedSeparator(_ cards: [(line: Int, text: String)]) throws(InterchangeError) -> String {
    for candidate in ["\t", ","] where cards.allSatisfy({ $0.text.contains(candidate) }) { return candidate }
    let lacking = cards.first { !$0.text.contains("\t") && !$0.text.contains(",") } ?? cards.first
    throw .unknownSeparator(line: lacking?.line ?? 1, text: lacking?.text ?? "")
  }

  /// The non-blank cards with the line each starts on.
  static func split(_ text: String, cardSeparator: String) -> [(line: Int, text: String)] {
    var cards: [(line: Int, text: String)] = []
    var line = 1
    var rest = text[...]
    while !rest.isEmpty {
      // A String's "\r\n" is one Character, so a CRLF line end is one separator.
      let range =
        cardSeparator == "\n"
        ? rest.firstIndex(where: \.isNewline).map { $0..<rest.index(after: $0) } : rest.range(of: cardSeparator)
      let card = range.map { rest[..<$0.lowerBound] } ?? rest
      if let start = card.firstIndex(where: { !$0.isWhitespace }) {
        cards.append((line + card[..<start].lineBreakCount, String(card)))
      }
      line += (range.map { rest[..<$0.upperBound] } ?? rest).lineBreakCount
      rest = range.map { rest[$0.upperBound...] } ?? ""
    }
    return cards
  }
}
