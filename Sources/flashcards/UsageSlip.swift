import ArgumentParser
import FlashCardsCore
import FlashCardsDecks
import Foundation

/// A command line that is almost right, said in one line with what was probably meant (exit 64):
/// a mistyped subcommand, a deck name typed where a command goes, a value an option, an argument
/// or an environment variable refuses, a `--deck` that names no deck and no game.
enum UsageSlip: LocalizedError, Equatable {
  case unknownCommand(String, suggestion: String)
  case deckAsCommand(String, deck: String)
  case valueRefused(String, value: String, allowed: String)
  case valueExplained(String, reason: String)
  case noSuchDeck(String, suggestion: String)

  var errorDescription: String? {
    switch self {
    case .unknownCommand(let typed, let suggestion):
      "Unknown command '\(typed.terminalSafe)'. Did you mean '\(suggestion)'?"
    case .deckAsCommand(let typed, let deck):
      "'\(typed.terminalSafe)' is not a command. Did you mean 'flashcards play \(quoted(deck).terminalSafe)'?"
    case .valueRefused(let name, let value, let allowed):
      "\(name) takes \(allowed); '\(value.terminalSafe)' is not allowed."
    case .valueExplained(let name, let reason):
      "\(name): \(reason.terminalSafe)"
    case .noSuchDeck(let typed, let suggestion):
      "No deck or game named '\(typed.terminalSafe)'. Did you mean '\(suggestion.terminalSafe)'?"
    }
  }

  /// A deck name as typed in a shell: in double quotes when it holds a space.
  private func quoted(_ name: String) -> String {
    name.contains(where: \.isWhitespace) ? "\"\(name)\"" : name
  }

  /// The slip in `arguments` (without the program's name) or `environment` that ArgumentParser
  /// refused, if it is one of those above; `deckNames` are asked only when a word stands where a
  /// command goes.
  static func find(
    in arguments: [String], environment: [String: String], deckNames: () -> [String]
  ) -> UsageSlip? {
    let line = CommandLineReading(arguments)
    return line.refusedValue ?? GlobalOptions.refusedVariable(in: environment, optionsGiven: line.globalOptionsGiven)
      ?? commandSlip(in: arguments, deckNames: deckNames)
  }

  static func commandSlip(in arguments: [String], deckNames: () -> [String]) -> UsageSlip? {
    var command: any ParsableCommand.Type = FlashCards.self
    var path: [String] = []
    var index = 0
    while index < arguments.count {
      let word = arguments[index]
      if GlobalOptions.valueOptions.named(word) != nil {
        index += 2
        continue
      }
      if word.hasPrefix("-") {
        index += 1
        continue
      }
      let subcommands = command.configuration.subcommands
      guard !subcommands.isEmpty else { return nil }
      if let subcommand = subcommands.first(where: { $0.configuration.commandName == word }) {
        (command, path) = (subcommand, path + [word])
        index += 1
        continue
      }
      // `help` is a command of the root only, made by ArgumentParser.
      if path.isEmpty && word == "help" { return nil }
      let parent = path.joined(separator: " ")
      if path.isEmpty, let deck = deckNames().first(where: { $0.lowercased() == word.lowercased() }) {
        return .deckAsCommand(word, deck: deck)
      }
      if parent == "history", GameID(word) != nil {
        return .unknownCommand(word, suggestion: "history show \(word)")
      }
      let names = subcommands.compactMap { $0.configuration.commandName }
      if let closest = DeckLibrary.closest(to: word, in: names) {
        return .unknownCommand(word, suggestion: path.isEmpty ? closest : "\(parent) \(closest)")
      }
      if path.isEmpty, let deck = DeckLibrary.closest(to: word, in: deckNames()) {
        return .deckAsCommand(word, deck: deck)
      }
      return nil
    }
    return nil
  }
}
