import ArgumentParser
import FlashCardsApp

/// The `--output` of `history export` and `decks export`, and where it sends the export.
struct ExportOutputOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Write to this file, all at once (never half written); - is standard output. (default: standard output)",
      valueName: "file"),
    completion: .file())
  var output: String?

  func validate() throws {
    try Self.valueOptions.check(output, "--output")
  }

  /// Where the export goes (see `ExportTarget`), protecting the history and the deck files of the
  /// folders searched, and `deckFile`, the file of the deck exported.
  func target(_ global: GlobalOptions, deckFile: String? = nil) throws(ExportError) -> ExportTarget {
    try ExportTarget.choose(output, in: global.context, deckFile: deckFile)
  }
}

extension ExportOutputOption: TakesValues {
  static let valueOptions = [ValueOption("--output", rule: .text("the path of a file, or - for standard output"))]
}
