import FlashCardsCore

/// "I was right": `!` typed alone at the prompt after a wrong answer counts that answer right.
extension GameLoop {
  /// The line of the game's banner that teaches it.
  static let overruleHint = "\(GameSession.overruleCommand) after a wrong answer: I was right"

  /// Overrules the previous answer, or says why there is nothing to overrule; the question asked
  /// is then asked again.
  mutating func overrulePrevious() {
    let style = terminal.style
    if let outcome = session.overrulePrevious() {
      terminal.writeLine(GameLoop.feedback(for: outcome, style: style) + style.dim(" (\(outcome.shown.terminalSafe))"))
    } else if session.outcomes.last?.judgement.verdict == .skipped {
      terminal.writeLine("  " + style.yellow("A skipped card cannot be overruled: there was no answer to count right."))
    } else {
      terminal.writeLine(
        "  "
          + style.yellow(
            "Nothing to overrule: \(GameSession.overruleCommand) counts a wrong answer right, just after it."))
    }
  }

  /// After a last card answered wrong, at a terminal: one more prompt, so that the last answer can
  /// be overruled before the summary. Returns false when the player chose to abandon the game.
  mutating func offerToOverruleLastAnswer() -> Bool {
    guard terminal.isInteractive, !session.endedEarly, session.canOverrulePrevious else { return true }
    while true {
      let prompt = "Type \(GameSession.overruleCommand) to count it right, or press Enter to go on: "
      switch terminal.readLine(prompt: prompt) {
      case .line(let text) where text.trimmingCharacters(in: .whitespaces) == GameSession.overruleCommand:
        overrulePrevious()
        return true
      case .interrupted:
        if confirmsAbandoning() { return false }
      case .line, .endOfInput:
        return true
      }
    }
  }
}
