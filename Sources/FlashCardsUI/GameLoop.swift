import FlashCardsCore
import Foundation

/// How a game ended, for the command to choose its exit status.
public enum GameEnd: Equatable, Sendable {
  /// Every card was answered, or the player stopped early; `savedAs` is the game's number.
  case played(savedAs: Int64?)
  /// Ctrl-C: nothing was saved.
  case abandoned
}

/// Plays one game through a terminal: asks each card, shows the verdict, then the summary,
/// and saves the game with its card results.
public struct GameLoop {
  public var session: GameSession
  let terminal: any Terminal
  let database: any HistoryWriting
  let clock: any MonotonicClock
  let now: () -> Date

  public init(
    session: GameSession, terminal: any Terminal, database: any HistoryWriting,
    clock: any MonotonicClock = SystemClock(), now: @escaping () -> Date = Date.init
  ) {
    self.session = session
    self.terminal = terminal
    self.database = database
    self.clock = clock
    self.now = now
  }

  public mutating func play() throws -> GameEnd {
    let style = terminal.style
    try database.checkWritable(cards: session.cards.count)
    let startedAt = now()
    writeIntroduction()
    let start = clock.seconds
    var lastAnswerAt = start

    while let question = session.currentQuestion {
      let asked = clock.seconds
      let input = readAnswer(prompt: prompt(for: question))
      switch input {
      case .interrupted:
        if confirmsAbandoning() { return abandon() }
      case .endOfInput:
        session.endEarly()
      case .line(let text) where session.asksToOverrule(text):
        overrulePrevious()
      case .line(let text):
        lastAnswerAt = clock.seconds
        if let outcome = session.answer(text, seconds: lastAnswerAt - asked) {
          terminal.writeLine(GameLoop.feedback(for: outcome, style: style))
          if let difference = AnswerDifferenceView(outcome: outcome, style: style) {
            terminal.write(difference.render())
          }
        }
      }
    }

    if !offerToOverruleLastAnswer() { return abandon() }

    let milliseconds = Int(((lastAnswerAt - start) * 1000).rounded())
    terminal.writeLine()
    guard !session.outcomes.isEmpty else {
      terminal.writeLine("Nothing was answered, so nothing was saved.")
      return .played(savedAs: nil)
    }
    terminal.write(SummaryView(session: session, milliseconds: milliseconds, style: style).render())
    guard database.path != nil else {
      terminal.writeLine("Not saved: the history is in memory (--db \(InMemoryHistory.path)).")
      return .played(savedAs: nil)
    }
    let id = try save(playedAt: startedAt, milliseconds: milliseconds)
    terminal.writeLine("Saved as game #\(id).")
    if let context = GameContextLine.after(game: id, in: database, style: style) { terminal.writeLine(context) }
    return .played(savedAs: id)
  }

  /// Saves the game, waiting while another program writes to the history (saying so after a few
  /// seconds) for as long as the terminal lets it. A game that cannot be saved is kept in a
  /// pending file, which the next opening of the history saves: a finished game is never lost.
  private func save(playedAt: Date, milliseconds: Int) throws -> Int64 {
    var told = false
    let saving = try database.save(session, playedAt: playedAt, milliseconds: milliseconds) { seconds in
      if seconds >= GameLoop.quietWait && !told {
        told = true
        terminal.writeLine(
          "Waiting for another flashcards to finish with the history\(terminal.style.ellipsis) (Ctrl-C gives up)")
      }
      return terminal.mayKeepWaiting(after: seconds)
    }
    switch saving {
    case .saved(let id): return id
    case .keptPending(let file): throw GameLoopError.keptPending(file: file)
    }
  }

  private func abandon() -> GameEnd {
    terminal.writeLine()
    terminal.writeLine("Game abandoned; nothing was saved.")
    return .abandoned
  }

  /// How long a save waits for the history before it says that it is waiting.
  static let quietWait = 2.0

  private func writeIntroduction() {
    let style = terminal.style
    var name = session.deck.name(for: session.direction).terminalSafe
    var description = session.deck.description(for: session.direction).terminalSafe
    if let plan = session.reviewPlan {
      name = "Review"
      description =
        "\(plan.dueCount) due, \(plan.newCount) new, from \(plan.deckList.terminalSafe); wrong answers come back"
    }
    terminal.writeLine(style.bold(name) + (description.isEmpty ? "" : " \(style.dash) \(description)"))
    let count = session.cards.count
    // A retry says which game it plays again: "2 cards missed in game #12".
    let cards = count.counted("card") + (session.retryOf.map { " missed in game #\($0)" } ?? "")
    terminal.writeLine(
      style.dim(
        [cards, "Enter or ? skips", "Ctrl-D ends early", "Ctrl-C quits"]
          .joined(separator: " \(style.separator) ")))
    if session.isMultipleChoice {
      let label = session.labelsOptionsWithLetters ? "letter" : "number"
      terminal.writeLine(style.dim("Answer with the \(label) of an option, or type the answer."))
    } else {
      terminal.writeLine(style.dim(GameLoop.overruleHint))
    }
    terminal.writeLine()
  }

  private func prompt(for question: String) -> String {
    // A review's wrong answers come back, so its length is not known in advance.
    let progress = session.isReview ? "[\(session.position)] " : "[\(session.position)/\(session.cards.count)] "
    let options = session.currentOptions
    guard !options.isEmpty else { return progress + question.terminalSafe + " " }
    terminal.writeLine(progress + question.terminalSafe)
    for (index, option) in options.enumerated() {
      terminal.writeLine("  \(session.optionLabel(index))) \(option.terminalSafe)")
    }
    return "Your answer (\(session.optionLabelRange(joinedBy: terminal.style.rangeDash))): "
  }

  /// The line shown after each answer.
  static func feedback(for outcome: CardOutcome, style: TextStyle) -> String {
    let expected = outcome.judgement.expected.terminalSafe
    switch outcome.judgement.verdict {
    case .exact, .normalized:
      return "  " + style.green("\(style.rightMark) Right")
    case .typo:
      return "  " + style.yellow("\(style.rightMark) Almost: it is spelled \(expected)")
    case .skipped:
      return "  " + style.red("\(style.wrongMark) Skipped: the answer is \(expected)")
    case .overruled:
      return "  " + style.green("\(style.rightMark) Overruled: counted right")
    case .wrong:
      var line = "  " + style.red("\(style.wrongMark) Wrong: the answer is \(expected)")
      if let other = outcome.judgement.confusedWith {
        let answer = outcome.judgement.confusedAnswer ?? outcome.answer
        line += style.dim(" (\(answer.terminalSafe) goes with \(other.terminalSafe))")
      }
      return line
    }
  }
}

/// A game that ended but could not be saved.
public enum GameLoopError: LocalizedError, Equatable {
  case keptPending(file: String)

  public var errorDescription: String? {
    switch self {
    case .keptPending(let file):
      "The game was NOT saved: the history stayed busy with another program. Its answers are kept in "
        + "'\(file.terminalSafe)', and the next 'flashcards play' saves them in the history."
    }
  }
}
