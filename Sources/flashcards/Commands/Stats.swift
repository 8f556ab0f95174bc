import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import FlashCardsUI
import Foundation

extension FlashCards {
  struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "stats",
      abstract: "Show your progress: accuracy, trend, records, the cards to work on.",
      usage: "flashcards stats [<options>]",
      discussion: """
        True retention is the share of due cards you recalled, counting each card's first answer \
        of a day, over the last 7 and 30 days, beside the retention your reviews ask (90% unless \
        you give --retention). A card is due when it has left its learning steps and its review \
        date has come (with --retention r: when its predicted recall has fallen to r, as review \
        --retention r asks it); cards answered early, in a game of the whole deck, do not count. \
        Well below what you ask: fit your parameters with flashcards review --optimize.
        """)

    @OptionGroup var global: GlobalOptions

    @Option(
      help: "Only games of this deck, as played (capitals, states).", completion: ShellCompletions.deckNames)
    var deck: String?

    @Flag(help: "Count every player's games, not only yours.")
    var allPlayers = false

    @Option(
      help: ArgumentHelp(
        "The retention your reviews ask, shown beside the true retention (default 0.9, as they are scheduled; give what you pass review --retention).",
        valueName: "r"))
    var retention: Double?

    @Option(help: "table for people, json for scripts.")
    var format: TableOrJSON = .table

    @Flag(help: "Print everything at once, even when it is longer than the terminal ($PAGER, less -FRX).")
    var noPager = false

    func validate() throws {
      try Self.valueOptions.check(retention, "--retention")
      if retention != nil && allPlayers {
        throw ValidationError("--retention goes with one player's stats, not --all-players.")
      }
    }

    func run() throws {
      let database = try global.openDatabase(.readOnly)
      let deck = global.storedDeckName(deck)
      let (stats, view) = try read(database, deck: deck, player: allPlayers ? nil : database.player, now: Date())
      if format == .json {
        StandardOutput.write(try view.renderJSON())
      } else if stats.games == 0 {
        if let typed = self.deck { try global.refuseUnknownDeckFilter(typed, database: database) }
        print(deck.map(EmptyState.noGames(of:)) ?? EmptyState.noGames(.commandLine))
      } else {
        Pager(environment: global.environment).show(view.renderTable(), allowed: !noPager)
      }
    }

    /// What `stats` shows of `deck` (nil: every deck), for `player` (nil: everyone), at `now`.
    private func read(
      _ database: AppDatabase, deck: String?, player: String?, now: Date
    ) throws -> (stats: Statistics, view: StatsView) {
      let stats = try database.statistics(deck: deck, player: player, now: now)
      // Everyone's stats need the decks only for their sizes: a --decks folder that is gone
      // leaves those out rather than refuse the history. One player's forecast needs them.
      let library = allPlayers ? try? global.deckLibrary() : try global.deckLibrary()
      let played =
        try library?.entriesPlayed(database.reviewedDecks(player: database.player))
        .filter { deck == nil || $0.name == deck } ?? []
      let calibration = try database.calibration(
        since: now - Double(Calibration.days) * 86_400, player: player, deck: deck)
      // The memory states are one player's: everyone's forecast would mix players' schedules.
      let outlook = try player.map {
        try ReviewOutlook(of: $0, deck: deck, played: played, now: now, database: database)
      }
      let parameters = try player.map { ParametersView(try database.parameters(of: $0), player: $0) }
      let trueRetention = try player.map {
        try database.trueRetention(of: $0, retention: retention, deck: deck, now: now)
      }
      let view = StatsView(
        stats: stats, deck: deck, style: global.style, outlook: outlook, calibration: calibration,
        deckSizes: Dictionary(played.map { ($0.name, $0.deck.cards.count) }, uniquingKeysWith: { first, _ in first }),
        parameters: parameters, trueRetention: trueRetention)
      return (stats, view)
    }
  }
}

extension FlashCards.Stats: TakesValues {
  static let valueOptions = [
    ValueOption("--deck", rule: .anyText), ValueOption("--retention", rule: .retention),
    ValueOption("--format", rule: .oneOf(TableOrJSON.self)),
  ]
}
