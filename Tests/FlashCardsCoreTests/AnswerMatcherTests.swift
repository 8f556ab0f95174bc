import Testing

@testable import FlashCardsCore

/// How typed answers are judged against the capitals of `TestDecks.capitals`.
@Suite struct AnswerMatcherTests {
  /// One typed answer to the card whose front is `front`, and how it must be judged.
  struct Case: Sendable, CustomTestStringConvertible {
    var front: String
    var typed: String
    var verdict: Verdict
    var expected: String
    var why: String

    init(_ why: String, _ front: String, _ typed: String, _ verdict: Verdict, _ expected: String) {
      self.why = why
      self.front = front
      self.typed = typed
      self.verdict = verdict
      self.expected = expected
    }

    var testDescription: String { "\(why): '\(typed)' for \(front)" }
  }

  static let lenientCases: [Case] = [
    Case("exact", "Texas", "Austin", .exact, "Austin"),
    Case("surrounding spaces", "Texas", "   Austin  ", .exact, "Austin"),
    Case("lower case", "Texas", "austin", .normalized, "Austin"),
    Case("upper case", "Texas", "AUSTIN", .normalized, "Austin"),
    Case("repeated spaces", "Utah", "Salt   Lake  City", .exact, "Salt Lake City"),
    Case("no spaces", "Utah", "saltlakecity", .normalized, "Salt Lake City"),
    Case("accent left out", "Colombia", "Bogota", .normalized, "Bogotá"),
    Case("accent in lower case", "Colombia", "bogotá", .normalized, "Bogotá"),
    Case("punctuation left out", "Minnesota", "St Paul", .normalized, "St. Paul"),
    Case("main answer", "Minnesota", "Saint Paul", .exact, "Saint Paul"),
    Case("alternate", "Minnesota", "St. Paul", .exact, "St. Paul"),
    Case("alternate in lower case", "Ukraine", "kiev", .normalized, "Kiev"),
    Case("one letter substituted", "California", "Sacremento", .typo, "Sacramento"),
    Case("one letter inserted", "California", "Sacramentoo", .typo, "Sacramento"),
    Case("one letter left out", "California", "Sacrmento", .typo, "Sacramento"),
    Case("neighbours swapped", "California", "Scaramento", .typo, "Sacramento"),
    Case("last letter left out", "California", "Sacrament", .typo, "Sacramento"),
    Case("typo and case", "California", "sacremento", .typo, "Sacramento"),
    Case("typo in a longer answer", "Missouri", "Jeferson City", .typo, "Jefferson City"),
    Case("typo in a five-letter answer", "Delaware", "Dovr", .typo, "Dover"),
    Case("typo in a four-letter answer", "Italy", "Rone", .wrong, "Rome"),
    Case("swap in a four-letter answer", "Norway", "Olso", .wrong, "Oslo"),
    Case("two typos", "California", "Sacremenot", .wrong, "Sacramento"),
    Case("two letters substituted", "California", "Sacremente", .wrong, "Sacramento"),
    Case("another city", "Texas", "Dallas", .wrong, "Austin"),
    Case("wrong answer to a card with alternates", "Minnesota", "Minneapolis", .wrong, "Saint Paul"),
    Case("empty", "Texas", "", .skipped, "Austin"),
    Case("only spaces", "Texas", "  ", .skipped, "Austin"),
    Case("question mark", "Texas", "?", .skipped, "Austin"),
    Case("question mark in spaces", "Minnesota", " ? ", .skipped, "Saint Paul"),
  ]

  @Test(arguments: lenientCases)
  func lenientJudging(_ test: Case) throws {
    let matcher = AnswerMatcher(deck: TestDecks.capitals, direction: .forward)
    let judgement = matcher.judge(test.typed, for: try TestDecks.card(test.front))

    #expect(judgement.verdict == test.verdict)
    #expect(judgement.expected == test.expected)
  }

  static let strictCases: [Case] = [
    Case("exact", "Texas", "Austin", .exact, "Austin"),
    Case("surrounding spaces", "Texas", " Austin ", .exact, "Austin"),
    Case("exact alternate", "Minnesota", "St. Paul", .exact, "St. Paul"),
    Case("exact accent", "Colombia", "Bogotá", .exact, "Bogotá"),
    Case("lower case", "Texas", "austin", .wrong, "Austin"),
    Case("accent left out", "Colombia", "Bogota", .wrong, "Bogotá"),
    Case("punctuation left out", "Minnesota", "St Paul", .wrong, "Saint Paul"),
    Case("typo", "California", "Sacremento", .wrong, "Sacramento"),
    Case("empty", "Texas", "", .skipped, "Austin"),
  ]

