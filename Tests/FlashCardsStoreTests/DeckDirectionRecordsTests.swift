import FlashCardsCore
import Foundation
import Testing

@testable import FlashCardsStore

/// A deck without a reverse name is saved under its own name in both directions: `stats` keeps
/// the two apart, as the history does ("tiny (reverse)").
@Suite("Deck records per direction")
struct DeckDirectionRecordsTests {
  static var unnamed: Deck {
    var deck = SampleGames.capitals
    deck.reverseName = nil
    return deck
  }

  /// Plays the whole deck in `direction` with `right` cards answered right, and saves it.
  @discardableResult
  static func play(
    _ database: AppDatabase, _ direction: Direction, right: Int, day: Int, milliseconds: Int = 20_000
  ) throws -> Int64 {
    var session = GameSession(deck: unnamed, direction: direction, seed: 7)
    while let card = session.currentCard {
      session.answer(session.outcomes.count < right ? card.answers(in: direction)[0] : "nope", seconds: 1)
    }
    return try database.save(session, playedAt: DeckProgressTests.day(day), milliseconds: milliseconds)
  }

  @Test func eachDirectionHasItsOwnGamesRecordsTrendAndCoverage() throws {
    let database = try AppDatabase.inMemory()
    let perfect = try Self.play(database, .forward, right: 4, day: 0)
    try Self.play(database, .forward, right: 3, day: 1)
    let reverse = try Self.play(database, .reverse, right: 1, day: 2, milliseconds: 5_000)

    for player: String? in [nil, database.player] {
      let records = try database.statistics(player: player).decks
      #expect(records.map(\.label) == ["capitals", "capitals (reverse)"])
      #expect(records.map(\.deck) == ["capitals", "capitals"])
      #expect(records.map(\.games) == [2, 1])
      #expect(records.map { $0.best?.game.id } == [perfect, reverse])
      #expect(records.map { $0.fastestPerfect?.game.id } == [perfect, nil])
      #expect(records.map { $0.fullGames.count } == [2, 1])
      #expect(records.map(\.cardsSeen) == [4, 4])
      #expect(records.map(\.cardsKnown) == [3, 1])
    }
    // --deck names the deck as stored: both directions.
    #expect(try database.statistics(deck: "capitals").decks.map(\.label) == ["capitals", "capitals (reverse)"])
  }

  @Test func aDeckPlayedOnlyInReverseHasOnlyItsReverseRecord() throws {
    let database = try AppDatabase.inMemory()
    try Self.play(database, .reverse, right: 4, day: 0)
    let records = try database.statistics().decks
    #expect(records.map(\.label) == ["capitals (reverse)"])
    #expect(records.map(\.direction) == [.reverse])
  }
}
