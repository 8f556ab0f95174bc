import Testing

@testable import FlashCardsUI

@Suite("Wrapping lines to the terminal's width")
struct LineWrappingTests {
  private let red = TextStyle.colored.red
  private let reset = "\u{1B}[0m"

  @Test func aLineThatFitsIsLeftAlone() {
    let line = String(repeating: "x", count: 40)
    #expect(line.wrapped(toWidth: 40) == [line])
    #expect("short".wrapped(toWidth: 40) == ["short"])
    #expect("".wrapped(toWidth: 40) == [""])
  }

  @Test func lineBreaksSplitTheTextAndCRLFIsOneCharacterThatDoesNot() {
    #expect("one\ntwo".wrapped(toWidth: 40) == ["one", "two"])
    #expect("one\n\ntwo\n".wrapped(toWidth: 40) == ["one", "", "two", ""])
    #expect("one\r\ntwo".wrapped(toWidth: 40) == ["one\r\ntwo"])
  }

  /// Printable ASCII is counted by its bytes; it must count as the same text coloured, which goes
  /// Character by Character, whatever the limit.
  @Test func plainASCIICountsAsTheSameTextColoured() {
    for text in ["", "a", "capitals", "12 games, 3 decks ~"] {
      for limit in [-1, 0, 1, 3, 8, 19, 20, .max] {
        #expect(text.visibleColumns(upTo: limit) == red(text).visibleColumns(upTo: limit), "\(text) \(limit)")
      }
    }
  }

  @Test func aLongLineBreaksBetweenWordsNeverInsideOne() {
    let line = "  ✗ Wrong: the answer is Jefferson City (Springfield goes with Illinois)"
    let lines = line.wrapped(toWidth: 40)

    #expect(lines == ["  ✗ Wrong: the answer is Jefferson City", "    (Springfield goes with Illinois)"])
    let words = Set(line.split(separator: " ").map(String.init))
    for piece in lines { #expect(piece.split(separator: " ").allSatisfy { words.contains(String($0)) }) }
  }

  @Test func aContinuationHangsUnderAnIndentedLineAndNotUnderAParagraph() {
    let item = "    typed one two three four five six seven eight nine".wrapped(toWidth: 20)
    #expect(item == ["    typed one two", "      three four", "      five six seven", "      eight nine"])
    let paragraph = "one two three four five six seven".wrapped(toWidth: 10)
    #expect(paragraph == ["one two", "three four", "five six", "seven"])
  }

  @Test func colourCodesTakeNoColumnAndAreNeverSplit() {
    // 40 columns of text, with codes around part of it: it fits.
    let fits = String(repeating: "x", count: 30) + red("0123456789")
    #expect(fits.wrapped(toWidth: 40) == [fits])

    let line = "Score: " + red("seven of ten cards right today") + " and more words after it"
    let lines = line.wrapped(toWidth: 20)
    #expect(lines.allSatisfy { $0.columns <= 20 }, "\(lines)")
    #expect(lines.joined(separator: " ").withoutColor.split(separator: " ") == line.withoutColor.split(separator: " "))
    // A colour open at a break is closed there and opened again on the next line.
    #expect(lines[0] == "Score: \u{1B}[31mseven of ten" + reset)
    #expect(lines[1] == "\u{1B}[31mcards right today\u{1B}[0m")
    for piece in lines {
      #expect(piece.withoutColor.contains("\u{1B}") == false, "a code was cut: \(piece.debugDescription)")
    }
  }

  @Test func wideCharactersCountTwoColumns() {
    let lines = "東京 北京 台北 大阪 札幌 京都 名古屋".wrapped(toWidth: 12)
    #expect(lines == ["東京 北京", "台北 大阪", "札幌 京都", "名古屋"])
    #expect(lines.allSatisfy { $0.displayWidth <= 12 })
  }

  @Test func onlyAWordWiderThanTheLineIsBrokenInside() {
    let lines = ("see " + String(repeating: "東", count: 30)).wrapped(toWidth: 20)
    #expect(lines.first == "see")
    #expect(lines.dropFirst().allSatisfy { $0.displayWidth <= 20 })
    #expect(lines.joined() == "see" + String(repeating: "東", count: 30))
  }

  @Test func eachLineOfAMultiLineTextIsWrappedOnItsOwn() {
    #expect("a b\nc d".wrapped(toWidth: 40) == ["a b", "c d"])
    #expect("aaa bbb\nccc ddd".wrapped(toWidth: 4) == ["aaa", "bbb", "ccc", "ddd"])
  }

  @Test func aLongPromptIsWrittenAsLinesBeforeItsLastWhichKeepsItsSpace() {
    let (before, prompt) = "[1/2] What is the capital of North Dakota? ".promptWrapped(toWidth: 40)
    #expect(before == "[1/2] What is the capital of North\n")
    #expect(prompt == "Dakota? ")
    #expect("Choose 1–6 (Enter quits): ".promptWrapped(toWidth: 40) == ("", "Choose 1–6 (Enter quits): "))
  }
}
