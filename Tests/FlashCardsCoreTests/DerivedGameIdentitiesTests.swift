import FlashCardsCore
import Testing

/// Migration v8 gives alike games their identities in one pass; it must give every game the very
/// identity the first version of the migration gave it, which searched from occurrence 0 for each
/// game (`searchedFromZero`, kept here as it was).
@Suite("derived identities of alike games")
struct DerivedGameIdentitiesTests {
  /// A game of an older history, as the migration reads it.
  struct Game {
    var player = "ann"
    var deck = "capitals"
    var playedAt = "2026-10-01 09:00:00.707"
    var answer = "Jackson"

    var unixMilliseconds: Int64 { playedAt.hasSuffix("00.707") ? 1_759_309_200_707 : 1_759_309_260_000 }

    var hash: GameContentHash {
      var hash = GameContentHash(
        player: player, mode: "play", deck: deck, direction: "forward", playedAt: playedAt, milliseconds: 1)
      hash.addCard(
        position: 1, card: "Mississippi", expected: "Jackson", answer: answer, verdict: "exact", correct: true,
        confusedWith: nil, milliseconds: 0, deck: nil, direction: nil)
      return hash
    }
  }

  /// The identities as the first version of migration v8 gave them: for each game, every
  /// occurrence from 0 until one not given yet.
  static func searchedFromZero(_ games: [Game]) -> [GameUUID] {
    var assigned: Set<GameUUID> = []
    return games.map { game in
      let hash = game.hash
      var occurrence = 0
      var uuid = hash.identity(unixMilliseconds: game.unixMilliseconds)
      while !assigned.insert(uuid).inserted {
        occurrence += 1
        uuid = hash.identity(unixMilliseconds: game.unixMilliseconds, occurrence: occurrence)
      }
      return uuid
    }
  }

  static func derived(_ games: [Game]) -> [GameUUID] {
    var identities = DerivedGameIdentities()
    return games.map { identities.next($0.hash, unixMilliseconds: $0.unixMilliseconds) }
  }

  static let a = Game()
  static let b = Game(answer: "Memphis")
  static let shapes: [(name: String, games: [Game])] = [
    ("all alike", Array(repeating: a, count: 300)),
    ("two contents alternating", (0..<300).map { $0 % 2 == 0 ? a : b }),
    (
      "runs of one, then the other, then the first again",
      Array(repeating: a, count: 100) + Array(repeating: b, count: 80) + Array(repeating: a, count: 120)
    ),
    (
      "alike across players, decks and starts, interleaved",
      (0..<360).map { index in
        Game(
          player: ["ann", "bob", "cy"][index % 3], deck: ["capitals", "states"][index / 3 % 2],
          playedAt: index / 6 % 2 == 0 ? a.playedAt : "2026-10-01 09:01:00.000")
      }
    ),
    ("one unlike game among alike ones", Array(repeating: a, count: 150) + [b] + Array(repeating: a, count: 150)),
  ]

  @Test("the same identities as a search from occurrence 0", arguments: shapes.indices)
  func theSameIdentitiesAsASearchFromZero(shape: Int) {
    let games = Self.shapes[shape].games
    let derived = Self.derived(games)
    #expect(derived == Self.searchedFromZero(games), "\(Self.shapes[shape].name)")
    #expect(Set(derived).count == games.count, "every game its own identity")
  }

  @Test func theFirstOfAlikeGamesKeepsItsContentsIdentityAndTheNthIsOccurrenceN() {
    let derived = Self.derived(Array(repeating: Self.a, count: 5))
    #expect(derived[0] == Self.a.hash.identity(unixMilliseconds: Self.a.unixMilliseconds))
    #expect(derived[4] == Self.a.hash.identity(unixMilliseconds: Self.a.unixMilliseconds, occurrence: 4))
    #expect(derived.allSatisfy { $0.unixMilliseconds == Self.a.unixMilliseconds })
  }

  @Test func theDigestTellsContentsApartAndIsTheSameForAlikeOnes() {
    #expect(Self.a.hash.digest() == Game().hash.digest())
    #expect(Self.a.hash.digest() != Self.b.hash.digest())
    #expect(Self.a.hash.digest().count == 32)
  }
}
