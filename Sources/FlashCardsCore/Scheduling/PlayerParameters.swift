/// The FSRS parameters a player schedules with, as the `playerSettings` table holds them.
public enum PlayerParameters: Equatable, Sendable {
  case defaults
  case own(FSRSParameters)
  /// A stored value that is not 21 numbers within their bounds (edited by hand, or damaged):
  /// the player is scheduled with the defaults until they store parameters again.
  case damaged(reason: String)

  public var scheduler: Scheduler {
    guard case .own(let parameters) = self else { return .default }
    // Cannot fail: every other setting is the default's.
    return (try? Scheduler(parameters: parameters)) ?? .default
  }

  public var isDefault: Bool {
    if case .own = self { return false }
    return true
  }
}

/// How much a change of parameters replayed.
public struct Rescheduling: Sendable, Equatable {
  /// Card results replayed, and the cards (items) they scheduled.
  public var answers: Int
  public var cards: Int

  public init(answers: Int, cards: Int) {
    (self.answers, self.cards) = (answers, cards)
  }
}
