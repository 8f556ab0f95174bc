/// Writes a deck in the text format `DeckParser` reads, so that parsing the text gives back the
/// same deck: the one serializer of decks (imports and tests use it).
///
/// Card texts must be single lines without leading or trailing white space (see `isWritable`);
/// `=`, `|`, `#` and `\` in them are escaped.
public enum DeckWriter {
  /// The deck's text: its header, then one card a line.
  public static func text(of deck: Deck) -> String {
    (headerLines(of: deck) + cardOrder(deck.cards).map { line(for: deck.cards[$0]) })
      .map { $0 + "\n" }.joined()
  }

  public static func headerLines(of deck: Deck) -> [String] {
    var lines = ["name: \(deck.name)"]
    if !deck.description.isEmpty { lines.append("description: \(deck.description)") }
    if deck.question != Deck.defaultQuestion { lines.append("question: \(deck.question)") }
    if let reverseName = deck.reverseName { lines.append("reverse-name: \(reverseName)") }
    if let reverseDescription = deck.reverseDescription {
      lines.append("reverse-description: \(reverseDescription)")
    }
    if deck.reverseQuestion != Deck.defaultQuestion { lines.append("reverse-question: \(deck.reverseQuestion)") }
    return lines + [""]
  }

  /// "Minnesota = Saint Paul | St. Paul".
  public static func line(for card: Card) -> String {
    side(card.front) + " = " + side(card.back)
  }

  /// Alternate answers joined by " | ", each escaped.
  public static func side(_ answers: [String]) -> String {
    answers.map(escaped).joined(separator: " | ")
  }

  /// The text with `\`, `=`, `|` and `#` escaped by a backslash.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      if character == "\\" || character == "=" || character == "|" || character == "#" { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// Whether the parser reads `text` back unchanged as one answer: not empty, one line, no white
  /// space at either end (the parser trims it), no control character.
  public static func isWritable(_ text: String) -> Bool {
    guard let first = text.first, let last = text.last, !first.isWhitespace, !last.isWhitespace else { return false }
    return !text.contains(where: \.isNewline) && !text.unicodeScalars.contains(where: \.isControlCharacter)
  }

  /// The order cards are written in: as given, except that a first card whose line would read as
  /// a header line ("name: x = y") goes after the first card that would not. The parser takes a
  /// known `key:` before the first card for a header, and a colon cannot be escaped.
  public static func cardOrder(_ cards: [Card]) -> [Int] {
    let order = Array(cards.indices)
    guard let first = cards.first, readsAsHeader(line(for: first)),
      let plain = cards.indices.first(where: { !readsAsHeader(line(for: cards[$0])) })
    else { return order }
    var reordered = order
    reordered.remove(at: plain)
    reordered.insert(plain, at: 0)
    return reordered
  }

  private static func readsAsHeader(_ line: String) -> Bool {
    guard let colon = line.firstIndex(of: ":") else { return false }
    return DeckParser.headerKeys.contains(line[..<colon].trimmingSpaces.lowercased())
  }
}
