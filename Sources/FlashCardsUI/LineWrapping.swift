import FlashCardsCore

extension String {
  /// The text as lines of at most `width` display columns, broken at spaces. A line that goes on
  /// is indented two more than an indented line it continues (an item of a list, a verdict), as
  /// much as a paragraph that starts at the margin; a colour open at a break is closed at the end
  /// of the line and opened again on the next, so no escape sequence is ever split. Only a word
  /// wider than a whole line (a path, a run of CJK) is broken inside, where it must be.
  public func wrapped(toWidth width: Int) -> [String] {
    // Splitting compares every Character with "\n", at every table line: a text without the
    // byte has no line break to split at.
    let lines = utf8.contains(0x0A) ? split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [self]
    return lines.flatMap { line in
      line.visibleColumns(upTo: min(width, .max - 1) + 1) > width ? LineWrapper(width: width).wrap(line) : [line]
    }
  }

  /// A prompt wrapped like a line (see `wrapped(toWidth:)`): the lines to write before reading,
  /// each with its newline, and the last one to prompt with, keeping the space it ends with. The
  /// line editor would otherwise break a long question wherever the width falls, mid-word.
  public func promptWrapped(toWidth width: Int) -> (before: String, prompt: String) {
    let lines = wrapped(toWidth: width)
    guard lines.count > 1, let last = lines.last else { return ("", self) }
    let trailing = String(reversed().prefix { $0 == " " })
    return (lines.dropLast().map { $0 + "\n" }.joined(), last + trailing)
  }

  /// The display columns outside colour codes, counted up to `limit`.
  func visibleColumns(upTo limit: Int = .max) -> Int {
    // No colour code and every character one column: the byte count (see `isPrintableASCII`).
    if isPrintableASCII { return limit > 0 ? min(utf8.count, limit) : 0 }
    var (visible, inCode) = (0, false)
    for character in self where visible < limit {
      if character == "\u{1B}" { inCode = true }
      if inCode {
        if character.isLetter { inCode = false }  // "m" ends a colour code
      } else {
        visible += character.displayWidth
      }
    }
    return visible
  }
}

extension Array where Element == String {
  /// Every line wrapped to `width` (see `String.wrapped(toWidth:)`).
  public func wrapped(toWidth width: Int) -> [String] {
    flatMap { $0.wrapped(toWidth: width) }
  }
}

private struct LineWrapper {
  let width: Int
  private var lines: [String] = []
  private var current = ""
  private var columns = 0
  private var hasWord = false
  private var indent = 0
  /// The colour codes in force at the end of `current`.
  private var openCodes = ""

  init(width: Int) {
    self.width = width
  }

  consuming func wrap(_ line: String) -> [String] {
    let words = Self.words(of: line)
    let leading = words.first?.gap ?? 0
    let hanging = leading > 0 ? leading + 2 : 0
    indent = hanging <= width / 2 ? hanging : 0
    for word in words {
      if hasWord && columns + word.gap + word.columns > width { breakLine() }
      let gap = hasWord || lines.isEmpty ? word.gap : 0
      current += String(repeating: " ", count: gap)
      columns += gap
      append(word.text)
      hasWord = true
    }
    lines.append(current)
    return lines
  }

  /// Appends a word, breaking it only where it overflows a line on its own.
  private mutating func append(_ word: String) {
    var code = ""
    for character in word {
      if character == "\u{1B}" || !code.isEmpty {
        code.append(character)
        if character.isLetter {
          openCodes = code == "\u{1B}[0m" || code == "\u{1B}[m" ? "" : openCodes + code
          current += code
          code = ""
        }
        continue
      }
      if columns + character.displayWidth > width && columns > indent { breakLine() }
      current.append(character)
      columns += character.displayWidth
    }
    current += code
  }

  private mutating func breakLine() {
    lines.append(current + (openCodes.isEmpty ? "" : "\u{1B}[0m"))
    current = String(repeating: " ", count: indent) + openCodes
    columns = indent
    hasWord = false
  }

  /// The words of a line, each with the spaces before it and its display columns.
  private static func words(of line: String) -> [(gap: Int, text: String, columns: Int)] {
    var words: [(gap: Int, text: String, columns: Int)] = []
    var (gap, text, columns, inCode) = (0, "", 0, false)
    for character in line {
      if character == "\u{1B}" { inCode = true }
      if inCode {
        text.append(character)
        if character.isLetter { inCode = false }
      } else if character == " " {
        if !text.isEmpty { words.append((gap, text, columns)) }
        if !text.isEmpty { (gap, text, columns) = (0, "", 0) }
        gap += 1
      } else {
        text.append(character)
        columns += character.displayWidth
      }
    }
    if !text.isEmpty { words.append((gap, text, columns)) }
    return words
  }
}
