import Foundation

/// What the HTML report shows of one player, read from the summaries the history keeps (days
/// played, game scores, retention tallies, memory states, card and confusion tallies), never from
/// every answer.
public struct ReportFacts: Sendable {
  /// One local week's games, from its Monday (days since 1970).
  public struct Week: Sendable, Equatable {
    public var firstDay: Int
    public var games: Int
    public var accuracy: Statistics.Accuracy
    /// Cards first reviewed on or before the week's last day: the cards met so far.
    public var cardsMet: Int

    public init(firstDay: Int, games: Int, accuracy: Statistics.Accuracy, cardsMet: Int) {
      (self.firstDay, self.games, self.accuracy, self.cardsMet) = (firstDay, games, accuracy, cardsMet)
    }
  }

  /// One calendar month's due cards and how many were recalled (see `TrueRetention`).
  public struct Month: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var due: Int
    public var recalled: Int

    public init(year: Int, month: Int, due: Int, recalled: Int) {
      (self.year, self.month, self.due, self.recalled) = (year, month, due, recalled)
    }
  }

  /// One reviewed card as it stands today.
  public struct CardState: Sendable, Equatable {
    public var deck: String
    public var direction: Direction
    public var card: String
    public var state: LearningState
    public var stability: Double
    /// When it is next due at the retention the player's reviews ask.
    public var due: Date
    /// Today's chance of recall, 0 to 1.
    public var recall: Double

    public init(
      deck: String, direction: Direction, card: String, state: LearningState, stability: Double, due: Date,
      recall: Double
    ) {
      (self.deck, self.direction, self.card, self.state) = (deck, direction, card, state)
      (self.stability, self.due, self.recall) = (stability, due, recall)
    }

    /// Where Anki would file it: learning (or relearning), young, or mature (21 days and more).
    public var stage: CardStage {
      guard state == .review else { return .learning }
      return stability >= 21 ? .mature : .young
    }
  }

  public var player: String
  public var games: Int
  /// Games played on each day (days since 1970, UTC days as the history keeps them).
  public var gamesByDay: [Int: Int]
  public var weeks: [Week]
  public var months: [Month]
  /// The retention the player's reviews ask.
  public var askedRetention: Double
  public var cards: [CardState]
  public var tallies: [Statistics.CardTally]
  public var confusions: [Statistics.Confusion]

  public init(
    player: String, games: Int, gamesByDay: [Int: Int], weeks: [Week], months: [Month], askedRetention: Double,
    cards: [CardState], tallies: [Statistics.CardTally], confusions: [Statistics.Confusion]
  ) {
    (self.player, self.games, self.gamesByDay, self.weeks, self.months) = (player, games, gamesByDay, weeks, months)
    (self.askedRetention, self.cards, self.tallies, self.confusions) = (askedRetention, cards, tallies, confusions)
  }

  /// The UTC day of `date`, in days since 1970, held within ±a billion days (a date another
  /// program wrote can be anything).
  public static func day(of date: Date) -> Int {
    let days = (date.timeIntervalSince1970 / 86_400).rounded(.down)
    return days.isNaN ? 0 : Int(max(-1e9, min(1e9, days)))
  }

  /// The last day played (days since 1970), nil for none.
  public var lastDay: Int? { gamesByDay.keys.max() }

  /// Cards known: in the review state and at least 90% likely recalled today.
  public var cardsKnown: Int { cards.count { $0.state == .review && $0.recall >= 0.9 } }

  /// Cards whose due date has passed at `now`.
  public func overdue(at now: Date) -> Int { cards.count { $0.due <= now } }

  /// Days played among the `days` days up to `today`.
  public func daysActive(last days: Int, today: Int) -> Int {
    gamesByDay.keys.count { $0 > today - days && $0 <= today }
  }

  /// True retention over every month shown, nil when no card came due.
  public var trueRetention: Double? {
    let (due, recalled) = months.reduce((0, 0)) { ($0.0 + $1.due, $0.1 + $1.recalled) }
    return due == 0 ? nil : Double(recalled) / Double(due)
  }

  /// Accuracy of the last two weeks played minus that of the two before, in points; nil without both.
  public var accuracyTrend: Int? {
    let played = weeks.filter { $0.accuracy.cards > 0 }
    guard played.count >= 3 else { return nil }
    func share(_ weeks: ArraySlice<Week>) -> Statistics.Accuracy {
      weeks.reduce(into: Statistics.Accuracy(cards: 0, correct: 0)) {
        $0.cards += $1.accuracy.cards
        $0.correct += $1.accuracy.correct
      }
    }
    let recent = share(played.suffix(2))
    let before = share(played.dropLast(2).suffix(2))
    return recent.percent - before.percent
  }
}

/// A card's stage, as Anki's statistics count them.
public enum CardStage: String, CaseIterable, Sendable {
  case new, learning, young, mature
}
