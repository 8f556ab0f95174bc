import Foundation
import Testing

private let escape = "\u{1B}["

@Suite("options and help")
struct OptionTests {
  @Test("--color always colours a game and the deck list, even in a pipe")
  func colorAlways() async throws {
    let sandbox = try Sandbox()
    let play = try await sandbox.run(
      ["--color", "always", "--db", ":memory:", "play", "capitals", "--seed", "7", "--count", "2"],
      stdin: "Jackson\nLouisville\n")
    #expect(play.status == 0, "\(play)")
    #expect(play.stdout.contains(escape), "\(play)")
    let list = try await sandbox.run(["--color", "always", "decks"])
    #expect(list.stdout.contains(escape), "\(list)")
    let overridesEnvironment = try await sandbox.run(["--color", "always", "decks"], environment: ["NO_COLOR": "1"])
    #expect(overridesEnvironment.stdout.contains(escape), "an explicit --color always beats NO_COLOR")
  }

  @Test("no colour with --color never, or in a pipe by default", arguments: [["--color", "never"], []])
  func noColorInPipe(flags: [String]) async throws {
    let sandbox = try Sandbox()
    let play = try await sandbox.run(
      flags + ["--db", ":memory:", "play", "capitals", "--seed", "7", "--count", "2"], stdin: "Jackson\nLouisville\n")
    #expect(play.status == 0, "\(play)")
    #expect(!play.stdout.contains("\u{1B}"), "\(play)")
    let list = try await sandbox.run(flags + ["decks"])
    #expect(!list.stdout.contains("\u{1B}"), "\(list)")
  }

  @Test(
    "on a terminal, auto colours unless NO_COLOR is set or --color never",
    arguments: [
      ([], [:], true),
      ([], ["NO_COLOR": "1"], false),
      ([], ["NO_COLOR": ""], true),
      ([], ["TERM": "dumb"], false),
      (["--color", "never"], [:], false),
      (["--color", "auto"], ["NO_COLOR": "1"], false),
    ] as [([String], [String: String], Bool)])
  func colorOnTerminal(flags: [String], environment: [String: String], colored: Bool) async throws {
    let sandbox = try Sandbox()
    let variables = ["TERM": "xterm-256color"].merging(environment) { $1 }
    let run = try await sandbox.run(flags + ["decks"], environment: variables, outputIsTerminal: true)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("capitals"), "the output arrives through the pseudo-terminal: \(run)")
    #expect(run.stdout.contains(escape) == colored, "\(run)")
  }

  @Test(
    "a bad option value exits non-zero with an error naming the option",
    arguments: [
      (["play", "capitals", "--count", "0"], "--count"),
      (["play", "capitals", "--count", "ten"], "--count"),
      (["play", "capitals", "--choices", "1"], "--choices"),
      (["--color", "sometimes", "decks"], "--color"),
      (["play", "capitals", "--seed", "-1"], "--seed"),
    ])
  func badValue(arguments: [String], option: String) async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(arguments, stdin: "Austin\n")
    #expect(run.status != 0, "\(run)")
    #expect(run.stderr.contains(option), "\(run)")
    #expect(questions(in: run.stdout).isEmpty, "\(run)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase.path), "nothing was saved")
  }

  @Test(
    "the root help teaches the commands and where the history goes",
    arguments: [
      ["--help"], ["help"], [],
    ])
  func rootHelp(arguments: [String]) async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(arguments)
    #expect(run.status == 0, "\(run)")
    for word in ["play", "decks", "--db", "flashcards play capitals"] {
      #expect(run.stdout.contains(word), "mentions \(word): \(run)")
    }
  }

  @Test("play --help teaches its options and how to play")
  func playHelp() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["play", "--help"])
    #expect(run.status == 0, "\(run)")
    for word in ["--count", "--seed", "--db", "--reverse", "--choices", "--strict", "flashcards decks", "skips"] {
      #expect(run.stdout.contains(word), "mentions \(word): \(run)")
    }
  }

  @Test("--version prints the version")
  func version() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["--version"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains(#/^\d+\.\d+\.\d+\s*$/#), "\(run)")
  }

  @Test("a run that outlasts its timeout is killed and reported, not waited for")
  func timeout() async throws {
    let sandbox = try Sandbox()
    // A run that cannot end on its own, whatever the machine's speed: the launcher replaces the
    // binary with a long sleep (`sh -c 'exec sleep 60' flashcards decks`). A quick command with a
    // tiny timeout raced the clock and sometimes finished first on a loaded machine.
    let run = try await sandbox.run(
      ["decks"], launcher: ["/bin/sh", "-c", "exec sleep 60"], timeout: 0.5)
    #expect(run.timedOut, "\(run)")
    #expect(run.status == SIGKILL, "\(run)")
  }
}
