import ArgumentParser
import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import FlashCardsUI
import Foundation

extension FlashCards {
  struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "play",
      abstract: "Play a game: answer each card of a deck.",
      usage: "flashcards play [<options>] <deck>\nflashcards play [<options>] --retry <id> [<deck>]",
      discussion: """
        Type each answer and press Enter. Case, accents, spacing, punctuation, St./Saint, \
        Mt./Mount, Ft./Fort, & for "and", a leading "The" and one-letter typos in longer \
        answers are forgiven, unless the typo is another card's answer; --strict forgives \
        nothing. Enter alone or ? skips a card; Ctrl-D ends the game early and saves the cards \
        answered. Ctrl-C abandons the game without saving; at a terminal, once cards are \
        answered, it first asks whether to quit without saving: Ctrl-C again or y quits, n \
        or Enter goes on.

        Judged wrong but you were right? Type ! alone at the next prompt: the answer counts \
        as right ("overruled" in the history; graded Good by review). After the last card a \
        prompt offers it. A skipped card cannot be overruled, and multiple choice has no !. \
        In a deck where "!" is itself an answer, ! answers that card.

        At a terminal, a game with misses ends with "Play the 6 missed again? [Y/n]": each \
        round is a new game, saved as a retry of the one before, until none is missed or you \
        answer n (or q, Ctrl-D, Ctrl-C). Not after a game ended early.

        Examples:
          flashcards play capitals --count 10
          flashcards play states --choices 4
          flashcards play --retry 12      the cards missed in game 12, again
          flashcards play capitals --missed
          flashcards play capitals --weakest 10
          printf 'Jackson\\nFrankfort\\n' | flashcards play capitals --seed 7 --count 2
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(
      help: "A deck name (see 'flashcards decks') or the path of a deck file.", completion: ShellCompletions.decks)
    var deck: String?

    @Option(name: .shortAndLong, help: "Ask at most this many cards. (default: the whole deck)")
    var count: Int?

    @Option(help: "Seed for a repeatable card order (of the rounds of misses too).")
    var seed: UInt64?

    @Flag(help: "Show the other side of the cards and ask for this one.")
    var reverse = false

    @Option(help: ArgumentHelp("Multiple choice: offer this many answers to pick from.", valueName: "n"))
    var choices: Int?

    @Flag(help: "Accept only answers spelled exactly as in the deck.")
    var strict = false

    @Option(
      help: ArgumentHelp("Play again the cards missed in this game (its deck unless one is named).", valueName: "id"),
      completion: ShellCompletions.gameNumbers)
    var retry: GameID?

    @Flag(help: "Play the cards missed in your newest game of the deck (this direction).")
    var missed = false

    @Option(
      help: ArgumentHelp(
        "Play the n cards you are least likely to recall now, as the review scheduler estimates from all your answers (recent ones weigh most); cards never answered are left out.",
        valueName: "n"))
    var weakest: Int?

    func validate() throws {
      for (value, name) in [(count, "--count"), (choices, "--choices"), (weakest, "--weakest")] {
        try Self.valueOptions.check(value, name)
      }
      let choosers = [retry.map { _ in "--retry" }, missed ? "--missed" : nil, weakest.map { _ in "--weakest" }]
        .compactMap { $0 }
      if choosers.count > 1 {
        throw ValidationError(
          "\(choosers.joined(separator: " and ")) each choose the cards to play: use only one.")
      }
      if deck == nil && retry == nil {
        let example = choosers.first.map { " \($0)\($0 == "--weakest" ? " 10" : "")" } ?? ""
        throw ValidationError(
          "Name a deck to play, e.g. 'flashcards play capitals\(example)' (see 'flashcards decks').")
      }
    }

    func run() throws {
      let library = try global.deckLibrary()
      // A deck named is read before the history is opened: a broken deck creates no history.
      let named = try deck.map { try library.load($0) }
      // Cards chosen from a history that does not exist yet are none, and the error must not leave
      // an empty history behind: such a history is looked at read-only, and opened to play only
      // once cards have been found.
      let choosing = retry != nil || missed || weakest != nil
      let lookingOnly = choosing && !FileManager.default.fileExists(atPath: global.resolvedDatabasePath)
      var database = try global.openDatabase(lookingOnly ? .readOnly : .readWrite)
      var entry: DeckLibrary.Entry
      var direction: Direction
      var only: [Card]?
      if let retry {
        let (summary, cards) = try database.playersGame(retry.value, allPlayers: false, doing: "retry")
        switch try RetrySelection.of(summary.game, cards, named: named, library: library, database: database) {
        case .nothingMissed:
          print(EmptyState.nothingMissed(inGame: retry.value))
          return
        case .noneLeft(let deck):
          throw HistoryError.nothingToRetry(game: retry.value, deck: deck)
        case .review(let plan):
          return try review(plan, database: lookingOnly ? global.openDatabase() : database)
        case .cards(let found, let way, let chosen):
          (entry, direction, only) = (found, way, chosen)
        }
      } else if let named {
        entry = named
        direction = entry.direction
      } else {
        return  // validate() requires a deck or --retry.
      }
      if reverse { direction = direction.opposite }
      var retryOf = retry?.value
      let selection = PractiseSelection(database: database, deck: entry.deck, direction: direction)
      if missed {
        let last = try selection.missedLastTime()
        guard !last.cards.isEmpty else {
          print(
            "Nothing was missed the last time you played \(entry.deck.name(for: direction).terminalSafe) (game #\(last.game))."
          )
          return
        }
        (only, retryOf) = (last.cards, last.game)
      } else if let weakest {
        only = try selection.weakest(weakest, at: Date())
      }
      if lookingOnly { database = try global.openDatabase() }
      var session = GameSession(
        deck: entry.deck, direction: direction, count: count, choices: choices, strict: strict, only: only,
        seed: seed ?? UInt64.random(in: .min ... .max))
      session.retryOf = retryOf
      var loop = GameLoop(session: session, terminal: global.terminal(), database: database, clock: PlayingClock())
      // With --seed, the rounds of misses are repeatable too: seed + 1, seed + 2…
      var roundSeed = seed
      let newSeed = { () -> UInt64 in
        guard let last = roundSeed else { return UInt64.random(in: .min ... .max) }
        roundSeed = last &+ 1
        return last &+ 1
      }
      if try loop.playAndPractiseMisses(newSeed: newSeed) == .abandoned {
        throw ExitCode(130)
      }
      if Signals.wasTerminated { throw ExitCode(Signals.terminatedExitCode) }
    }

    /// A review of the cards a review missed (see RetrySelection).
    private func review(_ plan: ReviewPlan, database: AppDatabase) throws {
      var loop = GameLoop(
        session: GameSession(review: plan, startedAt: Date(), strict: strict), terminal: global.terminal(),
        database: database, clock: PlayingClock())
      if try loop.play() == .abandoned { throw ExitCode(130) }
      if Signals.wasTerminated { throw ExitCode(Signals.terminatedExitCode) }
    }
  }
}

extension FlashCards.Play: TakesValues {
  static let valueOptions = [
    ValueOption("--count", "-c", rule: .wholeNumber(atLeast: 1)),
    ValueOption("--seed", rule: .seed),
    ValueOption("--choices", rule: .wholeNumber(atLeast: 2)),
    ValueOption("--retry", rule: .gameNumber),
    ValueOption("--weakest", rule: .wholeNumber(atLeast: 1)),
  ]
}
