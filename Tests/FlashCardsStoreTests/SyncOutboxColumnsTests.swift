import FlashCardsCore
import Foundation
import Testing

@testable import FlashCardsStore

/// The outbox's query and decoding are made from Core's column lists (`SyncGame.Column`,
/// `SyncCardResult.Column`): every column a receive writes into the history comes back out of the
/// outbox as it went in.
@Suite("the outbox reads every synced column")
struct SyncOutboxColumnsTests {
  @Test func aReceivedGameWithEveryColumnSetLeavesTheOutboxAsItCame() throws {
    let database = try AppDatabase(path: AppDatabase.inMemoryPath, player: "ann")
    let playedAt = SampleGames.playedAt
    let first = SyncGame(
      id: UUID(), mode: "play", deck: "capitals", direction: "forward", playedAt: playedAt, milliseconds: 9000,
      endedEarly: false,
      cards: [
        SyncCardResult(
          position: 1, card: "France", expected: "Paris", answer: "Paris", verdict: "exact", correct: true,
          milliseconds: 800)
      ])
    let game = SyncGame(
      id: UUID(), mode: "review", deck: "capitals", direction: "reverse", playedAt: playedAt + 60.25,
      milliseconds: 1234, endedEarly: true, retryOf: first.id, choices: 4, deckCards: 50, underReverseName: true,
      cards: [
        SyncCardResult(
          position: 1, card: "France", expected: "Paris", answer: "Pariss", verdict: "typo", correct: true,
          confusedWith: "Lyon", milliseconds: 700, deck: "europe", direction: "reverse"),
        SyncCardResult(
          position: 2, card: "Peru", expected: "Lima", answer: "", verdict: "skipped", correct: false, milliseconds: 90),
      ])
    for column in SyncGame.Column.allCases { #expect(game[column] != SyncGame.blank[column], "\(column)") }
    for column in SyncCardResult.Column.allCases {
      #expect(game.cards[0][column] != SyncCardResult.blank[column], "\(column)")
    }
    _ = try database.receive(serverID: UUID(), login: "ann", scope: "ann", player: "ann") { _, changes in
      try changes.game(first)
      try changes.game(game)
      return "1"
    }
    #expect(try database.unsentGameCount(player: "ann") == 0)
    try database.forgetServer()
    var outbox = try database.unsentGames(player: "ann")
    #expect(try outbox.nextPage() == [first, game])
  }
}
