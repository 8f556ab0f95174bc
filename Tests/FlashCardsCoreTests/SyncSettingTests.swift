import FlashCardsCore
import Foundation
import Testing

/// The rule a server and every machine apply alike to two changes of one setting.
@Suite("the last change of a setting wins")
struct SyncSettingTests {
  static let noon = Date(timeIntervalSince1970: 1_764_000_000)

  @Test(arguments: [
    // (value, seconds after noon) of the newcomer, then of the one held, and whether it wins.
    ("a", 1.0, "b", 0.0, true), ("b", 0.0, "a", 1.0, false),
    ("b", 0.0, "a", 0.0, true), ("a", 0.0, "b", 0.0, false), ("a", 0.0, "a", 0.0, false),
    ("é", 0.0, "z", 0.0, true),
  ])
  func laterWinsThenTheGreaterValue(value: String, at: Double, held: String, heldAt: Double, wins: Bool) {
    let change = SyncSetting(key: "k", value: value, changedAt: SyncSettingTests.noon.addingTimeInterval(at))
    let other = SyncSetting(key: "k", value: held, changedAt: SyncSettingTests.noon.addingTimeInterval(heldAt))
    #expect(change.wins(over: other) == wins)
  }

  @Test func aValueWinsOverTheDefaultAtTheSameMomentButNotLater() {
    let value = SyncSetting(key: "k", value: "x", changedAt: SyncSettingTests.noon)
    let reset = SyncSetting(key: "k", value: nil, changedAt: SyncSettingTests.noon)
    #expect(value.wins(over: reset) && !reset.wins(over: value) && !reset.wins(over: reset))
    let laterReset = SyncSetting(key: "k", value: nil, changedAt: SyncSettingTests.noon.addingTimeInterval(1))
    #expect(laterReset.wins(over: value))
  }
}
