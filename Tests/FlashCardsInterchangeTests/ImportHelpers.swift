import FlashCardsCore
import Foundation
import Testing

@testable import FlashCardsInterchange

/// Imports text or a fixture as `decks import` does, and reads decks for the tests.
enum Importing {
  static let sizeLimit = 10_000_000

  static func deck(
    _ text: String, fileName: String = "words.txt", configure: (inout ImportOptions) -> Void = { _ in }
  ) throws(InterchangeError) -> ImportedDeck {
    var options = ImportOptions()
    configure(&options)
    return try DeckImporter.importDeck(Array(text.utf8), fileName: fileName, options: options, sizeLimit: sizeLimit)
  }

  static func fixture(_ name: String) throws -> String {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "txt", subdirectory: "Fixtures/anki"))
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// The fronts and backs, the main answer first: what a test compares.
  static func sides(_ deck: Deck) -> [[String]] {
    deck.cards.map { [$0.front.joined(separator: " | "), $0.back.joined(separator: " | ")] }
  }

  /// The bundled decks, from this file: Tests/FlashCardsInterchangeTests/ → Decks/.
  static func bundledDecks() throws -> [Deck] {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Decks")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".deck") }
      .sorted()
    return try files.map { file in
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
      return try DeckParser.parse(bytes, defaultName: String(file.dropLast(5))).get()
    }
  }
}
