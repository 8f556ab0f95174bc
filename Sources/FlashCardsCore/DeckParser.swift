/// One thing wrong with a deck file, on one line (0 when it concerns the whole file).
public struct DeckProblem: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  public var description: String { line > 0 ? "line \(line): \(message)" : message }
}

/// Reads the deck text format (docs/guide/decks.md).
public enum DeckParser {
  public static let headerKeys = [
    "name", "description", "question", "reverse-name", "reverse-description", "reverse-question",
  ]

  /// Past this many, a file is reported as probably not a deck rather than line by line.
  public static let maximumProblems = 100

  /// Parses a deck file's bytes (UTF-8, or UTF-16 with a byte order mark). Every problem found is
  /// returned, in line order, not just the first.
  public static func parse(_ bytes: [UInt8], defaultName: String) -> Result<Deck, DeckFileProblems> {
    var problems: [DeckProblem] = []
    var header: [String: String] = [:]
    var cards: [Card] = []
    var seenFronts: [String: Int] = [:]
    var seenBacks: [String: Int] = [:]

    let (text, encoding) = TextEncoding.utf8(bytes)
    if let refusal = encoding.refusal {
      return .failure(DeckFileProblems(problems: [DeckProblem(line: 0, message: refusal)]))
    }
    let numberedLines = lines(of: text)
    // Room for an answer or two a line, so that the keys are not rehashed as the deck grows.
    seenFronts.reserveCapacity(numberedLines.count)
    seenBacks.reserveCapacity(numberedLines.count)
    cards.reserveCapacity(numberedLines.count)
    for (number, lineBytes) in numberedLines {
      if problems.count == maximumProblems {
        problems.append(
          DeckProblem(
            line: number, message: "stopped checking after \(maximumProblems) problems (is this a deck file?)"))
        break
      }
      let parsed: ParsedLine
      if !cards.isEmpty, let plain = trimmedPlain(lineBytes) {
        // A card line of ASCII (or Latin letters), read from its bytes: no string of the line to
        // validate, trim and copy back into bytes (a fifth of what parsing a deck cost).
        if plain.isEmpty || plain.first == UInt8(ascii: "#") { continue }
        parsed = parseASCIILine(plain)
      } else {
        guard let line = String(validating: lineBytes, as: UTF8.self) else {
          problems.append(DeckProblem(line: number, message: "not valid \(encoding.name) text"))
          continue
        }
        let trimmed = line.trimmingSpaces
        if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
        parsed =
          cards.isEmpty
          ? (knownHeader(trimmed) ?? parseLine(trimmed, headerAllowed: true))
          : parseLine(trimmed, headerAllowed: false)
      }
      switch parsed {
      case .header(let key, let value):
        if let problem = headerProblem(key: key, value: value, header: header) {
          problems.append(DeckProblem(line: number, message: problem))
        } else {
          header[key] = value
        }
      case .card(let front, let back) where front.count == 1 && back.count == 1:
        // Most cards: one answer a side, each key looked up and stored in one step (and taken
        // out again on the rare duplicate), without arrays of keys.
        let (frontKey, backKey) = (AnswerMatcher.key(front[0]), AnswerMatcher.key(back[0]))
        if let earlier = seenFronts.updateValue(number, forKey: frontKey) {
          seenFronts[frontKey] = earlier
          problems.append(duplicateFront(front[0], line: number, earlier: earlier))
        } else if let earlier = seenBacks.updateValue(number, forKey: backKey) {
          seenBacks[backKey] = earlier
          seenFronts[frontKey] = nil
          problems.append(duplicateBack(back[0], line: number, earlier: earlier))
        } else {
          cards.append(Card(front: front, back: back, line: number))
        }
      case .card(let front, let back):
        let card = Card(front: front, back: back, line: number)
        let (frontKeys, backKeys) = (front.map(AnswerMatcher.key), back.map(AnswerMatcher.key))
        if let (text, earlier) = firstSeen(front, keys: frontKeys, in: seenFronts) {
          problems.append(duplicateFront(text, line: number, earlier: earlier))
        } else if let (text, earlier) = firstSeen(back, keys: backKeys, in: seenBacks) {
          problems.append(duplicateBack(text, line: number, earlier: earlier))
        } else {
          for key in frontKeys { seenFronts[key] = number }
          for key in backKeys { seenBacks[key] = number }
          cards.append(card)
        }
      case .problem(let message):
        problems.append(DeckProblem(line: number, message: message))
      }
    }

    if header["name"] == nil, let problem = problem(withName: defaultName) {
      problems.append(
        DeckProblem(
          line: 0, message: "the name taken from the file name, '\(defaultName)', \(problem); give one with 'name:'"))
    }
    if cards.isEmpty && problems.isEmpty {
      problems.append(DeckProblem(line: 0, message: "the deck has no cards (write one per line as FRONT = BACK)"))
    }
    guard problems.isEmpty else { return .failure(DeckFileProblems(problems: problems)) }
    return .success(
      Deck(
        name: header["name"] ?? defaultName,
        description: header["description"] ?? "",
        question: header["question"] ?? Deck.defaultQuestion,
        reverseName: header["reverse-name"],
        reverseDescription: header["reverse-description"],
        reverseQuestion: header["reverse-question"] ?? Deck.defaultQuestion,
        cards: cards))
  }

