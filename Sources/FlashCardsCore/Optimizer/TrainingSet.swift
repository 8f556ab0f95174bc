import Foundation

/// A player's reviews as FSRS's optimizer (fsrs-rs) reads them: each card's reviews in time order,
/// each with its grade and the whole days since the card's previous review (0 for the first, and
/// for a review the same day), and the *items*: every review a day or more after the card's
/// previous one, in time order. An item is what the model is scored on: the chance of recall it
/// predicted from the card's earlier reviews, against whether the card was recalled. The first
/// review of a card and the reviews of the same day are not scored, but shape the memory state
/// (same-day reviews through the short-term formula).
///
/// Days are counted as the scheduler counts them (`Scheduler.wholeDays`: whole 24-hour days since
/// the previous review), so that the fitted parameters predict what `review` will ask.
public struct TrainingSet: Sendable, Equatable {
  /// Each review's grade (1 Again … 4 Easy) and days since the card's previous review, card by
  /// card: card `c` holds `cardStarts[c] ..< cardStarts[c + 1]`.
  public internal(set) var grades: [UInt8] = []
  public internal(set) var days: [Int32] = []
  public internal(set) var cardStarts: [Int] = [0]
  /// The items, as indices into `grades`/`days`, in the time order of their reviews.
  public internal(set) var items: [Int] = []

  public var cardCount: Int { cardStarts.count - 1 }
  public var reviewCount: Int { grades.count }

  /// The reviews of card `card`.
  func reviews(of card: Int) -> Range<Int> { cardStarts[card]..<cardStarts[card + 1] }

  /// Builds a training set from reviews in time order, one card at a time or interleaved.
  public struct Builder<Card: Hashable> {
    private var indexOf: [Card: Int] = [:]
    private var grades: [[UInt8]] = []
    private var days: [[Int32]] = []
    private var last: [Date] = []
    /// (card, position in the card) of each item, in time order.
    private var items: [(card: Int, position: Int)] = []

    public init() {}

    /// Adds the next review in time order. A review dated before the card's previous one (a clock
    /// set back) counts as the same day.
    public mutating func add(_ card: Card, grade: Grade, at moment: Date) {
      let rating = UInt8(grade.rawValue)
      guard let index = indexOf[card] else {
        indexOf[card] = grades.count
        grades.append([rating])
        days.append([0])
        last.append(moment)
        return
      }
      let elapsed = Int32(clamping: Swift.max(Scheduler.wholeDays(from: last[index], to: moment), 0))
      grades[index].append(rating)
      days[index].append(elapsed)
      last[index] = moment
      if elapsed > 0 { items.append((index, grades[index].count - 1)) }
    }

    public var reviewCount: Int { grades.reduce(0) { $0 + $1.count } }

    public func build() -> TrainingSet {
      var set = TrainingSet()
      set.grades.reserveCapacity(reviewCount)
      set.days.reserveCapacity(reviewCount)
      for (cardGrades, cardDays) in zip(grades, days) {
        set.grades += cardGrades
        set.days += cardDays
        set.cardStarts.append(set.grades.count)
      }
      set.items = items.map { set.cardStarts[$0.card] + $0.position }
      return set
    }
  }
}

extension TrainingSet {
  /// The card that review `index` belongs to (a binary search of `cardStarts`).
  func card(ofReview index: Int) -> Int {
    var (low, high) = (0, cardCount)
    while high - low > 1 {
      let middle = (low + high) / 2
      if cardStarts[middle] <= index { low = middle } else { high = middle }
    }
    return low
  }

  /// Whether review `index` was recalled: any grade but Again.
  func recalled(_ index: Int) -> Bool { grades[index] > 1 }

  /// fsrs-rs's weight of the `index`th of `count` items in time order, in training and in its
  /// metrics: 0.25 for the oldest to 1 for the newest, cubic (held as a 32-bit float, as there).
  static func recencyWeight(_ index: Int, of count: Int) -> Double {
    let fraction = Double(index) / Double(Swift.max(count - 1, 1))
    return Double(Float(0.25 + 0.75 * fraction * fraction * fraction))
  }
}
