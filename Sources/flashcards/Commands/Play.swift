import ArgumentParser
import FlashCardsCore
import FlashCardsStore
import FlashCardsUI
import Foundation

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

    @Option(
      help: ArgumentHelp("Play again the cards missed in this game (its deck unless one is named).", valueName: "id"))
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
        if summary.game.mode == .review && deck == nil {
          return try retryReview(summary.game, cards, library: library, database: database)
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

    /// The cards missed in a review, from their own decks, reviewed again: wrong answers come back.
    private func retryReview(
      _ game: GameResult, _ cards: [CardResult], library: DeckLibrary, database: AppDatabase
    ) throws {
      let missed = cards.filter { !$0.correct }
      guard !missed.isEmpty else {
        print("Game #\(game.id ?? 0) has no missed cards: nothing to retry.")
        return
      }
      var sources: [String: ReviewPlan.Source] = [:]
      for name in Set(missed.map { $0.deck ?? game.deck }) {
        guard let entry = try? library.entry(named: name) else { continue }
        sources[name] = ReviewPlan.Source(deck: entry.deck, direction: entry.direction)
      }
      var seen: Set<ReviewItem> = []
      let items = missed.map {
        ReviewItem(
          player: database.player, deck: $0.deck ?? game.deck, direction: $0.direction ?? game.direction, card: $0.card)
      }
      .filter { seen.insert($0).inserted }
      let memories = Dictionary(
        try database.states(player: database.player, decks: sources.keys.sorted()).map { ($0.item, $0.memory) },
        uniquingKeysWith: { first, _ in first })
      let plan = ReviewPlan(
        sources: sources, items: items, memories: memories, scheduler: try database.scheduler(of: database.player))
      guard !plan.items.isEmpty else {
        throw HistoryError.nothingToRetry(game: game.id ?? 0, deck: game.deck)
      }
      var loop = GameLoop(
        session: GameSession(review: plan, startedAt: Date(), strict: strict), terminal: global.terminal(),
        database: database, clock: PlayingClock())
      if try loop.play() == .abandoned { throw ExitCode(130) }
      if Signals.wasTerminated { throw ExitCode(Signals.terminatedExitCode) }
    }
  }
}
