import FlashCardsCore
import FlashCardsDecks
import TestSupport
import Testing

@testable import FlashCardsUI

/// What `decks check` and `decks export` say, in-process.
@Suite("deck reports")
struct DeckReportTests {
  @Test func aGoodDeckIsOneLineWithItsNamesAndCount() {
    #expect(
      DeckCheckReport.lines(path: "c.deck", .success(SampleDecks.capitals))
        == ["c.deck: OK, 'capitals' (reversed: 'states'), 4 cards"])
  }

  @Test func aBadDeckIsEachProblemWhereItIs() {
    let problems = [DeckProblem(line: 2, message: "not a card"), DeckProblem(line: 5, message: "no back")]
    #expect(
      DeckCheckReport.lines(path: "b.deck", .failure(.invalid(path: "b.deck", problems: problems)))
        == ["b.deck:2: not a card", "b.deck:5: no back"])
    #expect(
      DeckCheckReport.lines(path: "x.deck", .failure(.unreadable(path: "x.deck", reason: "no such file")))
        == ["x.deck: cannot be read: no such file"])
  }

  @Test func hostileNamesAreShownSafely() {
    let line = DeckExportReport.line(SampleDecks.hostile, path: "out\u{1B}[2J.csv")
    #expect(!line.contains("\u{1B}"))
    #expect(line.hasPrefix("Exported 2 cards of '"))
  }
}
