import Foundation
import TestSupport
import Testing

/// The cards `play capitals --seed 7` asks, in order (the order is part of what a seed promises).
let seed7: [(state: String, capital: String)] = [
  ("Mississippi", "Jackson"), ("Kentucky", "Frankfort"), ("Wyoming", "Cheyenne"), ("New Jersey", "Trenton"),
  ("Iowa", "Des Moines"), ("Idaho", "Boise"), ("Maryland", "Annapolis"), ("Nevada", "Carson City"),
  ("South Dakota", "Pierre"), ("South Carolina", "Columbia"),
]
private let seed7States = seed7.map(\.state)

/// The questions asked, as shown after their `[n/total]` progress, without the echoed answer.
func questions(in output: String) -> [String] {
  output.matches(of: #/\[\d+/\d+\] ([^?\n]*\?)/#).map { String($0.output.1) }
}

/// The options of a multiple-choice question: each number with its text.
func numberedOptions(in output: String) -> [(Int?, String)] {
  output.matches(of: #/(?m)^\s+(\d+)\) (.+)$/#).map { (Int($0.output.1), String($0.output.2)) }
}

/// The first character of each verdict line: "✓" or "✗".
func verdicts(in output: String) -> [String] {
  output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") }.map { String($0.prefix(1)) }
}

@Suite("play")
struct PlayTests {
  @Test("a whole game: questions, verdicts, summary, and every answer saved as typed")
  func wholeGame() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    // Right, right but in lower case, one typo, another state's capital, two skips, then right.
    let answers = ["Jackson", "frankfort", "Cheyene", "Austin", "?", ""] + seed7[6...].map(\.capital)
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "10"],
      stdin: answers.map { $0 + "\n" }.joined())

    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    for (index, state) in seed7States.enumerated() {
      #expect(run.stdout.contains("[\(index + 1)/10] What is the capital of \(state)?"), "\(run)")
    }
    #expect(verdicts(in: run.stdout) == ["✓", "✓", "✓", "✗", "✗", "✗", "✓", "✓", "✓", "✓"], "\(run)")
    #expect(run.stdout.contains("Cheyenne"), "the typo's verdict shows the right spelling")
    #expect(run.stdout.contains("Trenton"), "a wrong answer's verdict shows the right one")
    #expect(run.stdout.contains("Texas"), "a confused answer is named as the other state's capital")
    #expect(run.stdout.contains("Score: 7/10 (70%)"), "\(run)")
    #expect(run.stdout.contains("Saved as game #1."), "\(run)")

    let history = try SavedHistory(path: database)
    #expect(history.games == [.init(id: 1, deck: "capitals", direction: "forward", endedEarly: false)])
    #expect(history.cards.map(\.gameId) == Array(repeating: 1, count: 10))
    #expect(history.cards.map(\.position) == Array(1...10))
    #expect(history.cards.map(\.card) == seed7States)
    #expect(history.cards.map(\.answer) == answers)
    #expect(
      history.cards.map(\.verdict) == [
        "exact", "normalized", "typo", "wrong", "skipped", "skipped", "exact", "exact", "exact", "exact",
      ])
    #expect(history.cards.map(\.correct) == [true, true, true, false, false, false, true, true, true, true])
    #expect(history.cards.map(\.confusedWith) == [nil, nil, nil, "Texas", nil, nil, nil, nil, nil, nil])
  }

  @Test("the same seed asks the same questions; another seed another order")
  func seedIsRepeatable() async throws {
    let sandbox = try Sandbox()
    let arguments = ["--db", ":memory:", "play", "capitals", "--count", "10", "--seed"]
    let skipAll = String(repeating: "?\n", count: 10)
    let first = try await sandbox.run(arguments + ["7"], stdin: skipAll)
    let second = try await sandbox.run(arguments + ["7"], stdin: skipAll)
    let other = try await sandbox.run(arguments + ["8"], stdin: skipAll)

    #expect(questions(in: first.stdout) == seed7States.map { "What is the capital of \($0)?" }, "\(first)")
    #expect(questions(in: second.stdout) == questions(in: first.stdout))
    #expect(questions(in: other.stdout).count == 10, "\(other)")
    #expect(questions(in: other.stdout) != questions(in: first.stdout))
  }

  @Test(
    "--reverse and the reverse deck's name both ask for the state",
    arguments: [
      ["play", "capitals", "--reverse"], ["play", "states"],
    ])
  func reverse(play: [String]) async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(
      ["--db", database] + play + ["--seed", "7", "--count", "3"], stdin: "Mississippi\nkentucky\nTexas\n")

    #expect(run.status == 0, "\(run)")
    #expect(questions(in: run.stdout) == seed7[..<3].map { "\($0.capital) is the capital of which state?" }, "\(run)")
    #expect(verdicts(in: run.stdout) == ["✓", "✓", "✗"], "\(run)")
    #expect(run.stdout.contains("Score: 2/3 (67%)"), "\(run)")
    let history = try SavedHistory(path: database)
    #expect(history.games.map(\.deck) == ["states"])
    #expect(history.games.map(\.direction) == ["reverse"])
    #expect(history.cards.map(\.card) == seed7[..<3].map(\.capital))
    #expect(history.cards.last?.confusedWith == "Austin")
  }

  @Test("input that ends early saves the cards answered, marked as ended early")
  func endOfInput() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "10"],
      stdin: "Jackson\nFrankfort\nSalem\n")

    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
    #expect(verdicts(in: run.stdout) == ["✓", "✓", "✗"], "\(run)")
    #expect(run.stdout.contains("[4/10] What is the capital of New Jersey?"), "the fourth card was asked")
    #expect(!run.stdout.contains("[5/10]"), "\(run)")
    #expect(run.stdout.contains("Score: 2/3 (67%)"), "\(run)")
    #expect(run.stdout.contains("Saved as game #1."), "\(run)")

    let history = try SavedHistory(path: database)
    #expect(history.games == [.init(id: 1, deck: "capitals", direction: "forward", endedEarly: true)])
    #expect(history.cards.map(\.answer) == ["Jackson", "Frankfort", "Salem"])
    #expect(history.cards.map(\.verdict) == ["exact", "exact", "wrong"])
    #expect(history.cards.last?.confusedWith == "Oregon")
  }

  @Test("--choices 4 numbers four options, and the right one's number is right")
  func multipleChoice() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let arguments = ["play", "capitals", "--seed", "7", "--count", "1", "--choices", "4"]
    let look = try await sandbox.run(["--db", ":memory:"] + arguments)
    let options = numberedOptions(in: look.stdout)
    #expect(options.map(\.0) == [1, 2, 3, 4], "\(look)")
    #expect(Set(options.map(\.1)).count == 4, "four different options: \(look)")
    let right = try #require(options.first { $0.1 == "Jackson" }?.0, "\(look)")
    let wrong = try #require(options.first { $0.1 != "Jackson" }?.0)

    let rightRun = try await sandbox.run(["--db", database] + arguments, stdin: "\(right)\n")
    #expect(rightRun.status == 0, "\(rightRun)")
    #expect(verdicts(in: rightRun.stdout) == ["✓"], "\(rightRun)")
    #expect(rightRun.stdout.contains("Score: 1/1 (100%)"), "\(rightRun)")
    let wrongRun = try await sandbox.run(["--db", database] + arguments, stdin: "\(wrong)\n")
    #expect(verdicts(in: wrongRun.stdout) == ["✗"], "\(wrongRun)")

    let history = try SavedHistory(path: database)
    #expect(history.cards.map(\.answer) == ["Jackson", options[wrong - 1].1], "the option is saved, not its number")
    #expect(history.cards.map(\.correct) == [true, false])
  }

  @Test("--choices with answers that are numbers: options under letters, and typing 4 answers 4")
  func multipleChoiceWithNumbers() async throws {
    let sandbox = try Sandbox()
    let deck = try sandbox.write(
      "legs.deck", "question: How many legs has a {animal}?\ndog = 4\nfish = 0\nbird = 2\nspider = 8\nant = 6\n")
    let database = sandbox.path("history.sqlite")
    for seed in 1...6 {
      let arguments = ["play", deck, "--seed", "\(seed)", "--count", "1", "--choices", "4", "--db", database]
      let look = try await sandbox.run(arguments + ["--db", ":memory:"])
      let labels = look.stdout.matches(of: #/(?m)^\s+(\w)\) /#).map { String($0.output.1) }
      #expect(labels == ["a", "b", "c", "d"], "\(look)")
      let animal = try #require(look.stdout.firstMatch(of: #/has a (\w+)\?/#)?.output.1, "\(look)")
      let legs = ["dog": "4", "fish": "0", "bird": "2", "spider": "8", "ant": "6"][String(animal)] ?? "?"

      let run = try await sandbox.run(arguments, stdin: "\(legs)\n")
      #expect(verdicts(in: run.stdout) == ["✓"], "\(run)")
    }
    #expect(try SavedHistory(path: database).cards.map(\.correct) == Array(repeating: true, count: 6))
  }

  /// Seed 86 asks for the capital of Texas first.
  @Test(
    "--strict accepts only the deck's spelling",
    arguments: [
      (["--strict"], "austin", "✗"), (["--strict"], "Austin", "✓"), ([], "austin", "✓"), ([], "Austn", "✓"),
      (["--strict"], "Austn", "✗"),
    ])
  func strict(flags: [String], answer: String, verdict: String) async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(
      ["--db", ":memory:", "play", "capitals", "--seed", "86", "--count", "1"] + flags, stdin: answer + "\n")
    #expect(questions(in: run.stdout) == ["What is the capital of Texas?"], "\(run)")
    #expect(verdicts(in: run.stdout) == [verdict], "\(run)")
  }

  @Test("an answer is saved as typed: trimmed at the ends, control characters removed, inner spaces kept")
  func answersAreSavedAsTyped() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "3"],
      stdin: " Jack  son \nFrank\u{7}fort\t\nSa lem\n")
    #expect(verdicts(in: run.stdout) == ["✓", "✓", "✗"], "\(run)")
    #expect(try SavedHistory(path: database).cards.map(\.answer) == ["Jack  son", "Frankfort", "Sa lem"])
  }

  /// Seed 15 asks first which country has Basseterre as its capital.
  @Test(
    "St., & and a typo are judged as a person would, and --strict turns that off",
    arguments: [
      ([], "St Kitts & Nevis", "✓ Right"), ([], "St Kits & Nevis", "✓ Almost: it is spelled Saint Kitts and Nevis"),
      (["--strict"], "St Kitts & Nevis", "✗ Wrong: the answer is Saint Kitts and Nevis"),
    ])
  func judgedAsAPersonWould(flags: [String], answer: String, feedback: String) async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(
      ["--db", ":memory:", "play", "countries", "--seed", "15", "--count", "1"] + flags, stdin: answer + "\n")
    #expect(questions(in: run.stdout) == ["Basseterre is the capital of which country?"], "\(run)")
    #expect(run.stdout.contains(feedback), "\(run)")
  }

  @Test("answers piped with Windows line ends are judged and saved without the CR")
  func carriageReturns() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "3"], stdin: "Jackson\r\nfrankfort\r\n?\r\n")
    #expect(verdicts(in: run.stdout) == ["✓", "✓", "✗"], "\(run)")
    #expect(!run.stdout.contains("\r"), "\(run)")
    #expect(try SavedHistory(path: database).cards.map(\.answer) == ["Jackson", "frankfort", "?"])
  }

  @Test("Ctrl-C (SIGINT) abandons a piped game: nothing saved, status 130")
  func interrupt() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "10"], stdin: "Jackson\n",
      signal: (SIGINT, after: "[2/10]"))
    #expect(!run.timedOut, "\(run)")
    #expect(run.status == 130, "\(run)")
    #expect(run.stdout.contains("abandoned"), "\(run)")
    #expect(!run.stdout.contains("Saved as game"), "\(run)")
    #expect(try SavedHistory(path: database).games.isEmpty)
  }

  @Test("SIGTERM ends a piped game early, keeps the cards answered and exits 143")
  func terminate() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let run = try await sandbox.run(
      ["--db", database, "play", "capitals", "--seed", "7", "--count", "10"], stdin: "Jackson\n",
      signal: (SIGTERM, after: "[2/10]"))
    #expect(!run.timedOut, "\(run)")
    #expect(run.status == 128 + SIGTERM, "\(run)")
    #expect(run.stdout.contains("Saved as game #1."), "\(run)")
    let history = try SavedHistory(path: database)
    #expect(history.games.map(\.endedEarly) == [true])
    #expect(history.cards.map(\.answer) == ["Jackson"])
  }
}
