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
      asking = try retention.map { r throws(FSRSParameterError) in try Scheduler(parameters: scheduler.parameters, desiredRetention: r) }
      self.timeZone = timeZone
      firstDay = (today.daysSince1970 - TrueRetention.days.week + 1, today.daysSince1970 - TrueRetention.days.month + 1)
      monthStart = ReviewDay(daysSince1970: firstDay.month).start(in: timeZone)
      result = TrueRetention(asked: retention ?? scheduler.desiredRetention)
    }

    public mutating func add(_ review: PastReview) {
      if let deck, review.item.deck != deck { return }
      let day = review.at < monthStart ? Int.min : ReviewDay(review.at, timeZone: timeZone).daysSince1970
      let previous = memories[review.item]
      if let previous, day >= firstDay.month, previous.day != day, previous.memory.state == .review,
        due(previous.memory) <= review.at
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
