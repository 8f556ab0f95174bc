import Foundation
import TestSupport
import Testing

/// Deck files written to harm or simply broken: shown neutralized, refused clearly, never a crash
/// or a hang; and text that looks like SQL is only ever text.
@Suite("hostile decks")
struct HostileDeckFileTests {
  /// A deck whose name, description, question and cards hold escape sequences and controls.
  static let escapes = """
    name: evil\u{1B}[31m\u{07}deck
    description: Clears \u{1B}[2J the \u{1B}]0;pwned\u{07} screen
    question: What \u{1B}[5m is {country}?
    Fr\u{1B}[1mance = Par\u{1B}[0mis
    Italy = Rome\u{08}\u{08}\u{08}Oops
    Spain = Madrid\u{9B}1m

    """

  @Test("escape sequences in a deck are shown neutralized by decks, play, history and stats")
  func escapeSequences() async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write("mine/evil.deck", Self.escapes)
    let database = sandbox.path("history.sqlite")
    let db = ["--db", database]

    var runs = [
      "decks": try await sandbox.run(["--decks", sandbox.path("mine"), "decks"]),
      "decks check": try await sandbox.run(["decks", "check", deck]),
      "play": try await sandbox.run(db + ["play", deck, "--seed", "1"], stdin: "Paris\nRome\nMadrid\n"),
    ]
    runs["play --choices"] = try await sandbox.run(
      db + ["play", deck, "--seed", "1", "--choices", "3"], stdin: "1\n2\n3\n")
    for (name, arguments) in [
      ("history", ["history"]), ("history show", ["history", "show", "1"]),
      ("history csv", ["history", "--format", "csv"]),
      ("history json", ["history", "--format", "json"]), ("show json", ["history", "show", "1", "--format", "json"]),
      ("stats", ["stats"]), ("stats json", ["stats", "--format", "json"]),
      ("retry", ["play", "--retry", "1", "--decks", sandbox.path("mine")]),
    ] {
      runs[name] = try await sandbox.run(db + arguments, stdin: "?\n?\n?\n")
    }

    for (name, run) in runs {
      #expect(run.status == 0 && run.signal == nil && !run.timedOut, "\(name): \(run)")
      let controls = (run.stdout + run.stderr).unicodeScalars.filter { $0 != "\n" && $0.isControl }
      #expect(
        controls.isEmpty,
        "\(name) lets control characters through (\(controls.map { String($0.value, radix: 16) })): \(run.description.debugDescription)"
      )
    }
    let (decks, play, show, showJSON) = try (
      #require(runs["decks"]), #require(runs["play"]), #require(runs["history show"]), #require(runs["show json"])
    )
    #expect(decks.stdout.contains("evil^[[31m^Gdeck"), "\(decks)")
    #expect(play.stdout.contains("What ^[[5m is Fr^[[1mance?"), "\(play)")
    #expect(play.stdout.contains("Saved as game #1."), "\(play)")
    #expect(show.stdout.contains("Par^[[0mis"), "\(show)")
    #expect(showJSON.stdout.contains(#""card" : "Fr\u001b[1mance""#), "\(showJSON)")
    // JSON keeps the text exactly, escaped.
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(showJSON.stdout.utf8)) as? [String: Any])
    let expected = (json["results"] as? [[String: Any]])?.compactMap { $0["expected"] as? String }
    #expect(Set(expected ?? []) == ["Par\u{1B}[0mis", "Rome\u{08}\u{08}\u{08}Oops", "Madrid\u{9B}1m"], "\(json)")

    let history = try SavedHistory(path: database)
    #expect(history.games.first?.deck == "evil\u{1B}[31m\u{07}deck", "the deck's name is kept as written")
    #expect(Set(history.cards.filter { $0.gameId == 1 }.map(\.card)) == ["Fr\u{1B}[1mance", "Italy", "Spain"])
  }

  enum Broken: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case randomBytes, empty, onlyNULs, nulsBetweenLines, controlsOnly

    var testDescription: String { rawValue }

    var bytes: Data {
      switch self {
      case .randomBytes:
        var random = SplitMix64(seed: 7)
        return Data((0..<65_536).map { _ in UInt8(truncatingIfNeeded: random.next()) })
      case .empty: return Data()
      case .onlyNULs: return Data(repeating: 0, count: 10_000)
      case .nulsBetweenLines: return Data("France = Paris\n\0\0\0\nItaly = Rome\n".utf8)
      case .controlsOnly: return Data("\u{1B}[2J\u{07}\n\u{08}\u{08}\n".utf8)
      }
    }
  }

  @Test(
    "a deck that is random bytes, empty or NULs: decks check and play say so in time, and exit 1",
    arguments: Broken.allCases)
  func brokenDeck(broken: Broken) async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write("mine/broken.deck", bytes: broken.bytes)

    let check = try await sandbox.run(["decks", "check", deck])
    #expect(check.status == 1 && check.signal == nil && !check.timedOut, "\(check)")
    let problems = (check.stdout + check.stderr).split(separator: "\n")
    #expect(!problems.isEmpty && problems.count <= 101, "\(check)")
    #expect(problems.allSatisfy { $0.hasPrefix(deck + ":") }, "\(check)")

    let play = try await sandbox.run(
      ["--db", sandbox.path("history.sqlite"), "play", deck], stdin: "Paris\n")
    #expect(play.status == 1 && play.signal == nil && !play.timedOut, "\(play)")
    let error = try #require(play.oneLineError, "\(play)")
    #expect(error.contains(deck) && error.contains("decks check"), "\(play)")
    #expect(play.stdout.isEmpty, "\(play)")
    // The history is opened (so created) before the deck is read: it may exist, with no game.
    if FileManager.default.fileExists(atPath: sandbox.path("history.sqlite")) {
      #expect(try SavedHistory(path: sandbox.path("history.sqlite")).games.isEmpty)
    }

    let list = try await sandbox.run(["--decks", sandbox.path("mine"), "decks"])
    #expect(list.status == 0 && list.stdout.contains("capitals"), "the other decks are still listed: \(list)")
    for output in [check.stdout, check.stderr, play.stderr, list.stdout, list.stderr] {
      #expect(!output.unicodeScalars.contains { $0 != "\n" && $0.isControl }, "\(output.debugDescription.prefix(500))")
    }
  }

  @Test("a NUL inside a card: the deck plays and the card is saved whole, the NUL replaced")
  func nulInsideACard() async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write("nul.deck", "Fra\0nce = Par\0is\nItaly = Rome\n")
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(["--db", database, "play", deck, "--seed", "1"], stdin: "Paris\nRome\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Fra^@nce?"), "\(run)")
    let cards = try SavedHistory(path: database).cards
    #expect(Set(cards.map(\.card)) == ["Fra\u{FFFD}nce", "Italy"], "not cut at the NUL: \(cards)")
  }
}
