import FlashCardsCore

extension ReviewPlan {
  /// What a review would ask now, as `review --list` says it: "3 due, 20 new"; with cards due
  /// later today and new cards started today, what the numbers leave out: "1 due now, 2 more later
  /// today, 17 new (20 a day: 3 started today)". The home menu says the same in two places.
  public var summary: String {
    dueSummary + (allowanceNote.map { " (\($0))" } ?? "")
  }

  /// "1 due now, 2 more later today, 17 new", or "3 due, 20 new" when none is due later today.
  public var dueSummary: String {
    let due = dueLaterToday > 0 ? "\(dueCount) due now, \(dueLaterToday) more later today" : "\(dueCount) due"
    return "\(due), \(newCount) new"
  }

  /// "20 a day: 3 started today", why fewer new cards are offered than the deck has; nil when
  /// today's games started none.
  public var allowanceNote: String? {
    guard let newPerDay, newStartedToday > 0 else { return nil }
    return "\(newPerDay) a day: \(newStartedToday) started today"
  }
}
