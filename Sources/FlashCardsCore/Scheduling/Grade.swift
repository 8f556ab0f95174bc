/// How well a card was recalled, in FSRS's four steps (the raw values are FSRS's ratings).
public enum Grade: Int, Codable, Sendable, CaseIterable, Comparable {
  case again = 1
  case hard
  case good
  case easy

  public static func < (lhs: Grade, rhs: Grade) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Verdict {
  /// The FSRS grade of a typed answer. This is the one place where verdicts become grades:
  ///
  /// | verdict                  | grade |
  /// | ------------------------ | ----- |
  /// | `wrong`, `skipped`       | Again |
  /// | `typo`                   | Hard  |
  /// | `exact`, `normalized`    | Good  |
  /// | `overruled`              | Good  |
  ///
  /// Never Easy: a typed answer shows that the player knew the card, not how easily.
  /// A typo is Hard because the answer was recalled, but not cleanly.
  public var grade: Grade {
    switch self {
    case .wrong, .skipped: .again
    case .typo: .hard
    case .exact, .normalized, .overruled: .good
    }
  }
}
