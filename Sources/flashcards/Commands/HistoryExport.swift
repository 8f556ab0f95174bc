import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsInterchange
import FlashCardsStore
import FlashCardsUI
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

    enum Format: String, ExpressibleByArgument, CaseIterable {
      case jsonl, fsrs
    }

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
      let sink = try ExportSink(target)
      do {
        try write(database, filter, to: sink)
        try sink.finish()
      } catch {
        sink.abandon()
        throw error
      }
    }

    /// Every card result `filter` selects, in the `--format` chosen.
    private func write(_ database: AppDatabase, _ filter: HistoryFilter, to sink: ExportSink) throws {
      switch format {
      case .jsonl:
        let export = JSONLinesExport(timeZone: .current)
        try database.forEachCardResult(matching: filter) { try sink.write(export.line($0)) }
      case .fsrs:
        var export = FSRSReviewLogExport()
        var rows = [FSRSReviewLogExport.header]
        // Written through the CSV library a few thousand rows at a time: memory stays flat.
        try database.forEachCardResult(matching: filter) {
          rows.append(export.row($0))
          if rows.count == 4096 {
            try sink.write(CSVRecords.write(rows))
            rows.removeAll(keepingCapacity: true)
          }
        }
        try sink.write(CSVRecords.write(rows))
      }
    }
  }
}

extension FlashCards.History.Export: TakesValues {
  static let valueOptions =
    HistoryFilterOptions.valueOptions + ExportOutputOption.valueOptions + [
      ValueOption("--format", rule: .oneOf(Format.self))
    ]
}
