import TestSupport
import Testing

@testable import FlashCardsUI

@Suite("Cutting lines to the terminal's width")
struct LineCuttingTests {
  private let red = TextStyle.colored.red
  private let reset = "\u{1B}[0m"

  @Test func aLineThatFitsIsLeftAlone() {
    let line = String(repeating: "x", count: 80)
    #expect(line.terminalWidthCut(80) == line)
    #expect("short".terminalWidthCut(80) == "short")
  }

  @Test func aPlainLineTooLongEndsWithAnEllipsisAtTheWidth() {
    let cut = String(repeating: "x", count: 81).terminalWidthCut(80)
    #expect(cut == String(repeating: "x", count: 79) + "…")
  }

  @Test func colourCodesTakeNoColumn() {
    // 80 columns of text, with codes around part of it: it fits.
    let line = String(repeating: "x", count: 70) + red("0123456789")
    #expect(line.terminalWidthCut(80) == line)
  }

  @Test func aColouredLineTooLongIsCutToTheWidthAndTheColourReset() {
    let line = "  card → answer: " + red(String(repeating: "m", count: 100))
    let cut = line.terminalWidthCut(80)

    #expect(cut.columns == 80)
    #expect(cut.hasPrefix("  card → answer: \u{1B}[31mmmm"))
    #expect(cut.hasSuffix("m…" + reset))
  }

  @Test func aLineCutBeforeItsColourHasNoCodeLeft() {
    let line = String(repeating: "x", count: 100) + red("late")
    #expect(line.terminalWidthCut(80) == String(repeating: "x", count: 79) + "…")
  }
}
