import Foundation

/// The text answers are compared by, typed text and deck answers alike.
///
/// An answer is cut into words: runs of letters and digits, lowercased and without diacritics;
/// everything else separates words, and `&` is the word "and". Then, for English-language decks:
/// - `St` is `Saint`, `Ste` is `Sainte`, `Mt` is `Mount` and `Ft` is `Fort`, wherever they stand;
/// - a leading "the" is left out ("The Gambia" = "Gambia"), unless it is the only word.
/// The words are then joined without spaces, so "St. Paul", "saint-paul" and "SaintPaul" share a key,
/// as do "D.C." and "DC". Text with no letter or digit ("+", "#") is its own key, spaces aside.
struct AnswerKey: Equatable, Sendable {
  /// Abbreviations that stand for one word, by the word (a map of whole words, never of parts).
  static let abbreviations: [String: String] = ["st": "saint", "ste": "sainte", "mt": "mount", "ft": "fort"]
  static let contractions = Dictionary(uniqueKeysWithValues: abbreviations.map { ($1, $0) })

  /// The key answers are judged by: abbreviations spelled out, a leading "the" left out.
  let canonical: String
  /// The letters and digits as written: "thegambia", "stpaul".
  let literal: String
  /// Abbreviated, with a leading "the" kept: "stpaul" for Saint Paul, "thegambia". A typo in
  /// "St." or "The" is one letter off in this form, where the canonical form hides it.
  let contracted: String

  init(_ text: String) {
    let words = Self.words(of: text)
    canonical = Self.canonical(text, words: words)
    if words.isEmpty {
      literal = canonical
      contracted = canonical
      return
    }
    literal = words.joined()
    contracted = words.map { Self.contractions[$0] ?? $0 }.joined()
  }

  /// The forms a typo is looked for in, each compared with the same form of an answer.
  var forms: [String] { [canonical, literal, contracted] }

  /// The canonical key alone: what a deck's answers are indexed by, without the other two forms
  /// (a deck parsed for `review --list` spent half its time on keys).
  static func of(_ text: String) -> String {
    asciiCanonical(text) ?? canonical(text, words: words(of: text))
  }

  /// The canonical key of ASCII text written byte by byte, as `canonical(_:words:)` makes it from
  /// `words(of:)`, without an array of words and a join (`review --list` makes a key of every
  /// answer of every deck); nil for other text, and for text with no letter or
  /// digit (its own key, left to the general path).
  static func asciiCanonical(_ text: String) -> String? {
    // The text's bytes in place, not through the view's iterator.
    var text = text
    return text.withUTF8 { asciiCanonical(utf8: $0) }
  }

