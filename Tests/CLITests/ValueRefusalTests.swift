import ArgumentParser
import Foundation
import Testing

@testable import flashcards

/// A value an option, an argument or an environment variable cannot take is a usage error: one
/// line that names the option and says what it takes, exit 64, nothing written and no history
/// created, whatever the command and whatever the kind of value (counts, limits, game numbers,
/// days, seeds, retention, choices, paths, names, seconds, widths).
@Suite("refused values: one line, exit 64")
struct ValueRefusalTests {
  static let gameNumber = "a game number from 1 to 9223372036854775807 (see: flashcards history)"
  static let day = "a day written YYYY-MM-DD, e.g. 2026-11-23"
  static let seed = "a whole number from 0 to 18446744073709551615"
  static let seconds = "a number of seconds, 0 or more, e.g. 300"

  static let refused: [(arguments: [String], environment: [String: String], error: String)] = [
    // Days (were exit 1).
    (["history", "--since", "yesterday"], [:], "--since takes \(day); 'yesterday' is not allowed."),
    (["history", "--since", "2026-02-30"], [:], "--since takes \(day); '2026-02-30' is not allowed."),
    (["history", "list", "--until=2026-13-01"], [:], "--until takes \(day); '2026-13-01' is not allowed."),
    (["history", "export", "--since", "2026-1-1"], [:], "--since takes \(day); '2026-1-1' is not allowed."),
    // Game numbers (were exit 1, or ArgumentParser's lines).
    (["history", "show", "0"], [:], "history show takes \(gameNumber); '0' is not allowed."),
    (["history", "show", "abc"], [:], "history show takes \(gameNumber); 'abc' is not allowed."),
    (["history", "show", "-5"], [:], "history show takes \(gameNumber); '-5' is not allowed."),
    (["history", "show", "1.5"], [:], "history show takes \(gameNumber); '1.5' is not allowed."),
    (
      ["history", "show", "99999999999999999999"], [:],
      "history show takes \(gameNumber); '99999999999999999999' is not allowed."
    ),
    (["history", "show", "--format", "json", "x"], [:], "history show takes \(gameNumber); 'x' is not allowed."),
    (["history", "delete", "2", "0", "--yes"], [:], "history delete takes \(gameNumber); '0' is not allowed."),
    (["play", "--retry", "0"], [:], "--retry takes \(gameNumber); '0' is not allowed."),
    (["play", "capitals", "--retry=-2"], [:], "--retry takes \(gameNumber); '-2' is not allowed."),
    // The seed, with its range.
    (["play", "capitals", "--seed", "-1"], [:], "--seed takes \(seed); '-1' is not allowed."),
    (["play", "capitals", "--seed", "many"], [:], "--seed takes \(seed); 'many' is not allowed."),
    (
      ["play", "capitals", "--seed", "18446744073709551616"], [:],
      "--seed takes \(seed); '18446744073709551616' is not allowed."
    ),
    // Counts and limits.
    (["play", "capitals", "--weakest", "0"], [:], "--weakest takes a whole number, 1 or more; '0' is not allowed."),
    (
      ["play", "capitals", "--choices", "two"], [:], "--choices takes a whole number, 2 or more; 'two' is not allowed."
    ),
    (["review", "--limit", "0"], [:], "--limit takes a whole number, 1 or more; '0' is not allowed."),
    (["review", "--new", "some"], [:], "--new takes a whole number, 0 or more; 'some' is not allowed."),
    (["history", "--limit", "-3"], [:], "--limit takes a whole number, 1 or more; '-3' is not allowed."),
    // Retention and parameters.
    (
      ["review", "--retention", "1.5"], [:],
      "--retention takes a number between 0 and 1 (not 0 or 1), e.g. 0.85; '1.5' is not allowed."
    ),
    (
      ["review", "--retention", "nan"], [:],
      "--retention takes a number between 0 and 1 (not 0 or 1), e.g. 0.85; 'nan' is not allowed."
    ),
    (
      ["stats", "--retention", "0"], [:],
      "--retention takes a number between 0 and 1 (not 0 or 1), e.g. 0.85; '0' is not allowed."
    ),
    (["review", "--parameters", "1,2"], [:], "--parameters: FSRS needs exactly 21 parameters, but 2 were given."),
    // Choices (were ArgumentParser's message, help and usage).
    (["history", "--format", "xml"], [:], "--format takes table, json or csv; 'xml' is not allowed."),
    (["stats", "--format", "csv"], [:], "--format takes table or json; 'csv' is not allowed."),
    (["history", "show", "1", "--order", "date"], [:], "--order takes card or played; 'date' is not allowed."),
    (["history", "export", "--format", "csv"], [:], "--format takes jsonl or fsrs; 'csv' is not allowed."),
    (["review", "--list", "--format", "JSON"], [:], "--format takes table or json; 'JSON' is not allowed."),
    (
      ["decks", "export", "capitals", "--format", "xls"], [:], "--format takes tsv, csv or anki; 'xls' is not allowed."
    ),
    (
      ["decks", "import", "a.txt", "--format", "xls"], [:],
      "--format takes auto, anki, quizlet, csv or tsv; 'xls' is not allowed."
    ),
    (["--color", "sometimes", "history"], [:], "--color takes auto, always or never; 'sometimes' is not allowed."),
    // Paths, names and separators that are empty.
    (["--db", "", "history"], [:], "--db takes the path of a file, or :memory:; '' is not allowed."),
    (["--decks", "", "decks"], [:], "--decks takes the path of a folder; '' is not allowed."),
    (["--player", " ", "history"], [:], "--player takes a name; ' ' is not allowed."),
    (
      ["decks", "export", "capitals", "--output", ""], [:],
      "--output takes the path of a file, or - for standard output; '' is not allowed."
    ),
    (
      ["history", "export", "--output="], [:],
      "--output takes the path of a file, or - for standard output; '' is not allowed."
    ),
    (
      ["decks", "import", "a.txt", "--separator", ""], [:],
      "--separator takes some text, such as ',' or '\\t'; '' is not allowed."
    ),
    // What decks import can tell from the option alone (were exit 1, after reading the file).
    (
      ["decks", "import", "a.txt", "--question", "What?"], [:],
      "--question takes a question with one {placeholder} for the card's front, as in 'What is {word} in English?'; "
        + "'What?' is not allowed."
    ),
    (
      ["decks", "import", "a.csv", "--columns", "0,1"], [:],
      "--columns takes two columns, FRONT,BACK: names from the header row or numbers from 1; '0,1' is not allowed."
    ),
    // Environment variables: what their options refuse, and the busy timeout and the width.
    (
      ["history"], ["FLASHCARDS_BUSY_TIMEOUT": "nan"], "FLASHCARDS_BUSY_TIMEOUT takes \(seconds); 'nan' is not allowed."
    ),
    (
      ["play", "capitals"], ["FLASHCARDS_BUSY_TIMEOUT": "inf"],
      "FLASHCARDS_BUSY_TIMEOUT takes \(seconds); 'inf' is not allowed."
    ),
    (["history"], ["FLASHCARDS_BUSY_TIMEOUT": "-5"], "FLASHCARDS_BUSY_TIMEOUT takes \(seconds); '-5' is not allowed."),
    (["history"], ["FLASHCARDS_BUSY_TIMEOUT": ""], "FLASHCARDS_BUSY_TIMEOUT takes \(seconds); '' is not allowed."),
    (
      ["history"], ["FLASHCARDS_BUSY_TIMEOUT": "five minutes"],
      "FLASHCARDS_BUSY_TIMEOUT takes \(seconds); 'five minutes' is not allowed."
    ),
    (["history"], ["FLASHCARDS_DB": ""], "FLASHCARDS_DB takes the path of a file, or :memory:; '' is not allowed."),
    (["stats"], ["FLASHCARDS_PLAYER": "  "], "FLASHCARDS_PLAYER takes a name; '  ' is not allowed."),
    (["decks"], ["COLUMNS": "wide"], "COLUMNS takes a whole number of columns, 1 or more; 'wide' is not allowed."),
    (["history"], ["COLUMNS": "-80"], "COLUMNS takes a whole number of columns, 1 or more; '-80' is not allowed."),
    // Hostile text in a refused value is shown inert.
    (["history", "--since", "\u{1B}[2J"], [:], "--since takes \(day); '^[[2J' is not allowed."),
  ]

