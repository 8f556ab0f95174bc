import FlashCardsCore

/// Practising the misses now: after a game with misses, at a terminal, the missed cards are
/// offered again, round after round, until none is missed or the player declines.
extension GameLoop {
  /// Plays the game, then its rounds of missed cards. Each round is a game of its own, with its
  /// own summary, saved as a retry of the game before it. Not offered for a review (it brings wrong
  /// answers back by itself), for a game ended early (Ctrl-D means "enough"), nor to a script.
  public mutating func playAndPractiseMisses(
    newSeed: () -> UInt64 = { UInt64.random(in: .min ... .max) }
  ) throws -> GameEnd {
    var end = try play()
    while case .played(let savedAs) = end, terminal.isInteractive, !session.endedEarly,
      var retry = session.replayingMisses(seed: newSeed()), wantsToPractise(retry.cards.count)
    {
      retry.retryOf = savedAs
      session = retry
      terminal.writeLine()
      end = try play()
    }
    return end
  }

  /// "Play the 6 missed again? [Y/n]": Enter or y plays them; n, q, Ctrl-D or Ctrl-C declines.
  private func wantsToPractise(_ missed: Int) -> Bool {
    let prompt = missed == 1 ? "Play the missed card again? [Y/n] " : "Play the \(missed) missed again? [Y/n] "
    while true {
      switch terminal.readLine(prompt: prompt) {
      case .line(let text):
        let reply = text.trimmingCharacters(in: .whitespaces).lowercased()
        if reply.isEmpty || reply.saysYes { return true }
        if ["n", "no", "q"].contains(reply) { return false }
        terminal.writeLine("  " + terminal.style.yellow("Answer y to play them again, or n to stop."))
      case .endOfInput, .interrupted:
        return false
      }
    }
  }
}