  @Test(arguments: strictCases)
  func strictJudging(_ test: Case) throws {
    let matcher = AnswerMatcher(deck: TestDecks.capitals, direction: .forward, strict: true)
    let judgement = matcher.judge(test.typed, for: try TestDecks.card(test.front))

    #expect(judgement.verdict == test.verdict)
    #expect(judgement.expected == test.expected)
  }

  @Test(arguments: [
    ("Bogota", "Bogotá"), ("Bogotá", "Bogota"), ("Reykjavik", "Reykjavík"), ("Zurich", "Zürich"),
  ])
  func diacriticsAreIgnoredBothWays(typed: String, answer: String) {
    let card = Card(front: ["Somewhere"], back: [answer])
    let matcher = AnswerMatcher(deck: Deck(name: "d", cards: [card]), direction: .forward)

    #expect(matcher.judge(typed, for: card) == Judgement(verdict: .normalized, expected: answer))
  }

  @Test func onlyRightAnswersCount() {
    #expect(Verdict.allCases.filter(\.isCorrect) == [.exact, .normalized, .typo, .overruled])
  }

  // MARK: Confusions

  @Test func anotherCardsAnswerNamesThatCard() throws {
    let matcher = AnswerMatcher(deck: TestDecks.capitals, direction: .forward)
    let missouri = try TestDecks.card("Missouri")

    #expect(
      matcher.judge("Springfield", for: missouri)
        == Judgement(verdict: .wrong, expected: "Jefferson City", confusedWith: "Illinois"))
    #expect(matcher.judge("springfield", for: missouri).confusedWith == "Illinois")
    #expect(matcher.judge("St Paul", for: missouri).confusedWith == "Minnesota", "alternates count too")
  }

  @Test func anotherCardsAnswerNamesThatCardInReverse() throws {
    let matcher = AnswerMatcher(deck: TestDecks.capitals, direction: .reverse)
    let missouri = try TestDecks.card("Missouri")

    #expect(
      matcher.judge("Illinois", for: missouri)
        == Judgement(verdict: .wrong, expected: "Missouri", confusedWith: "Springfield"))
  }

  @Test func aStrictGameStillNamesTheConfusedCard() throws {
    let matcher = AnswerMatcher(deck: TestDecks.capitals, direction: .forward, strict: true)

    #expect(matcher.judge("springfield", for: try TestDecks.card("Missouri")).confusedWith == "Illinois")
  }

  @Test func aWrongAnswerThatIsNoCardsAnswerNamesNone() throws {
    let matcher = AnswerMatcher(deck: TestDecks.capitals, direction: .forward)

    #expect(matcher.judge("Kansas City", for: try TestDecks.card("Missouri")).confusedWith == nil)
    #expect(matcher.judge("", for: try TestDecks.card("Missouri")).confusedWith == nil)
  }

  @Test func anotherCardsAnswerOneLetterAwayIsWrongNotATypo() throws {
    let matcher = AnswerMatcher(deck: TestDecks.capitals, direction: .reverse)
    let ireland = try TestDecks.card("Ireland")

    #expect(
      matcher.judge("Iceland", for: ireland)
        == Judgement(verdict: .wrong, expected: "Ireland", confusedWith: "Reykjavík"))
    #expect(matcher.judge("Irelnad", for: ireland) == Judgement(verdict: .typo, expected: "Ireland"))
  }

  // MARK: Comparison key

  @Test(arguments: [
    ("St. Paul", "saintpaul"), ("  Saint  Paul ", "saintpaul"), ("Bogotá", "bogota"), ("Ångström", "angstrom"),
    ("Naypyidaw", "naypyidaw"), ("R2-D2", "r2d2"),
  ])
  func theComparisonKeyKeepsLowercaseLettersAndDigitsWithAbbreviationsSpelledOut(text: String, key: String) {
    #expect(AnswerMatcher.key(text) == key)
  }

  @Test func textWithoutLettersOrDigitsIsComparedAsTyped() {
    #expect(AnswerMatcher.key("+") != AnswerMatcher.key("-"))
    #expect(AnswerMatcher.key(" # ") == AnswerMatcher.key("#"))
  }
}

@Suite struct QuestionMarkAnswerTests {
  @Test func aCardWhoseAnswerIsAQuestionMarkCanBeAnsweredRight() {
    let deck = Deck(
      name: "marks", cards: [Card(front: ["question mark"], back: ["?"]), Card(front: ["dot"], back: ["."])])
    let matcher = AnswerMatcher(deck: deck, direction: .forward)
    #expect(matcher.judge("?", for: deck.cards[0]).verdict == .exact)
    #expect(matcher.judge("?", for: deck.cards[1]).verdict == .skipped)
  }
}
