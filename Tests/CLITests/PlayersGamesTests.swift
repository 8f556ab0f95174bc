import Foundation
import TestSupport
import Testing

/// On a history several players share, every command acts on the current player's games unless
/// --all-players is given: deleting, showing and retrying included.
@Suite("players' games")
struct PlayersGamesTests {
  /// ann's games 1 and 3, bob's game 2, carol's game 4.
  static func sharedHistory(in sandbox: Sandbox) async throws -> String {
    let database = sandbox.path("history.sqlite")
    for (player, seed) in [("ann", "7"), ("bob", "8"), ("ann", "9"), ("carol", "10")] {
      let run = try await sandbox.run(
        ["--db", database, "--player", player, "play", "capitals", "--seed", seed, "--count", "2"],
        stdin: "Jackson\nNowhere\n")
      try #require(run.status == 0, "\(run)")
    }
    return database
  }

  /// What a player sees of the history: their games, states, tallies and stats, as rows.
  static func snapshot(of player: String, in database: String) throws -> [String] {
    try SavedHistory.rows(of: player, in: database)
  }

  @Test func deleteAllDeletesOnlyThePlayersGamesAndStates() async throws {
    let sandbox = try Sandbox()
    let database = try await PlayersGamesTests.sharedHistory(in: sandbox)
    let bob = try PlayersGamesTests.snapshot(of: "bob", in: database)
    let carol = try PlayersGamesTests.snapshot(of: "carol", in: database)
    let bobStats = try await sandbox.run(["--db", database, "--player", "bob", "stats", "--format", "json"])

    let run = try await sandbox.run(["--db", database, "--player", "ann", "history", "delete", "--all", "--yes"])
    #expect(run.status == 0 && run.stdout == "Deleted 2 games.\n", "\(run)")
    #expect(try PlayersGamesTests.snapshot(of: "ann", in: database).isEmpty, "ann's games, cards and states are gone")
    #expect(try PlayersGamesTests.snapshot(of: "bob", in: database) == bob)
    #expect(try PlayersGamesTests.snapshot(of: "carol", in: database) == carol)
    let after = try await sandbox.run(["--db", database, "--player", "bob", "stats", "--format", "json"])
    #expect(after.stdout == bobStats.stdout, "\(after)")
    let nothing = try await sandbox.run(["--db", database, "--player", "ann", "history", "delete", "--all", "--yes"])
    #expect(nothing.stdout == "ann has no games to delete.\n", "\(nothing)")
  }

  @Test func deleteAllOfEveryPlayerSaysHowManyGamesOfHowManyPlayersBeforeItAsks() async throws {
    let sandbox = try Sandbox()
    let database = try await PlayersGamesTests.sharedHistory(in: sandbox)
    let declined = try await sandbox.runInTerminal(
      ["--db", database, "--player", "ann", "history", "delete", "--all", "--all-players"]
    ) {
      try $0.waitForPrompt("Delete all 4 games of 3 players and their card results? [y/N] ")
      try $0.type("n" + TerminalSignalTests.enter)
    }
    #expect(declined.status == 0 && declined.screen.contains("Nothing was deleted."), "\(declined)")
    let mine = try await sandbox.runInTerminal(["--db", database, "--player", "ann", "history", "delete", "--all"]) {
      try $0.waitForPrompt("Delete all 2 games of ann and their card results? [y/N] ")
      try $0.type("n" + TerminalSignalTests.enter)
    }
    #expect(mine.status == 0, "\(mine)")
    #expect(try SavedHistory(path: database).games.count == 4)

    let all = try await sandbox.run(["--db", database, "history", "delete", "--all", "--all-players", "--yes"])
    #expect(all.status == 0 && all.stdout == "Deleted 4 games.\n", "\(all)")
    #expect(try SavedHistory(path: database).games.isEmpty)
  }

  @Test(
    "another player's game is no game of the player's, with a hint about --all-players",
    arguments: [
      (["history", "show", "2"], "Error: ann has no game #2: add --all-players to show another player's game."),
      (
        ["history", "show", "2", "--format", "json"],
        "Error: ann has no game #2: add --all-players to show another player's game."
      ),
      (
        ["history", "delete", "1", "2", "--yes"],
        "Error: ann has no game #2: add --all-players to delete another player's game."
      ),
      (
        ["play", "--retry", "2"],
        "Error: ann has no game #2: it is another player's; retry it as them with --player. See your games with: flashcards history"
      ),
      (["history", "show", "9"], "Error: There is no game #9. See the games with: flashcards history"),
    ])
  func anotherPlayersGameIsRefused(command: [String], error: String) async throws {
    let sandbox = try Sandbox()
    let database = try await PlayersGamesTests.sharedHistory(in: sandbox)
    let run = try await sandbox.run(["--db", database, "--player", "ann"] + command, stdin: "Jackson\n")
    #expect(run.status == 1, "\(run)")
    #expect(run.oneLineError == error, "\(run)")
    #expect(try SavedHistory(path: database).games.count == 4, "nothing deleted, nothing played")
  }

  @Test func allPlayersShowsAndDeletesAnyonesGame() async throws {
    let sandbox = try Sandbox()
    let database = try await PlayersGamesTests.sharedHistory(in: sandbox)
    let show = try await sandbox.run(["--db", database, "--player", "ann", "history", "show", "2", "--all-players"])
    #expect(show.status == 0 && show.stdout.contains("Game #2"), "\(show)")
    let delete = try await sandbox.run(
      ["--db", database, "--player", "ann", "history", "delete", "2", "4", "--all-players", "--yes"])
    #expect(delete.status == 0 && delete.stdout == "Deleted 2 games.\n", "\(delete)")
    #expect(try SavedHistory(path: database).games.map(\.id) == [1, 3])
    #expect(try PlayersGamesTests.snapshot(of: "bob", in: database).isEmpty)
  }

  @Test func theHomeMenuOpensOnlyThePlayersGames() async throws {
    let sandbox = try Sandbox()
    let database = try await PlayersGamesTests.sharedHistory(in: sandbox)
    let run = try await sandbox.runInTerminal(["--db", database, "--player", "ann"]) {
      try $0.waitForPrompt("Choose 1–")
      try $0.type("h" + TerminalSignalTests.enter)
      try $0.waitForPrompt("Game number to open (Enter goes back):")
      try $0.type("2" + TerminalSignalTests.enter)
      try $0.waitForPrompt("You have no game #2. Game number to open (Enter goes back):")
      try $0.type("q" + TerminalSignalTests.enter)
      try $0.waitForPrompt("Choose 1–")
      try $0.type("q" + TerminalSignalTests.enter)
    }
    #expect(run.status == 0, "\(run)")
  }
}
