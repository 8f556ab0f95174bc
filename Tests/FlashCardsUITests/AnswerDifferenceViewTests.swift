import FlashCardsCore
import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Where an answer differs")
struct AnswerDifferenceViewTests {
  private func render(_ typed: String, _ answer: String, style: TextStyle = .plain) -> String {
    AnswerDifferenceView(difference: AnswerDifference(typed: typed, answer: answer), style: style).render()
  }

  /// The three lines expected: typed, answer, and the marks under them (12 columns of labels).
  private func lines(_ typed: String, _ answer: String, _ marks: String) -> String {
    "    typed   \(typed)\n    answer  \(answer)\n            \(marks)\n"
  }

  @Test func aChangedLetterIsMarkedUnderTheAnswer() {
    #expect(render("Sacremento", "Sacramento") == lines("Sacremento", "Sacramento", "    ^"))
  }

  @Test func aLetterLeftOutOrAddedLeavesAGapOnTheOtherLine() {
    #expect(render("Sacrmento", "Sacramento") == lines("Sacr-mento", "Sacramento", "    ^"))
    #expect(render("Bostonn", "Boston") == lines("Bostonn", "Boston-", "      ^"))
    #expect(render("Irelnad", "Ireland") == lines("Irelnad", "Ireland", "    ^^"))
  }

  @Test func caseAccentsAndAHyphenForASpaceAreNoDifference() {
    #expect(AnswerDifference(typed: "bogota", answer: "Bogotá").distance == 0)
    #expect(AnswerDifference(typed: "port au prince", answer: "Port-au-Prince").distance == 0)
    #expect(AnswerDifference(typed: "Zurich", answer: "Zürich").distance == 0)
  }

  @Test func wideAndAccentedCharactersKeepTheColumnsAligned() {
    // A CJK character takes two columns: the gap and the mark under it take two as well.
    #expect(render("東都", "東京都") == lines("東- 都", "東京都", "  ^"))
    #expect(render("東亰都", "東京都") == lines("東亰都", "東京都", "  ^"))
    #expect(render("Zürih", "Zürich") == lines("Züri-h", "Zürich", "    ^"))
    // A decomposed accent is one letter, one column.
    #expect(render("Bogote\u{301}", "Bogotá") == lines("Bogote\u{301}", "Bogotá", "     ^"))
  }

  @Test func colourMarksTheDifferingLettersAndKeepsTheCarets() {
    let coloured = render("Sacremento", "Sacramento", style: .colored)
    #expect(coloured.contains("Sacr\u{1B}[31me\u{1B}[0mmento"))
    #expect(coloured.contains("Sacr\u{1B}[32ma\u{1B}[0mmento"))
    #expect(coloured.hasSuffix("        ^\n"))
  }

  @Test func hostileTextIsShownNotObeyed() {
    let rendered = render("Rom\u{1B}", "Rome")
    #expect(!rendered.contains("\u{1B}"))
    #expect(rendered.contains("Rom^["))
  }

  @Test func aTypoAndANearMissShowTheDifferenceInAGame() throws {
    let session = GameSession(deck: SampleDecks.capitals, seed: 42)
    let answers = ["California": "Sacremento", "New York": "Olbani", "Texas": "Dallas", "Minnesota": ""]
    let terminal = ScriptedTerminal(SampleDecks.inputs(for: session) { answers[$0.front[0]] ?? $0.back[0] })
    var loop = GameLoop(
      session: session, terminal: terminal, database: try InMemoryHistory.open(), clock: SteppingClock())

    _ = try loop.play()

    #expect(
      terminal.transcript.contains(
        """
          ✓ Almost: it is spelled Sacramento
            typed   Sacremento
            answer  Sacramento
                        ^

        """))
    #expect(
      terminal.transcript.contains(
        """
          ✗ Wrong: the answer is Albany
            typed   Olbani
            answer  Albany
                    ^    ^

        """))
    #expect(terminal.transcript.components(separatedBy: "    typed   ").count == 3, "not for Dallas nor a skip")
  }
}
