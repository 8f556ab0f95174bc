import ArgumentParser
import FlashCardsUI
import Foundation

@main
struct FlashCards: ParsableCommand {
  static var configuration: CommandConfiguration {
    CompletionScriptCheck.isSkipped ? configurationSkippingCompletionScriptCheck : standardConfiguration
  }

  static let standardConfiguration = CommandConfiguration(
    commandName: "flashcards",
    abstract: "Learn facts by playing short flashcard games in the terminal.",
    usage: "flashcards [<options>] [<subcommand>]",
    discussion: """
      Start with the 50 U.S. states and their capitals:
        flashcards                  the home menu: decks, history and stats
        flashcards play capitals    What is the capital of Texas?
        flashcards play states      Austin is the capital of which state?
        flashcards review           the cards due today, then a few new ones
        flashcards history          your games, newest first
        flashcards history show 12  the cards of game 12
        flashcards stats            your progress and the cards to work on
        flashcards decks            every deck you can play

      Every game is saved in your history (see --db).
      """,
    version: "0.1.0",
    subcommands: [Play.self, Review.self, History.self, Stats.self, Report.self, Decks.self, Sync.self, Server.self]
  )

  @OptionGroup var global: GlobalOptions

  /// In a terminal, the home menu; elsewhere (a script, a pipe), the help.
  func run() throws {
    guard isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 else {
      print(FlashCards.helpMessage())
      return
    }
    let (entries, broken) = try global.deckLibrary().entries()
    let list = DeckListView(entries: entries, broken: broken)
    let menu = HomeMenu(
      decks: list.choices, brokenDecks: list.brokenSummaries, terminal: global.terminal(),
      database: try global.openDatabase(), newSeed: { UInt64.random(in: .min ... .max) }, clock: PlayingClock())
    if try !menu.run() { throw ExitCode(130) }
    try Signals.exitIfTerminated()
  }
}
