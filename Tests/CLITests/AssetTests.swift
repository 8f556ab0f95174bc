import Foundation
import Testing

/// What `make install` ships beside the binary must describe the binary as built.
@Suite("installed assets")
struct AssetTests {
  static let assets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Assets")

  @Test(arguments: [
    ("bash", "completions/flashcards.bash"), ("zsh", "completions/_flashcards"),
    ("fish", "completions/flashcards.fish"),
  ])
  func theShellCompletionsAreThoseOfTheCurrentCommands(shell: String, file: String) async throws {
    let run = try await Sandbox().run(["--generate-completion-script", shell])
    let committed = try String(contentsOf: AssetTests.assets.appendingPathComponent(file), encoding: .utf8)
    #expect(run.stdout == committed, "Assets/\(file) is out of date: run make assets")
  }

  @Test func theManPageNamesEveryCommand() throws {
    let page = try String(contentsOf: AssetTests.assets.appendingPathComponent("flashcards.1"), encoding: .utf8)
    for command in ["play", "history", "stats", "decks"] {
      #expect(page.contains(command), "the man page lacks \(command): run make assets")
    }
  }
}
