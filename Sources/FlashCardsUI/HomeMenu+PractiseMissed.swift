import FlashCardsCore

/// The home screen's "Practise missed" entry: shown when the player's newest game of a deck listed
/// had misses; it plays those cards again, as a retry of that game.
extension HomeMenu {
  /// The player's newest game, when it had misses and its deck is one of the menu's.
  struct MissedGame {
    var game: GameSummary
    var deck: DeckChoice
    var missed: Int { game.cards - game.correct }
  }

  /// The newest of the newest games of each deck (`HistoryReading.lastGames`), when it had misses.
  func missedGame(in lastGames: [GameSummary]) -> MissedGame? {
    guard let newest = lastGames.max(by: isOlder),
      newest.correct < newest.cards,
      let deck = decks.first(where: { $0.name == newest.game.deck && $0.direction == newest.game.direction })
    else { return nil }
    return MissedGame(game: newest, deck: deck)
  }

  private func isOlder(_ a: GameSummary, _ b: GameSummary) -> Bool {
    (a.game.playedAt, a.game.id ?? 0) < (b.game.playedAt, b.game.id ?? 0)
  }

  /// "the 3 missed in capitals (game #12)"
  static func practiseMissedAbout(_ missed: MissedGame) -> String {
    let cards = missed.missed == 1 ? "the card" : "the \(missed.missed) cards"
    return "\(cards) missed in \(missed.deck.name) (game #\(missed.game.game.id ?? 0))"
  }

  /// Plays the misses of the newest game again, round after round as after any game.
  func practiseMissed(_ missedGame: MissedGame?) throws {
    guard let missedGame, let id = missedGame.game.game.id, let (_, results) = try database.game(id: id) else {
      return
    }
    let deck = missedGame.deck
    let cards = PractiseSelection(database: database, deck: deck.deck, direction: deck.direction).missed(in: results)
    guard !cards.isEmpty else {
      terminal.writeLine("The cards missed in game #\(id) are no longer in \(deck.name.terminalSafe).")
      pause()
      return
    }
    var session = GameSession(deck: deck.deck, direction: deck.direction, only: cards, seed: newSeed())
    session.retryOf = id
    var loop = GameLoop(session: session, terminal: terminal, database: database, clock: clock)
    _ = try loop.playAndPractiseMisses(newSeed: newSeed)
    pause()
  }
}