  private static func asciiCanonical(utf8 text: UnsafeBufferPointer<UInt8>) -> String? {
    // At most three bytes a byte ("&" is "and"; "st" is "saint"), on the stack.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * text.count + 8) { key in
      var count = 0
      var wordStart = 0
      var wordCount = 0
      var firstWordIsThe = false
      var hasLetterOrDigit = false
      func append(_ bytes: [UInt8]) {
        for byte in bytes {
          key[count] = byte
          count += 1
        }
      }
      func endWord() {
        guard count > wordStart else { return }
        let word = UnsafeBufferPointer(rebasing: key[wordStart..<count])
        if wordCount == 0 { firstWordIsThe = word.elementsEqual("the".utf8) }
        wordCount += 1
        // Abbreviations are whole words: spelled out where they stand.
        if word.count <= 3, let long = asciiAbbreviations.first(where: { word.elementsEqual($0.short) })?.long {
          count = wordStart
          append(long)
        }
        wordStart = count
      }
      for byte in text {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          key[count] = byte
          count += 1
          hasLetterOrDigit = true
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          key[count] = byte + 32
          count += 1
          hasLetterOrDigit = true
        case 0x80...: return nil
        case UInt8(ascii: "&"):
          endWord()
          append(Self.and)
          endWord()
        default: endWord()
        }
      }
      endWord()
      guard hasLetterOrDigit else { return nil }
      // A leading "the" is left out unless it is the only word.
      let start = wordCount > 1 && firstWordIsThe ? 3 : 0
      return String(decoding: UnsafeBufferPointer(rebasing: key[start..<count]), as: UTF8.self)
    }
  }

  private static let and = Array("and".utf8)

  private static let asciiAbbreviations: [(short: [UInt8], long: [UInt8])] = abbreviations.sorted { $0.key < $1.key }
    .map { (Array($0.key.utf8), Array($0.value.utf8)) }

  static func canonical(_ text: String, words: [String]) -> String {
    if words.isEmpty { return String(text.unicodeScalars.filter { !$0.properties.isWhitespace }) }
    let spelledOut = (words.count > 1 && words[0] == "the" ? words.dropFirst() : words[...])
    return spelledOut.map { abbreviations[$0] ?? $0 }.joined()
  }

  /// The words of the text, lowercased and without diacritics, `&` as "and"; none when the text
  /// has no letter or digit.
  static func words(of text: String) -> [String] {
    latinWords(text) ?? decomposedWords(text)
  }

  /// The words of any text, from its canonical decomposition.
  static func decomposedWords(_ text: String) -> [String] {
    var words: [String] = []
    var word = String.UnicodeScalarView()
    func endWord() {
      if !word.isEmpty { words.append(String(word)) }
      word = String.UnicodeScalarView()
    }
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
      let properties = scalar.properties
      if properties.generalCategory == .nonspacingMark { continue }
      if properties.isAlphabetic || properties.numericType != nil {
        word.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
      } else {
        endWord()
        if scalar == "&" { words.append("and") }
      }
    }
    endWord()
    return words.allSatisfy { $0 == "and" } && !hasLetterOrDigit(text) ? [] : words
  }

  private static func hasLetterOrDigit(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
  }

  /// The words of text written in ASCII and the Latin letters of `latinBases` (é, ñ, ş…), without
  /// the cost of decomposing it (most of what parsing a deck of world capitals cost); nil for any
  /// other text.
  private static func latinWords(_ text: String) -> [String]? {
    var words: [String] = []
    var word: [UInt8] = []
    func endWord() {
      if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
      word.removeAll(keepingCapacity: true)
    }
    for scalar in text.unicodeScalars {
      let byte: UInt8
      if scalar.isASCII {
        byte = UInt8(scalar.value)
      } else if let base = latinBase(of: scalar) {
        byte = base
      } else {
        return nil
      }
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
      case UInt8(ascii: "&"):
        endWord()
        words.append("and")
      default: endWord()
      }
    }
    endWord()
    return words.allSatisfy { $0 == "and" } && !hasLetterOrDigit(text) ? [] : words
  }

  /// The lowercase ASCII letter a letter of U+00C0–U+023F decomposes into, followed only by
  /// nonspacing marks ("é" is "e" and an acute accent); nil for the others ("ø", "æ", "ß", "×").
  /// `AnswerKeyTests` holds the table to Foundation's decomposition.
  static func latinBase(of scalar: Unicode.Scalar) -> UInt8? {
    let index = Int(scalar.value) - 0xC0
    guard index >= 0, index < latinBases.count, latinBases[index] != UInt8(ascii: "-") else { return nil }
    return latinBases[index]
  }

  private static let latinBases = Array(
    ("aaaaaa-ceeeeiiii-nooooo--uuuuy--aaaaaa-ceeeeiiii-nooooo--uuuuy-y"
      + "aaaaaaccccccccdd--eeeeeeeeeegggggggghh--iiiiiiiii---jjkk-llllll-"
      + "---nnnnnn---oooooo--rrrrrrsssssssstttt--uuuuuuuuuuuuwwyyyzzzzzz-"
      + "--------------------------------oo-------------uu---------------"
      + "-------------aaiioouuuuuuuuuu-aaaa----ggkkoooo--j---gg--nnaa----"
      + "aaaaeeeeiiiioooorrrruuuusstt--hh------aaeeooooooooyy------------").utf8)
}
