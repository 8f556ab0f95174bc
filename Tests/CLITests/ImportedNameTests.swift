import Foundation
import Testing

/// `decks import` under a name that looks like one already played, with the real binary: a
/// bundled deck's names are refused, names equal but for case or Unicode form are one name, and
/// imports at once cannot both take a name.
@Suite("imported deck names")
struct ImportedNameTests {
  static let bundled = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Decks")

  @Test("a bundled deck's name or reverse name is refused, from --name, the file's header or its file name")
  func bundledNames() async throws {
    let sandbox = try Sandbox()
    let words = try sandbox.write("words.txt", "perro\tdog\n")
    let header = try sandbox.write(
      "export.txt", "#separator:tab\n#html:false\n#flashcards:1\n#flashcards-name:elements\nperro\tdog\n")
    let fileNamed = try sandbox.write("Capitals.csv", "perro,dog\n")
    let cases: [([String], String, String)] = [
      (["decks", "import", words, "--name", "capitals"], "capitals.deck' is named 'capitals'", "--name"),
      (["decks", "import", words, "--name", "STATES", "--force"], "capitals.deck' is named 'states'", "--name"),
      (
        ["decks", "import", words, "--name", "mine", "--reverse-name", "Symbols"], "elements.deck' is named 'symbols'",
        "--reverse-name"
      ),
      (["decks", "import", header], "elements.deck' is named 'elements'", "--name"),
      (["decks", "import", fileNamed, "--force"], "capitals.deck' is named 'capitals'", "--name"),
    ]
    for (arguments, named, flag) in cases {
      let run = try await sandbox.run(arguments)
      #expect(run.status == 1, "\(arguments): \(run)")
      let error = try #require(run.oneLineError, "\(arguments): \(run)")
      #expect(error.hasPrefix("Error: The bundled deck '\(Self.bundled.path)/"), "\(error)")
      #expect(error.contains(named), "\(error)")
      #expect(
        error.hasSuffix(", and yours cannot stand in for it; nothing was written. Choose another \(flag)."), "\(error)")
      #expect(DeckImportTests.filesInDeckFolder(sandbox).isEmpty, "\(arguments)")
    }
    // The bundled deck still plays.
    let play = try await sandbox.run(
      ["--db", ":memory:", "play", "capitals", "--count", "1", "--seed", "1"], stdin: "?\n")
    #expect(play.status == 0 && play.stdout.contains("capital of"), "\(play)")
  }

  @Test("a name in decomposed Unicode is stored composed, and is the same name as its composed form")
  func unicodeForms() async throws {
    let sandbox = try Sandbox()
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let words = try sandbox.write("w.txt", "perro\tdog\n")
    let first = try await sandbox.run(["decks", "import", words, "--name", decomposed])
    #expect(first.status == 0, "\(first)")
    let files = try FileManager.default.contentsOfDirectory(atPath: DeckImportTests.deckFolder(sandbox).path)
    #expect(files.map { Array($0.utf8) } == [Array("\(composed).deck".utf8)], "\(files)")

    let again = try await sandbox.run(["decks", "import", words, "--name", composed])
    #expect(again.status == 1 && again.oneLineError?.contains("You already have the deck") == true, "\(again)")
    let upper = try await sandbox.run(["decks", "import", words, "--name", "CAF\u{C9}", "--force"])
    #expect(
      upper.oneLineError?.hasSuffix("is already named '\(composed)'; nothing was written. Choose another --name.")
        == true,
      "\(upper)")

    // A file name in decomposed form (as macOS writes names) gives the composed deck name too.
    let fromFile = try sandbox.write("Cafe\u{301}s.csv", "gato,cat\n")
    let named = try await sandbox.run(["decks", "import", fromFile])
    #expect(named.status == 0 && named.stdout.contains("as 'caf\u{E9}s'"), "\(named)")
    #expect(
      DeckImportTests.filesInDeckFolder(sandbox).map { Array($0.utf8) }.contains(Array("caf\u{E9}s.deck".utf8)),
      "\(DeckImportTests.filesInDeckFolder(sandbox))")
    let play = try await sandbox.run(["--db", ":memory:", "play", "CAFE\u{301}S", "--seed", "1"], stdin: "cat\n")
    #expect(play.status == 0 && play.stdout.contains("Score: 1/1"), "\(play)")
    #expect(DeckImportTests.filesInDeckFolder(sandbox).count == 2)
  }

  @Test("imports at once under one name in several cases write one deck; the others say why")
  func importsAtOnce() async throws {
    let sandbox = try Sandbox()
    let words = try sandbox.write("w.txt", "perro\tdog\n")
    let names = ["verbs", "VERBS", "Verbs", "vErbs", "verBS", "VeRbS"]
    let runs = try await withThrowingTaskGroup(of: RunResult.self) { group in
      for name in names {
        group.addTask { try await sandbox.run(["decks", "import", words, "--name", name]) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(runs.filter { $0.status == 0 }.count == 1, "\(runs)")
    for run in runs where run.status != 0 {
      #expect(run.status == 1 && run.oneLineError?.contains("is already named") == true, "\(run)")
    }
    #expect(DeckImportTests.filesInDeckFolder(sandbox).count == 1, "\(DeckImportTests.filesInDeckFolder(sandbox))")
  }

  @Test("with --decks, that folder's decks hold their names too")
  func decksFolder() async throws {
    let sandbox = try Sandbox()
    let extra = try sandbox.write("extra/v.deck", "name: verbs\nser = to be\n")
    let words = try sandbox.write("w.txt", "perro\tdog\n")
    let refused = try await sandbox.run(["--decks", sandbox.path("extra"), "decks", "import", words, "--name", "Verbs"])
    #expect(
      refused.oneLineError
        == "Error: Your deck '\(extra)' is already named 'verbs'; nothing was written. Choose another --name.",
      "\(refused)")
    #expect(DeckImportTests.filesInDeckFolder(sandbox).isEmpty)
  }
}
