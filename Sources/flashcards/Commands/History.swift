import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsStore
import FlashCardsUI
import Foundation

extension FlashCards {
  struct History: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "history",
      abstract: "List past games, open one, or delete games.",
      subcommands: [List.self, Show.self, Export.self, Delete.self],
      defaultSubcommand: List.self)
  }
}

extension FlashCards.History {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List games, newest first, with their scores.",
      usage: "flashcards history list [<options>]",
      discussion: """
        Examples:
          flashcards history --deck capitals --since 2026-11-01
          flashcards history --all --format csv > games.csv
        """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var games: HistoryFilterOptions

    @Option(help: "Show at most this many games.")
    var limit = 20

    @Flag(help: "Show every game that matches.")
    var all = false

    @Flag(help: "Show every player's games, not only yours.")
    var allPlayers = false

    @Option(help: "table for people, json or csv for scripts.")
    var format: OutputFormat = .table

    func validate() throws {
      try Self.valueOptions.check(limit, "--limit")
    }

    func run() throws {
      let database = try global.openDatabase(.readOnly)
      let filter = try self.games.filter(player: allPlayers ? nil : database.player, global: global)
      let (games, total) = try database.games(matching: filter, limit: all ? nil : limit)
      let view = HistoryListView(games: games, total: total, style: global.style)
      switch format {
      case .json: StandardOutput.write(try view.renderJSON())
      case .csv: StandardOutput.write(view.renderCSV())
      case .table:
        guard total > 0 else {
          if let typed = self.games.deck { try global.refuseUnknownDeckFilter(typed, database: database) }
          let filtered = filter != HistoryFilter(player: filter.player)
          print(filtered ? EmptyState.noMatchingGames : EmptyState.noGames(.commandLine))
          return
        }
        print(view.renderListing().joined(separator: "\n"))
        if let note = SyncBacklogNote.text(database) { print(note) }
      }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show one game's cards: what you typed, the answer, the time taken.",
      usage: "flashcards history show [<options>] <id>")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The game's number, as the history list shows it.", completion: ShellCompletions.gameNumbers)
    var id: GameID

    @Option(help: "card (by name) or played (in the order asked).")
    var order: GameDetailView.Order = .card

    @Option(help: "table for people, json for scripts.")
    var format: TableOrJSON = .table

    @Flag(help: "Show the game even if another player played it.")
    var allPlayers = false

    func run() throws {
      let database = try global.openDatabase(.readOnly)
      let (summary, cards) = try database.playersGame(id.value, allPlayers: allPlayers, doing: "show")
      let view = GameDetailView(summary: summary, cards: cards, order: order, style: global.style)
      if format == .json {
        StandardOutput.write(try view.renderJSON())
      } else {
        print(view.renderTable().joined(separator: "\n"))
      }
    }
  }

  struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "delete",
      abstract: "Delete games and their card results.",
      usage: "flashcards history delete [<options>] <ids> ...\nflashcards history delete [<options>] --all",
      discussion: """
        Deletes your games (see --player) and rebuilds the review schedule of their cards; \
        other players' games, schedules and stats stay as they are unless you add \
        --all-players. Asks first in a terminal; elsewhere add --yes to delete.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The numbers of the games to delete.", completion: ShellCompletions.gameNumbers)
    var ids: [GameID] = []

    @Flag(help: "Delete every game of yours (see --all-players).")
    var all = false

    @Flag(help: "Act on any player's games, not only yours.")
    var allPlayers = false

    @Flag(name: .shortAndLong, help: "Do not ask for confirmation.")
    var yes = false

    func validate() throws {
      if ids.isEmpty && !all { throw ValidationError("Name the games to delete, or use --all.") }
      if !ids.isEmpty && all { throw ValidationError("Give game numbers or --all, not both.") }
    }

    func run() throws {
      // A missing history has no games to delete, and is not created to say so.
      let exists = FileManager.default.fileExists(atPath: global.resolvedDatabasePath)
      let database = try global.openDatabase(exists ? .readWrite : .readOnly)
      let numbers = ids.map(\.value)
      try database.checkPlayersGames(numbers, allPlayers: allPlayers, doing: "delete")
      let whose = allPlayers ? nil : database.player
      let totals = all ? try database.gameTotals(player: whose) : (games: numbers.count, players: 1)
      guard totals.games > 0 else {
        print(whose.map { "\($0.terminalSafe) has no games to delete." } ?? "There are no games to delete.")
        return
      }
      if !yes, try !confirmed(what(totals, of: whose)) {
        print("Nothing was deleted.")
        return
      }
      let deleted = all ? try database.deleteAllGames(of: whose) : try database.deleteGames(numbers)
      print("Deleted \(deleted.counted("game")).")
    }

    /// "#3, #5", "all 12 games of ann", "all 40 games of 3 players": what is deleted, to ask.
    private func what(_ totals: (games: Int, players: Int), of whose: String?) -> String {
      switch (all, whose) {
      case (false, _): ids.map { "#\($0.value)" }.joined(separator: ", ")
      case (true, nil): "all \(totals.games.counted("game")) of \(totals.players.counted("player"))"
      case (true, let player?): "all \(totals.games.counted("game")) of \(player.terminalSafe)"
      }
    }

    /// Whether the player, at a terminal, says yes to deleting `what`; elsewhere, --yes is needed.
    private func confirmed(_ what: String) throws -> Bool {
      let terminal = global.terminal()
      guard terminal.isInteractive else { throw HistoryError.confirmationNeeded }
      guard case .line(let answer) = terminal.readLine(prompt: "Delete \(what) and their card results? [y/N] ") else {
        return false
      }
      return answer.saysYes
    }
  }
}

extension GameID: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

extension LocalDay: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

extension OutputFormat: ExpressibleByArgument {}
extension GameDetailView.Order: ExpressibleByArgument {}

extension FlashCards.History.List: TakesValues {
  static let valueOptions =
    HistoryFilterOptions.valueOptions + [
      ValueOption("--limit", rule: .wholeNumber(atLeast: 1)), ValueOption("--format", rule: .oneOf(OutputFormat.self)),
    ]
}

extension FlashCards.History.Show: TakesValues {
  static let valueOptions = [
    ValueOption("--order", rule: .oneOf(GameDetailView.Order.self)),
    ValueOption("--format", rule: .oneOf(TableOrJSON.self)),
  ]
  static let argumentRule: ValueRule? = .gameNumber
}

extension FlashCards.History.Delete: TakesValues {
  static let valueOptions: [ValueOption] = []
  static let argumentRule: ValueRule? = .gameNumber
}
