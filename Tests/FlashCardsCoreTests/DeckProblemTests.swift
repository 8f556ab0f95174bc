import Testing

@testable import FlashCardsCore

/// Deck files that do not parse: every problem, on its line, in a sentence a user can act on.
@Suite struct DeckProblemTests {
  /// A deck with exactly one problem, and where and how it must be reported.
  struct BadDeck: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var text: String
    var line: Int
    /// A part of the message that names what is wrong.
    var says: String
  }

  static let badDecks: [BadDeck] = [
    BadDeck(
      testDescription: "a line that is not a card", text: "# states\n\nTexas = Austin\nOhio Columbus\n",
      line: 4, says: "not a card: expected FRONT = BACK"),
    BadDeck(
      testDescription: "an empty front", text: "Texas = Austin\n = Salem\n",
      line: 2, says: "the front of the card is empty"),
    BadDeck(
      testDescription: "an empty back", text: "Texas = Austin\nOregon =\n",
      line: 2, says: "the back of the card is empty"),
    BadDeck(
      testDescription: "an empty alternate on the back", text: "Texas = Austin\nMinnesota = Saint Paul |\n",
      line: 2, says: "an empty alternate answer on the back of the card"),
    BadDeck(
      testDescription: "an empty alternate on the front", text: "Texas = Austin\n| Czechia = Prague\n",
      line: 2, says: "an empty alternate answer on the front of the card"),
    BadDeck(
      testDescription: "more than one =", text: "Texas = Austin\nOhio = Columbus = OH\n",
      line: 2, says: "more than one '=' on the line"),
    BadDeck(
      testDescription: "an unknown escape", text: #"Texas = Austin\#nOhio = Colum\bus\#n"#,
      line: 2, says: #"unknown escape '\b'"#),
    BadDeck(
      testDescription: "a trailing single backslash", text: #"Texas = Austin\#nOhio = Columbus\\#n"#,
      line: 2, says: #"a line cannot end with a single \"#),
    BadDeck(
      testDescription: "a duplicate front, case and accents aside",
      text: "México = Mexico City\nTexas = Austin\nMEXICO = Ciudad de México\n",
      line: 3, says: "duplicate card: 'MEXICO' is already on line 1"),
    BadDeck(
      testDescription: "a duplicate back", text: "Texas = Austin\nOhio = Columbus\nTejas = austin\n",
      line: 3, says: "duplicate card: 'austin' is already an answer on line 1"),
    BadDeck(
      testDescription: "two cards that the judging rules merge: St. is Saint",
      text: "Minnesota = Saint Paul\nTexas = Austin\nAlberta = St. Paul\n",
      line: 3, says: "duplicate card: 'St. Paul' is already an answer on line 1"),
    BadDeck(
      testDescription: "two cards that the judging rules merge: a leading The",
      text: "The Gambia = Banjul\nGambia = Serekunda\n",
      line: 2, says: "duplicate card: 'Gambia' is already on line 1"),
    BadDeck(
      testDescription: "an unknown header key", text: "nmae: capitals\nTexas = Austin\n",
      line: 1, says: "unknown header key 'nmae'"),
    BadDeck(
      testDescription: "a header after the first card", text: "Texas = Austin\nname: capitals\n",
      line: 2, says: "the header line 'name:' must come before the first card"),
    BadDeck(
      testDescription: "a header given twice", text: "name: capitals\nName: states\nTexas = Austin\n",
      line: 2, says: "'name:' is given twice"),
    BadDeck(
      testDescription: "a header with no value", text: "description:\nTexas = Austin\n",
      line: 1, says: "'description:' has no value"),
    BadDeck(
      testDescription: "a question with no placeholder", text: "question: Which capital?\nTexas = Austin\n",
      line: 1, says: "'question:' needs exactly one {placeholder}"),
    BadDeck(
      testDescription: "a reverse question with two placeholders",
      text: "name: capitals\nreverse-question: {capital} of {state}?\nTexas = Austin\n",
      line: 2, says: "'reverse-question:' needs exactly one {placeholder}"),
  ]

  @Test(arguments: badDecks)
  func aProblemIsReportedAloneOnItsLine(_ bad: BadDeck) {
    let problems = TestDecks.problems(bad.text)

    #expect(problems.map(\.line) == [bad.line])
    #expect(problems.first?.message.contains(bad.says) == true, "\(problems)")
  }

  @Test func aDuplicateIsReportedOnEveryLaterLineNamingTheFirst() {
    let problems = TestDecks.problems("Texas = Austin\nTexas = Houston\nIowa = Des Moines\ntexas = Dallas\n")

    #expect(problems.map(\.line) == [2, 4])
    #expect(problems.allSatisfy { $0.message.hasSuffix("is already on line 1") })
  }

  @Test func aLineThatIsNotUTF8IsReportedAndTheOtherLinesAreStillChecked() {
    let bytes =
      Array("Texas = Austin\nOhio = Columbus\n".utf8) + [0xFF, 0xFE] + Array("\nIowa\nUtah = Salt Lake City\n".utf8)
    let problems = TestDecks.problems(bytes)

    #expect(
      problems == [
        DeckProblem(line: 3, message: "not valid UTF-8 text"),
        DeckProblem(line: 4, message: "not a card: expected FRONT = BACK"),
      ])
  }

  @Test(arguments: [
    "",
    "\n\n",
    "# Only comments\n# and a header\nname: empty\n",
  ])
  func aDeckWithNoCardsIsAWholeFileProblem(_ text: String) {
    let problems = TestDecks.problems(text)

    #expect(problems.map(\.line) == [0])
    #expect(problems.first?.message.contains("the deck has no cards") == true)
    #expect(problems.first?.description == problems.first?.message, "a whole-file problem names no line")
  }

  @Test func aDeckWhoseEveryCardIsWrongReportsThoseLinesNotAMissingDeck() {
    #expect(TestDecks.problems("Texas Austin\nOhio Columbus\n").map(\.line) == [1, 2])
  }

  @Test func severalProblemsAreAllReportedInLineOrder() {
    let text = #"""
      name: capitals
      name: states
      Texas = Austin
      Ohio Columbus
      question: {state}?
      Iowa = Des Moines |
      Utah = Salt \Lake City
      texas = Houston
      Oregon = Salem
      """#
    let problems = TestDecks.problems(text)

    #expect(problems.map(\.line) == [2, 4, 5, 6, 7, 8])
    #expect(problems.map(\.description).first == "line 2: 'name:' is given twice")
  }

  @Test func aProblemDescriptionStartsWithItsLine() {
    #expect(
      DeckProblem(line: 12, message: "the back of the card is empty").description
        == "line 12: the back of the card is empty")
  }
}
