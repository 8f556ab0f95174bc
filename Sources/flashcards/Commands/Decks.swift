import ArgumentParser
import FlashCardsCore
import FlashCardsUI

extension FlashCards {
  struct Decks: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the decks you can play, or check deck files.",
      subcommands: [List.self, Check.self],
      defaultSubcommand: List.self)
  }
}

extension FlashCards.Decks {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List every deck: bundled, yours, and those in --decks.",
      discussion: "Put your own .deck files in $XDG_DATA_HOME/flashcards/decks (~/.local/share/flashcards/decks).")

    @OptionGroup var global: GlobalOptions

    func run() throws {
      let library = try global.deckLibrary()
      let (entries, broken) = library.entries()
      let style = global.style
      let nameWidth = min(max(entries.map(\.name.count).max() ?? 0, 4), 24)
      var lines = [style.bold("DECK".padding(nameWidth) + "  CARDS  DESCRIPTION")]
      for entry in entries {
        let description = entry.deck.description(for: entry.direction).terminalSafe
        let cards = String(entry.deck.cards.count)
        lines.append(
          entry.name.terminalSafe.truncated(to: nameWidth).padding(nameWidth) + "  "
            + String(repeating: " ", count: max(5 - cards.count, 0)) + cards + "  "
            + description.truncated(to: 80 - nameWidth - 9))
      }
      for (path, error) in broken {
        lines.append(style.red("Not playable: ") + (error.errorDescription ?? path.terminalSafe))
      }
      lines.append("")
      lines.append(style.dim("Play one with: flashcards play NAME. Folders searched, first first:"))
      for folder in library.folders {
        lines.append(style.dim("  \(folder.label): \(folder.path.terminalSafe)"))
      }
      print(lines.joined(separator: "\n"))
    }
  }

  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check deck files and list every problem as FILE:LINE: message.",
      discussion: "Exits with status 1 if any file has a problem. See the README for the deck format.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The deck files to check.")
    var files: [String]

    func validate() throws {
      if files.isEmpty { throw ValidationError("Name at least one deck file to check.") }
    }

    func run() throws {
      var failed = false
      for path in files {
        do {
          let deck = try DeckLibrary.read(path)
          var summary = "\(path.terminalSafe): OK, '\(deck.name.terminalSafe)'"
          if let reverse = deck.reverseName { summary += " (reversed: '\(reverse.terminalSafe)')" }
          print(summary + ", \(deck.cards.count) card\(deck.cards.count == 1 ? "" : "s")")
        } catch {
          failed = true
          switch error {
          case .invalid(_, let problems):
            for problem in problems { print(DeckLoadError.located(problem, in: path)) }
          default:
            print("\(path.terminalSafe): \(error.errorDescription ?? "cannot be read")")
          }
        }
      }
      if failed { throw ExitCode.failure }
    }
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// At most `width` characters, the last one an ellipsis when cut.
  func truncated(to width: Int) -> String {
    count <= width ? self : String(prefix(max(width - 1, 0))) + "…"
  }
}
