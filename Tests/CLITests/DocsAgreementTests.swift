import Foundation
import Testing

/// `--help` and the man page, the command reference, say the same: every option `--help` shows is
/// in the man page (its names, its help word for word, its values and default); the exit statuses
/// are in the man page and the user guide; the man page lints clean; the scripting examples give
/// right answers.
@Suite("docs agree with --help")
struct DocsAgreementTests {
  static let root = AssetTests.assets.deletingLastPathComponent()
  static let commands: [[String]] = [
    ["play"], ["review"], ["history", "list"], ["history", "show"], ["history", "export"], ["history", "delete"],
    ["stats"], ["report"], ["decks", "list"], ["decks", "check"], ["decks", "import"], ["decks", "export"],
    ["server", "init"], ["server", "add-player"], ["server", "add-teacher"], ["server", "remove-player"],
    ["server", "classes"], ["server", "sessions"], ["server", "end-session"], ["sync"],
  ]
  static let globalNames: Set<String> = ["--db", "--decks", "--player", "--color", "--version", "--help"]

  static func entries(_ command: [String]) async throws -> [HelpEntry] {
    let run = try await Sandbox().run(command + ["--help"], environment: ["COLUMNS": "250"])
    #expect(run.status == 0, "\(run)")
    return HelpEntry.parse(run.stdout)
  }

