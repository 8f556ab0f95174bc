import Foundation
import Testing

/// `decks import` run as a person would: real exports in, decks that play out.
@Suite("decks import")
struct DeckImportTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FlashCardsInterchangeTests/Fixtures/anki")

  /// Where imported decks go in a sandbox.
  static func deckFolder(_ sandbox: Sandbox) -> URL {
    sandbox.dataHome.appendingPathComponent("flashcards/decks")
  }

  static func filesInDeckFolder(_ sandbox: Sandbox) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: deckFolder(sandbox).path)) ?? []).sorted()
  }

  @Test("a real Anki export becomes a deck that decks check accepts and that plays")
  func ankiExportPlays() async throws {
    let sandbox = try Sandbox()
    let source = Self.fixtures.appendingPathComponent("notes-html.txt").path
    let run = try await sandbox.run(["decks", "import", source, "--name", "spanish", "--question", "What is {word}?"])
    let deck = Self.deckFolder(sandbox).appendingPathComponent("spanish.deck").path
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Imported 9 cards as 'spanish' into \(deck).\n"), "\(run)")
    #expect(run.stdout.contains("Note: dropped the sound and image references of 2 lines (8, 12)"), "\(run)")

    let check = try await sandbox.run(["decks", "check", deck])
    #expect(check.status == 0 && check.stdout.contains("9 cards"), "\(check)")
    let play = try await sandbox.run(
      ["--db", ":memory:", "play", "spanish", "--seed", "3", "--count", "9"],
      // The order seed 3 asks them in.
      stdin: [
        "to speak", "the house", "table salt sodium chloride", "the water", #"sodium = "natrium" in Latin"#, "to eat",
        "water & ice <solid>", "the cat", "the dog",
      ].map { $0 + "\n" }.joined())
    #expect(play.status == 0 && play.stdout.contains("Score: 9/9"), "\(play)")
    #expect(play.stdout.contains("What is el perro?"), "\(play)")
  }

  @Test("Quizlet exports in each separator style import; skipped lines are listed with their numbers")
  func quizletStyles() async throws {
    let sandbox = try Sandbox()
    let styles = [
      ("tab.txt", "perro\tdog\ngato\tcat\n", [String]()), ("comma.txt", "perro,dog\ngato,cat\n", []),
      ("semicolons.txt", "perro\tdog;gato\tcat;", []),
      ("custom.txt", "perro :: dog ## gato :: cat", ["--separator", " :: ", "--card-separator", " ## "]),
    ]
    for (name, text, flags) in styles {
      let path = try sandbox.write(name, text)
      let run = try await sandbox.run(["decks", "import", path] + flags)
      #expect(run.status == 0 && run.stdout.hasPrefix("Imported 2 cards as"), "\(name): \(run)")
    }
    let messy = try sandbox.write("messy.txt", "perro\tdog\n\nperro\thound\ngato\t\n")
    let run = try await sandbox.run(["decks", "import", messy])
    #expect(
      run.stdout.contains(
        "Imported 1 card as 'messy' into \(Self.deckFolder(sandbox).path)/messy.deck; 2 lines skipped:\n"
          + "  line 3: duplicate: 'perro' is already the front of line 1\n  line 4: the back is empty\n"),
      "\(run)")
  }

  @Test("a messy spreadsheet becomes a deck that plays, its bad rows listed")
  func messySpreadsheetPlays() async throws {
    let sandbox = try Sandbox()
    let rows = [
      "\u{FEFF}Notes,Spanish,English", #"noun,"perro, el","the ""dog""""#, ",,", "verb,\"comer\ny beber\",to eat",
      "verb,hablar,", "noun,gato,THE \"DOG\"",
    ]
    let path = try sandbox.write("Spanish Sheet.csv", rows.joined(separator: "\r\n") + "\r\n")
    let run = try await sandbox.run(["decks", "import", path, "--columns", "Spanish,English"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Imported 2 cards as 'spanish-sheet' into"), "\(run)")
    #expect(
      run.stdout.contains("; 3 lines skipped:\n  line 3: the front is empty\n  line 6: the back is empty\n"), "\(run)")
    #expect(run.stdout.contains("  line 7: 'THE \"DOG\"' is already the back of line 2"), "\(run)")
    let play = try await sandbox.run(
      ["--db", ":memory:", "play", "spanish-sheet", "--reverse", "--seed", "1"], stdin: "perro, el\ncomer y beber\n")
    #expect(play.status == 0 && play.stdout.contains("Score: 2/2"), "\(play)")
  }

  @Test("an existing deck is replaced only with --force; without it nothing changes and nothing is left behind")
  func nameClash() async throws {
    let sandbox = try Sandbox()
    let first = try sandbox.write("words.csv", "front,back\nperro,dog\n")
    #expect(try await sandbox.run(["decks", "import", first]).status == 0)
    let deck = Self.deckFolder(sandbox).appendingPathComponent("words.deck")
    let before = try Data(contentsOf: deck)

    let second = try sandbox.write("other/words.csv", "front,back\ngato,cat\n")
    let refused = try await sandbox.run(["decks", "import", second])
    #expect(refused.status == 1, "\(refused)")
    #expect(
      refused.oneLineError
        == "Error: You already have the deck '\(deck.path)'; nothing was written. Add --force to replace it, or choose another --name.",
      "\(refused)")
    #expect(try Data(contentsOf: deck) == before)
    #expect(Self.filesInDeckFolder(sandbox) == ["words.deck"])

    let forced = try await sandbox.run(["decks", "import", second, "--force"])
    #expect(forced.status == 0, "\(forced)")
    #expect(try String(contentsOf: deck, encoding: .utf8).contains("gato = cat"))
    #expect(Self.filesInDeckFolder(sandbox) == ["words.deck"])
  }

  @Test("a name another of your decks is played under is refused, even with --force")
  func nameOfAnotherDeck() async throws {
    let sandbox = try Sandbox()
    let mine = try sandbox.write(
      "data/flashcards/decks/spanish.deck", "name: words\nreverse-name: palabras\nperro = dog\n")
    let source = try sandbox.write("w.txt", "gato\tcat\n")
    for flags in [["--name", "WORDS"], ["--name", "new", "--reverse-name", "palabras"]] {
      let run = try await sandbox.run(["decks", "import", source, "--force"] + flags)
      #expect(run.status == 1, "\(run)")
      #expect(run.oneLineError?.contains("Your deck '\(mine)' is already named '") == true, "\(run)")
      #expect(DeckImportTests.filesInDeckFolder(sandbox) == ["spanish.deck"], "\(flags)")
    }
  }

  @Test("a bad file is one line naming it, status 1, and nothing written")
  func badFiles() async throws {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(atPath: sandbox.path("folder.txt"), withIntermediateDirectories: true)
    // Every kind of bad file is FlashCardsAppTests' DeckImportingTests; here a few through the
    // binary, and a value after = that starts with a dash.
    let cases: [(String, Data, [String], String)] = [
      ("folder.txt", Data(), [], "it is a folder"),
      ("binary.txt", Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0x0A]), [], "line 1 holds a NUL byte"),
      ("good.txt", Data("perro\tdog\n".utf8), ["--name=-x"], "the deck name '-x' cannot start with '-'"),
    ]
    for (name, bytes, flags, message) in cases {
      let path = sandbox.path(name)
      if !bytes.isEmpty { try sandbox.write(name, bytes: bytes) }
      let run = try await sandbox.run(["decks", "import", path] + flags)
      #expect(run.status == 1, "\(name): \(run)")
      let error = try #require(run.oneLineError, "\(name): \(run)")
      #expect(error.hasPrefix("Error: Cannot import '\(path)': "), "\(name): \(run)")
      #expect(error.contains(message), "\(name): \(run)")
      #expect(error.hasSuffix("nothing was written.") || error.hasSuffix("Nothing was written."), "\(name): \(run)")
      #expect(Self.filesInDeckFolder(sandbox).isEmpty, "\(name) wrote something")
    }
  }

  @Test("file names, names and file text are shown safely")
  func hostileText() async throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write("\u{1B}]0;title\u{7}.txt", "\u{202E}evil\tcard\n\u{202E}evil\tother\n")
    let run = try await sandbox.run(["decks", "import", path])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("as '0-title' into"), "\(run)")
    #expect(run.stdout.contains(#"line 2: duplicate: '\u{202E}evil' is already the front of line 1"#), "\(run)")
    #expect(!run.stdout.contains("\u{202E}") && !run.stdout.contains("\u{1B}"), "\(run)")

    let named = try await sandbox.run(["decks", "import", path, "--name", "\u{1B}[31mred"])
    #expect(named.status == 1 && named.stderr.contains("'^[[31mred'"), "\(named)")
    let missing = try await sandbox.run(["decks", "import", sandbox.path("\u{1B}[31mred.txt")])
    #expect(missing.stderr.contains("^[[31mred.txt") && !missing.stderr.contains("\u{1B}"), "\(missing)")
    #expect(!named.stderr.contains("\u{1B}"), "\(named)")
  }

  @Test("the help shows examples")
  func help() async throws {
    let run = try await Sandbox().run(["decks", "import", "--help"])
    #expect(run.stdout.contains("flashcards decks import words.csv --columns Spanish,English"), "\(run)")
  }
}
