import FlashCardsDecks
import Foundation
import TestSupport
import Testing

@testable import FlashCardsUI

/// The deck list `decks list` prints and the home menu numbers, from a real deck folder.
@Suite("the deck list")
struct DeckListViewTests {
  private func view(in folder: URL) throws -> (DeckListView, DeckLibrary) {
    try "name: capitals\nreverse-name: states\ndescription: Capitals of states.\nTexas = Austin\nOhio = Columbus\n"
      .write(to: folder.appendingPathComponent("capitals.deck"), atomically: true, encoding: .utf8)
    try "name: mine\nno card here\n"
      .write(to: folder.appendingPathComponent("mine.deck"), atomically: true, encoding: .utf8)
    let library = DeckLibrary(folders: [.init(path: folder.path, label: "yours")])
    let (entries, broken) = library.entries()
    return (DeckListView(entries: entries, broken: broken), library)
  }

  @Test func everyNameIsARowAndABrokenFileIsNamedBelowWithItsProblem() throws {
    try withTemporaryFolder { folder in
      let (view, library) = try view(in: folder)
      // Wide enough that no line of the temporary folder's paths is wrapped.
      let lines = view.renderTable(folders: library.folders, style: TextStyle(colored: false, width: 200))
      #expect(lines.first?.hasPrefix("DECK") == true)
      #expect(lines.contains { $0.hasPrefix("capitals") && $0.contains(" 2 ") })
      #expect(lines.contains { $0.hasPrefix("states") })
      #expect(lines.contains { $0.hasPrefix("mine") && $0.contains("not playable, see below") })
      #expect(lines.contains("Not playable: 'mine': \(folder.path)/mine.deck:2: not a card: expected FRONT = BACK"))
      #expect(lines.last == "  yours: \(folder.path)")
    }
  }

  @Test func theHomeMenuOffersTheSameDecksAndProblems() throws {
    try withTemporaryFolder { folder in
      let (view, _) = try view(in: folder)
      #expect(view.choices.map(\.name) == ["capitals", "states"])
      #expect(view.choices.map(\.direction) == [.forward, .reverse])
      #expect(view.brokenSummaries == ["'mine': \(folder.path)/mine.deck:2: not a card: expected FRONT = BACK"])
    }
  }
}
