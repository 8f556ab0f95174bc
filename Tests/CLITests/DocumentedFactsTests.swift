import Foundation
import Testing

/// What README and docs/ state as facts of the program stays true where it can drift: the targets
/// drawn, where a link leads, how big the bundled decks are, what `decks import` says, and that a
/// newcomer finds the four things they ask first one link from a short README.
@Suite("documented facts")
struct DocumentedFactsTests {
  static let root = DocsAgreementTests.root

  static func text(_ file: String) throws -> String {
    try DocsAgreementTests.text(file)
  }

  /// docs/ARCHITECTURE.md's diagram is the one `Scripts/architecture-diagram` writes from
  /// Package.swift now; and, read here on its own, every target Package.swift declares has its row.
  @Test func theArchitectureDiagramIsPackageSwifts() async throws {
    let check = try await Sandbox().run(
      [Self.root.appendingPathComponent("Scripts/architecture-diagram").path, "--check"],
      executable: URL(fileURLWithPath: "/usr/bin/python3"))
    #expect(check.status == 0, "\(check)")
    let manifest = try Self.text("Package.swift")
    // Each declaration runs to the next one.
    let declared = manifest.components(separatedBy: "\n    .").dropFirst().compactMap { declaration in
      declaration.firstMatch(of: #/^(?:target|executableTarget|systemLibrary|testTarget)\(\s*name: "(\w+)"/#)
        .map { String($0.output.1) }
    }
    #expect(declared.contains("FlashCardsCore") && declared.contains("CLITests"), "\(declared)")
    let architecture = try Self.text("docs/ARCHITECTURE.md")
    for target in declared {
      #expect(architecture.contains("\n| `\(target)` | "), "docs/ARCHITECTURE.md's table has no row for \(target)")
    }
  }

  /// The Markdown files under a folder of the repository, and under its folders.
  static func documents(under folder: String) throws -> [String] {
    let files = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
    return (files?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
  }

  /// Every link from README, CHANGELOG and docs/ (the guide's folder too) to a file of the repository or a section leads to
  /// one: the file exists, and the section is a heading of it (GitHub's anchors).
  @Test func everyLinkLeadsSomewhere() throws {
    let documents =
      ["README.md", "CHANGELOG.md"] + (try Self.documents(under: "docs"))
    var links = 0
    for document in documents {
      let text = try Self.text(document)
      for link in text.matches(of: #/\]\(([^)\s]+)\)/#).map({ String($0.output.1) })
      where !link.contains("://") && !link.hasPrefix("mailto:") {
        links += 1
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let url = Self.root.appendingPathComponent(document).deletingLastPathComponent()
          .appendingPathComponent(parts[0]).standardized
        let target = parts[0].isEmpty ? document : String(url.path.dropFirst(Self.root.standardized.path.count + 1))
        let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path)
        #expect(exists, "\(document) links to \(link): no file \(target)")
        guard exists, parts.count == 2, target.hasSuffix(".md") else { continue }
        let anchors = try Self.text(target).split(separator: "\n").filter { $0.hasPrefix("#") }
          .map { Self.anchor(String($0)) }
        #expect(anchors.contains(parts[1]), "\(document) links to \(link): no such heading in \(target)")
      }
    }
    #expect(links >= 4, "the links were not found")
  }

  /// Every file docs/ARCHITECTURE.md names exists: a path from the repository's top
  /// (`Sources/…`, `Tests/…`, `Scripts/…`, `docs/…`), or a bare file name after one, in the same
  /// folder. "Where things are" is only one hop if the hop lands.
  @Test func everyFileTheArchitectureNamesExists() throws {
    let architecture = try Self.text("docs/ARCHITECTURE.md")
    var named = 0
    for line in architecture.split(separator: "\n") {
      var folder = ""
      for match in line.matches(
        of:
          #/`([A-Za-z0-9_+./<>-]+\.(?:swift|md|sql|c|h|py|mdoc))`|`((?:Sources|Tests|Scripts|docs)/[A-Za-z0-9_+./-]+)`/#
      ) {
        let name = String(match.output.1 ?? match.output.2 ?? "")
        guard !name.contains("<") else { continue }
        let path = name.contains("/") ? name : folder + name
        if name.contains("/") { folder = (name as NSString).deletingLastPathComponent + "/" }
        guard path.contains("/") else { continue }
        named += 1
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
          "docs/ARCHITECTURE.md names \(path), which does not exist")
      }
    }
    #expect(named >= 40, "the file names of docs/ARCHITECTURE.md were not found")
  }

  /// A heading's anchor as GitHub makes it: lowercased, punctuation dropped, spaces to dashes.
  static func anchor(_ heading: String) -> String {
    heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
      .replacingOccurrences(of: " ", with: "-")
  }

  /// "elements (30 cards)" in README and docs/: the deck has that many cards, as
  /// `flashcards decks` counts them.
  @Test func theDeckSizesGivenAreTheDecks() async throws {
    let decks = try await Sandbox().run(["decks"], environment: ["COLUMNS": "250"])
    var sizes: [String: Int] = [:]
    for row in decks.stdout.matches(of: #/(?m)^([a-z-]+) +(\d+) /#) {
      sizes[String(row.output.1)] = Int(row.output.2)
    }
    #expect(sizes["capitals"] == 50, "\(decks)")
    var stated = 0
    for document in ["README.md"] + (try Self.documents(under: "docs")) {
      for claim in try Self.text(document).matches(of: #/`?([a-z-]+)`? \((\d+) cards\)/#)
      where sizes[String(claim.output.1)] != nil {
        stated += 1
        #expect(
          sizes[String(claim.output.1)] == Int(claim.output.2),
          "\(document): \(claim.output.0), but the deck has \(sizes[String(claim.output.1)] ?? 0) cards")
      }
    }
    #expect(stated >= 3, "docs/PERFORMANCE.md names the sizes of the decks it generates games of")
  }

  /// A time measured is given in docs/PERFORMANCE.md and nowhere else: README, the user guide and
  /// the page on your data quote no upgrade's time (their figures went stale where they were copied).
  @Test func onlyThePerformancePageGivesUpgradeTimes() throws {
    let documents = ["README.md", "docs/data.md"] + (try Self.documents(under: "docs/guide"))
    #expect(documents.count >= 10, "\(documents)")
    for document in documents {
      let sentences = try Self.text(document).replacingOccurrences(of: "\n", with: " ").components(separatedBy: ". ")
      let timed = sentences.filter { $0.contains("upgrade") && $0.contains(#/\d[\d.,]* s\b/#) }
      #expect(timed.isEmpty, "\(document) gives an upgrade's time; link docs/PERFORMANCE.md instead: \(timed)")
    }
  }

  /// `decks import` names the deck file it wrote by the data folder as XDG_DATA_HOME gives it (a
  /// link not followed, the path not tidied), and the user guide shows that message as it is printed.
  @Test func theImportMessageNamesTheDeckFileAsTheFolderIsGiven() async throws {
    let sandbox = try Sandbox()
    try FileManager.default.createSymbolicLink(
      atPath: sandbox.path("linked"), withDestinationPath: sandbox.dataHome.path)
    let given = sandbox.path("linked") + "/./"
    let source = try sandbox.write("Spanish Verbs.txt", "hablar\tto speak\ncomer\tto eat\nvivir\t\n")
    let run = try await sandbox.run(["decks", "import", source], environment: ["XDG_DATA_HOME": given])
    let deck = (given as NSString).appendingPathComponent("flashcards/decks/spanish-verbs.deck")
    #expect(
      run.stdout.hasPrefix("Imported 2 cards as 'spanish-verbs' into \(deck); 1 line skipped:\n"), "\(run)")

    let guide = try Self.text("docs/guide/import-export.md").replacingOccurrences(of: "\n", with: " ")
    let shown = try #require(
      guide.firstMatch(of: #/`(Imported \d+ cards as '[^']+' into [^;`]+); \d+ lines skipped:`/#))
    let home = try #require(shown.output.1.firstMatch(of: #/into (/[^/]+/[^/]+)/#)?.output.1)
    #expect(
      shown.output.1.hasSuffix("into \(home)/.local/share/flashcards/decks/spanish-verbs.deck"),
      "docs/guide/import-export.md shows a path the program never prints: \(shown.output.1)")
  }

  /// The quick start says what `make test` installs: every package `Scripts/install-deps` adds.
  @Test func theQuickStartNamesWhatTheTestsInstall() throws {
    let script = try Self.text("Scripts/install-deps")
    let lists = script.matches(of: #/packages(\+)?=\(([a-z0-9 .+-]+)\)/#).map { String($0.output.2) }
    let packages = lists.flatMap { $0.split(separator: " ").map(String.init) }
    #expect(packages.contains("chromium") && packages.contains("libedit-dev"), "\(lists)")
    let readme = try Self.text("README.md")
    let start = try #require(readme.range(of: "## Quick start"))
    let quickStart = String(readme[start.upperBound...]).components(separatedBy: "\n## ")[0]
    for package in packages {
      #expect(quickStart.contains(package), "README's quick start does not name \(package)")
    }
  }

  /// README stays short, and links each of: how to play, how review schedules, how to set up a
  /// class server, what the history file holds.
  @Test func theReadmeIsShortAndLinksTheFirstQuestions() throws {
    let readme = try Self.text("README.md")
    let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lines < 300, "README has \(lines) lines; the rest belongs in docs/guide")
    for page in ["docs/guide/playing.md", "docs/guide/review.md", "docs/guide/server.md", "docs/data.md"] {
      #expect(readme.contains("](\(page))"), "README does not link \(page)")
    }
  }
}
