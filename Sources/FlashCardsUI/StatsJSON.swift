import FlashCardsCore

/// The numbers of `flashcards stats --format json`.
struct StatsJSON: Encodable {
  struct Accuracy: Encodable {
    var cards: Int
    var correct: Int
    var percent: Int

    init(_ accuracy: Statistics.Accuracy) {
      cards = accuracy.cards
      correct = accuracy.correct
      percent = accuracy.percent
    }
  }

  struct Score: Encodable {
    var id: Int64
    var cards: Int
    var correct: Int
    var seconds: Double

    init(_ summary: GameSummary) {
      id = summary.game.id ?? 0
      cards = summary.cards
      correct = summary.correct
      seconds = Double(summary.game.milliseconds) / 1000
    }
  }

  /// Records and the trend count full games only: typed, of the whole deck, not a retry, not
  /// ended early (see `Statistics.DeckRecord`).
  struct DeckRecord: Encodable {
    /// The deck as stored, and the direction: a deck without a reverse name has a record each way.
    var deck: String
    var direction: String
    /// "tiny (reverse)" for the reverse of a deck without a reverse name, else the deck.
    var label: String
    var games: Int
    var best: Score?
    var fastestPerfect: Score?
    /// The deck file's number of cards, else the newest game's record of it; nil when neither is known.
    var deckCards: Int?
    var cardsSeen: Int
    /// Cards whose latest answer was right.
    var cardsKnown: Int
    /// The newest full games, oldest first.
    var fullGames: [Score]
    var daysPlayed: Int
    var streakDays: Int
  }

  struct Missed: Encodable {
    var deck: String
    var card: String
    var expected: String
    var seen: Int
    var missed: Int
  }

  struct Confusion: Encodable {
    var deck: String
    var card: String
    var answer: String
    var answerBelongsTo: String
    var times: Int
  }

  struct OneWay: Encodable {
    var front: String
    var back: String
    var forward: Accuracy
    var reverse: Accuracy
  }

  var deck: String?
  var games: Int
  var seconds: Double
  var accuracy: Accuracy
  var byDirection: [String: Accuracy]
  var recent: [Score]
  var decks: [DeckRecord]
  var mostMissed: [Missed]
  var confusions: [Confusion]
  var knownOneWayOnly: [OneWay]
  /// The forecast and the learning/young/mature counts, from the memory states.
  var review: ReviewOutlook?
  /// Predicted against measured recall over the last 30 days.
  var calibration: Calibration?
  /// The FSRS parameters the player's reviews are scheduled with; absent for every player's stats.
  var parameters: ParametersView.JSON?
  /// Due cards recalled over the last 7 and 30 days, beside the retention asked; absent for every
  /// player's stats.
  var trueRetention: TrueRetention?

  init(
    _ stats: Statistics, deck: String?, review: ReviewOutlook? = nil, calibration: Calibration? = nil,
    deckSizes: [String: Int] = [:],
    parameters: ParametersView.JSON? = nil, trueRetention: TrueRetention? = nil
  ) {
    self.trueRetention = trueRetention
    self.parameters = parameters
    self.review = review
    self.calibration = calibration
    self.deck = deck
    games = stats.games
    seconds = Double(stats.milliseconds) / 1000
    accuracy = Accuracy(stats.overall)
    byDirection = Dictionary(uniqueKeysWithValues: stats.byDirection.map { ($0.key.rawValue, Accuracy($0.value)) })
    recent = stats.recent.map(Score.init)
    decks = stats.decks.map {
      DeckRecord(
        deck: $0.deck, direction: $0.direction.rawValue, label: $0.label, games: $0.games,
        best: $0.best.map(Score.init),
        fastestPerfect: $0.fastestPerfect.map(Score.init),
        deckCards: deckSizes[$0.deck] ?? $0.deckCards, cardsSeen: $0.cardsSeen, cardsKnown: $0.cardsKnown,
        fullGames: $0.fullGames.map(Score.init), daysPlayed: $0.practise.days, streakDays: $0.practise.streak)
    }
    mostMissed = stats.mostMissed.map {
      Missed(deck: $0.deck, card: $0.card, expected: $0.expected, seen: $0.seen, missed: $0.missed)
    }
    confusions = stats.confusions.map {
      Confusion(deck: $0.deck, card: $0.card, answer: $0.answer, answerBelongsTo: $0.otherCard, times: $0.times)
    }
    knownOneWayOnly = stats.oneWay.map {
      OneWay(front: $0.front, back: $0.back, forward: Accuracy($0.forward), reverse: Accuracy($0.reverse))
    }
  }
}
