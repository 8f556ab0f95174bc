import Foundation
import Testing

/// Output to a pipe is for scripts (`flashcards history | grep verbs`): without `COLUMNS` every
/// line is whole, table cells included, as docs/guide/playing.md says; with `COLUMNS` it fits that width.
@Suite("piped output: whole lines")
struct PipedOutputTests {
  static let name = "spanish-verbs-of-the-second-conjugation-with-their-english-meanings"
  static let answer = "to be afraid of something that has not happened yet, and may never happen"

  /// A game of a deck whose name and answers are longer than 80 columns, then the commands that
  /// show them, run into a pipe with `environment`.
  private func playedAndRead(environment: [String: String?]) async throws -> [String: RunResult] {
    let sandbox = try Sandbox()
    try sandbox.write(
      "decks/verbs.deck",
      "name: \(Self.name)\ndescription: \(Self.answer), and the other verbs like it\n\n"
        + "temer = \(Self.answer)\ncomer = to eat\n")
    let base = ["--db", sandbox.path("history.sqlite"), "--decks", sandbox.path("decks")]
    let played = try await sandbox.run(base + ["play", Self.name, "--seed", "1"], stdin: "to eat\nto eat\n")
    #expect(played.status == 0, "\(played)")
    var runs: [String: RunResult] = [:]
    for command in [["history"], ["history", "show", "1"], ["decks"], ["stats"]] {
      runs[command.joined(separator: " ")] = try await sandbox.run(base + command, environment: environment)
    }
    return runs
  }

  @Test func withoutColumnsEveryCellIsWhole() async throws {
    let runs = try await playedAndRead(environment: [:])
    for (command, run) in runs {
      #expect(run.status == 0, "\(command): \(run)")
      #expect(!run.stdout.contains("…"), "\(command) cut a cell: \(run)")
    }
    // grep finds the game by its deck's whole name, and the answer missed by its whole text.
    let history = try #require(runs["history"]).stdout.split(separator: "\n")
    #expect(history.contains { $0.hasPrefix("1 ") && $0.contains(Self.name) && $0.contains("1/2") }, "\(history)")
    let show = try #require(runs["history show 1"]).stdout.split(separator: "\n")
    #expect(show.contains { $0.hasPrefix("temer ") && $0.contains(Self.answer) }, "\(show)")
    let decks = try #require(runs["decks"]).stdout
    #expect(decks.contains(Self.answer + ", and the other verbs like it"), "\(decks)")
    #expect(try #require(runs["stats"]).stdout.contains(Self.name), "\(runs)")
  }

  @Test func columnsMakesItFit() async throws {
    let runs = try await playedAndRead(environment: ["COLUMNS": "80"])
    for (command, run) in runs {
      #expect(run.status == 0, "\(command): \(run)")
      let lines = run.stdout.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= 80 }, "\(command) is wider than COLUMNS: \(run)")
    }
    #expect(try #require(runs["history"]).stdout.contains("…"), "\(runs)")
  }
}
