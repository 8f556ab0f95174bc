import TestSupport
import Testing

@Suite("play --choices: a slip")
struct OptionSlipTests {
  @Test("a number outside the options asks again, and the game goes on to the right answer")
  func slipAsksAgain() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let arguments = ["play", "capitals", "--seed", "7", "--count", "1", "--choices", "4"]
    let look = try await sandbox.run(["--db", ":memory:"] + arguments)
    let options = numberedOptions(in: look.stdout)
    let right = try #require(options.first { $0.1 == "Jackson" }?.0, "\(look)")

    let run = try await sandbox.run(["--db", database] + arguments, stdin: "9\n\(right)\n")

    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("There is no option 9: answer 1–4, or type the answer."), "\(run)")
    #expect(verdicts(in: run.stdout) == ["✓"], "\(run)")
    let history = try SavedHistory(path: database)
    #expect(history.cards.map(\.answer) == ["Jackson"])
  }
}