  @Test(arguments: refused)
  func aRefusedValueIsOneLine(arguments: [String], environment: [String: String], error: String) async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(arguments, environment: environment.mapValues { $0 })
    #expect(run.status == 64, "\(run)")
    #expect(run.oneLineError == "Error: " + error, "\(run)")
    #expect(run.stdout.isEmpty, "\(run)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase.path), "a refusal created a history")
  }

  /// The values at the edges of what is allowed, and an unused variable, are taken.
  static let accepted: [(arguments: [String], environment: [String: String])] = [
    (["history", "--since", "2024-02-29", "--until", "9999-12-31"], [:]),
    (["history", "--limit", "1"], [:]),
    (["review", "--list", "--new", "0", "--retention", "0.5"], [:]),
    (["play", "capitals", "--count", "1", "--seed", "18446744073709551615"], [:]),
    (["play", "capitals", "--count", "1", "--seed", "0", "--choices", "2"], [:]),
    (["history"], ["FLASHCARDS_BUSY_TIMEOUT": "0"]),
    (["history"], ["FLASHCARDS_BUSY_TIMEOUT": "2.5"]),
    (["history"], ["COLUMNS": ""]),
    (["history"], ["COLUMNS": "1"]),
    // FLASHCARDS_DB and FLASHCARDS_PLAYER are not read when their options are given.
    (["--db", ":memory:", "history"], ["FLASHCARDS_DB": ""]),
    (["--player", "ann", "history"], ["FLASHCARDS_PLAYER": ""]),
  ]

  @Test(arguments: accepted)
  func valuesAtTheEdgesAreTaken(arguments: [String], environment: [String: String]) async throws {
    let run = try await Sandbox().run(arguments, stdin: "Jackson\n", environment: environment.mapValues { $0 })
    #expect(run.status == 0, "\(run)")
    #expect(run.stderr.isEmpty, "\(run)")
  }

  /// `history show` of a game that does not exist is an error of the history (exit 1), not a
  /// usage error: the number is well formed.
  @Test func aWellFormedNumberOfNoGameIsExitOne() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["--db", ":memory:", "history", "show", "#99"])
    #expect(
      run.status == 1 && run.oneLineError == "Error: There is no game #99. See the games with: flashcards history")
  }

  /// Every option that takes a value, as `--help` shows it, has a rule: a refused command line can
  /// be read back only when the words after such options are known to be values.
  @Test func everyOptionThatTakesAValueHasARule() {
    for command in CommandNameTests.everyCommand(under: FlashCards.self)
    where command.configuration.subcommands.isEmpty {
      let options = (command as? any TakesValues.Type)?.valueOptions
      #expect(options != nil, "\(command) lists no valueOptions")
      for entry in HelpEntry.parse(command.helpMessage(columns: 250)) where entry.spec.contains("<") {
        for name in entry.names {
          #expect(
            options?.named(name) ?? GlobalOptions.valueOptions.named(name) != nil,
            "\(command.configuration.commandName ?? "?") \(name) takes a value but has no rule")
        }
      }
    }
  }
}
