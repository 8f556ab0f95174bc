import Foundation
import Testing

/// What a person on a plain terminal (LANG=C, a serial console, an old ssh client) or a narrow one
/// (COLUMNS=40, a split pane) sees: the real binary, a real history, every reading command.
@Suite("plain and narrow terminals")
struct PlainAndNarrowTerminalTests {
  private static let deck = """
    name: usa
    description: Name the capital of each state, in plain ASCII from start to end of the file.
    question: What is the capital of {state}?
    Texas = Austin
    Ohio = Columbus
    Iowa = Des Moines
    Utah = Salt Lake City

    """

  /// A game of the deck with one answer of each kind (right, typo, wrong, skipped) and a
  /// multiple-choice game, saved in the sandbox's history; the commands that read it, as run.
  private func playedAndRead(environment: [String: String?]) async throws -> [String: RunResult] {
    let sandbox = try Sandbox()
    let decks = sandbox.path("decks")
    try sandbox.write("decks/usa.deck", Self.deck)
    let database = sandbox.path("history.sqlite")
    let base = ["--db", database, "--decks", decks]
    // The order the seed gives, from a game of skips kept nowhere.
    let probe = try await sandbox.run(
      ["--db", ":memory:", "--decks", decks, "play", "usa", "--seed", "3"], stdin: "\n\n\n\n")
    let states = probe.stdout.matches(of: #/capital of (\w+)\?/#).map { String($0.output.1) }
    let answers = ["Texas": "Austin", "Ohio": "Colombus", "Iowa": "Dallas", "Utah": ""]
    let typed = states.map { answers[$0] ?? "" }.joined(separator: "\n") + "\n"

    var runs: [String: RunResult] = [:]
    runs["play"] = try await sandbox.run(base + ["play", "usa", "--seed", "3"], stdin: typed, environment: environment)
    runs["play --choices"] = try await sandbox.run(
      base + ["play", "usa", "--seed", "3", "--choices", "3", "--count", "1"], stdin: "7\n1\n", environment: environment
    )
    for command in [["history"], ["history", "show", "1"], ["stats"], ["decks"], ["review", "--list"]] {
      runs[command.joined(separator: " ")] = try await sandbox.run(base + command, environment: environment)
    }
    #expect(states.count == 4, "\(probe)")
    return runs
  }

  private static let plain: [String: String?] = ["LANG": "C", "LC_ALL": nil, "LC_CTYPE": nil]

  @Test("LANG=C: play, history, stats, decks and review --list write only ASCII for an ASCII deck")
  func plainLocaleWritesOnlyASCII() async throws {
    let runs = try await playedAndRead(environment: Self.plain)
    for (command, run) in runs {
      #expect(run.status == 0, "\(command): \(run)")
      let bytes = Array(run.stdout.utf8) + Array(run.stderr.utf8)
      #expect(bytes.allSatisfy { $0 < 0x80 }, "\(command) wrote non-ASCII: \(run)")
    }
    let play = try #require(runs["play"]).stdout
    #expect(play.contains("usa - Name the capital"), "\(play)")
    #expect(play.contains("  + Right"), "\(play)")
    #expect(play.contains("  + Almost: it is spelled Columbus"), "\(play)")
    #expect(play.contains("  x Wrong: the answer is Des Moines"), "\(play)")
    #expect(play.contains("  Utah -> Salt Lake City (skipped)"), "\(play)")
    #expect(try #require(runs["play --choices"]).stdout.contains("answer 1-3, or type the answer"))
    #expect(try #require(runs["history show 1"]).stdout.contains("x skipped"))
    #expect(try #require(runs["stats"]).stdout.contains("Progress - all decks"))
  }

  @Test("LC_ALL comes before LANG: LC_ALL=C with LANG=C.UTF-8 is plain, LC_CTYPE=C.UTF-8 with LANG=C is not")
  func localePrecedence() async throws {
    let sandbox = try Sandbox()
    let play = ["--db", ":memory:", "play", "capitals", "--seed", "7", "--count", "1"]
    let plain = try await sandbox.run(play, stdin: "Jackson\n", environment: ["LC_ALL": "C", "LANG": "C.UTF-8"])
    let unicode = try await sandbox.run(play, stdin: "Jackson\n", environment: ["LC_CTYPE": "C.UTF-8", "LANG": "C"])

    #expect(plain.stdout.contains("+ Right") && !plain.stdout.contains("✓"), "\(plain)")
    #expect(unicode.stdout.contains("✓ Right"), "\(unicode)")
  }

  @Test("COLUMNS=40: every line of play, history, stats, decks and review --list fits, words whole")
  func fortyColumns() async throws {
    let runs = try await playedAndRead(environment: Self.plain.merging(["COLUMNS": "40"]) { $1 })
    for (command, run) in runs {
      #expect(run.status == 0, "\(command): \(run)")
      // Prompts are not wrapped (the line editor wraps what it shows); the lines written are.
      for line in run.stdout.split(separator: "\n") where !line.contains("? ") && !line.contains("answer (") {
        #expect(line.utf8.count <= 40, "\(command): \(line.utf8.count) columns: '\(line)'")
      }
    }
    let play = try #require(runs["play"]).stdout
    #expect(play.contains("usa - Name the capital of each state, in\nplain ASCII from start to end of the\nfile."))
    let history = try #require(runs["history"]).stdout
    #expect(history.contains("  usa  2/4  50%"), "stacked: \(history)")
    let show = try #require(runs["history show 1"]).stdout
    #expect(show.contains("\nIowa\n  typed Dallas  answer Des Moines\n"), "stacked: \(show)")
  }
}
