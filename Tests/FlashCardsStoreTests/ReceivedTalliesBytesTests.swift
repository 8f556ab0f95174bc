import Foundation
import Testing

@testable import FlashCardsStore

/// A receive groups its tallies by text as SQLite compares it, byte for byte: the same bytes are
/// one group however the text was built, and texts Swift takes for equal but spelled in other
/// bytes are two.
@Suite("Received tallies' texts")
struct ReceivedTalliesBytesTests {
  typealias Bytes = ReceivedTallies.Bytes

  @Test func theSameBytesAreOneGroupOtherBytesAnother() {
    let texts = [
      "", "a", "Texas", "texas", "Texas ", "é", "e\u{301}", "Saint-Pierre-et-Miquelon (capital: Saint-Pierre)",
      "東京都", "\u{0}", "a\u{0}b",
    ]
    for one in texts {
      for other in texts {
        let same = Array(one.utf8) == Array(other.utf8)
        #expect((Bytes(text: one) == Bytes(text: other)) == same, "\(one.debugDescription) \(other.debugDescription)")
      }
      // Built another way: from a slice, and from bytes.
      let sliced = String(("[" + one + "]").dropFirst().dropLast())
      let decoded = String(decoding: Array(one.utf8), as: UTF8.self)
      #expect(Bytes(text: sliced) == Bytes(text: one) && Bytes(text: decoded) == Bytes(text: one))
      #expect(Set([Bytes(text: one), Bytes(text: sliced), Bytes(text: decoded)]).count == 1)
    }
  }
}
