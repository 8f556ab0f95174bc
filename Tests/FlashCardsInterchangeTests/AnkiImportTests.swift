import FlashCardsCore
import Testing

@testable import FlashCardsInterchange

/// Real exports made by Anki 26.9.3 (Scripts/anki-fixtures), in each of its plain-text shapes.
@Suite struct AnkiImportTests {
  static let notes = [
    ["el perro", "the dog"], ["el gato", "the cat"], ["la casa (noun)", "the house"],
    ["el agua (feminine)", "the water"], ["hablar", "to speak"], ["comer", "to eat"],
    ["H2O", "water & ice <solid>"], ["Na", #"sodium = "natrium" in Latin"#], ["NaCl", "table salt sodium chloride"],
  ]

  @Test(arguments: ["notes-html", "notes-plain"])
  func notesInPlainTextBecomeOneCardEach(fixture: String) throws {
    let imported = try Importing.deck(try Importing.fixture(fixture), fileName: "\(fixture).txt")
    #expect(imported.format == .anki)
    #expect(Importing.sides(imported.deck) == Self.notes)
    #expect(imported.skipped.isEmpty)
  }

  /// The guid, note type, deck and tags columns are not sides; tags of a deck limited export too.
  @Test func theColumnsAnkiNamesInItsHeaderAreLeftOut() throws {
    let imported = try Importing.deck(try Importing.fixture("notes-tags"))
    #expect(Importing.sides(imported.deck) == Array(Self.notes.prefix(6)))
  }

  @Test func htmlIsTextAndSoundsAndImagesAreDroppedWithANote() throws {
    let imported = try Importing.deck(try Importing.fixture("notes-html"))
    #expect(imported.deck.cards.map(\.line) == Array(7...15))
    #expect(
      imported.notes == [
        "read as an Anki export (give --format to read it otherwise)",
        "dropped the sound and image references of 2 lines (8, 12): a terminal cannot play or show them",
      ])
  }

  /// "Cards in Plain Text" holds both cards of a reversed note: the second is the first turned
  /// round, which `play --reverse` asks already.
  @Test(arguments: ["cards-html", "cards-plain"])
  func cardsInPlainTextKeepOneCardOfAReversedNote(fixture: String) throws {
    let imported = try Importing.deck(try Importing.fixture(fixture))
    #expect(Importing.sides(imported.deck) == Self.notes)
    let reason = "every deck can be played the other way round (play --reverse)"
    #expect(
      imported.skipped == [
        SkippedLine(line: 8, reason: "the reverse of line 7: \(reason)"),
        SkippedLine(line: 10, reason: "the reverse of line 9: \(reason)"),
      ])
  }

  @Test func theDeckTextIsWhatDecksCheckAccepts() throws {
    for fixture in ["notes-html", "notes-plain", "notes-tags", "cards-html", "cards-plain"] {
      let imported = try Importing.deck(try Importing.fixture(fixture), fileName: "\(fixture).txt")
      let parsed = try DeckParser.parse(Array(imported.text.utf8), defaultName: "x").get()
      #expect(parsed.name == fixture)
      #expect(Importing.sides(parsed) == Importing.sides(imported.deck))
    }
  }

  @Test(arguments: [
    ("<b>bold</b> and <i>italic</i>", "bold and italic"), ("one<br>two<br/>three", "one two three"),
    ("<div>a</div><div>b</div>", " a  b "),
    ("&amp; &lt;x&gt; &quot;q&quot; &#233; &#xE9; &nbsp;", "& <x> \"q\" é é \u{A0}"),
    ("a < b", "a < b"), ("&unknown; &", "&unknown; &"), ("x[sound:a.mp3]y", "xy"), ("<img src=\"a.png\">", ""),
  ])
  func htmlBecomesPlainText(html: String, text: String) {
    #expect(HTMLText.plain(html, isHTML: true).text == text)
  }

  @Test func withoutHTMLAngleBracketsAreText() {
    #expect(HTMLText.plain("<solid> &amp;", isHTML: false) == .init(text: "<solid> &amp;", droppedMedia: 0))
  }
}
