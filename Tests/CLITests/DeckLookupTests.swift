import Foundation
import TestSupport
import Testing

/// How a deck is found: a name only among the decks found, a path only when the player gave one;
/// broken, huge or odd files in a deck folder are reported as problems of that file, and the
/// other decks play at once.
@Suite("finding decks")
struct DeckLookupTests {
  /// Where `flashcards` looks for the player's own decks in a sandbox.
  private func ownDeck(_ name: String) -> String { "data/flashcards/decks/\(name)" }

  @Test func retryLooksUpTheStoredDeckNameAmongTheDecksNeverAsAPath() async throws {
    let sandbox = try Sandbox()
    let secret = try sandbox.write("secret.deck", "name: secret\nThe password = hunter2\n")
    let database = sandbox.path("history.sqlite")
    try await sandbox.createEmptyHistory(database)
    // A crafted game in a shared history: its deck "name" is the path of a file.
    try HistoryByHand.execute(
      """
      INSERT INTO gameResult (id, uuid, player, deck, direction, playedAt, milliseconds, endedEarly)
        VALUES (1, '019aa0b0-6c00-7000-8000-000000000001', 'ann', ?, 'forward', '2026-11-20 10:00:00.000', 1000, 0);
      INSERT INTO cardResult (gameId, position, card, expected, answer, verdict, correct, milliseconds)
        VALUES (1, 1, 'The password', 'hunter2', '', 'skipped', 0, 500);
      """, arguments: [secret], in: database)

    let run = try await sandbox.run(["--db", database, "--player", "ann", "play", "--retry", "1"], stdin: "x\n")
    #expect(run.status == 1, "\(run)")
    #expect(!run.stdout.contains("password"), "the file named by the stored deck name was read: \(run)")
    #expect(run.oneLineError?.hasPrefix("Error: No deck named '\(secret)'.") == true, "\(run)")
  }