  /// The deck's `name:` and `reverse-name:`, read from its header alone, without parsing the
  /// cards: for finding a deck by name, where reading every deck whole would cost start-up time.
  /// The header ends at the first line that is not a comment, a blank or a known header line.
  public static func headerNames(in bytes: some Collection<UInt8>) -> (name: String?, reverseName: String?) {
    var names: (name: String?, reverseName: String?) = (nil, nil)
    let (text, encoding) = TextEncoding.utf8(Array(bytes))
    guard encoding.refusal == nil else { return names }
    // Line by line up to the header's end: a listing reads every deck's header, and splitting
    // the whole 64 KB read into lines first was most of it for a small deck.
    var body = text[...]
    while !body.isEmpty {
      let end = body.firstIndex(of: 0x0A) ?? body.endIndex
      var lineBytes = body[body.startIndex..<end]
      if lineBytes.last == 0x0D { lineBytes = lineBytes.dropLast() }
      body = end == body.endIndex ? [] : body[body.index(after: end)...]
      guard let line = String(validating: lineBytes, as: UTF8.self)?.trimmingSpaces else { break }
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard case .header(let key, let value) = knownHeader(line) else { break }
      if key == "name" && names.name == nil { names.name = value }
      if key == "reverse-name" && names.reverseName == nil { names.reverseName = value }
    }
    return names
  }

  /// Why a deck name cannot be played by name, or nil when it can: `flashcards play X` takes X
  /// for a file when it holds a / or ends in .deck or .txt, and for an option when it starts with -.
  public static func problem(withName name: String) -> String? {
    let lowercased = name.lowercased()
    if name.contains("/") { return "cannot contain '/', or 'flashcards play' would take it for a file" }
    if lowercased.hasSuffix(".deck") || lowercased.hasSuffix(".txt") {
      return "cannot end in '.deck' or '.txt', or 'flashcards play' would take it for a file"
    }
    if name.hasPrefix("-") { return "cannot start with '-', or 'flashcards play' would take it for an option" }
    return nil
  }

  /// A card whose front `text` (by its key) a card on line `earlier` already has.
  private static func duplicateFront(_ text: String, line: Int, earlier: Int) -> DeckProblem {
    DeckProblem(line: line, message: "duplicate card: '\(text)' is already on line \(earlier)")
  }

  /// A card whose back `text` (by its key) is an answer of the card on line `earlier`.
  private static func duplicateBack(_ text: String, line: Int, earlier: Int) -> DeckProblem {
    DeckProblem(
      line: line,
      message:
        "duplicate card: '\(text)' is already an answer on line \(earlier), so the reverse question would be ambiguous")
  }

  /// The first of `answers` (whose keys are `keys`) already given on an earlier line, with that line.
  private static func firstSeen(_ answers: [String], keys: [String], in seen: [String: Int]) -> (String, Int)? {
    for (answer, key) in zip(answers, keys) {
      if let line = seen[key] { return (answer, line) }
    }
    return nil
  }

  /// A line that starts with a known header key and a colon is a header, whatever follows
  /// (so a description may hold an =).
  private static func knownHeader(_ line: String) -> ParsedLine? {
    // A line of ASCII is one character a byte: its colon found among the bytes, not by forming
    // characters (every header line of every deck file is looked at twice: its listing, its parse).
    let ascii = line.utf8.allSatisfy { $0 < 0x80 }
    guard let colon = ascii ? line.utf8.firstIndex(of: UInt8(ascii: ":")) : line.firstIndex(of: ":") else { return nil }
    let key = String(line[..<colon]).trimmingSpaces.lowercased()
    guard headerKeys.contains(key) else { return nil }
    return .header(key: key, value: String(line[line.index(after: colon)...]).trimmingSpaces)
  }

