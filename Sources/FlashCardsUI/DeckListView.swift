import FlashCardsCore
import FlashCardsDecks

/// The decks a player chooses among, as the library found them: each playable deck under each
/// name it is played by, and each deck file that cannot be played with its first problem.
/// `decks list` shows it as a table; the home menu numbers the same decks and problem lines.
public struct DeckListView {
  let entries: [DeckLibrary.Entry]
  let broken: [DeckLibrary.Broken]

  public init(entries: [DeckLibrary.Entry], broken: [DeckLibrary.Broken]) {
    self.entries = entries
    self.broken = broken
  }

  /// The playable decks as the home menu offers them.
  public var choices: [HomeMenu.DeckChoice] {
    entries.map {
      HomeMenu.DeckChoice(
        name: $0.name, description: $0.deck.description(for: $0.direction), deck: $0.deck, direction: $0.direction)
    }
  }

  /// One summary per deck file that cannot be played: its names and first problem, terminal-safe.
  public var brokenSummaries: [String] { broken.map(\.summary) }

  /// "Not playable: 'mine': FILE:LINE: problem", the line under the list for a broken deck.
  static func notPlayable(_ summary: String, style: TextStyle) -> String {
    style.red("Not playable: ") + summary
  }

  /// The table of `decks list`: every deck with its size and description, the broken ones after
  /// it, and the folders searched; wrapped to the terminal.
  public func renderTable(folders: [DeckLibrary.Folder], style: TextStyle) -> [String] {
    var table = TextTable(columns: [
      .init("DECK", flexible: true, minimumWidth: 8), .init("CARDS", alignment: .right),
      .init("DESCRIPTION", flexible: true),
    ])
    for choice in choices {
      table.append([.init(choice.name), .init(String(choice.deck.cards.count)), .init(choice.description)])
    }
    for deck in broken {
      for name in deck.names {
        table.append([.init(name), .init(style.dash), .init("not playable, see below", paint: { style.red($0) })])
      }
    }
    var lines = table.render(style: style)
    lines += brokenSummaries.map { Self.notPlayable($0, style: style) }
    lines.append("")
    lines.append(style.dim("Play one with: flashcards play NAME. Folders searched, first first:"))
    for folder in folders {
      lines.append(style.dim("  \(folder.label): \(folder.path.terminalSafe)"))
    }
    return lines.wrapped(toWidth: style.textWidth)
  }
}
