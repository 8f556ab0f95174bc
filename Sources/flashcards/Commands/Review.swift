import ArgumentParser
import FlashCardsApp
import FlashCardsCore
import FlashCardsDecks
import FlashCardsStore
import FlashCardsUI
import Foundation

extension FlashCards {
  struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "review",
      abstract: "Review the cards due, then a few new ones.",
      usage: "flashcards review [<options>] [<decks> ...]",
      discussion: """
        Asks the cards your history says are due (scheduled by FSRS-6), the least likely to be \
        remembered first, then up to --new cards you have never answered. Cards answered wrong \
        come back in the same session. A review day starts at 4 a.m.; the session is saved like \
        a game.

        Examples:
          flashcards review                 every deck you have played
          flashcards review capitals --new 5
          flashcards review --list --format json
          flashcards review --optimize      fit your own parameters, store them
          flashcards review --optimize --dry-run
          flashcards review --parameters default

        Reviews are scheduled with FSRS-6's default parameters until you fit your own: --optimize \
        fits the 21 parameters to your answers (offline, as Anki's optimizer does), shows how well \
        the current and the fitted ones predict your answers (log loss and RMSE (bins), lower is \
        better), and stores the fitted ones when they predict better, rescheduling every card of \
        yours. It needs 8 answers given a day or more after the card's previous one (64 to fit all \
        21 parameters); with fewer it says how many there are and changes nothing (exit 1). Fit \
        again every month or so as your history grows. --parameters stores parameters you give.
        """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: "Decks to review (default: every deck you have played).", completion: ShellCompletions.decks)
    var decks: [String] = []

    @Option(
      help: ArgumentHelp(
        "At most this many new cards a day. (default: \(ReviewPlanning.defaultNewLimit))", valueName: "n"))
    var new: Int?

    @Option(help: ArgumentHelp("Ask at most this many cards.", valueName: "n"))
    var limit: Int?

    @Option(
      help: ArgumentHelp(
        "Ask the cards whose chance of recall has fallen to this (default 0.9, as they are scheduled).",
        valueName: "r"))
    var retention: Double?

    @Option(
      help: ArgumentHelp(
        "Store your own FSRS parameters: 21 numbers separated by commas, as --optimize --dry-run prints them; or 'default' to go back to the defaults. Starts no review (add --list to see the queue they give).",
        valueName: "w0,...,w20|default"))
    var parameters: String?

    @Flag(
      help:
        "Fit your own FSRS parameters to your answers, show how well they predict them, and store them if they predict better than the current ones; no review."
    )
    var optimize = false

    @Flag(help: "With --optimize: print the fitted parameters as one line (what --parameters takes); store nothing.")
    var dryRun = false

    @Flag(help: "Show the queue without playing.")
    var list = false

    @Option(help: "With --list or --optimize: table for people, json for scripts.")
    var format: TableOrJSON = .table

    func validate() throws {
      try Self.valueOptions.check(new, "--new")
      try Self.valueOptions.check(limit, "--limit")
      try Self.valueOptions.check(retention, "--retention")
      try Self.valueOptions.check(parameters, "--parameters")
      if dryRun && !optimize { throw ValidationError("--dry-run goes with --optimize.") }
      if optimize && (parameters != nil || list || !decks.isEmpty || limit != nil || retention != nil || new != nil) {
        throw ValidationError("--optimize only fits your parameters: give it alone, or with --dry-run and --format.")
      }
      if format != .table && !list && !optimize { throw ValidationError("--format goes with --list or --optimize.") }
      if parameters != nil && !list && (!decks.isEmpty || limit != nil || retention != nil || new != nil) {
        throw ValidationError("--parameters only stores your parameters: add --list to see the queue they give.")
      }
    }

    /// `--parameters` read: nil for none given; `.some(nil)` for "default".
    private var chosenParameters: FSRSParameters?? {
      get throws { try parameters.map(Self.parameters) }
    }

    /// FSRS parameters as typed: nil for "default".
    static func parameters(_ text: String) throws -> FSRSParameters? {
      text.trimmingCharacters(in: .whitespaces).lowercased() == "default" ? nil : try FSRSParameters(parsing: text)
    }

    func run() throws {
      if optimize { return try fitParameters() }
      let library = try global.deckLibrary()
      // Decks named are read before the history is opened: a broken deck creates no history.
      let named = try decks.map { try library.load($0) }
      let database = try global.openDatabase(list && parameters == nil ? .readOnly : .readWrite)
      if let chosen = try chosenParameters {
        try store(chosen, in: database)
        if !list { return }
      }
      let own = try database.parameters(of: database.player)
      if let warning = ParametersView(own, player: database.player).warning {
        StandardError.write(warning + "\n")
      }
      let now = Date()
      let review = try ReviewChoice(
        decks: named, library: library, history: database, now: now, newLimit: new, limit: limit, retention: retention,
        scheduler: own.scheduler)
      if list { return try show(review.plan, now: now) }
      if let nothing = try review.nothingDue() {
        print(nothing)
        return
      }
      let end = try global.play(GameSession(review: review.plan, startedAt: now), into: database)
      if case .played(savedAs: .some) = end, let next = try review.next(after: Date()) {
        StandardOutput.write("Next review: \(next).\n")
      }
      try Signals.exitIfTerminated()
    }

    /// --parameters: stores them, rescheduling the player's cards, and says so.
    private func store(_ chosen: FSRSParameters?, in database: AppDatabase) throws {
      let rescheduling = try database.setParameters(chosen, of: database.player)
      let view = ParametersView(try database.parameters(of: database.player), player: database.player)
      // Beside --list --format json, on standard error: standard output stays JSON.
      if format == .json {
        StandardError.write(view.stored(rescheduling) + "\n")
      } else {
        print(view.stored(rescheduling))
      }
    }

    /// --list: the queue, without playing.
    private func show(_ plan: ReviewPlan, now: Date) throws {
      let view = ReviewListView(plan: plan, now: now, style: global.style)
      if format == .json {
        StandardOutput.write(try view.renderJSON())
      } else {
        print(view.renderListingText())
      }
    }

    /// --optimize: a dry run only reads; so does a history that does not exist yet (too few answers).
    private func fitParameters() throws {
      let exists = FileManager.default.fileExists(atPath: global.resolvedDatabasePath)
      let database = try global.openDatabase(dryRun || !exists ? .readOnly : .readWrite)
      let fitting: ParameterFitting
      do {
        fitting = try ParameterFitting(database: database, progress: FitProgress.report)
        FitProgress.finish()
      } catch {
        FitProgress.finish()
        throw error
      }
      let rescheduling = dryRun ? nil : try fitting.store(in: database)
      let view = ParameterFitView(fitting, rescheduling: rescheduling, dryRun: dryRun)
      if format == .json {
        StandardOutput.write(try view.renderJSON())
      } else if dryRun {
        if isatty(STDERR_FILENO) != 0 { StandardError.write(view.summary + "\n") }
        print(view.parametersLine)
      } else {
        print(view.render(style: global.style).joined(separator: "\n"))
      }
    }
  }
}

extension FlashCards.Review: TakesValues {
  static let valueOptions = [
    ValueOption("--new", rule: .wholeNumber(atLeast: 0)),
    ValueOption("--limit", rule: .wholeNumber(atLeast: 1)),
    ValueOption("--retention", rule: .retention),
    ValueOption(
      "--parameters",
      rule: ValueRule(allowed: "21 numbers separated by commas, or default") { text in
        do {
          _ = try parameters(text)
          return nil
        } catch {
          return .because(error.localizedDescription)
        }
      }),
    ValueOption("--format", rule: .oneOf(TableOrJSON.self)),
  ]
}
