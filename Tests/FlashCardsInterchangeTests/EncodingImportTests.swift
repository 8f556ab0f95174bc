import Foundation
import Testing

@testable import FlashCardsInterchange

/// Exports saved as UTF-16 (Excel's "Unicode Text", Windows tools) or with UTF-8's byte order
/// mark import like plain UTF-8; what cannot be read is named for what it is, not "binary".
@Suite struct EncodingImportTests {
  static let sheet = "Spanish\tEnglish\r\nañadir\tto add\r\n\"el \"\"niño\"\"\"\tthe boy\r\n日本\tJapan 🗾\r\n"

  private func importing(_ bytes: [UInt8], fileName: String) throws(InterchangeError) -> ImportedDeck {
    try DeckImporter.importDeck(bytes, fileName: fileName, options: ImportOptions(), sizeLimit: Importing.sizeLimit)
  }

  @Test(
    arguments: [
      ("LE", [0xFF, 0xFE] + [UInt8](sheet.data(using: .utf16LittleEndian) ?? Data())),
      ("BE", [0xFE, 0xFF] + [UInt8](sheet.data(using: .utf16BigEndian) ?? Data())),
      ("UTF-8 with a mark", [0xEF, 0xBB, 0xBF] + Array(sheet.utf8)),
    ] as [(String, [UInt8])])
  func aMarkedFileImportsAsItsUTF8Would(label: String, bytes: [UInt8]) throws {
    let imported = try importing(bytes, fileName: "words.tsv")
    let plain = try importing(Array(Self.sheet.utf8), fileName: "words.tsv")
    #expect(Importing.sides(imported.deck) == Importing.sides(plain.deck), "\(label)")
    #expect(
      Importing.sides(imported.deck) == [
        ["Spanish", "English"], ["añadir", "to add"], [#"el "niño""#, "the boy"], ["日本", "Japan 🗾"],
      ], "\(label)")
    #expect(imported.deck.cards.map(\.line) == [1, 2, 3, 4], "\(label)")
  }

  @Test func anAnkiExportInUTF16KeepsItsHeader() throws {
    let text = "#separator:tab\n#html:true\nel gato\tthe <b>cat</b>&nbsp;\n"
    let imported = try importing(
      [0xFF, 0xFE] + [UInt8](text.data(using: .utf16LittleEndian) ?? Data()), fileName: "a.txt")
    #expect(imported.format == .anki)
    #expect(Importing.sides(imported.deck) == [["el gato", "the cat"]])
  }

  @Test func whatCannotBeReadIsNamed() {
    let unmarked = [UInt8]("perro\tdog\n".data(using: .utf16LittleEndian) ?? Data())
    #expect(
      throws: InterchangeError.unsupportedEncoding(
        "the file looks like UTF-16 text without a byte order mark: save it as UTF-8 and try again")
    ) { try importing(unmarked, fileName: "w.txt") }
    #expect(throws: InterchangeError.unsupportedEncoding("the file is UTF-32 text: save it as UTF-8 and try again")) {
      try importing([0xFF, 0xFE, 0, 0, 0x61, 0, 0, 0], fileName: "w.txt")
    }
    let loneSurrogate =
      [0xFF, 0xFE] + [UInt8]("a\tb\n".data(using: .utf16LittleEndian) ?? Data()) + [0x00, 0xD8, 0x09, 0x00]
    #expect(throws: InterchangeError.invalidText(encoding: "UTF-16", line: 2)) {
      try importing(loneSurrogate, fileName: "w.txt")
    }
    let nul = [0xFF, 0xFE] + [UInt8]("a\tb\nc\0\td\n".data(using: .utf16LittleEndian) ?? Data())
    #expect(throws: InterchangeError.binary(line: 2)) { try importing(nul, fileName: "w.txt") }
  }
}
