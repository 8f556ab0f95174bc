import Foundation

/// True retention, as Anki's table of it counts: of the answers to cards that were due, the share
/// recalled (any grade but Again), counting only each card's first answer of a review day, for the
/// last 7 and 30 review days, per deck and for all decks. It is what the scheduler's promise is
/// measured by: with a retention asked of 90%, about 90% of due cards should be recalled.
///
/// *Due* is decided from the card's memory state just before the answer, replayed from the history
/// with the player's parameters (as stored now): the card had left its learning or relearning
/// steps (the review state), and its due date had come. That due date is the one `review` asks
/// the card on; with another retention asked (`stats --retention r`), it is when the card's
/// predicted recall falls to r, as `review --retention r` asks it. A card answered before it was
/// due (a game of the whole deck) or still in its steps is not counted.
public struct TrueRetention: Sendable, Equatable, Encodable {
  public struct Tally: Sendable, Equatable, Encodable {
    /// First answers of the day to due cards, and how many of them were recalled.
    public var due = 0
    public var recalled = 0
    /// recalled / due; nil without due answers.
    public var share: Double? { due == 0 ? nil : Double(recalled) / Double(due) }

    mutating func add(recalled: Bool) {
      due += 1
      if recalled { self.recalled += 1 }
    }

    mutating func add(_ other: Tally) {
      due += other.due
      recalled += other.recalled
    }

    enum CodingKeys: String, CodingKey { case due, recalled, share }
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(due, forKey: .due)
      try container.encode(recalled, forKey: .recalled)
      try container.encode(share, forKey: .share)
    }
  }

  public struct Deck: Sendable, Equatable, Encodable {
    public var deck: String
    public var lastWeek = Tally()
    public var lastMonth = Tally()
  }

  public static let days = (week: 7, month: 30)

  /// The retention asked, 0.9 unless `stats --retention` says otherwise.
  public var asked: Double
  public var lastWeek = Tally()
  public var lastMonth = Tally()
  /// Decks with due answers in the last 30 days, by name.
  public var decks: [Deck] = []

  /// Whether an answer on review day `day` at `moment` counts: the first of its day for its card
  /// (`previousDay`: the day of the card's answer before), whose state `previous` had left the
  /// learning steps and fallen `due`. The one rule of the replay below and of `countedDay`.
  static func counts(_ previous: MemoryState, previousDay: Int, day: Int, due: Date, at moment: Date) -> Bool {
    previousDay != day && previous.state == .review && due <= moment
  }

  /// The review day (days since 1970) that an answer at `moment` is counted on with the retention
  /// scheduled, given its card's state after the answers before it (`previous`, nil for a first
  /// answer); nil when it is not counted. What the store keeps beside each answer, so that `stats`
  /// sums daily tallies instead of replaying the history.
  public static func countedDay(after previous: MemoryState?, at moment: Date, timeZone: TimeZone) -> Int? {
    guard let previous else { return nil }
    let day = ReviewDay(moment, timeZone: timeZone).daysSince1970
    let previousDay = ReviewDay(previous.lastReview, timeZone: timeZone).daysSince1970
    return counts(previous, previousDay: previousDay, day: day, due: previous.due, at: moment) ? day : nil
  }

  /// The due answers of one deck on one review day, and how many were recalled.
  public struct DayTally: Sendable, Equatable {
    public var deck: String
    public var day: Int
    public var due: Int
    public var recalled: Int

    public init(deck: String, day: Int, due: Int, recalled: Int) {
      (self.deck, self.day, self.due, self.recalled) = (deck, day, due, recalled)
    }
  }

  /// Counts reviews given one by one in time order (a player's, as `PastReview`s).
  public struct Counter {
    let scheduler: Scheduler
    /// With a retention asked: the scheduler that says when a card falls due at it.
    let asking: Scheduler?
    let timeZone: TimeZone
    /// Only this deck's cards (as played); nil for every deck.
    let deck: String?
    let firstDay: (week: Int, month: Int)
    /// The moment the month's first review day starts: no earlier answer is counted, so its review
    /// day (a time-zone look-up) need not be worked out.
    let monthStart: Date
    private var memories: [ReviewItem: (memory: MemoryState, day: Int)] = [:]
    private var result: TrueRetention
    private var decks: [String: Deck] = [:]

    /// `scheduler`: the player's; `retention`: the retention asked, nil for the one scheduled
    /// (0.9); `today`: the review day that ends the periods; `deck`: only that deck's cards.
    public init(
      scheduler: Scheduler, retention: Double?, today: ReviewDay, timeZone: TimeZone, deck: String? = nil
    ) throws(FSRSParameterError) {
      self.deck = deck
      self.scheduler = scheduler
      asking = try retention.map { r throws(FSRSParameterError) in try scheduler.with(desiredRetention: r) }
      self.timeZone = timeZone
      firstDay = (today.daysSince1970 - TrueRetention.days.week + 1, today.daysSince1970 - TrueRetention.days.month + 1)
      monthStart = ReviewDay(daysSince1970: firstDay.month).start(in: timeZone)
      result = TrueRetention(asked: retention ?? scheduler.desiredRetention)
    }

    public mutating func add(_ review: PastReview) {
      if let deck, review.item.deck != deck { return }
      let day = review.at < monthStart ? Int.min : ReviewDay(review.at, timeZone: timeZone).daysSince1970
      let previous = memories[review.item]
      if let previous, day >= firstDay.month,
        TrueRetention.counts(
          previous.memory, previousDay: previous.day, day: day, due: due(previous.memory), at: review.at)
      {
        let recalled = review.grade != .again
        result.lastMonth.add(recalled: recalled)
        decks[review.item.deck, default: Deck(deck: review.item.deck)].lastMonth.add(recalled: recalled)
        if day >= firstDay.week {
          result.lastWeek.add(recalled: recalled)
          decks[review.item.deck, default: Deck(deck: review.item.deck)].lastWeek.add(recalled: recalled)
        }
      }
      let memory = scheduler.review(previous?.memory, grade: review.grade, at: review.at, item: review.item)
      memories[review.item] = (memory, day)
    }

    private func due(_ memory: MemoryState) -> Date {
      asking?.due(of: memory) ?? memory.due
    }

    public var trueRetention: TrueRetention {
      var result = self.result
      result.decks = decks.values.sorted { $0.deck < $1.deck }
      return result
    }
  }
}

extension TrueRetention {
  /// True retention summed from daily tallies (`countedDay`'s days), as the replay counts it with
  /// the retention scheduled: days before the month that ends on `today` are left out.
  public init(asked: Double, today: ReviewDay, tallies: [DayTally]) {
    self.init(asked: asked)
    let firstDay = (week: today.daysSince1970 - Self.days.week + 1, month: today.daysSince1970 - Self.days.month + 1)
    var decks: [String: Deck] = [:]
    for tally in tallies where tally.day >= firstDay.month && tally.due > 0 {
      let sum = Tally(due: tally.due, recalled: tally.recalled)
      lastMonth.add(sum)
      decks[tally.deck, default: Deck(deck: tally.deck)].lastMonth.add(sum)
      if tally.day >= firstDay.week {
        lastWeek.add(sum)
        decks[tally.deck, default: Deck(deck: tally.deck)].lastWeek.add(sum)
      }
    }
    self.decks = decks.values.sorted { $0.deck < $1.deck }
  }
}
