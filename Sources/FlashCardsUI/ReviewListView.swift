import FlashCardsCore
import Foundation

/// `review --list`: the queue a review would ask, most urgent first, without playing it.
public struct ReviewListView {
  let plan: ReviewPlan
  let now: Date
  let style: TextStyle
  let timeZone: TimeZone

  public init(plan: ReviewPlan, now: Date, style: TextStyle, timeZone: TimeZone = .current) {
    (self.plan, self.now, self.style, self.timeZone) = (plan, now, style, timeZone)
  }

  /// One card of the queue; the memory fields are null for a card never seen.
  struct Entry: Encodable {
    var deck: String
    var direction: String
    var card: String
    /// "new", "learning", "review" or "relearning".
    var state: String
    var due: String?
    var stability: Double?
    var difficulty: Double?
    var retrievability: Double?
    var reviews: Int
    var lapses: Int

    enum CodingKeys: String, CodingKey {
      case deck, direction, card, state, due, stability, difficulty, retrievability, reviews, lapses
    }

    /// Every field, null included, so that scripts find the same keys in every entry.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(deck, forKey: .deck)
      try container.encode(direction, forKey: .direction)
      try container.encode(card, forKey: .card)
      try container.encode(state, forKey: .state)
      try container.encode(due, forKey: .due)
      try container.encode(stability, forKey: .stability)
      try container.encode(difficulty, forKey: .difficulty)
      try container.encode(retrievability, forKey: .retrievability)
      try container.encode(reviews, forKey: .reviews)
      try container.encode(lapses, forKey: .lapses)
    }
  }

  var entries: [Entry] {
    let dates = DateFormats(timeZone: timeZone)
    let retrievability = plan.scheduler.retrievabilities(at: now)
    return plan.items.map { item in
      let memory = plan.memories[item]
      return Entry(
        deck: item.deck, direction: item.direction.rawValue, card: item.card,
        state: Self.stateName(memory?.state), due: memory.map { dates.iso8601($0.due) },
        stability: memory?.stability, difficulty: memory?.difficulty,
        retrievability: memory.map(retrievability),
        reviews: memory?.reviews ?? 0, lapses: memory?.lapses ?? 0)
    }
  }

  /// The state's name, "new" for a card never seen. Spelled out: `"\(state)"` reflects on the
  /// enum at run time, for every card of `review --list`.
  private static func stateName(_ state: LearningState?) -> String {
    switch state {
    case nil: "new"
    case .learning: "learning"
    case .review: "review"
    case .relearning: "relearning"
    }
  }

  public func renderJSON() throws -> String {
    try JSONOutput.encode(entries)
  }

  public func renderTable() -> [String] {
    table.render(style: style)
  }

  /// The plan's items, a row each.
  private var table: TextTable {
    var table = TextTable(
      columns: [
        .init("#", alignment: .right),
        .init("DECK", flexible: true, minimumWidth: 8),
        .init("CARD", flexible: true, minimumWidth: 10),
        .init("STATE"),
        .init("DUE", stackedLabel: "due"),
        .init("RECALL", alignment: .right, stackedLabel: "recall"),
      ], stackedHeading: 2)
    let dates = DateFormats(timeZone: timeZone)
    // Plain output paints nothing: the cells then go into the line as they are.
    let dim: ((String) -> String)? = style.colored ? { [style] in style.dim($0) } : nil
    let retrievability = plan.scheduler.retrievabilities(at: now)
    // The cells from the plan itself: an `Entry` also formats the due date for JSON.
    for (index, item) in plan.items.enumerated() {
      let memory = plan.memories[item]
      // A card in its learning steps was answered minutes ago: its recall reads 100%, which
      // says nothing; its due time says when it comes back.
      let learning = memory?.state == .learning || memory?.state == .relearning
      let recall = learning ? nil : memory.map(retrievability)
      table.append([
        .init(formatted: String(index + 1)), .init(item.deck), .init(item.card),
        .init(formatted: Self.stateName(memory?.state)),
        .init(formatted: memory.map { dates.minute($0.due) } ?? "", paint: dim),
        learning ? .init(style.dash) : .init(formatted: recall.map { String(Int(($0 * 100).rounded())) + "%" } ?? ""),
      ])
    }
    return table
  }

  /// The table and its count, as `review --list` prints them; the count wrapped between words.
  public func renderListing() -> [String] {
    renderTable() + [""] + countLineWrapped
  }

  /// `renderListing`'s lines joined by newlines (the table written as one text: `TextTable.renderText`).
  public func renderListingText() -> String {
    ([table.renderText(style: style), ""] + countLineWrapped).joined(separator: "\n")
  }

  private var countLineWrapped: [String] {
    countLine.wrapped(toWidth: style.textWidth).map { style.dim($0) }
  }

  /// "3 due, 20 new." (`ReviewPlan.summary`).
  public var countLine: String {
    plan.summary + "."
  }
}
