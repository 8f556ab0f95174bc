import Foundation

/// How an answer was judged.
public enum Verdict: String, Codable, Sendable, CaseIterable {
  /// Typed exactly as listed (surrounding spaces aside).
  case exact
  /// Right once case, spacing, diacritics, punctuation and the equivalences of `AnswerKey` are ignored.
  case normalized
  /// One letter off in an answer of five letters or more: counted right.
  case typo
  case wrong
  /// Left empty or answered `?`: counted wrong.
  case skipped
  /// Judged wrong, then declared right by the player: counted right, and kept apart so that
  /// history and stats can tell the player's word from the matcher's.
  case overruled

  /// Counted right, and so recalled (true retention, calibration, the review's grade): the one
  /// source of the rule, from which the store's SQL is generated (StoredRules).
  public var isCorrect: Bool {
    switch self {
    case .exact, .normalized, .typo, .overruled: true
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
  /// When a wrong answer is another card's answer with a typo ("Bismark"): that answer as the
  /// deck spells it ("Bismarck").
  public var confusedAnswer: String?

  public init(verdict: Verdict, expected: String, confusedWith: String? = nil, confusedAnswer: String? = nil) {
    self.verdict = verdict
    self.expected = expected
    self.confusedWith = confusedWith
    self.confusedAnswer = confusedAnswer
  }
}

/// Judges typed answers against a card, leniently unless strict.
public struct AnswerMatcher: Sendable {
  public let strict: Bool
  private let direction: Direction
  /// Every answer of the deck, by its comparison key, to the shown side of its card.
  private let cardsByAnswerKey: [String: String]
  /// The same answers grouped by the length of their key, to find the ones a letter away.
  private let answerKeysByLength: [Int: [AnswerNearby]]

  public init(deck: Deck, direction: Direction, strict: Bool = false) {
    self.strict = strict
    self.direction = direction
    var index: [String: String] = [:]
    var byLength: [Int: [AnswerNearby]] = [:]
    for card in deck.cards {
      for answer in card.answers(in: direction) {
        let key = AnswerMatcher.key(answer)
        if index[key] == nil { index[key] = card.shown(in: direction) }
        let nearby = AnswerNearby(key: Array(key), card: card.shown(in: direction), answer: answer)
        byLength[key.count, default: []].append(nearby)
      }
    }
    cardsByAnswerKey = index
    answerKeysByLength = byLength
  }

  public static let skipAnswers: Set<String> = ["", "?"]

  public func judge(_ typed: String, for card: Card) -> Judgement {
    let answers = card.answers(in: direction)
    let main = answers[0]
    // Spacing is no part of spelling, even in a strict game: "Salt  Lake City" is exact.
    let text = typed.spacesFolded
    // A card whose answer is "?" (a deck of punctuation) can be answered: its own answer comes first.
    if let exact = answers.first(where: { $0 == text }) { return Judgement(verdict: .exact, expected: exact) }
    if AnswerMatcher.skipAnswers.contains(text) { return Judgement(verdict: .skipped, expected: main) }

    let typedKey = AnswerKey(text)
    let shown = card.shown(in: direction)
    let other = cardsByAnswerKey[typedKey.canonical].flatMap { $0 == shown ? nil : $0 }
    if !strict {
      let keys = answers.map(AnswerKey.init)
      // Of the answers that match, the one written the same way ("St Paul" matches St. Paul
      // before Saint Paul) is the one shown.
      if let match = keys.firstIndex(where: { $0.literal == typedKey.literal })
        ?? keys.firstIndex(where: { $0.canonical == typedKey.canonical })
      {
        return Judgement(verdict: .normalized, expected: answers[match])
      }
      if other == nil, let near = keys.firstIndex(where: { AnswerMatcher.isOneTypoAway(typedKey, from: $0) }) {
        // A typo is never another card's answer: when another card's answer is as close
        // ("Iceland" for Ireland, "Kingston" for Kingstown), the answer is that mix-up, wrong.
        if let nearOther = answersOneEditAway(from: typedKey, except: shown).first {
          return Judgement(
            verdict: .wrong, expected: main, confusedWith: nearOther.card, confusedAnswer: nearOther.answer)
        }
        return Judgement(verdict: .typo, expected: answers[near])
      }
      // Another card's answer with a typo ("Bismark" for New Mexico) is that mix-up, when only
      // one card's answer is that close and it is long enough to allow a typo.
      if other == nil {
        let near = answersOneEditAway(from: typedKey, except: shown).filter { $0.key.count >= 5 }
        if let mixUp = near.first, near.allSatisfy({ $0.card == mixUp.card }) {
          return Judgement(verdict: .wrong, expected: main, confusedWith: mixUp.card, confusedAnswer: mixUp.answer)
        }
      }
    }
    return Judgement(verdict: .wrong, expected: main, confusedWith: other)
  }

  /// The comparison key of a text: see `AnswerKey`. "St. Paul", "saint paul" and "SaintPaul"
  /// share one key; so do "Bogotá" and "bogota", and "The Gambia" and "gambia".
  public static func key(_ text: String) -> String {
    AnswerKey.of(text)
  }

  /// An answer of the deck, by its comparison key, with its card's shown side.
  private struct AnswerNearby {
    var key: [Character]
    var card: String
    var answer: String
  }

  /// The answers of other cards one letter away from the typed text.
  private func answersOneEditAway(from typed: AnswerKey, except shown: String) -> [AnswerNearby] {
    var found: [AnswerNearby] = []
    let forms = typed.canonical == typed.literal ? [typed.canonical] : [typed.canonical, typed.literal]
    for form in forms.map(Array.init) {
      for length in (form.count - 1)...(form.count + 1) {
        for answer in answerKeysByLength[length] ?? [] where answer.card != shown {
          if AnswerMatcher.isOneEditAway(form, from: answer.key) { found.append(answer) }
        }
      }
    }
    return found
  }

  /// True when the typed text is one insertion, deletion, substitution or swap of neighbours
  /// away from an answer of five or more letters, in any form of their keys.
  static func isOneTypoAway(_ typed: AnswerKey, from answer: AnswerKey) -> Bool {
    answer.canonical.count >= 5
      && zip(typed.forms, answer.forms).contains { isOneEditAway(Array($0), from: Array($1)) }
  }

  /// True when `a` is one insertion, deletion, substitution or swap of neighbours away from `b`.
  static func isOneEditAway(_ a: [Character], from b: [Character]) -> Bool {
    guard abs(a.count - b.count) <= 1, a != b else { return false }
    var i = 0
    while i < min(a.count, b.count) && a[i] == b[i] { i += 1 }
    if a.count == b.count {
      if a[(i + 1)...] == b[(i + 1)...] { return true }  // substitution
      return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
    }
    return a.count < b.count ? a[i...] == b[(i + 1)...] : a[(i + 1)...] == b[i...]
  }
}
