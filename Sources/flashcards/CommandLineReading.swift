import ArgumentParser

/// A command line that ArgumentParser refused, read again through the commands' `ValueRule`s to
/// find the value it refused: the words after an option that takes a value are its value (even
/// "-1", which ArgumentParser takes for an option), and the other words that are not
/// subcommands are the command's arguments. Only an error is read this way; nothing that runs
/// depends on it.
struct CommandLineReading {
  /// The first value that an option's or an argument's rule refuses, if any.
  private(set) var refusedValue: UsageSlip?
  /// The global options given, by their first name (`--db`, `--player`…).
  private(set) var globalOptionsGiven: Set<String> = []

  init(_ arguments: [String]) {
    var command: any ParsableCommand.Type = FlashCards.self
    var path: [String] = []
    var words = arguments[...]
    var argumentsOnly = false
    while let word = words.popFirst(), refusedValue == nil {
      if !argumentsOnly && word == "--" {
        argumentsOnly = true
      } else if !argumentsOnly && word.hasPrefix("-") && !Self.isNegativeNumber(word) {
        let (name, inline) = Self.split(word)
        let global = GlobalOptions.valueOptions.named(name)
        if let global { globalOptionsGiven.insert(global.names[0]) }
        guard let option = global ?? Self.runnable(command).valueOptions.named(name) else { continue }
        // A value missing at the end is ArgumentParser's to say.
        guard let value = inline ?? words.popFirst() else { break }
        refusedValue = option.rule.refusal(of: value, by: option.names[0])
      } else if !argumentsOnly,
        let subcommand = command.configuration.subcommands.first(where: { $0.configuration.commandName == word })
      {
        (command, path) = (subcommand, path + [word])
      } else if let rule = Self.runnable(command).argumentRule {
        refusedValue = rule.refusal(of: word, by: path.joined(separator: " "))
      }
    }
  }

  /// The values of the command that runs when `command` is named: itself, or the subcommand it
  /// runs by default (`history` runs `history list`).
  private static func runnable(_ command: any ParsableCommand.Type) -> any TakesValues.Type {
    var command = command
    while let next = command.configuration.defaultSubcommand { command = next }
    return command as? any TakesValues.Type ?? NoValues.self
  }

  /// "-5", "-1.5": a value, although it starts with a dash (no option of this program is a digit).
  private static func isNegativeNumber(_ word: String) -> Bool {
    word.count > 1 && word.dropFirst().first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
  }

  /// `--count=3` → ("--count", "3"); `--count` → ("--count", nil).
  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }
}

/// A command none of whose options takes a value (a group such as `decks`).
private enum NoValues: TakesValues {
  static let valueOptions: [ValueOption] = []
}
