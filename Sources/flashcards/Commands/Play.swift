import ArgumentParser
import FlashCardsCore
import FlashCardsUI

extension FlashCards {
  struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "play",
      abstract: "Play a game: answer each card of a deck.",
      discussion: """
        Type each answer and press Enter. Case, accents, spacing, punctuation, St./Saint,
        Mt./Mount, Ft./Fort, & for "and", a leading "The" and one-letter typos in longer
        answers are forgiven, unless the typo is another card's answer; --strict forgives
        nothing. Enter alone or ? skips a card; Ctrl-D ends the game early and saves the cards
        answered; Ctrl-C abandons it.

        Examples:
          flashcards play capitals --count 10
          flashcards play states --choices 4
          flashcards play --retry 12      the cards missed in game 12, again
          printf 'Austin\\nDenver\\n' | flashcards play capitals --seed 7 --count 2
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "A deck name (see 'flashcards decks') or the path of a deck file.")
    var deck: String?

    @Option(name: .shortAndLong, help: "Ask at most this many cards. (default: the whole deck)")
    var count: Int?

    @Option(help: "Seed for a repeatable card order.")
    var seed: UInt64?

    @Flag(help: "Show the other side of the cards and ask for this one.")
    var reverse = false

    @Option(help: ArgumentHelp("Multiple choice: offer this many answers to pick from.", valueName: "n"))
    var choices: Int?

    @Flag(help: "Accept only answers typed exactly as the deck spells them.")
    var strict = false

    @Option(help: ArgumentHelp("Play again the cards missed in this game (its deck unless one is named).", valueName: "id"))
    var retry: GameID?

    func validate() throws {
      if let count, count < 1 { throw ValidationError("--count must be at least 1.") }
      if let choices, choices < 2 { throw ValidationError("--choices must be at least 2.") }
      if deck == nil && retry == nil {
        throw ValidationError("Name a deck to play, e.g. 'flashcards play capitals' (see 'flashcards decks').")
      }
    }

    func run() throws {
      let library = try global.deckLibrary()
      // A deck named is read before the history is opened: a broken deck creates no history.
      let named = try deck.map { try library.load($0) }
      let database = try global.openDatabase()
      var entry: DeckLibrary.Entry
      var direction: Direction
      var only: [Card]?
      if let retry {
        guard let (summary, cards) = try database.game(id: retry.value) else {
          throw HistoryError.noSuchGame(retry.value)
        }
        // The stored name is only ever looked up among the decks found, never taken for a path.
        entry = try named ?? library.entry(named: summary.game.deck)
        direction = deck == nil ? summary.game.direction : entry.direction
        let missed = Set(cards.filter { !$0.correct }.map(\.card))
        guard !missed.isEmpty else {
          print("Game #\(retry.value) has no missed cards: nothing to retry.")
          return
        }
        only = entry.deck.cards.filter { missed.contains($0.shown(in: direction)) }
        if only?.isEmpty ?? true { throw HistoryError.nothingToRetry(game: retry.value, deck: entry.name) }
      } else if let named {
        entry = named
        direction = entry.direction
      } else {
        return  // validate() requires a deck or --retry.
      }
      if reverse { direction = direction.opposite }
      let session = GameSession(
        deck: entry.deck, direction: direction, count: count, choices: choices, strict: strict, only: only,
        seed: seed ?? UInt64.random(in: .min ... .max))
      var loop = GameLoop(session: session, terminal: global.terminal(), database: database, clock: PlayingClock())
      if try loop.play() == .abandoned {
        throw ExitCode(130)
      }
      if Signals.wasTerminated { throw ExitCode(Signals.terminatedExitCode) }
    }
  }
}
