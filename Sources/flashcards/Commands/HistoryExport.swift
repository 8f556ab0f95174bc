import ArgumentParser
import FlashCardsApp
import Foundation

extension FlashCards.History {
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write every card result as JSON Lines or an FSRS review log.",
      usage: "flashcards history export [<options>]",
      discussion: """
        Streams the results, oldest game first, with the same memory whatever the size of the \
        history. fsrs is the review log the FSRS optimizer reads.

        Examples:
          flashcards history export > results.jsonl
          flashcards history export --deck capitals --since 2026-11-01 > capitals.jsonl
          flashcards history export --format fsrs --output revlog.csv
        """)

    typealias Format = HistoryExportFormat

    @OptionGroup var global: GlobalOptions

    @Option(help: "jsonl (one card result a line) or fsrs (card_id,review_time,review_rating,...).")
    var format: Format = .jsonl

    @OptionGroup var games: HistoryFilterOptions

    @Flag(help: "Every player's results, not only yours.")
    var allPlayers = false

    @OptionGroup var destination: ExportOutputOption

    func run() throws {
      let target = try destination.target(global)
      let database = try global.openDatabase(.readOnly)
      let filter = try games.filter(player: allPlayers ? nil : database.player, global: global)
      try ExportSink.export(to: target) { sink in
        try format.write(database, filter, to: sink)
      }
    }
  }
}

extension HistoryExportFormat: ExpressibleByArgument {}

extension FlashCards.History.Export: TakesValues {
  static let valueOptions =
    HistoryFilterOptions.valueOptions + ExportOutputOption.valueOptions + [
      ValueOption("--format", rule: .oneOf(Format.self))
    ]
}
