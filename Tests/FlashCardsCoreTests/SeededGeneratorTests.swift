import Testing

@testable import FlashCardsCore

/// The card order of a seeded game rests on this generator giving the published SplitMix64 sequence.
@Suite struct SeededGeneratorTests {
  @Test(arguments: [
    (UInt64(0), [UInt64(0xE220_A839_7B1D_CDAF), 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F]),
    (UInt64(1_234_567), [UInt64(6_457_827_717_110_365_317), 3_203_168_211_198_807_973, 9_817_491_932_198_370_423]),
  ])
  func aSeedGivesTheReferenceSequence(seed: UInt64, expected: [UInt64]) {
    var generator = SeededGenerator(seed: seed)

    #expect((0..<expected.count).map { _ in generator.next() } == expected)
  }
}
