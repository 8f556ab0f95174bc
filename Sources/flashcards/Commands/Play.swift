import ArgumentParser
import FlashCardsCore
import FlashCardsUI

extension FlashCards {
  struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play a game: answer each card of a deck.",
      discussion: """
        Type each answer and press Enter. Case, accents, punctuation and one-letter typos in
        longer answers are forgiven unless --strict. Enter alone or ? skips a card; Ctrl-D
        ends the game early and saves the cards answered; Ctrl-C abandons it.

        Examples:
          flashcards play capitals --count 10
          flashcards play states --choices 4
          printf 'Austin\\nDenver\\n' | flashcards play capitals --seed 7 --count 2
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A deck name (see 'flashcards decks') or the path of a deck file.")
    var deck: String

    @Option(name: .shortAndLong, help: "Ask at most this many cards. (default: the whole deck)")
    var count: Int?

    @Option(help: "Seed for a repeatable card order.")
    var seed: UInt64?

    @Flag(help: "Show the other side of the cards and ask for this one.")
    var reverse = false

    @Option(help: ArgumentHelp("Multiple choice: offer this many numbered answers.", valueName: "n"))
    var choices: Int?

    @Flag(help: "Accept only answers typed exactly as the deck spells them.")
    var strict = false

    func validate() throws {
      if let count, count < 1 { throw ValidationError("--count must be at least 1.") }
      if let choices, choices < 2 { throw ValidationError("--choices must be at least 2.") }
    }

    func run() throws {
      let entry = try global.deckLibrary().load(deck)
      let database = try global.openDatabase()
      let direction = reverse ? entry.direction.opposite : entry.direction
      let session = GameSession(
        deck: entry.deck, direction: direction, count: count, choices: choices, strict: strict,
        seed: seed ?? UInt64.random(in: .min ... .max))
      var loop = GameLoop(session: session, terminal: global.terminal(), database: database)
      if try loop.play() == .abandoned {
        throw ExitCode(130)
      }
    }
  }
}
