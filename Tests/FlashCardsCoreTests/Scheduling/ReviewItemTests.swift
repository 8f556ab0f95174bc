import Testing

@testable import FlashCardsCore

/// A review item keeps its hash rather than hashing its texts at every look-up: it must still be
/// equal, and hash alike, exactly when its fields are, after any field is changed too.
@Suite("Review items as keys")
struct ReviewItemTests {
  static let texts = ["", "Texas", "texas", "é", "e\u{301}", "Österreich", "a\u{1F}b", "東京", "capitals"]

  @Test func equalExactlyWhenTheFieldsAreAndHashedAlike() {
    var random = SeededGenerator(seed: 5)
    func item() -> ReviewItem {
      ReviewItem(
        player: Self.texts.randomElement(using: &random) ?? "",
        deck: Self.texts.randomElement(using: &random) ?? "",
        direction: Bool.random(using: &random) ? .forward : .reverse,
        card: Self.texts.randomElement(using: &random) ?? "")
    }
    for _ in 0..<3_000 {
      let (one, other) = (item(), item())
      let fieldsEqual =
        one.player == other.player && one.deck == other.deck && one.direction == other.direction
        && one.card == other.card
      #expect((one == other) == fieldsEqual, "\(one) \(other)")
      if fieldsEqual { #expect(one.hashValue == other.hashValue, "\(one) \(other)") }
    }
  }

  @Test func aChangedFieldChangesTheKey() {
    func rebuilt(_ item: ReviewItem) -> ReviewItem {
      ReviewItem(player: item.player, deck: item.deck, direction: item.direction, card: item.card)
    }
    let texas = ReviewItem(player: "ann", deck: "capitals", direction: .forward, card: "Texas")
    var items: Set<ReviewItem> = [texas]
    var changed = texas
    changed.card = "Ohio"
    #expect(changed != texas && !items.contains(changed))
    #expect(changed.hashValue == rebuilt(changed).hashValue)
    changed.card = "Texas"
    #expect(changed == texas && items.contains(changed))
    for change in [\ReviewItem.player, \ReviewItem.deck] as [WritableKeyPath<ReviewItem, String>] {
      var other = texas
      other[keyPath: change] = "zoé"
      #expect(other != texas && !items.contains(other))
      #expect(other.hashValue == rebuilt(other).hashValue)
      items.insert(other)
      #expect(items.contains(rebuilt(other)))
    }
    var reversed = texas
    reversed.direction = .reverse
    #expect(reversed != texas && !items.contains(reversed))
    #expect(reversed.hashValue == rebuilt(reversed).hashValue)
    // The same texts, composed and decomposed: equal as Swift compares text, one key.
    let composed = ReviewItem(player: "zoé", deck: "capitals", direction: .forward, card: "Texas")
    let decomposed = ReviewItem(player: "zoe\u{301}", deck: "capitals", direction: .forward, card: "Texas")
    #expect(composed == decomposed && composed.hashValue == decomposed.hashValue)
    #expect(items.contains(decomposed))
  }
}
