import FlashCardsCore
import Foundation

/// What the memory states say is coming: the cards due on each of the next review days, and how
/// many cards are learning, young (an interval under 21 days, as Anki counts) or mature.
public struct ReviewOutlook: Encodable, Equatable {
  public static let forecastDays = 14
  /// Anki's line between young and mature cards.
  static let matureDays = 21.0

  /// Cards due on each review day from today; today's count includes every card overdue.
  public var forecast: [Int]
  /// Learning or relearning (after a lapse).
  public var learning: Int
  public var young: Int
  public var mature: Int
  /// Cards of the decks played never answered; nil when the decks were not read.
  public var new: Int?
  /// Today's count split as the home menu and `review --list` say it (`ReviewQueue.dueToday`).
  var dueToday: (now: Int, later: Int) = (0, 0)

  enum CodingKeys: String, CodingKey {
    case forecast, learning, young, mature, new
  }

  public static func == (lhs: ReviewOutlook, rhs: ReviewOutlook) -> Bool {
    (lhs.forecast, lhs.learning, lhs.young, lhs.mature, lhs.new) == (
      rhs.forecast, rhs.learning, rhs.young, rhs.mature, rhs.new
    )
      && lhs.dueToday == rhs.dueToday
  }

  public init(_ states: [StoredMemoryState], new: Int? = nil, now: Date, timeZone: TimeZone = .current) {
    self.new = new
    let memories = states.map(\.memory)
    forecast = ReviewQueue.dueCounts(
      memories, today: ReviewDay(now, timeZone: timeZone), days: Self.forecastDays, timeZone: timeZone)
    dueToday = ReviewQueue.dueToday(memories, at: now, timeZone: timeZone)
    let reviewing = memories.filter { $0.state == .review }
    learning = memories.count - reviewing.count
    mature = reviewing.count { $0.due.timeIntervalSince($0.lastReview) >= Self.matureDays * 86_400 }
    young = reviewing.count - mature
  }

  /// A bar per day, the longest 40 columns wide or as wide as the style's width leaves:
  /// "Today      ████████ 12".
  func render(style: TextStyle) -> [String] {
    // Today's count as the menu and `review --list` split it, when part of it comes later; the
    // bars are narrower to leave it room.
    let split = dueToday.later > 0 ? " (\(dueToday.now) due now, \(dueToday.later) more later today)" : ""
    let barWidth = Swift.max(1, Swift.min(40, style.width - 20 - split.count))
    guard learning + young + mature > 0 else { return [] }
    var lines = [
      style.bold("Reviews ahead") + style.dim(" (cards due per day, the next \(Self.forecastDays) days)")
    ]
    let most = Swift.max(forecast.max() ?? 0, 1)
    for (offset, count) in forecast.enumerated() {
      let label = offset == 0 ? "Today" : offset == 1 ? "Tomorrow" : "In \(offset) days"
      let bar = String(repeating: style.barBlock, count: (count * barWidth + most - 1) / most)
      let note = offset == 0 && !split.isEmpty ? style.dim(split) : ""
      lines.append(
        "  " + label.padding(toLength: 11, withPad: " ", startingAt: 0) + style.green(bar) + " \(count)" + note)
    }
    let dot = " \(style.separator) "
    let new = self.new.map { "\($0) new\(dot)" } ?? ""
    lines.append("Cards: \(new)\(learning) learning\(dot)\(young) young\(dot)\(mature) mature (21 days or more)")
    return lines
  }
}
