/// A command, or a group of options, that lists its options that take a value, each with the
/// rule of its values, and the rule of its arguments. Every option that takes a value is listed
/// (`ValueRefusalTests` checks it against `--help`), so that a refused command line can be read
/// back: the word after such an option is its value, not an argument.
protocol TakesValues {
  static var valueOptions: [ValueOption] { get }
  /// The rule of the command's arguments (its words that are not options), if they have one.
  static var argumentRule: ValueRule? { get }
}

extension TakesValues {
  static var argumentRule: ValueRule? { nil }
}

/// An option that takes a value: its names, the first the one errors say, and its rule.
struct ValueOption: Sendable {
  let names: [String]
  let rule: ValueRule

  init(_ names: String..., rule: ValueRule) {
    self.names = names
    self.rule = rule
  }
}

extension [ValueOption] {
  func named(_ name: String) -> ValueOption? {
    first { $0.names.contains(name) }
  }

  /// For `validate()`: refuses `value` of the option `name` (exit 64) when its rule does.
  func check(_ value: (some CustomStringConvertible)?, _ name: String) throws {
    try named(name)?.rule.check(value, as: name)
  }
}
