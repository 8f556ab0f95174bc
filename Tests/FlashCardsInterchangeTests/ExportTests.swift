import FlashCardsCore
import Foundation
import Testing

@testable import FlashCardsInterchange

/// `decks export`: for spreadsheets, and for Anki in a form `decks import` reads back whole.
@Suite struct ExportTests {
  @Test func everyBundledDeckRoundTripsThroughTheAnkiFormatExactly() throws {
    let decks = try Importing.bundledDecks()
    #expect(decks.count >= 3)
    for deck in decks {
      let text = DeckExporter.text(of: deck, format: .anki)
      let imported = try Importing.deck(text, fileName: "elsewhere.txt")
      #expect(imported.skipped.isEmpty)
      var read = imported.deck
      read.cards = read.cards.map { Card(front: $0.front, back: $0.back) }
      var original = deck
      original.cards = original.cards.map { Card(front: $0.front, back: $0.back) }
      #expect(read == original)
    }
  }

  /// The committed export is what the exporter writes today, and Anki 26.9.3 imported it as 50
  /// notes of the reversed note type with the deck's sides (Scripts/anki-fixtures).
  @Test func ankiImportsTheExportAsNotes() throws {
    let capitals = try #require(try Importing.bundledDecks().first { $0.name == "capitals" })
    #expect(DeckExporter.text(of: capitals, format: .anki) == (try Importing.fixture("flashcards-capitals")))
    let url = try #require(
      Bundle.module.url(
        forResource: "flashcards-capitals.anki-import", withExtension: "json", subdirectory: "Fixtures/anki"))
    let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    let notes = try #require(report["notes"] as? [[String: Any]])
    #expect(report["new"] as? Int == 50)
    #expect(notes.allSatisfy { $0["notetype"] as? String == "Basic (and reversed card)" })
    let fields = Set(notes.compactMap { $0["fields"] as? [String] })
    #expect(
      fields == Set(capitals.cards.map { [$0.front.joined(separator: " | "), $0.back.joined(separator: " | ")] }))
  }

  @Test func spreadsheetsGetAHeaderRowAndNoFormulas() throws {
    let deck = Deck(
      name: "x", cards: [Card(front: ["=1+1"], back: ["two", "2"]), Card(front: [#"say "hi", a|b"#], back: ["-3"])])
    #expect(DeckExporter.text(of: deck, format: .csv) == "front,back\n'=1+1,two | 2\n\"say \"\"hi\"\", a\\|b\",-3\n")
    #expect(DeckExporter.text(of: deck, format: .tsv) == "front\tback\n'=1+1\ttwo | 2\n\"say \"\"hi\"\", a\\|b\"\t-3\n")
  }

  @Test func aTSVExportImportsBackAsTheSameCards() throws {
    let deck = try #require(try Importing.bundledDecks().first)
    let imported = try Importing.deck(DeckExporter.text(of: deck, format: .tsv), fileName: "back.tsv")
    #expect(imported.deck.cards.count == deck.cards.count)
    #expect(
      imported.notes == ["read as TSV (give --format to read it otherwise)", "line 1 is the header row (front, back)"])
  }
}
