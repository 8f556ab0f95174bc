import ArgumentParser
import FlashCardsCore

/// What an option, an argument or an environment variable takes, said once: the check a value
/// must pass and the words that say what passes ("a whole number, 1 or more"). A command's
/// `validate()` refuses with it, and `UsageSlip` reads a refused command line back through the
/// same rules to say which value was refused, in one line (exit 64).
struct ValueRule: Sendable {
  /// What the option takes, as in "--count takes a whole number, 1 or more".
  let allowed: String
  /// Nil when the value passes; else why not, when there is more to say than `allowed`.
  private let problem: @Sendable (String) -> Problem?

  enum Problem: Equatable {
    /// The value is not among those `allowed` says.
    case notAllowed
    /// A reason of its own, as the FSRS parameters give ("w[4] is 0.5, outside its allowed range").
    case because(String)
  }

  init(allowed: String, accepts: @escaping @Sendable (String) -> Bool) {
    self.allowed = allowed
    problem = { accepts($0) ? nil : .notAllowed }
  }

  init(allowed: String, problem: @escaping @Sendable (String) -> Problem?) {
    self.allowed = allowed
    self.problem = problem
  }

  /// The one-line error for `value` given to `name` (an option, a command's arguments or an
  /// environment variable), or nil when the rule takes it.
  func refusal(of value: String, by name: String) -> UsageSlip? {
    switch problem(value) {
    case nil: nil
    case .notAllowed: .valueRefused(name, value: value, allowed: allowed)
    case .because(let reason): .valueExplained(name, reason: reason)
    }
  }

  /// For `validate()`: a usage error (exit 64) worded as the one-line error.
  func check(_ value: (some CustomStringConvertible)?, as name: String) throws {
    guard let value, let slip = refusal(of: value.description, by: name) else { return }
    throw ValidationError(slip.localizedDescription)
  }
}

extension ValueRule {
  static func wholeNumber(atLeast minimum: Int) -> ValueRule {
    ValueRule(allowed: "a whole number, \(minimum) or more") { Int($0).map { $0 >= minimum } ?? false }
  }

  static let seed = ValueRule(allowed: "a whole number from 0 to \(UInt64.max)") { UInt64($0) != nil }

  static let gameNumber = ValueRule(
    allowed: "a game number from 1 to \(Int64.max) (see: flashcards history)"
  ) { GameID($0) != nil }

  static let day = ValueRule(allowed: "a day written YYYY-MM-DD, e.g. 2026-11-23") { LocalDay($0) != nil }

  static let retention = ValueRule(allowed: "a number between 0 and 1 (not 0 or 1), e.g. 0.85") {
    Double($0).map { $0 > 0 && $0 < 1 } ?? false
  }

  /// The names of a choice's cases: "table, json or csv".
  static func oneOf<Choice: CaseIterable & RawRepresentable>(_: Choice.Type) -> ValueRule
  where Choice.RawValue == String {
    let names = Choice.allCases.map(\.rawValue)
    let allowed =
      names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    return ValueRule(allowed: allowed) { names.contains($0) }
  }

  /// Text of any kind, none refused: listed so that the words after the option are known to be
  /// its value.
  static let anyText = ValueRule(allowed: "any text") { _ in true }

  /// Text that is not empty, or not blank.
  static func text(_ allowed: String, blankAllowed: Bool = true) -> ValueRule {
    ValueRule(allowed: allowed) { blankAllowed ? !$0.isEmpty : !$0.allSatisfy(\.isWhitespace) }
  }

  /// A player's name: not blank, without control or format characters (see PlayerName).
  static let playerName = ValueRule(allowed: "a name") { name -> Problem? in
    do throws(PlayerName.Problem) {
      _ = try PlayerName.checked(name)
      return nil
    } catch {
      return error.reason(name: name).map(Problem.because) ?? .notAllowed
    }
  }

  static let seconds = ValueRule(allowed: "a number of seconds, 0 or more, e.g. 300") {
    BusyTimeout.seconds($0) != nil
  }

  /// Empty is unset, as for the shells that export it empty.
  static let columns = ValueRule(allowed: "a whole number of columns, 1 or more") {
    $0.isEmpty || TerminalWidth.columns($0) != nil
  }
}
