/// The values `stats` shows; the store reads them (`AppDatabase.statistics`).

/// Progress at a glance, over every game or one deck's.
public struct Statistics: Sendable, Equatable {
  public struct Accuracy: Sendable, Equatable {
    public var cards: Int
    public var correct: Int

    public init(cards: Int, correct: Int) {
      (self.cards, self.correct) = (cards, correct)
    }

    public var percent: Int { percentage(correct, of: cards) }
  }

  /// One deck's progress. A *full* game is a typed game (not multiple choice) of the whole deck,
  /// not a retry of missed cards and not ended early; a game that did not record the deck's size (an
  /// early history's) counts as full when it was typed and played to the end.
  public struct DeckRecord: Sendable, Equatable {
    /// The deck as stored: a deck without a reverse name keeps it in reverse.
    public var deck: String
    public var direction: Direction
    /// As the history names it: "tiny (reverse)" for the reverse of a deck without a reverse name.
    public var label: String
    public var games: Int
    /// The best full game: the largest share right, then the larger game.
    public var best: GameSummary?
    /// The fastest full game with every card right.
    public var fastestPerfect: GameSummary?
    /// Cards of the deck answered at least once, in the direction of its newest game.
    public var cardsSeen: Int
    /// Of those, the cards whose latest answer (in any game or review) was right.
    public var cardsKnown: Int
    /// The deck's size as its newest game recorded it; nil when it was not recorded. The deck file,
    /// when found, knows better.
    public var deckCards: Int?
    /// The newest full games, oldest first, for the trend.
    public var fullGames: [GameSummary]
    public var practise: PractiseDays

    public init(
      deck: String, direction: Direction, label: String, games: Int, best: GameSummary?, fastestPerfect: GameSummary?,
      cardsSeen: Int, cardsKnown: Int, deckCards: Int?, fullGames: [GameSummary], practise: PractiseDays
    ) {
      (self.deck, self.direction, self.label, self.games) = (deck, direction, label, games)
      (self.best, self.fastestPerfect, self.cardsSeen, self.cardsKnown) = (best, fastestPerfect, cardsSeen, cardsKnown)
      (self.deckCards, self.fullGames, self.practise) = (deckCards, fullGames, practise)
    }
  }

  public struct CardTally: Sendable, Equatable {
    public var deck: String
    public var direction: Direction
    public var card: String
    public var expected: String
    public var seen: Int
    public var missed: Int

    public init(deck: String, direction: Direction, card: String, expected: String, seen: Int, missed: Int) {
      (self.deck, self.direction, self.card, self.expected, self.seen, self.missed) =
        (deck, direction, card, expected, seen, missed)
    }
  }

  public struct Confusion: Sendable, Equatable {
    public var deck: String
    public var card: String
    public var answer: String
    public var otherCard: String
    public var times: Int

    public init(deck: String, card: String, answer: String, otherCard: String, times: Int) {
      (self.deck, self.card, self.answer, self.otherCard, self.times) = (deck, card, answer, otherCard, times)
    }
  }

  /// A fact known when asked one way (≥ 80% right) and not the other (< 50%).
  public struct OneWayCard: Sendable, Equatable {
    public var front: String
    public var back: String
    public var forward: Accuracy
    public var reverse: Accuracy

    public init(front: String, back: String, forward: Accuracy, reverse: Accuracy) {
      (self.front, self.back, self.forward, self.reverse) = (front, back, forward, reverse)
    }

    /// How far apart the two directions are, in percentage points.
    public var gap: Int { abs(forward.percent - reverse.percent) }
  }

  public var games: Int
  public var milliseconds: Int
  public var overall: Accuracy
  public var byDirection: [Direction: Accuracy]
  /// The most recent games, oldest first, for the trend.
  public var recent: [GameSummary]
  public var decks: [DeckRecord]
  public var mostMissed: [CardTally]
  public var confusions: [Confusion]
  public var oneWay: [OneWayCard]

  public init(
    games: Int, milliseconds: Int, overall: Accuracy, byDirection: [Direction: Accuracy], recent: [GameSummary],
    decks: [DeckRecord], mostMissed: [CardTally], confusions: [Confusion], oneWay: [OneWayCard]
  ) {
    (self.games, self.milliseconds, self.overall, self.byDirection, self.recent) =
      (games, milliseconds, overall, byDirection, recent)
    (self.decks, self.mostMissed, self.confusions, self.oneWay) = (decks, mostMissed, confusions, oneWay)
  }
}

/// On how many local days a deck was played, and the current streak of consecutive days.
public struct PractiseDays: Sendable, Equatable {
  /// Local days with at least one game of the deck (any game: a retry or a part of the deck counts).
  public var days: Int
  /// Consecutive local days with a game, ending today, or yesterday when today has none yet
  /// (a streak is not lost before the day is over); 0 when neither day has a game.
  public var streak: Int

  public init(days: Int, streak: Int) {
    (self.days, self.streak) = (days, streak)
  }
}