  /// Splits UTF-8 (see `TextEncoding.utf8`) on LF and drops a CR before it. Lines are numbered from 1.
  static func lines(of bytes: [UInt8]) -> [(Int, ArraySlice<UInt8>)] {
    var body = bytes[...]
    var result: [(Int, ArraySlice<UInt8>)] = []
    var number = 1
    while !body.isEmpty {
      let end = body.firstIndex(of: 0x0A) ?? body.endIndex
      var line = body[body.startIndex..<end]
      if line.last == 0x0D { line = line.dropLast() }
      result.append((number, line))
      number += 1
      body = end == body.endIndex ? [] : body[body.index(after: end)...]
    }
    return result
  }

  enum ParsedLine: Equatable {
    case header(key: String, value: String)
    case card(front: [String], back: [String])
    case problem(String)
  }

  static func parseLine(_ line: String, headerAllowed: Bool) -> ParsedLine {
    let sides: [[String]]
    do {
      sides = try line.utf8.allSatisfy { $0 < 0x80 } ? Self.sides(ofASCII: Array(line.utf8)[...]) : Self.sides(of: line)
    } catch {
      return .problem(error.message)
    }
    return parsed(sides, line: line, headerAllowed: headerAllowed)
  }

  /// `parseLine` of a line of ASCII after the header, trimmed, from its bytes.
  static func parseASCIILine(_ bytes: ArraySlice<UInt8>) -> ParsedLine {
    do {
      return parsed(try sides(ofASCII: bytes), line: String(decoding: bytes, as: UTF8.self), headerAllowed: false)
    } catch {
      return .problem(error.message)
    }
  }

