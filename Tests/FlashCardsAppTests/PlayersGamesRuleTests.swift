import FlashCardsApp
import Foundation
import TestSupport
import Testing

/// A command acts on the player's own games; another player's game is no game of theirs unless
/// --all-players. CLITests' PlayersGamesTests runs the commands through the binary.
@Suite("players' games, in-process")
struct PlayersGamesRuleTests {
  /// ann's six fixed games (1–6), then bob's (7).
  static func shared(in folder: AppFolder) throws {
    try FixedHistory.save(into: folder.context(player: "ann").openDatabase())
    try folder.context(player: "bob").openDatabase().saveGame(
      FixedHistory.games[0].session, playedAt: FixedHistory.firstPlayedAt, milliseconds: 1000)
  }

  @Test func anotherPlayersGameIsNoGameOfTheirsUnlessAllPlayers() throws {
    let folder = try AppFolder()
    try Self.shared(in: folder)
    let ann = try folder.context(player: "ann").openDatabase(.readOnly)
    #expect(try ann.playersGame(1, allPlayers: false, doing: "show").summary.game.player == "ann")
    #expect(try ann.playersGame(7, allPlayers: true, doing: "show").summary.game.player == "bob")
    for (doing, says) in [
      ("show", "ann has no game #7: add --all-players to show another player's game."),
      ("delete", "ann has no game #7: add --all-players to delete another player's game."),
      (
        "retry",
        "ann has no game #7: it is another player's; retry it as them with --player. See your games with: flashcards history"
      ),
    ] {
      let error = #expect(throws: HistoryError.anotherPlayersGame(7, player: "ann", doing: doing)) {
        try ann.playersGame(7, allPlayers: false, doing: doing)
      }
      #expect(error?.localizedDescription == says)
    }
    let none = #expect(throws: HistoryError.noSuchGame(99)) { try ann.playersGame(99, allPlayers: true, doing: "show") }
    #expect(none?.localizedDescription == "There is no game #99. See the games with: flashcards history")
  }

  @Test func everyGameNamedMustBeThePlayers() throws {
    let folder = try AppFolder()
    try Self.shared(in: folder)
    let ann = try folder.context(player: "ann").openDatabase(.readOnly)
    try ann.checkPlayersGames([1, 2, 6], allPlayers: false, doing: "delete")
    try ann.checkPlayersGames([1, 7], allPlayers: true, doing: "delete")
    #expect(throws: HistoryError.anotherPlayersGame(7, player: "ann", doing: "delete")) {
      try ann.checkPlayersGames([1, 7], allPlayers: false, doing: "delete")
    }
    #expect(throws: HistoryError.noSuchGame(8)) {
      try ann.checkPlayersGames([8, 7], allPlayers: true, doing: "delete")
    }
  }
}
