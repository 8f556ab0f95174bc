import ArgumentParser
import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore

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
    try Self.target(output, global, deckFile: deckFile)
  }

  /// The same for `output` given otherwise (`report`'s, which has a default file).
  static func target(_ output: String?, _ global: GlobalOptions, deckFile: String? = nil) throws(ExportError)
    -> ExportTarget
  {
    let history = global.resolvedDatabasePath
    // A --decks folder that does not exist holds no deck: the other folders are still searched.
    let library =
      (try? global.deckLibrary())
      ?? (try? DeckLibrary.searching(decksFolder: nil, dataFolder: global.dataFolder)) ?? DeckLibrary(folders: [])
    return try ExportTarget.choose(
      output,
      protecting: ExportTarget.Protected(
        history: history == AppDatabase.inMemoryPath ? nil : history,
        deckFiles: (deckFile.map { [$0] } ?? []) + library.deckFilePaths))
  }
}

extension ExportOutputOption: TakesValues {
  static let valueOptions = [ValueOption("--output", rule: .text("the path of a file, or - for standard output"))]
}