  static func text(_ file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// The man page's text for one command (`.Ss history show` up to the next heading), or, for
  /// nil, DESCRIPTION (where the options of every command are).
  static func manPage(_ command: [String]?) throws -> String {
    let lines = try text("Assets/flashcards.1").split(separator: "\n").map(String.init)
    let heading = command.map { ".Ss " + $0.joined(separator: " ") } ?? ".Sh DESCRIPTION"
    guard let start = lines.firstIndex(of: heading) else { return "" }
    let rest = lines[(start + 1)...]
    let end = rest.firstIndex { $0.hasPrefix(".Ss ") || $0.hasPrefix(".Sh ") } ?? rest.endIndex
    return rest[..<end].joined(separator: "\n")
  }

  /// The man page's text as read: lines joined by spaces, mdoc's escapes undone.
  static func readable(_ man: String) -> String {
    man.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\\&", with: "")
      .replacingOccurrences(of: "\\e", with: "\\")
  }

  static func expectAgreement(_ entry: HelpEntry, man: String, command: String) {
    let words = readable(man)
    // The man page gives ArgumentParser's value list and default as sentences of their own
    // (checked below).
    let help = entry.help.replacing(#/ ?\((values|default): [^)]*\)$/#, with: "")
    #expect(
      words.contains(help), "the man page lacks, or words otherwise, \(command) \(entry.spec): \(help)")
    for name in entry.names {
      let flag = name.hasPrefix("--") ? "Fl \\-\(name.dropFirst(2))" : "Fl \(name.dropFirst())"
      #expect(man.contains(flag), "the man page lacks \(command) \(name)")
    }
    if entry.names.isEmpty, let argument = entry.spec.firstMatch(of: #/<([a-z-]+)>/#) {
      #expect(man.contains(".It Ar \(argument.output.1)"), "the man page lacks \(command) \(entry.spec)")
    }
    if let values = entry.values {
      #expect(words.contains("Values: \(values)."), "the man page lists other values for \(command) \(entry.spec)")
    }
    if let value = entry.defaultValue {
      #expect(words.contains(value), "the man page gives another default for \(command) \(entry.spec)")
    }
  }

  @Test(arguments: commands)
  func everyOptionOfTheHelpIsInTheManPage(command: [String]) async throws {
    let name = command.joined(separator: " ")
    let man = try DocsAgreementTests.manPage(command)
    #expect(!man.isEmpty, "the man page has no part for \(name)")
    for entry in try await DocsAgreementTests.entries(command)
    where DocsAgreementTests.globalNames.isDisjoint(with: entry.names) {
      DocsAgreementTests.expectAgreement(entry, man: man, command: name)
    }
  }

  @Test func theOptionsOfEveryCommandAreInTheManPage() async throws {
    let entries = try await DocsAgreementTests.entries([])
    #expect(entries.contains { $0.names.contains("--db") })
    for entry in entries where !DocsAgreementTests.globalNames.isDisjoint(with: entry.names) {
      DocsAgreementTests.expectAgreement(entry, man: try DocsAgreementTests.manPage(nil), command: "flashcards")
    }
  }

  @Test func everyExitStatusIsDocumented() throws {
    let guide = try DocsAgreementTests.text("docs/guide/README.md")
    let man = try DocsAgreementTests.text("Assets/flashcards.1")
    let manStatuses = man.components(separatedBy: ".Sh EXIT STATUS\n").dropFirst().first ?? ""
    for status in [0, 1, 64, 69, 75, 77, 129, 130, 141, 143] {
      #expect(guide.contains("\n- `\(status)`: "), "docs/guide/README.md's exit statuses lack \(status)")
      #expect(manStatuses.contains(".It \(status)\n"), "the man page's EXIT STATUS lacks \(status)")
    }
    for section in ["ENVIRONMENT", "FILES", "DECK FORMAT"] {
      #expect(man.contains(".Sh \(section)\n"), "the man page has no \(section)")
    }
    for variable in [
      "FLASHCARDS_DB", "FLASHCARDS_PLAYER", "FLASHCARDS_BUSY_TIMEOUT", "XDG_DATA_HOME", "NO_COLOR", "FLASHCARDS_SERVER",
      "FLASHCARDS_LOCK_TIMEOUT",
    ] {
      #expect(man.contains(".It Ev \(variable)"), "the man page's ENVIRONMENT lacks \(variable)")
    }
  }

  /// The man page's usage lines are those `--help` shows, the lines of their own that `play` and
  /// `history delete` have included.
  @Test(arguments: commands)
  func theManPagesUsageIsTheHelps(command: [String]) async throws {
    let help = try await Sandbox().run(command + ["--help"], environment: ["COLUMNS": "250"])
    let usage = help.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { !$0.hasPrefix("USAGE: ") }.prefix { !$0.isEmpty }
      .map { String($0).replacing(#/^(USAGE:)? +/#, with: "") }
    #expect(!usage.isEmpty, "\(help)")
    let man = try DocsAgreementTests.manPage(command).split(separator: "\n").map(String.init)
    let literal = man.drop { $0 != ".Bd -literal -offset indent" }.dropFirst().prefix { $0 != ".Ed" }
    #expect(Array(literal) == usage, "the man page's usage of \(command.joined(separator: " ")): run make assets")
  }

  /// Every environment variable the sources read (`environment["NAME"]`, `getenv("NAME")`, a list
  /// of names looked up on the same line) is in the man page's ENVIRONMENT, except the hooks for
  /// tests, which are named FLASHCARDS_TEST_….
  @Test func everyVariableTheSourcesReadIsInTheManPage() throws {
    let sources = DocsAgreementTests.root.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
      .compactMap { $0 as? URL }.filter { ["swift", "c", "h"].contains($0.pathExtension) }
    var read: Set<String> = []
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      where line.contains("environment[") || line.contains("getenv(") {
        read.formUnion(line.matches(of: #/"([A-Z][A-Z0-9_]+)"/#).map { String($0.output.1) })
      }
    }
    // The scan finds what it should: one variable of each kind of read.
    #expect(read.isSuperset(of: ["FLASHCARDS_DB", "PAGER", "LANG", "LC_ALL", "COLUMNS", "USER"]), "\(read.sorted())")
    let man = try DocsAgreementTests.text("Assets/flashcards.1")
    let environment =
      man.components(separatedBy: ".Sh ENVIRONMENT\n").dropFirst().first?
      .components(separatedBy: "\n.Sh ").first ?? ""
    for variable in read.sorted() where !variable.hasPrefix("FLASHCARDS_TEST_") {
      #expect(
        environment.contains(".It Ev \(variable)") || environment.contains(" , \(variable)")
          || environment.contains(".Ev \(variable)"),
        "the man page's ENVIRONMENT lacks \(variable), which the sources read")
    }
  }

  @Test func theManPageLintsClean() async throws {
    let page = AssetTests.assets.appendingPathComponent("flashcards.1").path
    let mandoc = try await Sandbox().run(
      ["-T", "lint", "-W", "warning", page], executable: URL(fileURLWithPath: "/usr/bin/mandoc"))
    #expect(mandoc.status == 0 && mandoc.stdout.isEmpty, "mandoc (Scripts/install-deps --tests): \(mandoc)")
    let groff = try await Sandbox().run(
      ["-man", "-ww", "-z", page], executable: URL(fileURLWithPath: "/usr/bin/groff"))
    #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff)")
  }

  /// `printf 'A\nB\n' | flashcards play DECK --seed S --count 2 …`, as docs/guide/playing.md and `play --help`
  /// show it, run by the shell: every answer right.
  @Test func theScriptingExamplesGiveRightAnswers() async throws {
    let guide = try DocsAgreementTests.text("docs/guide/playing.md")
    let help = try await Sandbox().run(["play", "--help"]).stdout
    let pattern = #/printf '[^'`]*' \| flashcards play [^`\n]*/#
    let fromGuide = guide.matches(of: pattern).map { String($0.output) }
    let fromHelp = help.matches(of: pattern).map { String($0.output) }
    #expect(fromGuide.count == 1 && fromHelp.count == 1, "\(fromGuide) \(fromHelp)")
    #expect(
      fromGuide.allSatisfy { $0.hasSuffix(" --db :memory:") }, "The guide's example keeps no history: \(fromGuide)")

    let sandbox = try Sandbox()
    try FileManager.default.createDirectory(atPath: sandbox.path("bin"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("bin/flashcards"), withDestinationPath: try FlashCardsBinary.url.get().path)
    for example in fromGuide + fromHelp {
      let count = example.firstMatch(of: #/--count (\d+)/#).map { String($0.output.1) } ?? "?"
      let run = try await sandbox.run(
        ["-c", example], environment: ["PATH": sandbox.path("bin") + ":/usr/bin:/bin"],
        executable: URL(fileURLWithPath: "/bin/sh"))
      #expect(run.status == 0 && run.stdout.contains("Score: \(count)/\(count) (100%)"), "\(example)\n\(run)")
      if fromGuide.contains(example) {
        #expect(
          !FileManager.default.fileExists(atPath: sandbox.defaultDatabase.path), "The guide's example saved a game")
      }
    }
  }
}
