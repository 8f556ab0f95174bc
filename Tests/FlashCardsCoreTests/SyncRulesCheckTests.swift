import FlashCardsCore
import Foundation
import Testing

/// A received row is checked against the rules before it reaches a history: one row per way a
/// row can break them, beside the rows that keep them.
@Suite struct SyncRulesCheckTests {
  static let fine = SyncGame(
    id: UUID(), mode: "play", deck: "capitals", direction: "forward", playedAt: Date(timeIntervalSince1970: 1.8e9),
    milliseconds: 5000, endedEarly: false, choices: 4, deckCards: 50,
    cards: [
      SyncCardResult(
        position: 1, card: "Texas", expected: "Austin", answer: "Austin", verdict: "exact", correct: true,
        milliseconds: 900),
      SyncCardResult(
        position: 2, card: "Ohio", expected: "Columbus", answer: "x", verdict: "wrong", correct: false,
        milliseconds: 900, deck: "capitals", direction: "reverse"),
    ])

  static func changed(_ change: (inout SyncGame) -> Void) -> SyncGame {
    var game = fine
    change(&game)
    return game
  }

  @Test(arguments: [
    (changed { $0.mode = "hack" }, "its mode 'hack' is not one this version knows"),
    (changed { $0.direction = "sideways" }, "its direction 'sideways' is not one this version knows"),
    (changed { $0.playedAt = Date(timeIntervalSince1970: -1) }, "not within the years 1970 to 9999"),
    (changed { $0.playedAt = Date(timeIntervalSince1970: 253_402_300_800) }, "not within the years 1970 to 9999"),
    (changed { $0.milliseconds = -1_884_000 }, "its time -1884000 ms is out of range"),
    (changed { $0.choices = 1 }, "its 1 choices are out of range"),
    (changed { $0.cards[0].verdict = "pwned" }, "card 1: its verdict 'pwned' is not one this version knows"),
    (changed { $0.cards[0].verdict = "right" }, "card 1: its verdict 'right' is not one this version knows"),
    (changed { $0.cards[1].correct = true }, "card 2: it is correct with the verdict 'wrong'"),
    (changed { $0.cards[1].direction = "up" }, "card 2: its direction 'up' is not one this version knows"),
    (changed { $0.cards[1].milliseconds = -5 }, "card 2: its time -5 ms is out of range"),
    (changed { $0.cards[1].position = 1 }, "two cards hold position 1"),
    (changed { $0.cards[1].answer = String(repeating: "x", count: 1_000_001) }, "card 2: its answer takes 1000001"),
  ])
  func aGameThatBreaksARuleIsNamed(game: SyncGame, reason: String) {
    #expect(SyncRules.problem(in: game)?.contains(reason) == true, "\(String(describing: SyncRules.problem(in: game)))")
  }

  @Test func aGameThatKeepsTheRulesPasses() {
    #expect(SyncRules.problem(in: Self.fine) == nil)
    #expect(
      SyncRules.problem(
        in: Self.changed {
          $0.mode = "review"; $0.choices = nil
        }) == nil)
  }

  @Test func otherRowsAreCheckedToo() {
    let never = Date(timeIntervalSince1970: -86_400)
    #expect(SyncRules.problem(in: SyncTombstone(gameID: UUID(), deletedAt: never)) != nil)
    #expect(SyncRules.problem(in: SyncTombstone(gameID: UUID(), deletedAt: Date())) == nil)
    #expect(SyncRules.problem(in: SyncSetting(key: "fsrsParameters", value: nil, changedAt: never)) != nil)
    let huge = String(repeating: "1", count: SyncRules.ceiling.settingBytes + 1)
    #expect(SyncRules.problem(in: SyncSetting(key: "fsrsParameters", value: huge, changedAt: Date())) != nil)
    #expect(SyncRules.problem(in: SyncSetting(key: "fsrsParameters", value: "[1]", changedAt: Date())) == nil)
    // A deck's content hash is held to the text limit as its name is: a receive cuts it past it.
    let longHash = String(repeating: "f", count: SyncRules.ceiling.textBytes + 1)
    let deck = SyncDeck(name: "mine", contentHash: "abc", content: "a = b", importedAt: Date())
    #expect(SyncRules.problem(in: deck) == nil)
    var cut = deck
    cut.contentHash = longHash
    #expect(SyncRules.problem(in: cut)?.contains("its content hash takes 1000001 bytes") == true)
  }
}
