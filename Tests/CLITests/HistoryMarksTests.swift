import Foundation
import Testing

/// `history` and `history show` mark a retry, a multiple-choice game and a reverse one.
@Suite("history marks how each game was played")
struct HistoryMarksTests {
  @Test func retriesMultipleChoiceAndReverseGamesAreMarked() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    func run(_ arguments: [String], stdin: String = "") async throws -> RunResult {
      let run = try await sandbox.run(["--db", database] + arguments, stdin: stdin)
      #expect(run.status == 0, "\(run)")
      return run
    }
    _ = try await run(["play", "capitals", "--count", "2", "--seed", "1"], stdin: "nope\nnope\n")
    _ = try await run(["play", "--retry", "1", "--seed", "1"], stdin: "nope\nnope\n")
    _ = try await run(["play", "capitals", "--count", "1", "--choices", "4", "--seed", "1"], stdin: "1\n")
    _ = try await run(["play", "elements", "--count", "1", "--reverse", "--seed", "1"], stdin: "H\n")

    let list = try await run(["history"]).stdout.components(separatedBy: "\n")
    let row: (String) -> String = { number in list.first { $0.hasPrefix(number + " ") } ?? "" }
    #expect(row("2").hasSuffix("retry of #1"), "\(list)")
    #expect(row("3").hasSuffix("4 choices"), "\(list)")
    #expect(!row("1").contains("retry") && !row("1").contains("choices"), "\(list)")
    #expect(row("4").contains("symbols") || row("4").contains("(reverse)"), "\(list)")

    let shown = try await run(["history", "show", "2"]).stdout
    #expect(shown.contains("· retry of #1"), "\(shown)")
    let choices = try await run(["history", "show", "3"]).stdout
    #expect(choices.contains("· 4 choices"), "\(choices)")
  }
}
