import Foundation
import Testing

/// `decks export`, and the round trip through `decks import` with the real binary.
@Suite("decks export")
struct DeckExportTests {
  @Test(
    "every bundled deck goes out in the Anki format and comes back in exactly, under names of one's own",
    arguments: [("capitals", "states"), ("elements", "symbols"), ("world-capitals", "countries")])
  func roundTrip(deck: String, reverse: String) async throws {
    let sandbox = try Sandbox()
    let exported = try await sandbox.run(["decks", "export", deck, "--format", "anki", "--output", "out.txt"])
    #expect(exported.status == 0 && exported.stdout.contains("to out.txt."), "\(exported)")
    // Under the bundled deck's names the import would stand in for it: refused, with what to do.
    let refused = try await sandbox.run(["decks", "import", sandbox.path("out.txt")])
    #expect(refused.status == 1, "\(refused)")
    #expect(
      refused.oneLineError?.hasSuffix(
        "is named '\(deck)' and '\(reverse)', and yours cannot stand in for it; nothing was written. "
          + "Choose another --name and --reverse-name.") == true, "\(refused)")
    let imported = try await sandbox.run(
      ["decks", "import", sandbox.path("out.txt"), "--name", "my-\(deck)", "--reverse-name", "my-\(reverse)"])
    #expect(imported.status == 0 && imported.stdout.hasPrefix("Imported "), "\(imported)")
    #expect(!imported.stdout.contains("skipped"), "\(imported)")

    // The imported deck's export is the bundled one's but for its names.
    let bundled = try String(contentsOf: sandbox.root.appendingPathComponent("out.txt"), encoding: .utf8)
    let again = try await sandbox.run(["decks", "export", "my-\(deck)", "--format", "anki"])
    #expect(
      again.stdout
        == bundled.replacingOccurrences(of: "#deck:\(deck)\n", with: "#deck:my-\(deck)\n")
        .replacingOccurrences(of: "#flashcards-name:\(deck)\n", with: "#flashcards-name:my-\(deck)\n")
        .replacingOccurrences(
          of: "#flashcards-reverse-name:\(reverse)\n", with: "#flashcards-reverse-name:my-\(reverse)\n"),
      "\(again)")
    let mine = DeckImportTests.deckFolder(sandbox).appendingPathComponent("my-\(deck).deck").path
    let check = try await sandbox.run(["decks", "check", mine])
    #expect(check.status == 0, "\(check)")
  }

  @Test("tsv goes to standard output with a header row; csv neutralizes formulas")
  func spreadsheets() async throws {
    let sandbox = try Sandbox()
    let tsv = try await sandbox.run(["decks", "export", "capitals"])
    #expect(tsv.stdout.hasPrefix("front\tback\nAlabama\tMontgomery\n"), "\(tsv)")
    #expect(tsv.stdout.contains("Minnesota\tSaint Paul | St. Paul\n"), "\(tsv)")
    try sandbox.write("formula.deck", "\\=1+1 = two\n")
    let csv = try await sandbox.run(["decks", "export", sandbox.path("formula.deck"), "--format", "csv"])
    #expect(csv.stdout == "front,back\n'=1+1,two\n", "\(csv)")
  }

  @Test("a deck's text is data in a pipe and shown safely on a terminal")
  func terminalSafety() async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write("odd.deck", "name: odd\nred\u{1B}[31m = \u{202E}back\n")
    let piped = try await sandbox.run(["decks", "export", deck])
    #expect(piped.stdout == "front\tback\nred\u{1B}[31m\t\u{202E}back\n", "\(piped)")
    let shown = try await sandbox.run(["decks", "export", deck], outputIsTerminal: true)
    #expect(shown.stdout.contains(#"red^[[31m\#t\u{202E}back"#), "\(shown)")
    #expect(!shown.stdout.contains("\u{1B}") && !shown.stdout.contains("\u{202E}"), "\(shown)")
  }

  @Test("an unknown deck or an unwritable output is one line and status 1")
  func errors() async throws {
    let sandbox = try Sandbox()
    let unknown = try await sandbox.run(["decks", "export", "capitls"])
    #expect(unknown.status == 1 && unknown.oneLineError?.contains("Did you mean 'capitals'?") == true, "\(unknown)")
    let folder = sandbox.path("no/such/folder/out.txt")
    let unwritable = try await sandbox.run(["decks", "export", "capitals", "--output", folder])
    #expect(unwritable.status == 1, "\(unwritable)")
    #expect(
      unwritable.oneLineError == "Error: Cannot write '\(folder)': the folder does not exist; nothing was written.",
      "\(unwritable)")
  }
}
