import Foundation

/// How an answer was judged.
public enum Verdict: String, Codable, Sendable, CaseIterable {
  /// Typed exactly as listed (surrounding spaces aside).
  case exact
  /// Right once case, spacing, diacritics and punctuation are ignored.
  case normalized
  /// One letter off in an answer of five letters or more: counted right.
  case typo
  case wrong
  /// Left empty or answered `?`: counted wrong.
  case skipped

  public var isCorrect: Bool {
    switch self {
    case .exact, .normalized, .typo: true
    case .wrong, .skipped: false
    }
  }
}

public struct Judgement: Equatable, Sendable {
  public var verdict: Verdict
  /// The accepted answer the typed text was matched against (or the main answer when wrong).
  public var expected: String
  /// When a wrong answer is another card's answer: that card's shown side.
  public var confusedWith: String?

  public init(verdict: Verdict, expected: String, confusedWith: String? = nil) {
    self.verdict = verdict
    self.expected = expected
    self.confusedWith = confusedWith
  }
}

/// Judges typed answers against a card, leniently unless strict.
public struct AnswerMatcher: Sendable {
  public let strict: Bool
  private let direction: Direction
  /// Every answer of the deck, by its comparison key, to the shown side of its card.
  private let cardsByAnswerKey: [String: String]

  public init(deck: Deck, direction: Direction, strict: Bool = false) {
    self.strict = strict
    self.direction = direction
    var index: [String: String] = [:]
    for card in deck.cards {
      for answer in card.answers(in: direction) {
        let key = AnswerMatcher.key(answer)
        if index[key] == nil { index[key] = card.shown(in: direction) }
      }
    }
    cardsByAnswerKey = index
  }

  public static let skipAnswers: Set<String> = ["", "?"]

  public func judge(_ typed: String, for card: Card) -> Judgement {
    let answers = card.answers(in: direction)
    let main = answers[0]
    let text = typed.trimmingSpaces
    // A card whose answer is "?" (a deck of punctuation) can be answered: its own answer comes first.
    if let exact = answers.first(where: { $0 == text }) { return Judgement(verdict: .exact, expected: exact) }
    if AnswerMatcher.skipAnswers.contains(text) { return Judgement(verdict: .skipped, expected: main) }

    let typedKey = AnswerMatcher.key(text)
    let other = cardsByAnswerKey[typedKey].flatMap { $0 == card.shown(in: direction) ? nil : $0 }
    if !strict {
      if let match = answers.first(where: { AnswerMatcher.key($0) == typedKey }) {
        return Judgement(verdict: .normalized, expected: match)
      }
      // Another card's answer is a mix-up, not a typo, even one letter away ("Iceland" for Ireland).
      if other == nil,
        let near = answers.first(where: { AnswerMatcher.isOneTypoAway(typedKey, from: AnswerMatcher.key($0)) })
      {
        return Judgement(verdict: .typo, expected: near)
      }
    }
    return Judgement(verdict: .wrong, expected: main, confusedWith: other)
  }

  /// The text answers are compared by: letters and digits only, lowercased, without diacritics.
  /// "St. Paul", "st paul" and "StPaul" share one key; so do "Bogotá" and "bogota".
  /// Text with no letter or digit ("+", "#") is its own key, spaces aside, so that such cards differ.
  public static func key(_ text: String) -> String {
    asciiKey(text) ?? foldedKey(text)
  }

  /// The key of ASCII text with a letter or digit, without the cost of Unicode decomposition;
  /// nil for any other text.
  private static func asciiKey(_ text: String) -> String? {
    var key: [UInt8] = []
    key.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): key.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): key.append(byte + 32)
      case 0x80...: return nil
      default: continue
      }
    }
    return key.isEmpty ? nil : String(decoding: key, as: UTF8.self)
  }

  private static func foldedKey(_ text: String) -> String {
    var key = String.UnicodeScalarView()
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
      let properties = scalar.properties
      guard properties.isAlphabetic || properties.numericType != nil else { continue }
      if properties.generalCategory == .nonspacingMark { continue }
      key.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
    }
    if key.isEmpty { key.append(contentsOf: text.unicodeScalars.filter { !$0.properties.isWhitespace }) }
    return String(key)
  }

  /// True when `typed` is one insertion, deletion, substitution or swap of neighbours away
  /// from an answer of five or more letters.
  static func isOneTypoAway(_ typed: String, from answer: String) -> Bool {
    let a = Array(typed)
    let b = Array(answer)
    guard b.count >= 5, abs(a.count - b.count) <= 1, a != b else { return false }
    var i = 0
    while i < min(a.count, b.count) && a[i] == b[i] { i += 1 }
    if a.count == b.count {
      if a[(i + 1)...] == b[(i + 1)...] { return true }  // substitution
      return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
    }
    return a.count < b.count ? a[i...] == b[(i + 1)...] : a[(i + 1)...] == b[i...]
  }
}
