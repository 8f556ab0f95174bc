import Foundation
import Testing

@testable import FlashCardsStore

/// The summaries group text as SQLite compares it, byte for byte: the same bytes are one group
/// however the text was built, and texts Swift takes for equal but spelled in other bytes are two.
@Suite("The summaries' texts")
struct SummaryBytesTests {
  @Test func theSameBytesAreOneGroupOtherBytesAnother() {
    let texts = [
      "", "a", "Texas", "texas", "Texas ", "é", "e\u{301}", "Saint-Pierre-et-Miquelon (capital: Saint-Pierre)",
      "東京都", "\u{0}", "a\u{0}b",
    ]
    for one in texts {
      for other in texts {
        let same = Array(one.utf8) == Array(other.utf8)
        #expect((Bytes(one) == Bytes(other)) == same, "\(one.debugDescription) \(other.debugDescription)")
      }
      // Built another way: from a slice, and from bytes.
      let sliced = String(("[" + one + "]").dropFirst().dropLast())
      let decoded = String(decoding: Array(one.utf8), as: UTF8.self)
      #expect(Bytes(sliced) == Bytes(one) && Bytes(decoded) == Bytes(one))
      #expect(Set([Bytes(one), Bytes(sliced), Bytes(decoded)]).count == 1)
    }
  }
}
