import Foundation
import TestSupport
import Testing

/// The history is the player's own, and what decks and players write in it is only ever data.
@Suite("privacy and quoting")
struct PrivacyTests {
  static let deck = #"""
    name: it's; DROP TABLE gameResult; --
    description: Robert'); DROP TABLE cardResult;-- "little Bobby"
    question: Who is "{who}"?
    O'Brien; -- = "quoted"
    Robert'); DROP TABLE cardResult;-- = Bobby Tables
    x' OR '1'\='1 = 1; DELETE FROM gameScore; --

    """#
  static let name = "it's; DROP TABLE gameResult; --"

  struct Game: Decodable, Equatable {
    var id: Int
    var deck: String
    var cards: Int
    var correct: Int
  }

  struct GameDetail: Decodable {
    struct Result: Decodable, Equatable {
      var position: Int
      var card: String
      var expected: String
      var answer: String
      var confusedWith: String?
    }
    var deck: String
    var results: [Result]
  }

  @Test("quotes, semicolons and -- in a deck and in answers are saved and read back exactly")
  func sqlLookingText() async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write("quotes.deck", Self.deck)
    // The default history: its folder is created for the owner only, and so is the file.
    let run = try await sandbox.run(
      ["play", deck, "--seed", "3"], stdin: "\"quoted\"\nbobby tables\nx'); DELETE FROM gameResult; --\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("Who is \"O'Brien; --\"?"), "\(run)")
    #expect(run.stdout.contains("Saved as game #1."), "\(run)")
    let path = sandbox.defaultDatabase.path
    #expect(try permissions(of: sandbox.defaultDatabase.deletingLastPathComponent().path) == 0o700)
    #expect(try permissions(of: path) == 0o600)

    let list = try await sandbox.run(["history", "--format", "json"])
    #expect(list.status == 0, "\(list)")
    let games = try JSONDecoder().decode([Game].self, from: Data(list.stdout.utf8))
    #expect(games == [Game(id: 1, deck: Self.name, cards: 3, correct: 1)], "\(list)")

    let show = try await sandbox.run(["history", "show", "1", "--format", "json"])
    #expect(show.status == 0, "\(show)")
    let detail = try JSONDecoder().decode(GameDetail.self, from: Data(show.stdout.utf8))
    #expect(detail.deck == Self.name)
    #expect(
      detail.results.sorted { $0.position < $1.position } == [
        .init(
          position: 1, card: "x' OR '1'='1", expected: "1; DELETE FROM gameScore; --", answer: "\"quoted\"",
          confusedWith: "O'Brien; --"),
        .init(
          position: 2, card: "Robert'); DROP TABLE cardResult;--", expected: "Bobby Tables", answer: "bobby tables",
          confusedWith: nil),
        .init(
          position: 3, card: "O'Brien; --", expected: "\"quoted\"", answer: "x'); DELETE FROM gameResult; --",
          confusedWith: nil),
      ], "\(show)")

    let filtered = try await sandbox.run(["history", "--deck", Self.name, "--format", "json"])
    #expect(try JSONDecoder().decode([Game].self, from: Data(filtered.stdout.utf8)).map(\.id) == [1], "\(filtered)")
    let stats = try await sandbox.run(["stats", "--deck", Self.name])
    #expect(stats.status == 0 && stats.stdout.contains("1 game"), "\(stats)")

    let health = try HistoryHealth(path: path)
    #expect(
      health.tables.isSuperset(of: [
        "gameResult", "cardResult", "directionTotal", "cardTally", "confusionTally", "grdb_migrations",
      ]),
      "\(health.tables)")
    #expect(health.integrity == ["ok"])
    #expect(health.talliesOff.isEmpty, "\(health.talliesOff)")
    let saved = try SavedHistory(path: path)
    #expect(saved.games.count == 1 && saved.cards.count == 3)
  }
}
