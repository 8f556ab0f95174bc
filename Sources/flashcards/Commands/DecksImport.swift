import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsDecks
import FlashCardsInterchange
import FlashCardsUI
import Foundation

extension FlashCards.Decks {
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "import",
      abstract: "Make a deck from an Anki, Quizlet, CSV or TSV export.",
      discussion: """
        The deck is written to your deck folder ($XDG_DATA_HOME/flashcards/decks) as NAME.deck. Lines that \
        cannot be cards (an empty side, a front or back another card has, a side over 500 characters, a \
        cell whose quotes break the CSV rules) are left out, and listed with the number of each line. The \
        file may be UTF-8 or UTF-16 with a byte order mark.

        A name a bundled deck is played under is refused, as is one another deck you have is played under \
        (or one in the --decks folder); names that differ only in case or in how accents are encoded are \
        the same name.

        Examples:
          flashcards decks import "Spanish Verbs.txt"      (an Anki or Quizlet export)
          flashcards decks import words.csv --columns Spanish,English
          flashcards decks import quizlet.txt --separator ' - ' --card-separator ';'
          flashcards decks import verbs.txt --name verbs --force
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The file to import.", completion: .file())
    var file: String

    @Option(help: "The deck's name. (default: the file's name, lowercased, with dashes)")
    var name: String?

    @Option(help: "A second name that plays the deck the other way round.")
    var reverseName: String?

    @Option(help: "The question, with one {placeholder} for the card's front, as in 'What is {word} in English?'")
    var question: String?

    @Option(help: "The question of the reverse direction, with one {placeholder} for the back.")
    var reverseQuestion: String?

    @Option(
      help: "auto, anki, quizlet, csv or tsv. Auto: Anki's header lines, else the extension .csv or .tsv, else Quizlet."
    )
    var format: ImportFormat = .auto

    @Option(help: "Quizlet: the text between a term and its definition (\\t for a tab). (default: a tab or a comma)")
    var separator: String?

    @Option(
      help:
        "Quizlet: the text between cards (\\n for a line break). (default: a line break, or ; when all is on one line)")
    var cardSeparator: String?

    @Option(help: "CSV/TSV: the columns of the fronts and backs, as FRONT,BACK: header names or numbers from 1.")
    var columns: String?

    @Flag(help: "Replace your deck of the same file name (never a bundled deck).")
    var force = false

    func validate() throws {
      for (value, name) in [
        (separator, "--separator"), (cardSeparator, "--card-separator"), (question, "--question"),
        (reverseQuestion, "--reverse-question"), (columns, "--columns"),
      ] {
        try Self.valueOptions.check(value, name)
      }
    }

    func run() throws {
      var options = ImportOptions()
      options.format = format
      options.name = name
      options.reverseName = reverseName
      options.question = question
      options.reverseQuestion = reverseQuestion
      options.separator = separator.map(Self.unescaped)
      options.cardSeparator = cardSeparator.map(Self.unescaped)
      options.columns = columns

      let (imported, target) = try DeckImporting.importDeck(
        file, options: options, into: global.context, replacing: force)
      print(ImportReport(imported: imported, path: target, style: global.style).text)
    }

    /// `\t` and `\n` typed in a flag stand for a tab and a line break.
    static func unescaped(_ text: String) -> String {
      text.replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\n", with: "\n")
    }
  }
}

extension ImportFormat: ExpressibleByArgument {}

extension FlashCards.Decks.Import: TakesValues {
  static let valueOptions = [
    ValueOption("--name", rule: .anyText), ValueOption("--reverse-name", rule: .anyText),
    ValueOption("--question", rule: question("front")), ValueOption("--reverse-question", rule: question("back")),
    ValueOption("--format", rule: .oneOf(ImportFormat.self)),
    ValueOption("--separator", rule: .text("some text, such as ',' or '\\t'")),
    ValueOption("--card-separator", rule: .text("some text, such as ';' or '\\n'")),
    ValueOption(
      "--columns",
      rule: ValueRule(allowed: "two columns, FRONT,BACK: names from the header row or numbers from 1") {
        ImportOptions.columnsAreWellFormed($0)
      }),
  ]

  private static func question(_ side: String) -> ValueRule {
    ValueRule(allowed: "a question with one {placeholder} for the card's \(side), as in 'What is {word} in English?'") {
      Deck.placeholderCount(in: $0) == 1
    }
  }
}
