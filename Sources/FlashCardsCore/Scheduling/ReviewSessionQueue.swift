import Foundation

/// The order of the cards within one review session, with FSRS's learning steps: a card answered
/// Again comes back when its step is over (its new due date), and keeps coming back until it is
/// answered right or the session ends.
public struct ReviewSessionQueue: Sendable {
  /// When nothing else is left to ask, a card whose step ends within this many seconds is asked
  /// early rather than making the player wait (Anki's "learn ahead limit", 20 minutes).
  public static let learnAhead: TimeInterval = 20 * 60

  private var waiting: [ReviewItem]
  private var returning: [(item: ReviewItem, due: Date)] = []

  /// `cards`: the due cards in `ReviewQueue.due` order, then the new cards allowed.
  public init(_ cards: [ReviewItem]) {
    waiting = cards.reversed()
  }

  public var isEmpty: Bool { waiting.isEmpty && returning.isEmpty }

  /// The card to ask at `now`: one whose step is over, else the next of the queue, else one whose step
  /// ends within `learnAhead`; `nil` when the session is over.
  public mutating func next(at now: Date) -> ReviewItem? {
    if let index = earliestReturning(by: now) { return returning.remove(at: index).item }
    if let item = waiting.popLast() { return item }
    if let index = earliestReturning(by: now.addingTimeInterval(Self.learnAhead)) {
      return returning.remove(at: index).item
    }
    return nil
  }

  /// Records the answer to `item`, asked by `next(at:)`: graded Again, it comes back at `memory.due`,
  /// the end of the step FSRS gave it.
  public mutating func answered(_ item: ReviewItem, grade: Grade, memory: MemoryState) {
    if grade == .again { returning.append((item, memory.due)) }
  }

  private func earliestReturning(by moment: Date) -> Int? {
    returning.indices.filter { returning[$0].due <= moment }.min { returning[$0].due < returning[$1].due }
  }
}
