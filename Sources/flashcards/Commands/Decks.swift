import ArgumentParser
import FlashCardsCore
import FlashCardsDecks
import FlashCardsUI

extension FlashCards {
  struct Decks: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "decks",
      abstract: "List, check, import and export decks.",
      subcommands: [List.self, Check.self, Import.self, Export.self],
      defaultSubcommand: List.self)
  }
}

extension FlashCards.Decks {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List every deck: bundled, yours, and those in --decks.",
      usage: "flashcards decks list [<options>]",
      discussion: """
        Put your own .deck files in the folder decks in $XDG_DATA_HOME/flashcards (by default \
        ~/.local/share/flashcards/decks).
        """)

    @OptionGroup var global: GlobalOptions

    func run() throws {
      let library = try global.deckLibrary()
      let (entries, broken) = library.entries()
      let view = DeckListView(entries: entries, broken: broken)
      print(view.renderTable(folders: library.folders, style: global.style).joined(separator: "\n"))
    }
  }

  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check deck files: each problem as FILE:LINE: message.",
      usage: "flashcards decks check [<options>] <files> ...",
      discussion: "Exits with status 1 if any file has a problem (the format: man flashcards).")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The deck files to check.", completion: .file(extensions: ["deck", "txt"]))
    var files: [String]

    func validate() throws {
      if files.isEmpty { throw ValidationError("Name at least one deck file to check.") }
    }

    func run() throws {
      var failed = false
      for path in files {
        let result = Result { () throws(DeckLoadError) in try DeckLibrary.read(path) }
        if case .failure = result { failed = true }
        print(DeckCheckReport.lines(path: path, result).joined(separator: "\n"))
      }
      if failed { throw ExitCode.failure }
    }
  }
}

extension FlashCards.Decks.List: TakesValues {
  static let valueOptions: [ValueOption] = []
}

extension FlashCards.Decks.Check: TakesValues {
  static let valueOptions: [ValueOption] = []
}
