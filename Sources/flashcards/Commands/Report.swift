import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import FlashCardsUI
import Foundation

extension FlashCards {
  struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "report",
      abstract: "Your progress, or your class's, as one HTML page.",
      usage: "flashcards report [<options>]",
      discussion: """
        One self-contained file: charts drawn in the page, no script, nothing fetched, readable on \
        a phone, in dark mode and on paper. --all-players is the teacher's page: the pupils who \
        need attention first, the cards the class misses, a grid of pupils by cards, then each pupil's page.

        Examples:
          flashcards report --open
          flashcards report --all-players --since 2026-09-01 --output class.html
          flashcards report --deck capitals --output -
        """)

    @OptionGroup var global: GlobalOptions

    @OptionGroup var games: HistoryFilterOptions

    @Flag(help: "The teacher's page: every player's games, a section a player.")
    var allPlayers = false

    @Option(
      help: ArgumentHelp(
        "Write to this file, all at once; - is standard output. (default: flashcards-report-<today>.html here)",
        valueName: "file"),
      completion: .file())
    var output: String?

    @Flag(help: "Open the page with the desktop's browser (xdg-open) once written.")
    var open = false

    func validate() throws {
      try Self.valueOptions.check(output, "--output")
      if open && output == "-" { throw ValidationError("--open needs a file, not --output -.") }
    }

    func run() throws {
      let now = Date()
      let path = output ?? ProgressReport.defaultName(now)
      let target = try ExportTarget.choose(path, in: global.context)
      let database = try global.openDatabase(.readOnly)
      let filter = try games.filter(player: nil, global: global)
      let page = try ProgressReport.page(
        database, filter: filter, allPlayers: allPlayers, library: try? global.deckLibrary(), now: now)
      try ExportSink.export(to: target) { sink in
        try sink.write(page)
      }
      guard case .file(let written) = target else { return }
      StandardError.write("Wrote the report to \(written.terminalSafe).\n")
      if open { try Self.open(written) }
    }

    /// Opens `path` with xdg-open, found on $PATH.
    static func open(_ path: String) throws {
      let folders = (GlobalOptions.processEnvironment["PATH"] ?? "").split(separator: ":")
      guard
        let opener = folders.map({ "\($0)/xdg-open" }).first(where: { FileManager.default.isExecutableFile(atPath: $0) }
        )
      else { throw ReportError.noOpener(path: path) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: opener)
      process.arguments = [path]
      do { try process.run() } catch { throw ReportError.noOpener(path: path) }
    }
  }
}

/// Why `report --open` could not open the page it wrote.
enum ReportError: LocalizedError {
  case noOpener(path: String)

  var errorDescription: String? {
    switch self {
    case .noOpener(let path):
      "Cannot open the report: xdg-open is not installed. It is written at \(path.terminalSafe)."
    }
  }
}

extension FlashCards.Report: TakesValues {
  static let valueOptions =
    HistoryFilterOptions.valueOptions + [
      ValueOption("--output", rule: .text("the path of a file, or - for standard output"))
    ]
}
