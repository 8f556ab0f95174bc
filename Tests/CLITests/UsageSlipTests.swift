import Foundation
import Testing

/// A command line that is almost right gets one line saying what was probably meant, exit 64.
@Suite("usage slips")
struct UsageSlipTests {
  static let slips: [(arguments: [String], error: String)] = [
    (["plya", "capitals"], "Error: Unknown command 'plya'. Did you mean 'play'?"),
    (["hisotry"], "Error: Unknown command 'hisotry'. Did you mean 'history'?"),
    (["decks", "chek", "a.deck"], "Error: Unknown command 'chek'. Did you mean 'decks check'?"),
    (["history", "shwo", "1"], "Error: Unknown command 'shwo'. Did you mean 'history show'?"),
    (["history", "12"], "Error: Unknown command '12'. Did you mean 'history show 12'?"),
    (["capitals"], "Error: 'capitals' is not a command. Did you mean 'flashcards play capitals'?"),
    (
      ["--db", ":memory:", "CAPITALS", "--count", "3"],
      "Error: 'CAPITALS' is not a command. Did you mean 'flashcards play capitals'?"
    ),
    (["capitls"], "Error: 'capitls' is not a command. Did you mean 'flashcards play capitals'?"),
    (["stats", "--deck", "capitls"], "Error: No deck or game named 'capitls'. Did you mean 'capitals'?"),
    (["history", "--deck", "capitls"], "Error: No deck or game named 'capitls'. Did you mean 'capitals'?"),
    (["play", "capitals", "--count", "-1"], "Error: --count takes a whole number, 1 or more; '-1' is not allowed."),
    (["play", "capitals", "-c", "0"], "Error: --count takes a whole number, 1 or more; '0' is not allowed."),
    (
      ["play", "capitals", "--count=99999999999999999999"],
      "Error: --count takes a whole number, 1 or more; '99999999999999999999' is not allowed."
    ),
    (["play", "capitals", "--choices", "1"], "Error: --choices takes a whole number, 2 or more; '1' is not allowed."),
    (["review", "--limit", "-1"], "Error: --limit takes a whole number, 1 or more; '-1' is not allowed."),
    (["review", "--new", "-3"], "Error: --new takes a whole number, 0 or more; '-3' is not allowed."),
    (["history", "--limit", "0"], "Error: --limit takes a whole number, 1 or more; '0' is not allowed."),
  ]

  @Test(arguments: slips)
  func aSlipIsOneLineWithWhatWasMeant(arguments: [String], error: String) async throws {
    let run = try await Sandbox().run(arguments)
    #expect(run.status == 64, "\(run)")
    #expect(run.oneLineError == error, "\(run)")
    #expect(run.stdout.isEmpty)
  }

  @Test func aDeckOfTheDecksFolderIsSuggestedAndItsNameQuotedWhenItHasSpaces() async throws {
    let sandbox = try Sandbox()
    try sandbox.write("mine/verbs.deck", "name: spanish verbs\n\nhablar = to speak\ncomer = to eat\n")
    let run = try await sandbox.run(["--decks", sandbox.path("mine"), "spanish-verbs"])
    #expect(
      run.status == 64
        && run.oneLineError == """
          Error: 'spanish-verbs' is not a command. Did you mean 'flashcards play "spanish verbs"'?
          """,
      "\(run)")
  }

  @Test func hostileTextInASlipIsShownSafely() async throws {
    let run = try await Sandbox().run(["capitals\u{1B}"])
    #expect(run.status == 64)
    #expect(
      run.oneLineError == "Error: 'capitals^[' is not a command. Did you mean 'flashcards play capitals'?", "\(run)")
  }

  /// Where no meaning is near, ArgumentParser's own message and usage stay.
  @Test func aWordNearNothingKeepsTheUsage() async throws {
    let run = try await Sandbox().run(["frobnicate"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Unexpected argument 'frobnicate'") && run.stderr.contains("Usage:"), "\(run)")
  }

  /// A --deck near no deck, of no deck and no game, is an error (it was "No games of 'zzzzzz' yet.",
  /// exit 0); a deck never played, or a game whose deck file has gone, is friendly news.
  @Test(arguments: [["stats"], ["history"]])
  func aDeckFilterNamingNothingIsAnError(command: [String]) async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let unknown = try await sandbox.run(["--db", database] + command + ["--deck", "zzzzzz\u{1B}"])
    #expect(unknown.status == 1, "\(unknown)")
    #expect(unknown.oneLineError == "Error: No deck or game named 'zzzzzz^['. See: flashcards decks", "\(unknown)")
    #expect(unknown.stdout.isEmpty, "\(unknown)")

    let neverPlayed = try await sandbox.run(["--db", database] + command + ["--deck", "states"])
    #expect(neverPlayed.status == 0 && neverPlayed.stderr.isEmpty, "\(neverPlayed)")

    try sandbox.write("mine/verbs.deck", "name: zverbs\n\nhablar = to speak\ncomer = to eat\n")
    let played = try await sandbox.run(
      ["--db", database, "--decks", sandbox.path("mine"), "play", "zverbs"], stdin: "to speak\nto eat\n")
    #expect(played.status == 0, "\(played)")
    let deckGone = try await sandbox.run(["--db", database] + command + ["--deck", "zverbs"])
    #expect(deckGone.status == 0 && deckGone.stdout.contains("zverbs"), "\(deckGone)")
  }
}
