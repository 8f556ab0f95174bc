import Foundation
import TestSupport
import Testing

private let europe = """
  # Three capitals.
  name: europe
  description: Capitals of Europe.
  question: What is the capital of {country}?

  France = Paris
  Italy = Rome
  Spain = Madrid

  """

@Suite("decks")
struct DeckTests {
  @Test("a deck given by its path plays, relative to the working directory")
  func deckByPath() async throws {
    let sandbox = try Sandbox()
    try sandbox.write("mine/europe.deck", europe)
    let database = sandbox.path("history.sqlite")
    // Each card is asked once, so the same answer three times is right exactly once.
    let run = try await sandbox.run(
      ["--db", database, "play", "mine/europe.deck", "--count", "10"], stdin: "Paris\nParis\nParis\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      Set(questions(in: run.stdout)) == [
        "What is the capital of France?", "What is the capital of Italy?", "What is the capital of Spain?",
      ], "\(run)")
    #expect(run.stdout.contains("[1/3]"), "--count above the deck's size asks the whole deck: \(run)")
    #expect(verdicts(in: run.stdout).sorted() == ["✓", "✗", "✗"], "\(run)")
    #expect(try SavedHistory(path: database).games.map(\.deck) == ["europe"])
  }

  @Test("--decks DIR lists its decks first and plays them, even in place of a bundled one")
  func decksFolder() async throws {
    let sandbox = try Sandbox()
    try sandbox.write("extra/europe.deck", europe)
    try sandbox.write("extra/capitals.deck", "Texas = Austin\n")
    let folder = sandbox.path("extra")

    let list = try await sandbox.run(["--decks", folder, "decks"])
    #expect(list.status == 0, "\(list)")
    let rows = deckRows(in: list.stdout)
    #expect(rows.first { $0.name == "europe" }?.cards == 3, "\(list)")
    #expect(rows.first { $0.name == "capitals" }?.cards == 1, "the --decks capitals stands in: \(list)")
    #expect(rows.filter { $0.name == "capitals" }.count == 1, "\(list)")
    #expect(rows.contains { $0.name == "states" && $0.cards == 50 }, "other bundled decks stay: \(list)")

    let play = try await sandbox.run(
      ["--decks", folder, "--db", ":memory:", "play", "europe", "--seed", "1"], stdin: "?\n?\n?\n")
    #expect(play.status == 0, "\(play)")
    #expect(questions(in: play.stdout).count == 3, "\(play)")
    let shadowed = try await sandbox.run(
      ["--decks", folder, "--db", ":memory:", "play", "capitals"], stdin: "Austin\n")
    #expect(questions(in: shadowed.stdout) == ["Texas?"], "\(shadowed)")
  }

  @Test("decks in $XDG_DATA_HOME/flashcards/decks are listed and played")
  func playersOwnDecks() async throws {
    let sandbox = try Sandbox()
    try sandbox.write("data/flashcards/decks/europe.deck", europe)
    let list = try await sandbox.run(["decks"])
    #expect(deckRows(in: list.stdout).contains { $0.name == "europe" && $0.cards == 3 }, "\(list)")
    let play = try await sandbox.run(["--db", ":memory:", "play", "europe"], stdin: "")
    #expect(play.status == 0 && play.stdout.contains("[1/3]"), "\(play)")
  }

  @Test("an unknown deck name is a one-line error naming it and suggesting the nearest name")
  func unknownDeck() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["--db", ":memory:", "play", "capitls"], stdin: "Austin\n")
    #expect(run.status == 1, "\(run)")
    let error = try #require(run.oneLineError, "\(run)")
    #expect(error.contains("capitls"))
    #expect(error.contains("'capitals'"))
    #expect(run.stdout.isEmpty, "\(run)")

    let farOff = try await sandbox.run(["--db", ":memory:", "play", "zzzzzzzz"])
    #expect(farOff.status == 1, "\(farOff)")
    #expect(farOff.oneLineError?.contains("zzzzzzzz") == true, "\(farOff)")
  }

  @Test(
    "a missing --decks folder is a one-line error naming it",
    arguments: [
      ["decks"], ["--db", ":memory:", "play", "capitals"],
    ])
  func missingDecksFolder(command: [String]) async throws {
    let sandbox = try Sandbox()
    let folder = sandbox.path("no such folder")
    let run = try await sandbox.run(["--decks", folder] + command, stdin: "Austin\n")
    #expect(run.status == 1, "\(run)")
    #expect(run.oneLineError?.contains(folder) == true, "\(run)")
  }

  @Test("decks lists the bundled decks with their card counts, from any working directory")
  func bundledDecks() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["decks"], directory: sandbox.home)
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    let rows = deckRows(in: run.stdout)
    for (name, cards) in [
      ("capitals", 50), ("states", 50), ("elements", 30), ("symbols", 30), ("world-capitals", 195), ("countries", 195),
    ] {
      #expect(rows.contains { $0.name == name && $0.cards == cards }, "\(name): \(run)")
    }
  }

  @Test("a deck without a reverse name: its reverse game is compared only with its reverse games")
  func reverseWithoutAReverseName() async throws {
    let sandbox = try Sandbox()
    try sandbox.write("d2/tiny.deck", "name: tiny\nquestion: {a}?\na = b\nc = d\n")
    let play = ["--db", sandbox.path("history.sqlite"), "play", "tiny", "--decks", sandbox.path("d2"), "--seed", "1"]

    let forward = try await sandbox.run(play, stdin: "b\nd\n")
    #expect(forward.stdout.contains("First full game of tiny: the score to beat."), "\(forward)")
    let reverse = try await sandbox.run(play + ["--reverse"], stdin: "x\nx\n")
    #expect(reverse.status == 0, "\(reverse)")
    #expect(reverse.stdout.contains("First full game of tiny (reverse): the score to beat."), "\(reverse)")
    #expect(!reverse.stdout.contains("last time"), "\(reverse)")

    // stats keeps the two directions apart too: a row each, and a record each in JSON.
    let stats = try await sandbox.run(Array(play.prefix(2)) + ["stats", "--decks", sandbox.path("d2"), "--no-pager"])
    let rows = stats.stdout.split(separator: "\n").filter { $0.hasPrefix("tiny") }
    #expect(rows.count == 2, "\(stats)")
    #expect(rows.first?.hasPrefix("tiny ") == true && rows.last?.hasPrefix("tiny (reverse) ") == true, "\(stats)")
    #expect(rows.first?.contains("100%") == true && rows.last?.contains(" 0%") == true, "\(stats)")
    let json = try await sandbox.run(Array(play.prefix(2)) + ["stats", "--format", "json"])
    let decks = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let labels = (decks?["decks"] as? [[String: Any]])?.compactMap { $0["label"] as? String }
    #expect(labels == ["tiny", "tiny (reverse)"], "\(json)")
  }
}

/// The rows of the `decks` table: a name, then the number of cards.
func deckRows(in output: String) -> [(name: String, cards: Int)] {
  output.matches(of: #/(?m)^(\S+)\s+(\d+)(?:\s|$)/#).compactMap { match in
    Int(match.output.2).map { (String(match.output.1), $0) }
  }
}
