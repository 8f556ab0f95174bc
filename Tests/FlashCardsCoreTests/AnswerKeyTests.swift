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
}
