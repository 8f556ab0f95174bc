import FlashCardsCore
import FlashCardsDecks
import Foundation

/// What `review` reviews, decided at one moment: the decks named, or every deck the player has
/// played that the library still finds, and the queue planned from them.
public struct ReviewChoice {
  /// The decks reviewed.
  public let entries: [DeckLibrary.Entry]
  /// The cards to ask, in order (possibly none).
  public let plan: ReviewPlan
  let planning: ReviewPlanning

  /// `newLimit` (default `ReviewPlanning.defaultNewLimit`), `limit`, `retention` and the player's
  /// `scheduler` (read when nil) as `plan` takes them.
  public init(
    decks named: [DeckLibrary.Entry], library: DeckLibrary, history: any HistoryReading, now: Date,
    newLimit: Int?, limit: Int?, retention: Double?, scheduler: Scheduler? = nil
  ) throws {
    // Without a retention, one pass over the player's states finds the decks played, the states
    // due and the cards seen.
    let unplanned = ReviewPlanning(database: history, sources: [:], now: now)
    let states = try retention == nil ? unplanned.reviewStates(decks: named.isEmpty ? nil : named.map(\.name)) : nil
    entries =
      try named.isEmpty ? library.entriesPlayed(states?.decks ?? history.reviewedDecks(player: history.player)) : named
    planning = ReviewPlanning(
      database: history, sources: DeckLibrary.reviewSources(entries), now: now, timeZone: unplanned.timeZone)
    plan = try planning.plan(
      newLimit: newLimit ?? ReviewPlanning.defaultNewLimit, limit: limit, retention: retention, states: states,
      scheduler: scheduler)
  }

  /// What is said instead of a review when no card is due (and when); nil when some are.
  public func nothingDue() throws -> String? {
    guard plan.items.isEmpty else { return nil }
    guard !entries.isEmpty else { return EmptyState.nothingToReview(play: nil) }
    return EmptyState.nothingDue(next: try planning.next(withTime: true), .commandLine, play: entries.first?.name)
  }

  /// "14 cards tomorrow": when cards of these decks fall due next after `moment` (once a review is
  /// saved); nil when none has a state.
  public func next(after moment: Date) throws -> String? {
    try ReviewPlanning(database: planning.database, sources: planning.sources, now: moment).next(withTime: false)
  }
}
