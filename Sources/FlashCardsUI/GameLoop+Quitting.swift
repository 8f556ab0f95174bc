import FlashCardsCore

/// Ctrl-C by reflex loses nothing: with cards answered, at a terminal, it asks first.
extension GameLoop {
  /// Whether Ctrl-C at a prompt abandons the game. With no card answered, or when no one is at a
  /// terminal (a script), it does at once; otherwise the player is asked, and a second Ctrl-C or
  /// `y` abandons, while `n`, Enter or Ctrl-D goes on with the same question.
  func confirmsAbandoning() -> Bool {
    let answered = session.outcomes.count
    guard terminal.isInteractive, answered > 0 else { return true }
    let cards = answered == 1 ? "the answered card" : "the \(answered) answered cards"
    switch terminal.readLine(prompt: "Quit without saving \(cards)? [y/N] ") {
    case .interrupted:
      return true
    case .line(let text):
      return text.saysYes
    case .endOfInput:
      return false
    }
  }
}
