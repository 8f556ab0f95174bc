import ArgumentParser

@main
struct FlashCards: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flashcards",
    abstract: "Learn facts by playing short flashcard games in the terminal.",
    discussion: """
      Start with the 50 U.S. states and their capitals:
        flashcards play capitals        What is the capital of Texas?
        flashcards play states          Austin is the capital of which state?
        flashcards decks                every deck you can play

      Every game is saved in your history (see --db).
      """,
    version: "0.1.0",
    subcommands: [Play.self, History.self, Decks.self]
  )

  @OptionGroup var global: GlobalOptions

  func run() throws {
    print(FlashCards.helpMessage())
  }
}
