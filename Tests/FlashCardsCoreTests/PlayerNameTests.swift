import Foundation
import Testing

@testable import FlashCardsCore

@Suite("player names")
struct PlayerNameTests {
  @Test func aNameTypedInEitherFormIsStoredComposed() throws {
    let decomposed = "Jose\u{301}"
    let stored = try PlayerName.checked(decomposed)
    #expect(Array(stored.unicodeScalars) == ["J", "o", "s", "\u{E9}"])
    #expect(Array(try PlayerName.checked("Jos\u{E9}").utf8) == Array(stored.utf8))
    #expect(try PlayerName.checked("ann") == "ann")
    #expect(try PlayerName.checked("张伟") == "张伟")
    #expect(try PlayerName.checked("👩‍👩‍👧") == "👩‍👩‍👧", "a joiner inside an emoji sequence is no hidden character")
  }

  @Test(
    "control and format characters are refused, named",
    arguments: [
      ("bob\u{1B}]52;c;x\u{07}", "U+001B"), ("a\tb", "U+0009"), ("ann\u{85}", "U+0085"), ("a\u{7F}", "U+007F"),
      ("\u{202E}nna", "U+202E"), ("an\u{202A}n", "U+202A"), ("an\u{2066}n", "U+2066"), ("an\u{2069}n", "U+2069"),
      ("a\u{200B}nn", "U+200B"), ("a\u{200D}nn", "U+200D"), ("ann\u{FEFF}", "U+FEFF"), ("an\u{2028}n", "U+2028"),
    ])
  func invisibleCharactersAreRefused(name: String, code: String) {
    #expect(throws: PlayerName.Problem.self) { try PlayerName.checked(name) }
    do {
      _ = try PlayerName.checked(name)
    } catch {
      let message = error.reason(name: name) ?? ""
      #expect(message.contains(code), "\(message)")
      #expect(!message.unicodeScalars.contains { $0.isControlCharacter || $0.isInvisibleFormatting }, "\(message)")
    }
  }

  @Test(arguments: ["", "   "])
  func anEmptyNameIsRefused(name: String) {
    #expect(throws: PlayerName.Problem.empty) { try PlayerName.checked(name) }
  }
}

@Suite("player names: blank")
struct PlayerNameBlankTests {
  /// The blank test reads what Foundation's `.whitespaces` trims, scalar for scalar: every
  /// space separator, the tab and U+200B, and none of the newlines, controls and joiners around
  /// them.
  @Test func blankIsWhatTrimmingWhitespacesEmpties() {
    let scalars = (0...0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{E0020}"]
    for scalar in scalars {
      for text in [String(scalar), " \(scalar)\t", "\(scalar)a"] {
        #expect(
          PlayerName.isBlank(text) == text.trimmingCharacters(in: .whitespaces).isEmpty,
          "U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(PlayerName.isBlank("\u{3000}\u{A0}\u{2007}\t "))
    #expect(!PlayerName.isBlank("\n"))
  }
}
