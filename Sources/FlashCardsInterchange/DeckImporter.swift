import FlashCardsCore
import Foundation

/// Makes a deck from an Anki, Quizlet, CSV or TSV export. Pure: the caller reads the file and
/// writes the deck. The deck text it returns has been read back by `DeckParser`: the import
/// never writes a deck that `decks check` would refuse.
public enum DeckImporter {
  public static func importDeck(
    _ bytes: [UInt8], fileName: String, options: ImportOptions, sizeLimit: Int
  ) throws(InterchangeError) -> ImportedDeck {
    let text = try SourceText.decode(bytes)
    let format = resolvedFormat(options, text: text, fileName: fileName)
    var source = try SourceRows(text: text, format: format, options: options)
    var sifter = CardSifter()
    sifter.skip(source.malformed)
    for row in source.rows { sifter.add(row) }

    let name = try checkedName(options.name ?? source.header["name"] ?? slug(fileName), flag: "deck name")
    var reverseName = options.reverseName ?? source.header["reverse-name"]
    if let given = reverseName {
      reverseName = try checkedName(given, flag: "reverse name")
      if DeckName.key(given) == DeckName.key(name) {
        throw .invalidName(flag: "reverse name", name: given, problem: "is the deck's name again: choose another")
      }
    }
    var deck = Deck(
      name: name,
      description: source.header["description"]
        ?? "Imported from \(((fileName as NSString).lastPathComponent).sanitizedAnswer())",
      question: options.question ?? source.header["question"] ?? Deck.defaultQuestion,
      reverseName: reverseName,
      reverseDescription: source.header["reverse-description"],
      reverseQuestion: options.reverseQuestion ?? source.header["reverse-question"] ?? Deck.defaultQuestion,
      cards: [])

    // The sifter leaves out what the parser would refuse; should the parser still refuse a card,
    // that card is skipped with the parser's reason and the rest read again.
    while true {
      deck.cards = sifter.cards
      guard !deck.cards.isEmpty else {
        throw .noCards(
          skipped: sifter.skipped.count, firstReason: sifter.skipped.min { $0.line < $1.line }.map(describe))
      }
      let written = DeckWriter.text(of: deck)
      if written.utf8.count > sizeLimit { throw .tooLarge(bytes: written.utf8.count, limit: sizeLimit) }
      switch DeckParser.parse(Array(written.utf8), defaultName: name) {
      case .success(let parsed):
        try checkReadBack(parsed, of: deck)
        source.notes += mediaNote(source.mediaLines)
        if options.format == .auto { source.notes.insert(format.readAs, at: 0) }
        return ImportedDeck(
          deck: deck, text: written, format: format, skipped: sifter.skipped.sorted { $0.line < $1.line },
          notes: source.notes)
      case .failure(let failure):
        let cardLines = cardLinesByDeckLine(deck)
        for problem in failure.problems {
          guard let line = cardLines[problem.line] else { throw .invalidHeader(problem.message) }
          sifter.refuse(line: line, reason: problem.message)
        }
      }
    }
  }

  /// "line 4: the back is empty".
  static func describe(_ skipped: SkippedLine) -> String { "line \(skipped.line): \(skipped.reason)" }

  static func resolvedFormat(_ options: ImportOptions, text: String, fileName: String) -> ImportFormat {
    guard options.format == .auto else { return options.format }
    if options.separator != nil || options.cardSeparator != nil { return .quizlet }
    return ImportFormat.detected(text: text, fileName: fileName)
  }

  /// A deck name from a file name: "Spanish Verbs (2024).txt" → "spanish-verbs-2024".
  public static func slug(_ fileName: String) -> String {
    let stem = ((fileName as NSString).lastPathComponent as NSString).deletingPathExtension
    var slug = ""
    for character in stem.lowercased() {
      if character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    return slug.isEmpty ? "imported" : slug
  }

  /// The name in the form it is stored in (`DeckName.stored`), when a deck can have it. Checked in
  /// that form: NFC makes a few characters others ("\u{212A}", Kelvin, is "K").
  private static func checkedName(_ given: String, flag: String) throws(InterchangeError) -> String {
    let name = DeckName.stored(given)
    guard DeckWriter.isWritable(name) else {
      throw .invalidName(flag: flag, name: given, problem: "must be one line of text, not blank")
    }
    if let problem = DeckParser.problem(withName: name) {
      throw .invalidName(flag: flag, name: given, problem: problem)
    }
    return name
  }

  /// The line of the imported file each card's deck line came from.
  private static func cardLinesByDeckLine(_ deck: Deck) -> [Int: Int] {
    let headerCount = DeckWriter.headerLines(of: deck).count
    var lines: [Int: Int] = [:]
    for (position, index) in DeckWriter.cardOrder(deck.cards).enumerated() {
      lines[headerCount + position + 1] = deck.cards[index].line
    }
    return lines
  }

  private static func checkReadBack(_ parsed: Deck, of deck: Deck) throws(InterchangeError) {
    let expected = DeckWriter.cardOrder(deck.cards).map { deck.cards[$0] }
    for (read, card) in zip(parsed.cards, expected) where read.front != card.front || read.back != card.back {
      throw .notReadBack(line: card.line)
    }
    if parsed.cards.count != expected.count || parsed.name != deck.name || parsed.question != deck.question
      || parsed.reverseName != deck.reverseName || parsed.reverseQuestion != deck.reverseQuestion
    {
      throw .notReadBack(line: expected.first?.line ?? 0)
    }
  }

  private static func mediaNote(_ lines: [Int]) -> [String] {
    guard !lines.isEmpty else { return [] }
    let shown = lines.prefix(10).map(String.init).joined(separator: ", ") + (lines.count > 10 ? ", ..." : "")
    return [
      "dropped the sound and image references of \(lines.count.counted("line")) (\(shown)): a terminal cannot play or show them"
    ]
  }
}
