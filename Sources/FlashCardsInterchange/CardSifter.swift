import FlashCardsCore

/// Turns the rows read from a file into cards a deck can hold, leaving out (with the reason) rows
/// with an empty or overlong side and rows whose front, or back, another card already has: each
/// side is asked, so two cards sharing one would make a question with two answers.
struct CardSifter {
  /// A row of the file: its line, and each side's answers as read (alternates only in files
  /// written by `decks export --format anki`).
  struct Row {
    var line: Int
    var front: [String]
    var back: [String]
  }

  /// Past this many characters a side is not something to type as an answer.
  static let maximumSideLength = 500

  private(set) var cards: [Card] = []
  private(set) var skipped: [SkippedLine] = []
  private var fronts: [String: Int] = [:]
  private var backs: [String: Int] = [:]
  /// The main answers of each card, front then back, by line.
  private var pairs: [[String]: Int] = [:]

  mutating func add(_ row: Row) {
    let front = row.front.map { $0.sanitizedAnswer(limit: .max).spacesFolded }
    let back = row.back.map { $0.sanitizedAnswer(limit: .max).spacesFolded }
    if let reason = Self.problem(front, side: "front") ?? Self.problem(back, side: "back")
      ?? mirrored(front: front, back: back)
      ?? repeated(front, in: fronts, side: "front") ?? repeated(back, in: backs, side: "back")
    {
      skipped.append(SkippedLine(line: row.line, reason: reason))
      return
    }
    for answer in front { fronts[AnswerMatcher.key(answer)] = row.line }
    for answer in back { backs[AnswerMatcher.key(answer)] = row.line }
    pairs[Self.pair(front[0], back[0])] = row.line
    cards.append(Card(front: front, back: back, line: row.line))
  }

  private static func problem(_ answers: [String], side: String) -> String? {
    if answers.allSatisfy(\.isEmpty) { return "the \(side) is empty" }
    if answers.contains(where: \.isEmpty) { return "an alternate answer on the \(side) is empty" }
    if answers.contains(where: { $0.count > maximumSideLength }) {
      return "the \(side) is longer than \(maximumSideLength) characters"
    }
    return nil
  }

  /// A card that is another one turned round, as Anki's "Cards in Plain Text" lists both cards of a
  /// reversed note: every deck is asked both ways already.
  private func mirrored(front: [String], back: [String]) -> String? {
    guard let line = pairs[Self.pair(back[0], front[0])] else { return nil }
    return "the reverse of line \(line): every deck can be played the other way round (play --reverse)"
  }

  private static func pair(_ front: String, _ back: String) -> [String] {
    [AnswerMatcher.key(front), AnswerMatcher.key(back)]
  }

  private func repeated(_ answers: [String], in seen: [String: Int], side: String) -> String? {
    for answer in answers {
      guard let line = seen[AnswerMatcher.key(answer)] else { continue }
      let excerpt = InterchangeError.excerpt(answer)
      return side == "front"
        ? "duplicate: '\(excerpt)' is already the front of line \(line)"
        : "'\(excerpt)' is already the back of line \(line), so asking the other way round would be ambiguous"
    }
    return nil
  }

  /// Lines left out before they became rows (a row whose quotes break the format).
  mutating func skip(_ lines: [SkippedLine]) {
    skipped += lines
  }

  /// Removes the card read from `line`, with the reason, when the deck parser refuses it.
  mutating func refuse(line: Int, reason: String) {
    cards.removeAll { $0.line == line }
    skipped.append(SkippedLine(line: line, reason: reason))
  }
}
