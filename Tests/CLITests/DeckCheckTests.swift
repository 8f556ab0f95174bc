import Foundation
import Testing

@Suite("decks check")
struct DeckCheckTests {
  @Test("every problem of a broken deck is listed as FILE:LINE: message, and the status is 1")
  func brokenDeck() async throws {
    let sandbox = try Sandbox()
    var bytes = Data(
      """
      # One problem of each kind, and good lines between them.
      name: broken
      flavour: sour

      France = Paris
      this is not a card
      Spain =
      france = Lyon

      """.utf8)
    bytes.append(contentsOf: [0xFF, 0xFE])
    bytes.append(Data(" = Berlin\nItaly = Rome\n = Madrid\nPortugal = Lisbon\n".utf8))
    let path = try sandbox.write("broken.deck", bytes: bytes)

    let run = try await sandbox.run(["decks", "check", path])
    #expect(run.status == 1, "\(run)")
    let output = run.stdout + run.stderr
    let problems = output.split(separator: "\n").filter { $0.hasPrefix(path + ":") }
    #expect(problems.count == 6, "\(run)")
    for (line, words) in [
      (3, ["unknown", "flavour"]), (6, ["not a card"]), (7, ["back", "empty"]), (8, ["duplicate", "5"]),
      (9, ["UTF-8"]), (11, ["front", "empty"]),
    ] {
      let problem = problems.first { $0.hasPrefix("\(path):\(line): ") }
      #expect(problem != nil, "a problem on line \(line): \(run)")
      for word in words {
        #expect(problem?.contains(word) == true, "line \(line) mentions \(word): \(run)")
      }
    }
    #expect(problems.map { $0.dropFirst(path.count + 1).prefix { $0.isNumber } } == ["3", "6", "7", "8", "9", "11"])
  }

  @Test("a valid deck gets one summary line and status 0")
  func validDeck() async throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write("good.deck", "name: good\nFrance = Paris\nItaly = Rome | Roma\n")
    let run = try await sandbox.run(["decks", "check", path])
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 1, "\(run)")
    #expect(lines.first?.contains(path) == true, "\(run)")
    #expect(lines.first?.contains("2 cards") == true, "\(run)")
  }

  @Test("an empty deck file is reported as having no cards")
  func emptyDeck() async throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write("empty.deck", "# nothing yet\n\n")
    let run = try await sandbox.run(["decks", "check", path])
    #expect(run.status == 1, "\(run)")
    let output = (run.stdout + run.stderr).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(!output.contains("\n"), "\(run)")
    #expect(output.hasPrefix(path), "\(run)")
    #expect(output.contains("no cards"), "\(run)")
  }

  @Test("a missing file is a one-line error and status 1, and the other files are still checked")
  func missingFile() async throws {
    let sandbox = try Sandbox()
    let missing = sandbox.path("nowhere.deck")
    let good = try sandbox.write("good.deck", "France = Paris\n")
    let run = try await sandbox.run(["decks", "check", missing, good])
    #expect(run.status == 1, "\(run)")
    let lines = (run.stdout + run.stderr).split(separator: "\n")
    #expect(lines.count == 2, "\(run)")
    #expect(lines.filter { $0.contains(missing) }.count == 1, "\(run)")
    #expect(lines.contains { $0.hasPrefix(good) && $0.contains("1 card") }, "\(run)")
  }

  @Test("a broken deck cannot be played, and the error points to decks check")
  func playBrokenDeck() async throws {
    let sandbox = try Sandbox()
    let path = try sandbox.write("broken.deck", "France = Paris\nnonsense\nSpain =\n")
    let run = try await sandbox.run(["--db", ":memory:", "play", path], stdin: "Paris\n")
    #expect(run.status == 1, "\(run)")
    let error = try #require(run.oneLineError, "\(run)")
    #expect(error.contains("\(path):2:"), "\(run)")
    #expect(error.contains("decks check"), "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
  }

  @Test("decks lists the playable decks and names a broken one in its folder")
  func brokenDeckInFolder() async throws {
    let sandbox = try Sandbox()
    try sandbox.write("extra/good.deck", "France = Paris\n")
    let broken = try sandbox.write("extra/bad.deck", "nonsense\n")
    let run = try await sandbox.run(["--decks", sandbox.path("extra"), "decks"])
    #expect(run.status == 0, "\(run)")
    #expect(deckRows(in: run.stdout).contains { $0.name == "good" && $0.cards == 1 }, "\(run)")
    #expect(!deckRows(in: run.stdout).contains { $0.name == "bad" }, "\(run)")
    #expect((run.stdout + run.stderr).contains(broken), "\(run)")
  }
}
