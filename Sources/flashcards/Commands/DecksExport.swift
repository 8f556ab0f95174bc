import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsDecks
import FlashCardsInterchange
import FlashCardsUI
import Foundation

extension FlashCards.Decks {
  struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "export",
      abstract: "Write a deck for Anki or a spreadsheet.",
      usage: "flashcards decks export [<options>] <deck>",
      discussion: """
        tsv and csv have a header row (front,back), alternate answers joined by a bar (|), and a \
        leading ' in cells a spreadsheet would take for a formula. anki is a plain-text file that Anki's \
        File > Import reads as notes (with a reversed card when the deck has a reverse name); \
        'flashcards decks import' reads it back into the same deck.

        Examples:
          flashcards decks export capitals --format anki --output capitals.txt
          flashcards decks export elements --format csv > elements.csv
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A deck name or a path to a deck file.", completion: ShellCompletions.decks)
    var deck: String

    @Option(help: "tsv or csv for a spreadsheet, anki for Anki.")
    var format: ExportFormat = .tsv

    @OptionGroup var destination: ExportOutputOption

    func run() throws {
      let entry = try global.deckLibrary().load(deck)
      let target = try destination.target(global, deckFile: entry.path)
      let text = DeckExporter.text(of: entry.deck, format: format)
      try ExportSink.export(to: target) { sink in
        // Data for a pipe is written as it is; a terminal is shown it safely.
        try sink.write(target == .standardOutput && isatty(STDOUT_FILENO) != 0 ? Self.shown(text) : text)
      }
      if case .file(let path) = target { print(DeckExportReport.line(entry.deck, path: path)) }
    }

    /// The text made terminal-safe line by line, its tabs kept: they only move the cursor right.
    static func shown(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).terminalSafe }
          .joined(separator: "\t")
      }.joined(separator: "\n")
    }
  }
}

extension ExportFormat: ExpressibleByArgument {}

extension FlashCards.Decks.Export: TakesValues {
  static let valueOptions = ExportOutputOption.valueOptions + [ValueOption("--format", rule: .oneOf(ExportFormat.self))]
}
