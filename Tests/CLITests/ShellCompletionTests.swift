import Foundation
import Testing

/// The completion scripts `make install` ships, run by the real shells against the real binary:
/// Tab after `play` offers deck names, after `history show` the numbers of the player's games.
@Suite("shell completion")
struct ShellCompletionTests {
  static let bundledDecks = ["capitals", "states", "elements", "symbols", "world-capitals", "countries"]

  /// A sandbox with `flashcards` on the PATH (the shells run the command as typed) and a history
  /// of two games: #1 of capitals, #2 of states.
  static func sandboxWithGames() async throws -> (Sandbox, history: String) {
    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(atPath: sandbox.path("bin"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("bin/flashcards"), withDestinationPath: try FlashCardsBinary.url.get().path)
    let history = sandbox.path("history.sqlite")
    for deck in ["capitals", "states"] {
      let run = try await sandbox.run(
        ["--db", history, "play", deck, "--count", "2", "--seed", "1"], stdin: "Austin\nnowhere\n",
        environment: environment(sandbox))
      #expect(run.status == 0, "\(run)")
    }
    return (sandbox, history)
  }

  static func environment(_ sandbox: Sandbox) -> [String: String?] {
    ["PATH": sandbox.path("bin") + ":/usr/bin:/bin", "FLASHCARDS_PLAYER": "tester"]
  }

  /// What bash's completion function offers for `words` (the last one being completed), called
  /// as bash calls it at a Tab.
  static func bashCandidates(_ words: [String], in sandbox: Sandbox) async throws -> [String] {
    let script = """
      source "$FLASHCARDS_COMPLETION"
      COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
      _flashcards "$1" "${@: -1}" "${@: -2:1}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    var environment = environment(sandbox)
    environment["FLASHCARDS_COMPLETION"] = AssetTests.assets.appendingPathComponent("completions/flashcards.bash").path
    let run = try await sandbox.run(
      ["--norc", "--noprofile", "-c", script, "bash"] + words, environment: environment,
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
    return run.stdout.split(separator: "\n").map(String.init).sorted()
  }

  @Test func bashOffersDeckNamesWhereADeckIsTaken() async throws {
    let (sandbox, _) = try await ShellCompletionTests.sandboxWithGames()
    let all = ShellCompletionTests.bundledDecks.sorted()
    #expect(try await ShellCompletionTests.bashCandidates(["flashcards", "play", ""], in: sandbox) == all)
    #expect(try await ShellCompletionTests.bashCandidates(["flashcards", "play", "ca"], in: sandbox) == ["capitals"])
    #expect(
      try await ShellCompletionTests.bashCandidates(["flashcards", "review", "capitals", "s"], in: sandbox)
        == ["states", "symbols"])
    #expect(
      try await ShellCompletionTests.bashCandidates(["flashcards", "stats", "--deck", "wo"], in: sandbox)
        == ["world-capitals"])
    #expect(
      try await ShellCompletionTests.bashCandidates(["flashcards", "history", "list", "--deck", "el"], in: sandbox)
        == ["elements"])
    #expect(
      try await ShellCompletionTests.bashCandidates(["flashcards", "history", "export", "--deck", "sy"], in: sandbox)
        == ["symbols"])
    #expect(
      try await ShellCompletionTests.bashCandidates(["flashcards", "decks", "export", "co"], in: sandbox)
        == ["countries"])
  }

  @Test func bashOffersTheDecksOfAFolderGivenWithDecks() async throws {
    let (sandbox, _) = try await ShellCompletionTests.sandboxWithGames()
    try sandbox.write("mine/verbs.deck", "name: spanish verbs\n\nhablar = to speak\ncomer = to eat\n")
    let offered = try await ShellCompletionTests.bashCandidates(
      ["flashcards", "--decks", sandbox.path("mine"), "play", "sp"], in: sandbox)
    #expect(offered == ["spanish verbs"])
  }

  @Test func aDeckTypedAsAPathCompletesToFoldersAndDeckFiles() async throws {
    let (sandbox, _) = try await ShellCompletionTests.sandboxWithGames()
    for name in ["mine/verbs.deck", "mine/notes.txt", "mine/words.csv", "mine/more/x.deck", "mine/.hidden.deck"] {
      try sandbox.write(name, "hablar = to speak\n")
    }
    #expect(
      try await ShellCompletionTests.bashCandidates(["flashcards", "play", "mine/"], in: sandbox)
        == ["mine/more/", "mine/notes.txt", "mine/verbs.deck"])
    #expect(
      try await ShellCompletionTests.bashCandidates(["flashcards", "review", "./mine/v"], in: sandbox)
        == ["./mine/verbs.deck"])
    #expect(try await ShellCompletionTests.bashCandidates(["flashcards", "play", "nowhere/"], in: sandbox) == [])
  }

  @Test func bashOffersTheNumbersOfTheGamesInTheHistoryNamed() async throws {
    let (sandbox, history) = try await ShellCompletionTests.sandboxWithGames()
    for words in [
      ["flashcards", "--db", history, "history", "show", ""],
      ["flashcards", "--db", history, "history", "delete", "1", ""],
      ["flashcards", "--db", history, "play", "--retry", ""],
    ] {
      #expect(try await ShellCompletionTests.bashCandidates(words, in: sandbox) == ["1", "2"], "\(words)")
    }
    var environment = ShellCompletionTests.environment(sandbox)
    environment["FLASHCARDS_DB"] = history
    let run = try await sandbox.run(
      ["---completion", "history", "show", "--", "positional@0", "3", "0", "flashcards", "history", "show", ""],
      environment: environment)
    #expect(run.stdout == "2\n1\n" && run.status == 0, "newest first, from $FLASHCARDS_DB: \(run)")
  }

  @Test func gameNumbersOfNoHistoryAreNothingAndCreateNothing() async throws {
    let (sandbox, history) = try await ShellCompletionTests.sandboxWithGames()
    let missing = sandbox.path("none/history.sqlite")
    #expect(
      try await ShellCompletionTests.bashCandidates(
        ["flashcards", "--db", missing, "history", "show", ""], in: sandbox) == [])
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("none")))
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase.path))
    #expect(try await ShellCompletionTests.bashCandidates(["flashcards", "history", "show", ""], in: sandbox) == [])
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase.path), "no history made by a Tab")
    #expect(
      try await ShellCompletionTests.bashCandidates(
        ["flashcards", "--db", ":memory:", "play", "--retry", ""], in: sandbox) == [])
    let junk = try sandbox.write("junk.sqlite", "not a database at all")
    #expect(
      try await ShellCompletionTests.bashCandidates(
        ["flashcards", "--db", junk, "history", "show", ""], in: sandbox) == [], "no error text offered as a game")

    let before = try Data(contentsOf: URL(fileURLWithPath: history))
    _ = try await ShellCompletionTests.bashCandidates(
      ["flashcards", "--db", history, "history", "show", ""], in: sandbox)
    #expect(try Data(contentsOf: URL(fileURLWithPath: history)) == before, "the history is only read")
  }

  @Test func zshListsDeckNamesAndDescribedGames() async throws {
    let (sandbox, history) = try await ShellCompletionTests.sandboxWithGames()
    let completion = AssetTests.assets.appendingPathComponent("completions/_flashcards").path
    try sandbox.write(
      "zdot/.zshrc", "autoload -U compinit && compinit -u\nsource '\(completion)'\nPS1='zsh> '\n")
    var environment = ShellCompletionTests.environment(sandbox)
    environment["ZDOTDIR"] = sandbox.path("zdot")
    try await ShellCompletionTests.expectTabCompletions(
      in: sandbox, history: history, shell: ["/usr/bin/zsh", "-i"], prompt: "zsh> ", environment: environment)
  }

  @Test func fishListsDeckNamesAndDescribedGames() async throws {
    let (sandbox, history) = try await ShellCompletionTests.sandboxWithGames()
    let completion = AssetTests.assets.appendingPathComponent("completions/flashcards.fish").path
    let setup = "source '\(completion)'; function fish_prompt; echo 'fish> '; end"
    try await ShellCompletionTests.expectTabCompletions(
      in: sandbox, history: history, shell: ["/usr/bin/fish", "--no-config", "-i", "-C", setup], prompt: "fish> ",
      environment: ShellCompletionTests.environment(sandbox))
  }

  /// Types at an interactive `shell` in a terminal, pressing Tab where a deck and a game number
  /// go, and expects the list it shows to hold every bundled deck and each game described.
  static func expectTabCompletions(
    in sandbox: Sandbox, history: String, shell: [String], prompt: String, environment: [String: String?]
  ) async throws {
    try #require(
      FileManager.default.isExecutableFile(atPath: shell[0]), "\(shell[0]) is missing: run Scripts/install-deps --tests"
    )
    // The waits are long only so that a machine busy with every other test cannot fail them (a
    // CI run once saw neither zsh's first prompt in 20 s nor fish's list in 10 s); each takes
    // about a second otherwise.
    let run = try await sandbox.runInTerminal([], environment: environment, limit: 150, shell: shell) { session in
      try session.waitFor(prompt, timeout: 60)
      try session.type("flashcards play \t")
      try session.waitFor("world-capitals", timeout: 40)
      try session.type("\u{15}flashcards --db \(history) history show \t")
      try session.waitFor("states 0/2", timeout: 40)
      try session.type("\u{15}exit\r")
    }
    #expect(run.failure == nil && run.status == 0, "\(run)")
    for deck in bundledDecks { #expect(run.screen.contains(deck), "\(deck) not offered") }
    #expect(run.screen.contains("capitals 0/2"), "\(run.screen)")
  }
}
