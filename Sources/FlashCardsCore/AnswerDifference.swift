import Foundation

/// Where a typed answer differs from the right one, letter by letter, as Anki's type-in
/// comparison shows it: the two texts aligned with the fewest changes, each column the same, a
/// letter changed, one left out or one added. Case and accents are not differences ("sacremento"
/// differs from "Sacramento" in one letter), nor is a space for a hyphen.
public struct AnswerDifference: Equatable, Sendable {
  public enum Column: Equatable, Sendable {
    case same(typed: Character, answer: Character)
    case changed(typed: Character, answer: Character)
    /// In the answer, not typed.
    case missing(Character)
    /// Typed, not in the answer.
    case extra(Character)

    public var differs: Bool {
      if case .same = self { return false }
      return true
    }
  }

  public let columns: [Column]

  /// The number of letters changed, left out or added.
  public var distance: Int { columns.count(where: \.differs) }

  public init(typed: String, answer: String) {
    columns = AnswerDifference.align(Array(typed), Array(answer))
  }

  /// The difference worth showing after an answer: for a typo, and for a wrong answer at most
  /// two letters from the right one (a near miss: "Rone" for Rome, "Sacrimenta"); nil otherwise.
  public static func worthShowing(typed: String, judgement: Judgement) -> AnswerDifference? {
    switch judgement.verdict {
    case .typo:
      let difference = AnswerDifference(typed: typed, answer: judgement.expected)
      return difference.distance > 0 ? difference : nil
    case .wrong where judgement.confusedWith == nil:
      let difference = AnswerDifference(typed: typed, answer: judgement.expected)
      return (1...nearMiss).contains(difference.distance) ? difference : nil
    default:
      return nil
    }
  }

  /// The most letters a wrong answer may differ by and still be shown where it differs.
  static let nearMiss = 2

  static func matches(_ a: Character, _ b: Character) -> Bool {
    if a == b { return true }
    let isWordCharacter = { (c: Character) in c.isLetter || c.isNumber }
    if !isWordCharacter(a) && !isWordCharacter(b) { return true }
    return String(a).compare(String(b), options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
  }

  /// The alignment of least edit distance (Levenshtein), found by dynamic programming and read back.
  private static func align(_ typed: [Character], _ answer: [Character]) -> [Column] {
    let width = answer.count + 1
    var cost = [Int](repeating: 0, count: (typed.count + 1) * width)
    for i in 0...typed.count { cost[i * width] = i }
    for j in 0...answer.count { cost[j] = j }
    if !typed.isEmpty && !answer.isEmpty {
      for i in 1...typed.count {
        for j in 1...answer.count {
          let substitution = cost[(i - 1) * width + j - 1] + (matches(typed[i - 1], answer[j - 1]) ? 0 : 1)
          cost[i * width + j] = min(substitution, cost[(i - 1) * width + j] + 1, cost[i * width + j - 1] + 1)
        }
      }
    }
    var columns: [Column] = []
    var i = typed.count
    var j = answer.count
    // Read from the end: a changed letter is taken before a gap of the same cost ("Irelnad" is two
    // letters changed), and a gap before a letter that is the same, so that a doubled letter's gap
    // comes last ("Bostonn" over "Boston-").
    while i > 0 || j > 0 {
      let here = cost[i * width + j]
      let same = i > 0 && j > 0 && matches(typed[i - 1], answer[j - 1])
      let diagonal = i > 0 && j > 0 && here == cost[(i - 1) * width + j - 1] + (same ? 0 : 1)
      if diagonal && !same {
        columns.append(.changed(typed: typed[i - 1], answer: answer[j - 1]))
        (i, j) = (i - 1, j - 1)
      } else if i > 0 && here == cost[(i - 1) * width + j] + 1 {
        columns.append(.extra(typed[i - 1]))
        i -= 1
      } else if j > 0 && here == cost[i * width + j - 1] + 1 {
        columns.append(.missing(answer[j - 1]))
        j -= 1
      } else {
        columns.append(.same(typed: typed[i - 1], answer: answer[j - 1]))
        (i, j) = (i - 1, j - 1)
      }
    }
    return columns.reversed()
  }
}
