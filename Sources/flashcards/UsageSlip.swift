import ArgumentParser
import FlashCardsCore
import FlashCardsDecks
import Foundation

/// A command line that is almost right, said in one line with what was probably meant (exit 64):
/// a mistyped subcommand, a deck name typed where a command goes, a number an option refuses, a
/// `--deck` that names no deck and no game.
enum UsageSlip: LocalizedError, Equatable {
  case unknownCommand(String, suggestion: String)
  case deckAsCommand(String, deck: String)
  case numberRefused(option: String, value: String, allowed: String)
  case noSuchDeck(String, suggestion: String)

  var errorDescription: String? {
    switch self {
    case .unknownCommand(let typed, let suggestion):
      "Unknown command '\(typed.terminalSafe)'. Did you mean '\(suggestion)'?"
    case .deckAsCommand(let typed, let deck):
      "'\(typed.terminalSafe)' is not a command. Did you mean 'flashcards play \(quoted(deck).terminalSafe)'?"
    case .numberRefused(let option, let value, let allowed):
      "\(option) takes \(allowed); '\(value.terminalSafe)' is not allowed."
    case .noSuchDeck(let typed, let suggestion):
      "No deck or game named '\(typed.terminalSafe)'. Did you mean '\(suggestion.terminalSafe)'?"
    }
  }

  /// A deck name as typed in a shell: in double quotes when it holds a space.
  private func quoted(_ name: String) -> String {
    name.contains(where: \.isWhitespace) ? "\"\(name)\"" : name
  }

  /// The whole numbers options take, per option name: the smallest allowed.
  static let numberMinimums: [String: Int] = ["--count": 1, "-c": 1, "--choices": 2, "--limit": 1, "--new": 0]

  /// Subcommands by parent: the root's, then those of `history` and `decks`.
  static let subcommands: [String: [String]] = [
    "": ["play", "review", "history", "stats", "decks", "server", "help"],
    "history": ["list", "show", "export", "delete"],
    "decks": ["list", "check", "import", "export"],
    "server": ["init", "add-player", "add-teacher", "remove-player", "classes"],
  ]

  /// Options before the subcommand that take a value (the word after them is no command).
  static let globalOptionsWithValues: Set<String> = ["--db", "--decks", "--player", "--color", "--server"]

  /// The slip in `arguments` (without the program's name) that ArgumentParser refused, if it is
  /// one of those above; `deckNames` are asked only when a word stands where a command goes.
  static func find(in arguments: [String], deckNames: () -> [String]) -> UsageSlip? {
    numberSlip(in: arguments) ?? commandSlip(in: arguments, deckNames: deckNames)
  }

  static func numberSlip(in arguments: [String]) -> UsageSlip? {
    for (index, word) in arguments.enumerated() {
      let (option, inline) = split(word)
      guard let minimum = numberMinimums[option] else { continue }
      guard let value = inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil) else { return nil }
      let name = option == "-c" ? "--count" : option
      if let number = Int(value), number >= minimum { continue }
      let allowed = minimum == 0 ? "a whole number, 0 or more" : "a whole number, \(minimum) or more"
      return .numberRefused(option: name, value: value, allowed: allowed)
    }
    return nil
  }

  static func commandSlip(in arguments: [String], deckNames: () -> [String]) -> UsageSlip? {
    var parent = ""
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if globalOptionsWithValues.contains(word) {
        index += 2
        continue
      }
      if word.hasPrefix("-") {
        index += 1
        continue
      }
      guard let known = subcommands[parent] else { return nil }
      if known.contains(word) {
        parent = word
        index += 1
        continue
      }
      if parent.isEmpty, let deck = deckNames().first(where: { $0.lowercased() == word.lowercased() }) {
        return .deckAsCommand(word, deck: deck)
      }
      if parent == "history", GameID(word) != nil {
        return .unknownCommand(word, suggestion: "history show \(word)")
      }
      if let command = DeckLibrary.closest(to: word, in: known.filter { $0 != "help" }) {
        return .unknownCommand(word, suggestion: parent.isEmpty ? command : "\(parent) \(command)")
      }
      if parent.isEmpty, let deck = DeckLibrary.closest(to: word, in: deckNames()) {
        return .deckAsCommand(word, deck: deck)
      }
      return nil
    }
    return nil
  }

  /// `--count=3` → ("--count", "3"); `--count` → ("--count", nil).
  private static func split(_ word: String) -> (String, String?) {
    guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }
}
