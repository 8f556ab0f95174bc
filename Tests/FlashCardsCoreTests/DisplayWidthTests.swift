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

  /// Plain ASCII text takes a shortcut (its byte count); it must agree with the characters' widths
  /// on every pair of ASCII characters, controls and CR LF (one character) included.
  @Test func theASCIIShortcutAgreesWithTheCharacters() {
    for first in 0..<128 {
      for second in [nil] + (0..<128).map(Optional.some) {
        let text = String(decoding: [UInt8(first)] + (second.map { [UInt8($0)] } ?? []), as: UTF8.self)
        #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth }, "\(Array(text.utf8))")
      }
    }
  }

  /// A one-byte character takes a shortcut past the Unicode properties: it must give what they give,
  /// for every ASCII character (NUL, the controls and DEL included); CR LF is two bytes and does not.
  @Test func theCharacterShortcutAgreesWithThePropertiesForEveryASCIICharacter() {
    for byte in 0..<128 {
      let character = Character(Unicode.Scalar(UInt8(byte)))
      #expect(character.displayWidth == character.widthByProperties, "\(byte)")
    }
    #expect(Character("\r\n").displayWidth == Character("\r\n").widthByProperties)
    #expect(Character("\u{0}").displayWidth == 0)
    #expect(Character("1\u{FE0F}\u{20E3}").displayWidth == 2, "a keycap: an ASCII digit, then more")
  }

  @Test func aPrefixNeverSplitsAWideCharacter() {
    #expect("東京都".prefix(columns: 5) == "東京")
    #expect("東京都".prefix(columns: 6) == "東京都")
    #expect("a👍b".prefix(columns: 2) == "a")
    #expect("e\u{301}e\u{301}".prefix(columns: 1) == "e\u{301}")
  }

  /// Text of printable ASCII, U+00A0–U+02FF and U+2010–U+2027 takes a shortcut (one column a scalar, safe as it
  /// is); it must agree with the characters' widths and `terminalSafe` for every such scalar, and
  /// refuse every other (controls, the soft hyphen, marks, wider text).
  @Test func theLatinShortcutAgreesWithTheCharacters() {
    for value in Array(UInt32(0)...0x3FF) + Array(0x2000...0x206F) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(scalar) + "b"
      let width = text.reduce(0) { $0 + $1.displayWidth }
      if let shortcut = text.printableLatinWidth {
        #expect(shortcut == width, "U+\(String(value, radix: 16))")
        #expect(text.count == 3 && text.terminalSafe == text, "U+\(String(value, radix: 16))")
      } else {
        #expect(
          value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD || (0x300..<0x2010).contains(value)
            || value > 0x2027)
      }
    }
    #expect("São Tomé and Príncipe".printableLatinWidth == 21)
    #expect("Zu\u{308}rich".printableLatinWidth == nil)
    #expect("東京".printableLatinWidth == nil)
    #expect("— “Zürich” …".printableLatinWidth == 12)
  }
}
