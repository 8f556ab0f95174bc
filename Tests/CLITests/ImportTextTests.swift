import Foundation
import Testing

/// What the cells of an import hold, with the real binary: a stray quote skips its own line and
/// never merges the lines after it; HTML's character references all decode; texts that once took
/// minutes (each `<` or `[sound:` searching to the end) import at once.
@Suite("quotes and HTML in imports")
struct ImportTextTests {
  @Test("a stray quote is reported at its line and skipped; the lines after it are cards of their own")
  func strayQuote() async throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(
      "cities.csv", "Paris,\"City of Light\" (France)\nRome,Eternal City\nBerlin,Spree Athens\nOslo,\"Tiger City\n")
    let run = try await sandbox.run(["decks", "import", path])
    #expect(run.status == 0, "\(run)")
    #expect(
      run.stdout.contains(
        "Imported 2 cards as 'cities' into \(DeckImportTests.deckFolder(sandbox).path)/cities.deck; 2 lines skipped:\n"
          + "  line 1: text follows the closing quote in '\"City of Light\" (France)' "
          + "(write a quote inside a cell as \"\" and quote the whole cell)\n"
          + "  line 4: the quoted cell that opens here is never closed (a \" is missing)\n"),
      "\(run)")
    let play = try await sandbox.run(
      ["--db", ":memory:", "play", "cities", "--seed", "1"], stdin: "Eternal City\nSpree Athens\n")
    #expect(play.status == 0 && play.stdout.contains("Score: 2/2"), "\(play)")
  }

  @Test("a file whose every row is broken is one line naming the first")
  func everyRowBroken() async throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write("bad.tsv", "perro\t\"dog\" (animal)\ngato\t\"cat\n")
    let run = try await sandbox.run(["decks", "import", path])
    #expect(run.status == 1, "\(run)")
    #expect(
      run.oneLineError
        == "Error: Cannot import '\(path)': no card could be imported: 2 lines skipped, the first because line 1: "
        + "text follows the closing quote in '\"dog\" (animal)' (write a quote inside a cell as \"\" and quote the "
        + "whole cell). Nothing was written.",
      "\(run)")
  }

  @Test("every HTML5 character reference in an Anki export decodes")
  func characterReferences() async throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write(
      "anki.txt",
      "#separator:tab\n#html:true\nacci&oacute;n\taction &amp; deed\nni&ntilde;o&#x301\tchild&nbsp;&rarr; kid\n"
        + "&#128;uro\t&euro; sign\n")
    let run = try await sandbox.run(["decks", "import", path, "--name", "spanish"])
    #expect(run.status == 0 && run.stdout.hasPrefix("Imported 3 cards"), "\(run)")
    let deck = try String(
      contentsOf: DeckImportTests.deckFolder(sandbox).appendingPathComponent("spanish.deck"), encoding: .utf8)
    #expect(deck.contains("acción = action & deed"), "\(deck)")
    #expect(deck.contains("niño\u{301} = child → kid"), "\(deck)")
    #expect(deck.contains("€uro = € sign"), "\(deck)")
  }

  /// 200 KB of each text that once went back over itself (`<a` took 360 s of CPU with the binary
  /// of main; `[sound:a]` grew as the square too, to 4 s for 1 MB). Nothing here is timed: a run
  /// has 120 s to finish, which only such a pass uses up, even on a busy machine (HTMLTextTests
  /// counts the bytes looked at, Scripts/bench measures the time).
  @Test(
    "a long run of unclosed tags, sound references or references imports",
    arguments: ["<a", "[sound:a]", "&#x4", "&amp"])
  func largeHTML(pattern: String) async throws {
    let sandbox = try Sandbox()
    let cell = String(repeating: pattern, count: 200_000 / pattern.utf8.count)
    let path = try sandbox.write("big.txt", "#separator:tab\n#html:true\nfront\t\(cell)\nother\tback\n")
    let run = try await sandbox.run(["decks", "import", path, "--name", "big"], timeout: 120)
    #expect(!run.timedOut && run.signal == nil, "\(run)")
    #expect(run.status == 0 && run.stdout.hasPrefix("Imported 1 card as 'big'"), "\(run)")
    #expect(run.stdout.contains("line 3: the back is"), "\(run)")
  }
}