  /// The bytes of a line without the spaces at either end, when its bytes can be read as
  /// `sides(ofASCII:)` reads them; nil otherwise. They can when each character is ASCII or a
  /// character of U+00A1–U+02FF other than the soft hyphen (Latin letters with their accents:
  /// none of them a space, a mark or a part of another character), and no backslash escapes one.
  static func trimmedPlain(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1] >= 0x80 { return nil }
        index += 1
        continue
      }
      guard index + 1 < bytes.endIndex, (0xC2...0xCB).contains(byte), (0x80...0xBF).contains(bytes[index + 1]),
        byte != 0xC2 || (0xA1...0xBF).contains(bytes[index + 1]) && bytes[index + 1] != 0xAD
      else { return nil }
      index += 2
    }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return [] }
    return bytes[first...last]
  }

  /// A line's answers, as a card or what is wrong with them.
  private static func parsed(_ sides: [[String]], line: @autoclosure () -> String, headerAllowed: Bool) -> ParsedLine {
    if sides.count == 1 {
      return headerOrProblem(line(), headerAllowed: headerAllowed)
    }
    if sides.count > 2 {
      return .problem("more than one '=' on the line (write \\= for a literal =)")
    }
    for (side, answers) in zip(["front", "back"], sides) {
      if answers.allSatisfy(\.isEmpty) { return .problem("the \(side) of the card is empty") }
      if answers.contains(where: \.isEmpty) {
        return .problem("an empty alternate answer on the \(side) of the card (a stray '|'?)")
      }
    }
    return .card(front: sides[0], back: sides[1])
  }

  /// The answers on each side of the `=`s, trimmed, escapes resolved.
  static func sides(of line: String) throws(LineProblem) -> [[String]] {
    var sides: [[String]] = [[]]
    var field = ""
    var iterator = line.makeIterator()
    while let character = iterator.next() {
      switch character {
      case "\\":
        guard let escaped = iterator.next() else { throw .endingBackslash }
        guard "=|#\\".contains(escaped) else { throw .unknownEscape(String(escaped)) }
        field.append(escaped)
      case "|":
        sides[sides.count - 1].append(field.trimmingSpaces)
        field = ""
      case "=":
        sides[sides.count - 1].append(field.trimmingSpaces)
        field = ""
        sides.append([])
      default:
        field.append(character)
      }
    }
    sides[sides.count - 1].append(field.trimmingSpaces)
    return sides
  }

  /// The same for a line of ASCII, byte by byte (each byte is a character there): most decks'
  /// lines, and three times cheaper than walking characters.
  static func sides(ofASCII line: ArraySlice<UInt8>) throws(LineProblem) -> [[String]] {
    // Most lines: "front = back", one '=', no '|' and no escape; cut in two, no field by field.
    if let equals = line.firstIndex(of: UInt8(ascii: "=")),
      !line.contains(where: { $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "\\") }),
      !line[(equals + 1)...].contains(UInt8(ascii: "="))
    {
      return [[String.trimmingASCIISpaces(line[..<equals])], [String.trimmingASCIISpaces(line[(equals + 1)...])]]
    }
    var sides: [[String]] = [[]]
    // A field is cut from the line where it stands; only one holding an escape is copied, from
    // its escape on: copying every byte of every field was most of parsing a line.
    var buffer: [UInt8] = []
    var buffered = false
    var fieldStart = line.startIndex
    var index = line.startIndex
    func endField() {
      sides[sides.count - 1].append(String.trimmingASCIISpaces(buffered ? buffer[...] : line[fieldStart..<index]))
      buffer.removeAll(keepingCapacity: true)
      buffered = false
    }
    while index < line.endIndex {
      let byte = line[index]
      switch byte {
      case UInt8(ascii: "\\"):
        guard index + 1 < line.endIndex else { throw .endingBackslash }
        let escaped = line[index + 1]
        guard "=|#\\".utf8.contains(escaped) else { throw .unknownEscape(String(decoding: [escaped], as: UTF8.self)) }
        if !buffered {
          buffer.append(contentsOf: line[fieldStart..<index])
          buffered = true
        }
        buffer.append(escaped)
        index += 2
        continue
      case UInt8(ascii: "|"):
        endField()
        fieldStart = index + 1
      case UInt8(ascii: "="):
        endField()
        sides.append([])
        fieldStart = index + 1
      default:
        if buffered { buffer.append(byte) }
      }
      index += 1
    }
    endField()
    return sides
  }

  /// Why a line's answers cannot be read.
  struct LineProblem: Error {
    var message: String

    static let endingBackslash = LineProblem(message: "a line cannot end with a single \\ (write \\\\ for a backslash)")

    static func unknownEscape(_ escaped: String) -> LineProblem {
      LineProblem(message: "unknown escape '\\\(escaped)' (only \\= \\| \\# and \\\\ are escapes)")
    }
  }

  private static func headerOrProblem(_ line: String, headerAllowed: Bool) -> ParsedLine {
    if let colon = line.firstIndex(of: ":") {
      let key = String(line[..<colon]).trimmingSpaces
      let isKey = !key.isEmpty && key.allSatisfy { $0.isLetter || $0 == "-" }
      if isKey {
        let value = String(line[line.index(after: colon)...]).trimmingSpaces
        if !headerKeys.contains(key.lowercased()) {
          return .problem("unknown header key '\(key)' (known keys: \(headerKeys.joined(separator: ", ")))")
        }
        if !headerAllowed {
          return .problem("the header line '\(key.lowercased()):' must come before the first card")
        }
        return .header(key: key.lowercased(), value: value)
      }
    }
    return .problem("not a card: expected FRONT = BACK")
  }

  private static func headerProblem(key: String, value: String, header: [String: String]) -> String? {
    if header[key] != nil { return "'\(key):' is given twice" }
    if value.isEmpty { return "'\(key):' has no value" }
    if key.hasSuffix("name"), let problem = problem(withName: value) { return "the \(key) '\(value)' \(problem)" }
    if key.hasSuffix("question") && Deck.placeholderCount(in: value) != 1 {
      return "'\(key):' needs exactly one {placeholder} for the card, as in 'What is the capital of {state}?'"
    }
    return nil
  }
}

/// All the problems of one deck file.
public struct DeckFileProblems: Error, Equatable, Sendable {
  public var problems: [DeckProblem]
}

extension StringProtocol {
  var trimmingSpaces: String {
    if let ascii = asciiTrimmed { return ascii }
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// The same for ASCII text, byte by byte (the white space of ASCII is tab to carriage return and
  /// the space); nil for any other text. Each line and answer of a deck is trimmed.
  private var asciiTrimmed: String? {
    let bytes = Array(utf8)
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    return String.trimmingASCIISpaces(bytes[...])
  }
}

extension String {
  /// ASCII bytes as text without the spaces at either end.
  static func trimmingASCIISpaces(_ bytes: ArraySlice<UInt8>) -> String {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(decoding: bytes[first...last], as: UTF8.self)
  }
}
