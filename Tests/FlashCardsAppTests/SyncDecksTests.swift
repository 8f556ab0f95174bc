import FlashCardsCore
import FlashCardsStore
import Foundation
import Testing

@testable import FlashCardsApp

/// The player's own decks as they travel, in-process: what a server sends is hostile, and what
/// is not a deck's name or content is skipped and said; nothing already here is replaced.
@Suite("decks that travel")
struct SyncDecksTests {
  static func decks(in folder: AppFolder) throws -> SyncDecks {
    SyncDecks(library: try folder.context().deckLibrary(), dataFolder: folder.path("data/flashcards"))
  }

  static func deck(_ name: String, _ content: String, hash: String? = nil) -> SyncDeck {
    SyncDeck(name: name, contentHash: hash ?? SyncDecks.hash(content), content: content, importedAt: Date())
  }

  @Test(
    "a name that is not a plain file name, or content that is not what its hash says, is skipped",
    arguments: [
      ("../escape", nil), (".hidden", nil), ("a/b", nil), ("bell\u{07}", nil), ("", nil), ("birds", "0000"),
    ])
  func skipped(name: String, hash: String?) throws {
    let folder = try AppFolder()
    let note = try Self.decks(in: folder).receive(Self.deck(name, "Robin = red\n", hash: hash))
    #expect(note?.hasPrefix("Skipped the received deck '") == true, "\(String(describing: note))")
    #expect(note?.contains("\u{07}") == false, "shown safely: \(String(describing: note))")
    #expect(folder.names(in: "data/flashcards/decks").isEmpty && folder.names(in: "data").isEmpty)
  }

  @Test func theSameDeckTwiceIsKeptOnceAndAnotherUnderANewName() throws {
    let folder = try AppFolder()
    let decks = try Self.decks(in: folder)
    #expect(decks.receive(Self.deck("birds", "Robin = red\n")) == nil)
    #expect(decks.receive(Self.deck("birds", "Robin = red\n")) == nil)
    #expect(
      decks.receive(Self.deck("birds", "Crow = black\n"))
        == "Kept the received deck 'birds' as 'birds-2': your deck of that name has other cards.")
    #expect(folder.names(in: "data/flashcards/decks") == ["birds-2.deck", "birds.deck"])
    #expect(try folder.read("data/flashcards/decks/birds.deck") == "Robin = red\n")
    #expect(
      decks.unsent(known: [DeckOnServer(name: "birds", contentHash: SyncDecks.hash("Robin = red\n"))]).map(\.name) == [
        "birds-2"
      ])
  }

  @Test func theHashIsTheContentsSHA256() {
    #expect(SyncDecks.hash("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SyncDecks.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
