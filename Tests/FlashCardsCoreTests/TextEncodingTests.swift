import Foundation
import Testing

@testable import FlashCardsCore

/// Text files as Windows tools and Excel's "Unicode Text" write them: UTF-16 with a byte order
/// mark is read, UTF-8's mark is dropped, and what cannot be read is named, never called binary.
@Suite struct TextEncodingTests {
  static let text = "name: naïve\nTexas = Austin\n日本 = 東京 🗼\r\nÉire = Baile Átha Cliath\n"

  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    let mark: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
    return mark + [UInt8](text.data(using: bigEndian ? .utf16BigEndian : .utf16LittleEndian) ?? Data())
  }

  @Test(arguments: [false, true])
  func utf16WithAByteOrderMarkBecomesUTF8(bigEndian: Bool) {
    let (bytes, encoding) = TextEncoding.utf8(Self.utf16(Self.text, bigEndian: bigEndian))
    #expect(encoding == .utf16(bigEndian: bigEndian))
    #expect(bytes == Array(Self.text.utf8))
  }

  @Test func utf8LosesItsByteOrderMarkAndIsOtherwiseUntouched() {
    #expect(TextEncoding.utf8([0xEF, 0xBB, 0xBF] + Array("a = b".utf8)) == (Array("a = b".utf8), .utf8))
    let invalid: [UInt8] = [0x61, 0xC3, 0x28]
    #expect(TextEncoding.utf8(invalid) == (invalid, .utf8))
  }

  /// A lone surrogate or a last odd byte becomes 0xFF, which no UTF-8 holds, on its own line.
  @Test func brokenUTF16StaysBrokenOnItsLine() {
    var bytes = Self.utf16("a\nb", bigEndian: false)
    bytes += [0x00, 0xD8]  // a high surrogate with nothing after it
    #expect(TextEncoding.utf8(bytes).bytes == Array("a\nb".utf8) + [0xFF])
    #expect(TextEncoding.utf8(Self.utf16("a\n", bigEndian: true) + [0x00]).bytes == Array("a\n".utf8) + [0xFF])
  }

  @Test func utf32AndUTF16WithoutAMarkAreRefusedByName() {
    let utf32 = [0xFF, 0xFE, 0, 0] + [UInt8]("a".data(using: .utf32LittleEndian) ?? Data())
    #expect(TextEncoding.of(utf32) == .utf32)
    #expect(TextEncoding.of([0, 0, 0xFE, 0xFF, 0, 0, 0, 0x61]) == .utf32)
    let unmarked = [UInt8]("perro\tdog\n".data(using: .utf16LittleEndian) ?? Data())
    #expect(TextEncoding.of(unmarked) == .utf16WithoutByteOrderMark)
    #expect(TextEncoding.of(Array(unmarked.dropFirst())) == .utf16WithoutByteOrderMark, "big-endian")
    #expect(TextEncoding.utf16WithoutByteOrderMark.refusal?.contains("UTF-16") == true)
    #expect(TextEncoding.utf32.refusal?.contains("save it as UTF-8") == true)
  }

  /// A zip or an image has NULs on both sides of its byte pairs: binary, not UTF-16.
  @Test func binaryIsNotTakenForUTF16() {
    #expect(TextEncoding.of([0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]) == .utf8)
    #expect(TextEncoding.of([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]) == .utf8)
    #expect(TextEncoding.of(Array("plain text".utf8)) == .utf8)
  }

  @Test(arguments: [false, true])
  func aUTF16DeckParsesLikeItsUTF8(bigEndian: Bool) throws {
    let deck = try DeckParser.parse(Self.utf16(Self.text, bigEndian: bigEndian), defaultName: "x").get()
    let same = try DeckParser.parse(Array(Self.text.utf8), defaultName: "x").get()
    #expect(deck == same)
    #expect(deck.name == "naïve" && deck.cards.map(\.line) == [2, 3, 4])
    #expect(DeckParser.headerNames(in: Self.utf16(Self.text, bigEndian: bigEndian)).name == "naïve")
  }

  @Test func aUTF16DeckNamesItsBrokenLineAsUTF16() {
    let bytes =
      Self.utf16("a = b\n", bigEndian: false) + [0x00, 0xDC] + Self.utf16("x = y\n", bigEndian: false).dropFirst(2)
    #expect(
      DeckParser.parse(bytes, defaultName: "x")
        == .failure(DeckFileProblems(problems: [DeckProblem(line: 2, message: "not valid UTF-16 text")])))
    let unmarked = [UInt8]("a = b\n".data(using: .utf16LittleEndian) ?? Data())
    guard case .failure(let failure) = DeckParser.parse(unmarked, defaultName: "x") else {
      Issue.record("a UTF-16 deck without a byte order mark parsed")
      return
    }
    #expect(failure.problems.count == 1 && failure.problems[0].line == 0)
    #expect(failure.problems[0].message.contains("UTF-16 text without a byte order mark: save it as UTF-8"))
  }
}
