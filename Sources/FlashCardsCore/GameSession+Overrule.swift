/// "I was right": just after an answer judged wrong, the player may count it right. The verdict
/// becomes `overruled`: counted right, kept apart from answers judged right, graded Good.
///
/// Only a wrong answer can be overruled, not a skipped card: a skip says "I don't know", and
/// there is nothing typed to have been right. Not in multiple choice either: the option picked is
/// the right one or not, with no lenient judging to dispute.
extension GameSession {
  /// What the player types, alone, to overrule the previous answer.
  public static let overruleCommand = "!"

  /// The last answer was judged wrong and may be counted right.
  public var canOverrulePrevious: Bool {
    !isMultipleChoice && outcomes.last?.judgement.verdict == .wrong
  }

  /// Whether `typed` asks to overrule instead of answering: it is "!" alone, in a game of typed
  /// answers, and "!" is not an answer of the card being asked (a deck may have "!" as an answer).
  public func asksToOverrule(_ typed: String) -> Bool {
    guard !isMultipleChoice, typed.trimmingCharacters(in: .whitespaces) == GameSession.overruleCommand else {
      return false
    }
    guard let card = currentCard else { return true }
    return !currentMatcher.judge(typed.sanitizedAnswer(), for: card).verdict.isCorrect
  }

  /// Counts the last answer right if it was judged wrong; returns it as overruled, or nil when
  /// there is nothing to overrule. In a review, the card is graded Good instead of Again.
  @discardableResult
  public mutating func overrulePrevious() -> CardOutcome? {
    guard canOverrulePrevious else { return nil }
    let last = outcomes.count - 1
    outcomes[last].judgement.verdict = .overruled
    review?.regradeLastAnswer(.overruled)
    return outcomes[last]
  }
}
