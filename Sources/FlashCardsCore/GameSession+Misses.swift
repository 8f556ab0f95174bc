extension GameSession {
  /// The cards answered wrong or skipped, in the order they were asked, each once.
  public var missedCards: [Card] {
    var seen: Set<Card> = []
    return outcomes.filter { !$0.isCorrect }.map(\.card).filter { seen.insert($0).inserted }
  }

  /// A new game of the cards missed in this one, played as this one was (deck, direction, number
  /// of options, strictness), or nil when none was missed. Not for reviews: they bring wrong
  /// answers back by themselves.
  public func replayingMisses(seed: UInt64) -> GameSession? {
    let missed = missedCards
    guard !isReview, !missed.isEmpty else { return nil }
    return GameSession(
      deck: deck, direction: direction, choices: choices, strict: strict, only: missed, seed: seed)
  }
}
