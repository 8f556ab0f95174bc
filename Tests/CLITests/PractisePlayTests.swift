import Foundation
import TestSupport
import Testing

/// `play DECK --missed`, `play DECK --weakest N`, `--retry`: the cards chosen, the games saved as
/// retries, and the errors for what cannot be played. Piped, as a script would.
@Suite("play --missed, --weakest, --retry")
struct PractisePlayTests {
  /// Each game's `retryOf`, by id.
  static func retries(in path: String) throws -> [Int64?] {
    try SavedHistory.retries(path)
  }

  /// Plays `play capitals --seed 7 --count 3`: Mississippi wrong, Kentucky right, Wyoming skipped.
  private func firstGame(_ sandbox: Sandbox, _ database: String) async throws {
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "3"], stdin: "Boston\nFrankfort\n\n")
    try #require(run.status == 0, "\(run)")
  }

  @Test("--missed plays the cards missed in the newest game of the deck, saved as its retry")
  func missed() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await firstGame(sandbox, database)

    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--missed", "--seed", "1"], stdin: "Jackson\nCheyenne\n")

    #expect(run.status == 0, "\(run)")
    #expect(
      Set(questions(in: run.stdout)) == ["What is the capital of Mississippi?", "What is the capital of Wyoming?"])
    #expect(run.stdout.contains("Score: 2/2 (100%)"), "\(run)")
    #expect(!run.stdout.contains("again?"), "a script is never asked to play again: \(run)")
    #expect(try PractisePlayTests.retries(in: database) == [nil, 1])

    // The newest game, the retry, missed nothing.
    let again = try await sandbox.run(["--db", database, "play", "capitals", "--missed"], stdin: "")
    #expect(again.status == 0, "\(again)")
    #expect(again.stdout == "Nothing was missed the last time you played capitals (game #2).\n", "\(again)")
  }

  @Test("--missed before any game of the deck: a one-line error, exit 1, nothing created")
  func missedNeverPlayed() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await firstGame(sandbox, database)
    let run = try await sandbox.run(["--db", database, "play", "capitals", "--reverse", "--missed"], stdin: "")
    #expect(run.status == 1, "\(run)")
    #expect(
      run.stderr
        == "Error: You have not played 'states' yet, so nothing was missed. Play it first: flashcards play states\n",
      "\(run)")
  }

  @Test(
    "--missed, --weakest or --retry with no history yet: a one-line error, and no history file left behind",
    arguments: [["capitals", "--missed"], ["capitals", "--weakest", "5"], ["--retry", "3"]])
  func choosingFromNoHistoryCreatesNone(arguments: [String]) async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("new/history.sqlite")
    let run = try await sandbox.run(["--db", database, "play"] + arguments, stdin: "")
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.hasPrefix("Error: "), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: database), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("new")), "\(run)")
  }

  @Test("--weakest N plays the N cards least likely recalled: the missed before the right")
  func weakest() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await firstGame(sandbox, database)

    let run = try await sandbox.run(["--db", database, "play", "capitals", "--weakest", "2"], stdin: "\n\n\n")
    #expect(run.status == 0, "\(run)")
    #expect(
      Set(questions(in: run.stdout)) == ["What is the capital of Mississippi?", "What is the capital of Wyoming?"])

    let all = try await sandbox.run(["--db", database, "play", "capitals", "--weakest", "50"], stdin: "\n\n\n\n\n")
    #expect(questions(in: all.stdout).count == 3, "only the cards answered: \(all)")
  }

  @Test("--retry N is saved as a retry of game N")
  func retry() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    try await firstGame(sandbox, database)
    let run = try await sandbox.run(["--db", database, "play", "--retry", "1"], stdin: "Jackson\nCheyenne\n")
    #expect(run.status == 0, "\(run)")
    #expect(try PractisePlayTests.retries(in: database) == [nil, 1])
  }

  @Test(
    "conflicting or impossible choices: a one-line error naming the options, exit 64",
    arguments: [
      (["capitals", "--missed", "--retry", "1"], "--retry and --missed each choose the cards to play: use only one."),
      (
        ["capitals", "--missed", "--weakest", "3"],
        "--missed and --weakest each choose the cards to play: use only one."
      ),
      (["capitals", "--weakest", "0"], "--weakest takes a whole number, 1 or more; '0' is not allowed."),
      (["--missed"], "Name a deck to play, e.g. 'flashcards play capitals --missed' (see 'flashcards decks')."),
      (
        ["--weakest", "5"],
        "Name a deck to play, e.g. 'flashcards play capitals --weakest 10' (see 'flashcards decks')."
      ),
    ])
  func conflicts(arguments: [String], message: String) async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(["--db", database, "play"] + arguments, stdin: "")
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.hasPrefix("Error: \(message)\n"), "\(run)")
    #expect(!FileManager.default.fileExists(atPath: database), "nothing created")
  }

  @Test("! in a piped game overrules the answer before it; the saved verdict is 'overruled'")
  func overrulePiped() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "2"], stdin: "Jacksonville\n!\nFrankfort\n")
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("✓ Overruled: counted right (Mississippi)"), "\(run)")
    #expect(run.stdout.contains("Score: 2/2 (100%)"), "\(run)")
    #expect(try SavedHistory(path: database).cards.map(\.verdict) == ["overruled", "exact"])
  }
}
