import Testing

@testable import FlashCardsCore

/// In multiple choice, a label no option has is a slip to ask again, not an answer.
@Suite struct OptionSlipTests {
  private let legs = Deck(
    name: "legs",
    cards: [("dog", "4"), ("fish", "0"), ("bird", "2"), ("spider", "8"), ("ant", "6"), ("snake", "0 (none)")]
      .map { Card(front: [$0.0], back: [$0.1]) })

  @Test(
    "numbered options",
    arguments: [
      ("5", true), ("0", true), ("12", true), (" 7 ", true), ("1", false), ("4", false), ("Austin", false),
      ("", false), ("?", false), ("e", false), ("-1", false),
    ])
  func numbered(typed: String, isSlip: Bool) throws {
    let game = GameSession(deck: try TestDecks.bundled("capitals"), choices: 4, seed: 17)
    #expect(game.isLabelOutsideOptions(typed) == isSlip)
    #expect(game.optionLabelRange(joinedBy: "-") == "1-4")
  }

  @Test("lettered options: a letter past the last is a slip, a number is an answer")
  func lettered() throws {
    let game = GameSession(deck: legs, choices: 4, seed: 3)
    #expect(game.labelsOptionsWithLetters)
    #expect(game.optionLabelRange(joinedBy: "-") == "a-d")
    for slip in ["e", "z", "E", "zz"] { #expect(game.isLabelOutsideOptions(slip), "\(slip)") }
    for answer in ["a", "d", "D", "4", "9", "ant", "abc"] { #expect(!game.isLabelOutsideOptions(answer), "\(answer)") }
  }

  @Test("a typed game has no slips")
  func typedGame() throws {
    let game = GameSession(deck: try TestDecks.bundled("capitals"), seed: 17)
    #expect(!game.isLabelOutsideOptions("7"))
  }
}
