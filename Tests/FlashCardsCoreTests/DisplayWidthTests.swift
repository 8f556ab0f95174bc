import Testing

@testable import FlashCardsCore

/// Columns on a terminal: what keeps tables aligned with CJK, emoji and accents.
@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("capitals", 8), ("", 0), ("東京", 4), ("서울", 4), ("ひらがな", 8), ("ＡＢＣ", 6),
    ("👍", 2), ("👍🏽", 2), ("👩‍👩‍👧", 2), ("🇮🇸", 2), ("❤️", 2), ("e\u{301}", 1), ("Zu\u{308}rich", 6),
    ("Bogotá", 6), ("½ ✓ →", 5), ("東京 Tokyo 🗼", 13),
  ])
  func columnsOfText(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
  }

  @Test func aPrefixNeverSplitsAWideCharacter() {
    #expect("東京都".prefix(columns: 5) == "東京")
    #expect("東京都".prefix(columns: 6) == "東京都")
    #expect("a👍b".prefix(columns: 2) == "a")
    #expect("e\u{301}e\u{301}".prefix(columns: 1) == "e\u{301}")
  }
}
