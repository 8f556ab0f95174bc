import FlashCardsCore
import Foundation
import Testing

@testable import FlashCardsUI

@Suite("Formatting numbers, times and colours")
struct FormattingTests {
  @Test(arguments: [
    (0, "0:00"), (499, "0:00"), (500, "0:01"), (6_000, "0:06"), (59_499, "0:59"), (59_500, "1:00"),
    (83_000, "1:23"), (3_599_000, "59:59"), (3_600_000, "1:00:00"), (3_723_000, "1:02:03"),
    (36_000_000, "10:00:00"), (-1, "—"), (-1_884_000, "—"), (Int.min, "—"),
  ])
  func durations(milliseconds: Int, shown: String) {
    #expect(Formatting.duration(milliseconds: milliseconds) == shown)
  }

  @Test(arguments: [
    (0, 0, 0), (0, 3, 0), (1, 3, 33), (2, 3, 67), (3, 3, 100), (1, 8, 13), (5, 8, 63), (7, 10, 70),
  ])
  func percentagesRoundToTheNearestWhole(correct: Int, total: Int, percent: Int) {
    #expect(percentage(correct, of: total) == percent)
  }

  @Test func scoresAndSeconds() {
    #expect(Formatting.score(2, of: 3) == "2/3 (67%)")
    #expect(Formatting.score(0, of: 0) == "0/0 (0%)")
    #expect(Formatting.seconds(4.2) == "4.2 s")
    #expect(Formatting.seconds(0.96) == "1.0 s")
  }

  /// Seconds are written without `String(format:)`, exactly as it wrote them: every card time to
  /// the millisecond, ties in binary (0.25, 2.75) and just off them (2.65), negatives, and values
  /// far wider than a card's time, up to where it hands them back to `String(format:)`.
  @Test func secondsAreWrittenAsStringFormatWroteThem() {
    let milliseconds: [Double] = (0...3_000).map { Double($0) / 1000 }
    let twentieths: [Double] = (0...400).map { Double($0) * 0.05 }
    let small: [Double] = (0..<2_000).map { Double($0) * 0.0137 }
    let large: [Double] = (0..<200).map { (Double($0) * 1.37e11) + 0.05 }
    let times = milliseconds + twentieths
    let spread = small + large
    let others: [Double] = [
      -0.0, -0.04, -0.05, -2.25, 0.25, 0.75, 2.65, 1e-300, 12_345_678_901.25, 99_999_999_999_999.95, 1e14, 1e15,
      1e20, 1e300, -1e300, .infinity, -.infinity, .nan,
    ]
    let positive = times + spread
    let values = positive + others + positive.map { -$0 }
    for value in values {
      #expect(Formatting.seconds(value) == String(format: "%.1f s", value), "\(value)")
    }
  }

  @Test(arguments: [
    (ColorMode.auto, true, [String: String](), true),
    (.auto, false, [:], false),
    (.auto, true, ["NO_COLOR": "1"], false),
    (.auto, true, ["NO_COLOR": ""], true),
    (.auto, true, ["TERM": "dumb"], false),
    (.auto, true, ["TERM": "xterm-256color"], true),
    (.always, false, ["NO_COLOR": "1", "TERM": "dumb"], true),
    (.never, true, [:], false),
  ])
  func colourIsDecidedOnce(mode: ColorMode, outputIsTerminal: Bool, environment: [String: String], colored: Bool) {
    let style = TextStyle.resolve(mode, outputIsTerminal: outputIsTerminal, environment: environment)
    #expect(style.colored == colored)
  }

  @Test(arguments: [
    ([String: String](), true),
    (["LANG": "C"], true),
    (["LANG": "POSIX"], true),
    (["LANG": "en_US.ISO-8859-1"], true),
    (["LANG": "en_US.UTF-8"], false),
    (["LANG": "C.UTF-8"], false),
    (["LANG": "de_DE.utf8@euro"], false),
    (["LANG": ""], true),
    // LC_ALL comes before LC_CTYPE, which comes before LANG; an empty one does not count.
    (["LC_ALL": "C", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"], true),
    (["LC_ALL": "C.UTF-8", "LANG": "C"], false),
    (["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"], true),
    (["LC_CTYPE": "en_US.UTF-8", "LANG": "C"], false),
    (["LC_ALL": "", "LC_CTYPE": "", "LANG": "fr_FR.UTF-8"], false),
  ])
  func marksAreASCIIUnlessTheLocaleIsUTF8(environment: [String: String], ascii: Bool) {
    let style = TextStyle.resolve(.never, outputIsTerminal: true, environment: environment)
    #expect(style.ascii == ascii)
    #expect(style.rightMark == (ascii ? "+" : "✓"))
    #expect(style.arrow == (ascii ? "->" : "→"))
  }

  @Test func theWidthIsTheTerminalsAndNeverBelowTheNarrowest() {
    #expect(TextStyle.resolve(.never, outputIsTerminal: true, environment: [:], width: 40).width == 40)
    #expect(TextStyle(colored: false, width: 3).width == TextStyle.narrowest)
    #expect(TextStyle.plain.width == 80)
  }

  @Test func paintingWrapsTextOnlyWhenColoured() {
    #expect(TextStyle.plain.green("ok") == "ok")
    #expect(TextStyle.colored.green("ok") == "\u{1B}[32mok\u{1B}[0m")
    #expect(TextStyle.colored.red("no") == "\u{1B}[31mno\u{1B}[0m")
    #expect(TextStyle.colored.bold("") == "")
  }
}
