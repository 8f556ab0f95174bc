import Testing

@testable import FlashCardsCore

/// Text from decks and players made harmless for the terminal and fit to store.
@Suite struct SafeTextTests {
  @Test(arguments: [
    ("\u{1B}[31mred\u{1B}[0m", "^[[31mred^[[0m"),
    ("\u{1B}]0;title\u{07}", "^[]0;title^G"),
    ("a\u{0}b", "a^@b"),
    ("tab\there", "tab^Ihere"),
    ("line\r\nnext", "line^M^Jnext"),
    ("\u{1F}", "^_"),
    ("del\u{7F}", "del\u{FFFD}"),
    ("\u{9B}2J", "\u{FFFD}2J"),
    ("\u{80}\u{85}\u{9F}", "\u{FFFD}\u{FFFD}\u{FFFD}"),
  ])
  func controlCharactersAreShownNotObeyed(text: String, shown: String) {
    #expect(text.terminalSafe == shown)
    #expect(!text.terminalSafe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  /// Characters that reorder, hide or break a line without being seen are shown by code point.
  @Test(arguments: [
    ("admin\u{202E}gpj.exe", "admin\\u{202E}gpj.exe"),
    ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
    ("\u{2066}x\u{2067}y\u{2068}z\u{2069}", "\\u{2066}x\\u{2067}y\\u{2068}z\\u{2069}"),
    ("one\u{2028}two\u{2029}three", "one\\u{2028}two\\u{2029}three"),
    ("zero\u{200B}width\u{200C}\u{200E}\u{200F}", "zero\\u{200B}width\\u{200C}\\u{200E}\\u{200F}"),
    ("\u{FEFF}bom", "\\u{FEFF}bom"),
    ("a\u{200D}b", "a\\u{200D}b"),
    ("soft\u{AD}hyphen\u{2060}\u{61C}", "soft\\u{AD}hyphen\\u{2060}\\u{61C}"),
  ])
  func formatCharactersAreShownNotObeyed(text: String, shown: String) {
    #expect(text.terminalSafe == shown)
    #expect(text.terminalSafe.terminalSafe == shown, "making text safe twice changes nothing")
  }

  /// Plain ASCII text skips the scalar checks: every ASCII character alone, and after a letter,
  /// is shown as it is exactly when it is printable (space to ~).
  @Test func theASCIIShortcutLetsOnlyPrintableCharactersThrough() {
    for byte in UInt8(0)..<128 {
      for text in [String(decoding: [byte], as: UTF8.self), String(decoding: [0x61, byte], as: UTF8.self)] {
        #expect((text.terminalSafe == text) == (0x20...0x7E).contains(byte), "\(Array(text.utf8))")
      }
    }
  }

  @Test func messagesOfManyLinesKeepTheirLineBreaksOnly() {
    #expect("Error: '\u{1B}]52;c;QQ==\u{07}'\nUsage: x\r".terminalSafeLines == "Error: '^[]52;c;QQ==^G'\nUsage: x^M")
  }

  @Test(arguments: [
    "Bogotá", "Reykjavík", "São Paulo", "Zu\u{308}rich", "東京", "👩‍👩‍👧 🇮🇸 👍🏽", "Ångström ½ ✓", "",
  ])
  func printableTextIsLeftAlone(text: String) {
    #expect(text.terminalSafe == text)
    #expect(text.terminalSafe.unicodeScalars.elementsEqual(text.unicodeScalars))
  }

  @Test(arguments: [
    ("Austin", "Austin"),
    ("  Saint   Paul  ", "Saint   Paul"),
    ("Salt  Lake City", "Salt  Lake City"),
    ("Salt\tLake\t City", "Salt Lake  City"),
    ("\t Austin \n", "Austin"),
    ("\u{1B}[2JAustin", "[2JAustin"),
    ("Aus\u{0}tin\u{7F}\u{9B}", "Austin"),
    ("Bogotá 👍🏽", "Bogotá 👍🏽"),
    ("", ""),
  ])
  func answersLoseControlCharactersAndOuterSpacesOnly(typed: String, stored: String) {
    #expect(typed.sanitizedAnswer() == stored)
  }

  @Test func answersAreCutToTheLimitInCharacters() {
    #expect(String(repeating: "a", count: 500).sanitizedAnswer().count == 200)
    #expect("Sacramento".sanitizedAnswer(limit: 4) == "Sacr")
    #expect(String(repeating: "a", count: 200).sanitizedAnswer() == String(repeating: "a", count: 200))
  }

  @Test func cuttingNeverSplitsAnEmojiOrAnAccentedLetter() {
    let family = "👩‍👩‍👧"
    let cut = String(repeating: family, count: 300).sanitizedAnswer()
    #expect(cut == String(repeating: family, count: 200))

    let accented = String(repeating: "e\u{301}", count: 300).sanitizedAnswer()
    #expect(accented == String(repeating: "e\u{301}", count: 200))
  }
}

@Suite struct AnswerLineBreakTests {
  @Test func aLineBreakInAnAnswerSeparatesWords() {
    #expect("Salt\nLake\r\nCity".sanitizedAnswer() == "Salt Lake City")
  }
}
