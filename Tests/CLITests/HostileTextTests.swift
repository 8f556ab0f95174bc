import Foundation
import Testing

/// Strings from a deck file, a flag or the database reach the terminal only made safe: on
/// standard output and standard error, in error messages and suggestions alike.
@Suite("hostile text in messages")
struct HostileTextTests {
  static let clipboardWrite = "\u{1B}]52;c;ZWNobyBwd25lZA==\u{07}"
  static let windowTitle = "\u{1B}]0;pwned\u{1B}\\"

  /// Nothing a terminal acts on: no C0 (but line breaks), C1 or DEL, no bidi or format character.
  private func expectInert(_ text: String, _ run: RunResult, sourceLocation: SourceLocation = #_sourceLocation) {
    let unsafe = text.unicodeScalars.filter {
      ($0 != "\n" && $0.isControl) || $0.properties.generalCategory == .format || $0 == "\u{2028}"
    }
    #expect(
      unsafe.isEmpty, "reaches the terminal: \(unsafe.map { String($0.value, radix: 16) }) in \(run)",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: ["\u{1B}]52;c;QQ\u{07}", "\u{1B}]0;pwn\u{07}", "\u{202E}slatipac"])
  func theDidYouMeanSuggestionIsSafe(hostileEnd: String) async throws {
    let sandbox = try Sandbox()
    try sandbox.write(
      "data/flashcards/decks/states.deck", "name: the-fifty-states-and-their-capitals\(hostileEnd)\nTexas = Austin\n")

    let list = try await sandbox.run(["decks"])
    #expect(list.stdout.contains("the-fifty-states-and-their"), "\(list)")
    expectInert(list.stdout, list)
    let run = try await sandbox.run(["--db", ":memory:", "play", "the-fifty-states-and-their-capitals"])
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.contains("Did you mean 'the-fifty-states-and-their-capitals"), "\(run)")
    expectInert(run.stderr, run)
    expectInert(run.stdout, run)
  }

  @Test func aDeckFilterIsEchoedSafely() async throws {
    let sandbox = try Sandbox()
    let database = sandbox.path("history.sqlite")
    let played = try await sandbox.run(["--db", database, "play", "capitals", "--count", "1"], stdin: "?\n")
    #expect(played.status == 0, "\(played)")

    // Named by no deck and no game: an error for people, an empty list for scripts.
    for (command, status) in [
      (["stats"], 1), (["history"], 1), (["stats", "--format", "json"], 0), (["history", "--format", "csv"], 0),
    ] {
      let run = try await sandbox.run(
        ["--db", database] + command + ["--deck", "x\(HostileTextTests.clipboardWrite)\u{202E}"])
      #expect(run.status == Int32(status), "\(run)")
      expectInert(run.stdout, run)
      expectInert(run.stderr, run)
    }
  }

  @Test func aDatabasePathIsEchoedSafelyInErrors() async throws {
    let sandbox = try Sandbox()
    let folder = sandbox.path("d\(HostileTextTests.windowTitle)\u{202E}")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)

    for command in [["play", "capitals"], ["history"], ["stats"]] {
      let run = try await sandbox.run(["--db", folder] + command, stdin: "Austin\n")
      #expect(run.status != 0, "\(run)")
      #expect(run.stderr.contains("^[]0;pwned^[\\\\u{202E}"), "\(run)")
      expectInert(run.stderr, run)
    }
  }

  /// ArgumentParser's own messages quote the value given; they too pass through the safe path.
  @Test func aBadOptionValueIsEchoedSafely() async throws {
    let sandbox = try Sandbox()
    let run = try await sandbox.run(["history", "--limit", "1\(HostileTextTests.clipboardWrite)"])

    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains("'1^[]52;c;ZWNobyBwd25lZA==^G'"), "\(run)")
    expectInert(run.stderr, run)
  }
}
