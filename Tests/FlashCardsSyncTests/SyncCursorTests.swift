import FlashCardsCore
import Testing

@testable import FlashCardsSync

/// The cursor is a snapshot as PostgreSQL writes it; a cursor of the first versions (a number)
/// reads as the snapshot that saw every transaction below it.
@Suite struct SyncCursorTests {
  @Test(arguments: [
    ("0", "0:0:"), ("742", "742:742:"), ("740:750:", "740:750:"), ("740:750:741,745", "740:750:741,745"),
    ("740:750:745,741,745", "740:750:741,745"),
  ])
  func aCursorReadsAsItsSnapshot(text: String, expected: String) throws {
    #expect(try #require(SyncCursor(text)).description == expected)
  }

  @Test(arguments: ["", "x", "7:", "7:8", "9:8:", "7:9:a", "-1:2:", "7:9:8:"])
  func aDamagedCursorIsRefused(text: String) {
    #expect(SyncCursor(text) == nil)
  }

  @Test func aHeldTransactionStaysToBeReadAgain() {
    let now = SyncCursor(xmin: 800, xmax: 810, inProgress: [803])
    #expect(now.retrying([]) == now)
    #expect(now.retrying([805]).description == "800:810:803,805")
    // Below xmin: the snapshot reaches down to it, and sees everything else between as before.
    #expect(now.retrying([790]).description == "790:810:790,803")
  }
}
