import Foundation
import Testing

/// Every command's --help read in an 80-column terminal: nothing runs past the edge, no word is
/// left alone on a line by the wrapping, no example command is cut in two, and every value a
/// `(values: …)` list offers is one the command accepts.
@Suite("help at 80 columns")
struct HelpLayoutTests {
  static let commands: [[String]] = [
    [], ["play"], ["review"], ["history"], ["history", "list"], ["history", "show"], ["history", "export"],
    ["history", "delete"], ["stats"], ["decks"], ["decks", "list"], ["decks", "check"], ["decks", "import"],
    ["decks", "export"],
  ]

  static func help(_ command: [String]) async throws -> [String] {
    let run = try await Sandbox().run(command + ["--help"], environment: ["COLUMNS": "80"])
    #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
    return run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test(arguments: commands)
  func theHelpFitsAndReadsWell(command: [String]) async throws {
    let lines = try await HelpLayoutTests.help(command)
    let name = (["flashcards"] + command).joined(separator: " ")
    for line in lines {
      #expect(line.count <= 80, "\(name) --help: a line of \(line.count) columns: \(line)")
      let words = line.split(separator: " ")
      #expect(
        words.count != 1 || line.hasSuffix(":") || line.hasPrefix("  <") || line.hasPrefix("  -"),
        "\(name) --help: a word alone on a line: '\(line)'")
    }
    // An example is an indented line; a wrapped one goes on at the left margin.
    for (previous, line) in zip(lines, lines.dropFirst())
    where previous.hasPrefix("  ") && !previous.hasPrefix("   ") && !line.isEmpty && !line.hasPrefix(" ") {
      #expect(
        !["flashcards", "printf"].contains(where: { previous.dropFirst(2).hasPrefix($0) }),
        "\(name) --help: an example cut in two: '\(previous)' / '\(line)'")
    }
  }

  /// What each command needs besides the option to get past parsing (a deck, a game, a file).
  static let required: [String: [String]] = [
    "play": ["capitals", "--count", "1"], "review": ["--list"], "history show": ["1"],
    "history delete": ["1", "--yes"],
    "decks check": ["nothing.deck"], "decks import": ["nothing.csv"], "decks export": ["capitals"],
  ]

  @Test(arguments: commands)
  func everyValueListedIsAccepted(command: [String]) async throws {
    let lines = try await HelpLayoutTests.help(command)
    for entry in HelpEntry.parse(lines.joined(separator: "\n")) {
      guard let option = entry.names.last, let values = entry.values else { continue }
      for value in values.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        let arguments =
          ["--db", ":memory:"] + command + [option, value]
          + (HelpLayoutTests.required[command.joined(separator: " ")] ?? [])
        let run = try await Sandbox().run(arguments)
        #expect(run.status != 64, "--help offers \(option) \(value), which is refused: \(run)")
      }
    }
  }

  @Test func theFormatsOfferedAreThoseEachCommandWrites() async throws {
    for (command, values) in [
      (["stats"], "table, json;"), (["history", "show"], "table, json;"), (["review"], "table, json;"),
      (["history", "list"], "table, json, csv;"), (["history", "export"], "jsonl, fsrs;"),
      (["decks", "export"], "tsv, csv, anki;"),
    ] {
      let text = try await HelpLayoutTests.help(command).joined(separator: " ").replacing(#/ +/#, with: " ")
      #expect(text.contains("(values: \(values)"), "\(command): \(text)")
    }
  }
}