  @Test func retryFindsTheStoredNameAmongTheDecks() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let played = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "1"], stdin: "?\n")
    #expect(played.status == 0, "\(played)")

    let retry = try await sandbox.run(["--db", database, "play", "--retry", "1"], stdin: "Jackson\n")
    #expect(retry.status == 0 && retry.stdout.contains("Score: 1/1"), "\(retry)")
  }

  @Test func aFileNameIsAPathOnlyWhenTheFileExistsOrHoldsASlash() async throws {
    let sandbox = try Sandbox()
    try sandbox.write("local.deck", "name: local\nTexas = Austin\n")

    let local = try await sandbox.run(["--db", ":memory:", "play", "local.deck"], stdin: "Austin\n")
    #expect(local.status == 0 && local.stdout.contains("Score: 1/1"), "\(local)")
    let missing = try await sandbox.run(["--db", ":memory:", "play", "missing.deck"])
    #expect(missing.oneLineError == "Error: Cannot read the deck file 'missing.deck': no such file.", "\(missing)")
    let name = try await sandbox.run(["--db", ":memory:", "play", "local"])
    #expect(
      name.oneLineError?.hasPrefix("Error: No deck named 'local'.") == true, "a file is never found by name: \(name)")
  }

  @Test(arguments: ["name: a/b", "name: capitals.deck", "reverse-name: notes.txt", "name: -x"])
  func decksCheckRefusesNamesThatCannotBePlayed(header: String) async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write("bad.deck", "\(header)\nTexas = Austin\n")

    let check = try await sandbox.run(["decks", "check", deck])
    #expect(check.status == 1, "\(check)")
    #expect(check.stdout.hasPrefix("\(deck):1: the "), "\(check)")
    #expect(check.stdout.contains("cannot"), "\(check)")
  }

  @Test func aBrokenDeckIsListedWithItsFirstProblemAndPlayNamesIt() async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write(ownDeck("broken.deck"), "name: mine\nreverse-name: enim\nTexas = Austin\nOhio\n")

    let decks = try await sandbox.run(["decks"])
    #expect(decks.status == 0, "\(decks)")
    #expect(decks.stdout.contains(#/\nmine +— +not playable/#), "\(decks)")
    #expect(decks.stdout.contains(#/\nenim +— +not playable/#), "\(decks)")
    #expect(
      decks.stdout.contains("Not playable: 'mine' and 'enim': \(deck):4: not a card: expected FRONT = BACK"), "\(decks)"
    )
    for name in ["mine", "enim", "MINE"] {
      let play = try await sandbox.run(["--db", ":memory:", "play", name])
      #expect(play.status == 1, "\(play)")
      #expect(
        play.oneLineError
          == "Error: \(deck):4: not a card: expected FRONT = BACK. Check it with: flashcards decks check \(deck)",
        "\(play)")
    }
  }

  /// A 50 MB file (sparse: one line of NUL bytes) beside the decks: reported as too large, never
  /// read whole; `play capitals` starts and memory stays far below the file's size.
  @Test func aHugeFileInTheDeckFolderIsAProblemOfThatFileOnly() async throws {
    let sandbox = try Sandbox()
    let huge = try sandbox.write(ownDeck("huge.deck"), "")
    let handle = try #require(FileHandle(forWritingAtPath: huge))
    try handle.truncate(atOffset: 50_000_000)
    try handle.close()

    let play = try await sandbox.run(
      ["--db", ":memory:", "play", "capitals", "--seed", "7", "--count", "1"], stdin: "Jackson\n",
      launcher: ["/usr/bin/time", "-f", "maxrss=%MkB"])
    #expect(play.status == 0 && play.stdout.contains("Score: 1/1"), "\(play)")
    let kilobytes = try #require(play.stderr.firstMatch(of: #/maxrss=(\d+)kB/#).flatMap { Int($0.output.1) }, "\(play)")
    #expect(kilobytes < 40_000, "\(kilobytes) kB: the 50 MB file was read")

    let decks = try await sandbox.run(["decks"])
    #expect(decks.status == 0 && decks.stdout.contains("capitals"), "\(decks)")
    #expect(
      decks.stdout.contains("Not playable: 'huge': \(huge): the file is too large for a deck (50 MB)"), "\(decks)")
    let named = try await sandbox.run(["--db", ":memory:", "play", "huge"])
    #expect(
      named.oneLineError == "Error: \(huge): the file is too large for a deck (50 MB). Decks may be at most 10 MB.",
      "\(named)")
  }

  @Test func aPipeOrADeviceIsNotADeckAndNothingWaitsForIt() async throws {
    let sandbox = try Sandbox()
    let fifo = sandbox.path("data/flashcards/decks/pipe.deck")
    try FileManager.default.createDirectory(
      atPath: sandbox.path("data/flashcards/decks"), withIntermediateDirectories: true)
    #expect(mkfifo(fifo, 0o600) == 0)

    let played = try await sandbox.run(["--db", ":memory:", "play", fifo])
    #expect(
      played.oneLineError == "Error: Cannot read the deck file '\(fifo)': it is a named pipe (FIFO), not a deck file.",
      "\(played)")
    let zero = try await sandbox.run(["--db", ":memory:", "play", "/dev/zero"])
    #expect(
      zero.oneLineError == "Error: Cannot read the deck file '/dev/zero': it is a device, not a deck file.", "\(zero)")
    let check = try await sandbox.run(["decks", "check", "/dev/zero"])
    #expect(
      check.status == 1 && check.stdout == "/dev/zero: cannot be read: it is a device, not a deck file\n", "\(check)")

    let decks = try await sandbox.run(["decks"])
    #expect(!decks.timedOut && decks.status == 0, "\(decks)")
    #expect(
      decks.stdout.contains("Not playable: 'pipe': \(fifo): cannot be read: it is a named pipe (FIFO)"), "\(decks)")
    let capitals = try await sandbox.run(
      ["--db", ":memory:", "play", "capitals", "--count", "1"], stdin: "?\n")
    #expect(capitals.status == 0, "\(capitals)")
  }

  @Test func aDeckFilterIgnoresCaseAsPlayDoes() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let played = try await sandbox.run(["--db", database, "play", "CAPITALS", "--count", "1"], stdin: "?\n")
    #expect(played.status == 0, "\(played)")

    let history = try await sandbox.run(["--db", database, "history", "--deck", "CAPITALS"])
    #expect(history.stdout.contains("All 1 game."), "\(history)")
    let stats = try await sandbox.run(["--db", database, "stats", "--deck", "Capitals", "--format", "json"])
    #expect(stats.stdout.contains(#""games" : 1"#), "\(stats)")
  }
}
