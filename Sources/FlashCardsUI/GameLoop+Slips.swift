import FlashCardsCore

extension GameLoop {
  /// Reads the answer to the current card. In a multiple-choice game, a label that no option has
  /// ("7" among 1–4) is a slip, not an answer: the player is told which labels there are and asked
  /// again, and the card is not lost.
  func readAnswer(prompt: String) -> LineInput {
    while true {
      let input = terminal.readLine(prompt: prompt)
      guard case .line(let text) = input, session.isLabelOutsideOptions(text) else { return input }
      let label = text.sanitizedAnswer().terminalSafe
      terminal.writeLine(
        "  "
          + terminal.style.yellow(
            "There is no option \(label): answer \(session.optionLabelRange(joinedBy: terminal.style.rangeDash)), or type the answer."
          ))
    }
  }
}
