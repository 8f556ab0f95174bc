import Foundation

@testable import FlashCardsCore

/// A seeded, realistic set of typed answers for a deck played one way: the answers a person would
/// accept, written the ways people type them, and wrong answers a person would reject.
struct TypedAnswers {
  enum Kind: String, CaseIterable, Sendable {
    // Acceptable.
    case exact, alternate, lowercase, uppercase, noAccents, spacing, noSpaces, hyphens, punctuation
    case deletion, insertion, substitution, transposition, saint, article, ampersand
    // Wrong.
    case otherCard, largestCity, twoTypos, similarCountry

    var isAcceptable: Bool {
      ![.otherCard, .largestCity, .twoTypos, .similarCountry].contains(self)
    }
  }

  struct Sample: Sendable {
    var card: Card
    var typed: String
    var kind: Kind
  }

  let deck: Deck
  let direction: Direction
  var generator: SeededGenerator

  /// Every sample for every card of the deck.
  mutating func samples(largestCities: [String: [String]], similar: [String: [String]]) -> [Sample] {
    var samples: [Sample] = []
    for (index, card) in deck.cards.enumerated() {
      let answers = card.answers(in: direction)
      var add = { (typed: String, kind: Kind) in samples.append(Sample(card: card, typed: typed, kind: kind)) }
      for answer in answers { acceptable(answer, isMain: answer == answers[0], add: &add) }
      wrong(card, index: index, largestCities: largestCities[card.front[0]] ?? [], add: &add)
      for name in similar[card.front[0]] ?? [] where direction == .reverse { add(name, .similarCountry) }
    }
    return samples
  }

  private mutating func acceptable(_ answer: String, isMain: Bool, add: inout (String, Kind) -> Void) {
    add(answer, isMain ? .exact : .alternate)
    add(answer.lowercased(), .lowercase)
    add(answer.uppercased(), .uppercase)
    let plain = Self.withoutAccents(answer)
    if plain != answer { add(plain, .noAccents); add(plain.lowercased(), .noAccents) }
    add("  " + answer.replacingOccurrences(of: " ", with: "  ") + " ", .spacing)
    if answer.contains(" ") { add(answer.replacingOccurrences(of: " ", with: "").lowercased(), .noSpaces) }
    if answer.contains(" ") { add(answer.replacingOccurrences(of: " ", with: "-"), .hyphens) }
    if answer.contains("-") { add(answer.replacingOccurrences(of: "-", with: " "), .hyphens) }
    let unpunctuated = String(answer.filter { !"'.,’".contains($0) })
    if unpunctuated != answer { add(unpunctuated, .punctuation); add(unpunctuated.lowercased(), .punctuation) }
    for (from, to) in [("Saint ", "St. "), ("Saint ", "St "), ("St. ", "Saint "), ("St. ", "St "), ("Mount ", "Mt. ")]
    where answer.contains(from) {
      let abbreviated = answer.replacingOccurrences(of: from, with: to)
      add(abbreviated, .saint)
      add(Self.withoutAccents(abbreviated).lowercased(), .saint)
    }
    if answer.hasPrefix("The ") {
      add(String(answer.dropFirst(4)), .article)
      add(String(answer.dropFirst(4)).lowercased(), .article)
    }
    if direction == .reverse && !answer.hasPrefix("The ")
      && ["Netherlands", "Philippines", "Bahamas", "Gambia", "Republic", "Kingdom", "States", "Islands", "Emirates"]
        .contains(where: { answer.hasSuffix($0) || answer.hasPrefix($0) })
    {
      add("The " + answer, .article)
      add("the " + answer.lowercased(), .article)
    }
    if answer.contains(" and ") {
      add(answer.replacingOccurrences(of: " and ", with: " & "), .ampersand)
      add(Self.withoutAccents(answer).lowercased().replacingOccurrences(of: " and ", with: "&"), .ampersand)
    }
    guard AnswerMatcher.key(answer).count >= 5 else { return }
    for kind in [Kind.deletion, .insertion, .substitution, .transposition] {
      if let typo = typo(kind, in: answer) { add(generator.next() % 2 == 0 ? typo : typo.lowercased(), kind) }
    }
  }

  private mutating func wrong(_ card: Card, index: Int, largestCities: [String], add: inout (String, Kind) -> Void) {
    for _ in 0..<3 {
      let other = Int(generator.next() % UInt64(deck.cards.count))
      guard other != index else { continue }
      let answer = deck.cards[other].answers(in: direction)[0]
      add(generator.next() % 2 == 0 ? answer : Self.withoutAccents(answer).lowercased(), .otherCard)
    }
    if direction == .forward { for city in largestCities { add(city, .largestCity) } }
    let main = card.answers(in: direction)[0]
    let answers = card.answers(in: direction)
    let keys = answers.map { Array(AnswerMatcher.key($0)) } + answers.map(Self.letters)
    guard (4...7).contains(AnswerMatcher.key(main).count) else { return }
    for _ in 0..<2 {
      guard let once = typo(.substitution, in: main),
        let twice = typo([.deletion, .insertion, .substitution][Int(generator.next() % 3)], in: once)
      else { continue }
      let typed = [Array(AnswerMatcher.key(twice)), Self.letters(twice)]
      if typed.allSatisfy({ form in keys.allSatisfy { Self.distance(form, $0) >= 2 } }) { add(twice, .twoTypos) }
    }
  }

  /// One typo of a kind at a random letter, or nil when the answer has no room for it.
  private mutating func typo(_ kind: Kind, in answer: String) -> String? {
    var letters = Array(answer)
    let positions = letters.indices.filter { letters[$0].isLetter }
    guard positions.count >= 2 else { return nil }
    let at = positions[Int(generator.next() % UInt64(positions.count))]
    let letter = Character(Unicode.Scalar(UInt8(97 + generator.next() % 26)))
    switch kind {
    case .deletion: letters.remove(at: at)
    case .insertion: letters.insert(letter, at: at + 1)
    case .substitution:
      guard letter != Character(letters[at].lowercased()) else { return nil }
      letters[at] = letters[at].isUppercase ? Character(letter.uppercased()) : letter
    case .transposition:
      guard at + 1 < letters.count, letters[at + 1].isLetter, letters[at] != letters[at + 1] else { return nil }
      letters.swapAt(at, at + 1)
    default: return nil
    }
    return String(letters)
  }

  /// The letters and digits of a text as written, lowercased: "The Gambia" is "thegambia".
  static func letters(_ text: String) -> [Character] {
    Array(withoutAccents(text).lowercased().filter { $0.isLetter || $0.isNumber })
  }

  static func withoutAccents(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
          $0.properties.generalCategory != .nonspacingMark
        }))
  }

  /// Edit distance with swaps of neighbours (optimal string alignment).
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
