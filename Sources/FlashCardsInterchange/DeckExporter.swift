import FlashCardsCore

/// Writes a deck for other programs: a table with a header row for spreadsheets (TSV or CSV), or
/// an Anki plain-text file that Anki imports as notes and `decks import` reads back whole.
public enum DeckExporter {
  public static func text(of deck: Deck, format: ExportFormat) -> String {
    let rows = deck.cards.map { [side($0.front), side($0.back)] }
    switch format {
    case .tsv: return CSVRecords.write([["front", "back"]] + rows, delimiter: "\t")
    case .csv: return CSVRecords.write([["front", "back"]] + rows, delimiter: ",")
    case .anki: return ankiHeader(of: deck) + CSVRecords.write(rows, delimiter: "\t", keepingFormulas: true)
    }
  }

  /// Alternate answers joined by " | ", a literal | or \ escaped by a \ (read by `decks import`).
  static func side(_ answers: [String]) -> String {
    answers.map { answer in
      answer.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
    }.joined(separator: " | ")
  }

  /// Anki reads `#separator`, `#html`, `#notetype` and `#deck`; it passes over the other `#`
  /// lines, where the deck's own header is kept for `decks import`.
  private static func ankiHeader(of deck: Deck) -> String {
    var lines = [
      "#separator:tab", "#html:false",
      "#notetype:" + (deck.reverseName == nil ? "Basic" : "Basic (and reversed card)"),
      "#deck:" + deck.name,
      "#flashcards:1",
    ]
    let values: [String: String?] = [
      "name": deck.name, "description": deck.description.isEmpty ? nil : deck.description,
      "question": deck.question == Deck.defaultQuestion ? nil : deck.question,
      "reverse-name": deck.reverseName, "reverse-description": deck.reverseDescription,
      "reverse-question": deck.reverseQuestion == Deck.defaultQuestion ? nil : deck.reverseQuestion,
    ]
    for key in DeckParser.headerKeys {
      if let value = values[key] ?? nil { lines.append("#flashcards-\(key):\(value)") }
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
