import FlashCardsCore
import Testing

@Suite("counted nouns")
struct PluralTests {
  @Test(arguments: [(0, "0 cards"), (1, "1 card"), (2, "2 cards"), (-1, "-1 cards")])
  func aCountIsSingularOnlyForOne(count: Int, expected: String) {
    #expect(count.counted("card") == expected)
  }
}
