import ArgumentParser
import FlashCardsApp
import FlashCardsCore
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
        as right ("\(Verdict.overruled.rawValue)" in the history; graded Good by review). After the last card a \
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
      let history = try global.openDatabase(lookingOnly ? .readOnly : .readWrite)
      guard let request = PlayRequest(deck: named, cards: try cards(in: history), reverse: reverse) else {
        return  // validate() requires a deck or --retry.
      }
      let choice = try request.choose(library: library, history: history, at: Date())
      guard
        let session = choice.session(
          count: count, choices: choices, strict: strict, seed: seed ?? UInt64.random(in: .min ... .max),
          startedAt: Date())
      else {
        if case .nothing(let why?) = choice { print(why) }
        return
      }
      _ = try global.play(session, into: lookingOnly ? global.openDatabase() : history, seed: seed)
      try Signals.exitIfTerminated()
    }

    /// How the options choose the cards; `--retry`'s game is read from `history` (the player's own).
    private func cards(in history: AppDatabase) throws -> PlayRequest.Cards {
      if let retry {
        let (summary, results) = try history.playersGame(retry.value, allPlayers: false, doing: "retry")
        return .retry(id: retry.value, game: summary.game, cards: results)
      }
      if missed { return .missed }
      return weakest.map { .weakest($0) } ?? .deck
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
