import Foundation
import Testing

@testable import FlashCardsCore

/// The canonical key of ASCII text is written byte by byte (`AnswerKey.asciiCanonical`); it must be
/// the key the general path makes from the text's words, for every text.
@Suite struct AnswerKeyTests {
  /// The general path: the words, then the canonical form of them.
  static func wordKey(_ text: String) -> String {
    AnswerKey.canonical(text, words: AnswerKey.words(of: text))
  }

  @Test(arguments: [
    ("St. Paul", "saintpaul"), ("saint-paul", "saintpaul"), ("The Gambia", "gambia"), ("the", "the"),
    ("The St", "saint"), ("Ft. Worth & Dallas", "fortworthanddallas"), ("Mt St Helens", "mountsainthelens"),
    ("D.C.", "dc"), ("ste", "sainte"), ("Stes", "stes"), ("there", "there"), ("the the", "the"),
    ("& the", "andthe"), ("the & co", "andco"), ("+", "+"), (" # \t", "#"), ("&", "&"), ("& &", "&&"), ("", ""),
    ("ST", "saint"), ("1st", "1st"), ("st1", "st1"), ("The 1", "1"), ("a\u{0}b", "ab"),
  ])
  func keys(text: String, key: String) {
    #expect(AnswerKey.of(text) == key)
    #expect(Self.wordKey(text) == key)
  }

  @Test func asciiKeysAreTheWordKeysOfRandomText() {
    // Letters that make "the", the abbreviations and "and", with separators and the odd byte.
    for text in randomTexts(of: "theSTMFaAnd ftmsE&.-1\t#+'\u{0}\u{7F}", count: 5_000, upTo: 12, seed: 21) {
      #expect(AnswerKey.of(text) == Self.wordKey(text), "\(text.debugDescription)")
    }
  }

  @Test func otherTextTakesTheGeneralPath() {
    #expect(AnswerKey.asciiCanonical("Bogotá") == nil)
    #expect(AnswerKey.of("Bogotá") == "bogota")
  }

  @Test func latinLettersLoseTheMarksTheirDecompositionAdds() {
    for value in UInt32(0xB0)...0x24F {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let decomposed = Array(String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars)
      let marksOnly = decomposed.dropFirst().allSatisfy { $0.properties.generalCategory == .nonspacingMark }
      let expected =
        decomposed.count > 1 && decomposed[0].isASCII && decomposed[0].properties.isAlphabetic && marksOnly
        ? UInt8(decomposed[0].value) | 0x20 : nil
      #expect(AnswerKey.latinBase(of: scalar) == expected, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  @Test func latinWordsAreTheWordsOfTheDecomposition() {
    // ASCII, letters the table maps, letters it does not (ø, ß, ǎ), a combining mark, a ligature.
    let alphabet = "aZe &.-1ÀéÑçÿŁłøßİıŞțǎ\u{301}ĳŉ"
    for text in randomTexts(of: alphabet, count: 5_000, upTo: 10, seed: 34) {
      #expect(AnswerKey.words(of: text) == AnswerKey.decomposedWords(text), "\(text.debugDescription)")
    }
    #expect(AnswerKey.words(of: "São Tomé & Príncipe") == ["sao", "tome", "and", "principe"])
  }
}
