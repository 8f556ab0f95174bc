import FlashCardsApp
import FlashCardsInterchange
import Foundation
import Testing

/// `decks import` in-process: what a file it cannot import is told, and that nothing is written
/// then. CLITests' DeckImportTests imports real exports through the binary and plays them.
@Suite("deck importing")
struct DeckImportingTests {
  struct Bad: Sendable, CustomStringConvertible {
    var name: String
    var bytes: [UInt8]?
    var deckName: String? = nil
    var columns: String? = nil
    var says: String

    var description: String { name }
  }

  /// Each bad file, the options given, and what its error says after the file's name.
  static let bad: [Bad] = [
    Bad(name: "missing.txt", bytes: nil, says: "no such file"),
    Bad(name: "folder.txt", bytes: nil, says: "it is a folder"),
    Bad(name: "huge.txt", bytes: nil, says: "the file is 11 MB, and a deck may be at most 10 MB"),
    Bad(name: "empty.txt", bytes: [], says: "the file is empty"),
    Bad(name: "binary.txt", bytes: [0x50, 0x4B, 0x03, 0x04, 0x00, 0x0A], says: "line 1 holds a NUL byte"),
    Bad(
      name: "latin1.txt", bytes: Array("perro\tdog\n".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x09, 0x78],
      says: "line 2 is not valid UTF-8"),
    Bad(
      name: "blank-backs.txt", bytes: Array("perro\t\ngato\t\n".utf8),
      says: "no card could be imported: 2 lines skipped, the first because line 1: the back is empty"),
    Bad(
      name: "unclear.txt", bytes: Array("perro dog\n".utf8),
      says: "cannot tell how terms and definitions are separated: line 1 ('perro dog')"),
    Bad(
      name: "good.txt", bytes: Array("perro\tdog\n".utf8), deckName: "-x",
      says: "the deck name '-x' cannot start with '-'"),
    Bad(
      name: "good.csv", bytes: Array("a,b\nperro,dog\n".utf8), columns: "front,back",
      says: "there is no column named 'front'"),
  ]

  @Test("a bad file is refused in one sentence naming it, and nothing is written", arguments: bad)
  func badFile(_ bad: Bad) throws {
    let folder = try AppFolder()
    let path = folder.path(bad.name)
    switch bad.name {
    case "folder.txt": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    case "huge.txt":
      #expect(FileManager.default.createFile(atPath: path, contents: nil))
      let handle = try #require(FileHandle(forWritingAtPath: path))
      try handle.truncate(atOffset: 11_000_000)
      try handle.close()
    default: if let bytes = bad.bytes { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
    }
    var options = ImportOptions()
    options.name = bad.deckName
    options.columns = bad.columns

    let error = #expect(throws: (any Error).self) {
      try DeckImporting.importDeck(path, options: options, into: folder.context(), replacing: false)
    }
    let message = try #require(error?.localizedDescription)
    #expect(message.hasPrefix("Cannot import '\(path)': "), "\(message)")
    #expect(message.contains(bad.says), "\(message)")
    #expect(message.hasSuffix("nothing was written.") || message.hasSuffix("Nothing was written."), "\(message)")
    #expect(!message.contains("\n"))
    #expect(folder.names(in: "data/flashcards/decks").isEmpty, "nothing was written")
  }

  @Test func aFileImportsIntoThePlayersOwnDecksAndIsReplacedOnlyWhenAsked() throws {
    let folder = try AppFolder()
    let first = try folder.write("words.csv", "front,back\nperro,dog\n")
    let (imported, path) = try DeckImporting.importDeck(
      first, options: ImportOptions(), into: folder.context(), replacing: false)
    #expect(imported.deck.name == "words" && path == folder.path("data/flashcards/decks/words.deck"))
    #expect(try folder.read(path).contains("perro = dog"))

    let second = try folder.write("other/words.csv", "front,back\ngato,cat\n")
    let error = #expect(throws: (any Error).self) {
      try DeckImporting.importDeck(second, options: ImportOptions(), into: folder.context(), replacing: false)
    }
    #expect(error?.localizedDescription.contains("Add --force to replace it") == true)
    #expect(try folder.read(path).contains("perro = dog"))
    _ = try DeckImporting.importDeck(second, options: ImportOptions(), into: folder.context(), replacing: true)
    #expect(try folder.read(path).contains("gato = cat"))
    #expect(folder.names(in: "data/flashcards/decks") == ["words.deck"])
  }
}
