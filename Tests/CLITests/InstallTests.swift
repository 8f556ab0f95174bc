import Foundation
import TestSupport
import Testing

/// `make install` and `make uninstall` into a temporary `PREFIX=$HOME/.local`, as the README says,
/// where the player's own decks share `share/flashcards` with the installed files. The binary
/// installed is the one the tests run (`make test-release`: the release build), built once.
@Suite("make install and make uninstall keep the player's files")
struct InstallTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let bundledNames =
    (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Decks").path))?
    .filter { $0.hasSuffix(".deck") }.sorted() ?? []

  let sandbox: Sandbox
  var prefix: String { sandbox.home.appendingPathComponent(".local").path }
  var ownDecks: String { prefix + "/share/flashcards/decks" }
  var bundledDecks: String { prefix + "/share/flashcards/bundled-decks" }

  init() throws {
    sandbox = try Sandbox()
  }

  func make(_ target: String) async throws -> RunResult {
    let binary = try FlashCardsBinary.url.get().path
    let run = try await sandbox.run(
      ["-s", "-C", Self.root.path, target, "PREFIX=\(prefix)", "INSTALL_BINARY=\(binary)"],
      environment: ["XDG_DATA_HOME": nil, "PATH": "/usr/bin:/bin"], executable: URL(fileURLWithPath: "/usr/bin/make"),
      timeout: 120)
    #expect(run.status == 0, "\(run)")
    return run
  }

  /// The installed `flashcards`, with the data folder under HOME as a new user has it.
  func flashcards(_ arguments: [String], stdin: String = "") async throws -> RunResult {
    try await sandbox.run(
      arguments, stdin: stdin, environment: ["XDG_DATA_HOME": nil],
      executable: URL(fileURLWithPath: prefix + "/bin/flashcards"))
  }

  /// Every file under PREFIX, relative to it.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: prefix)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: prefix + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue
      {
        found.append(path)
      }
    }
    return found.sorted()
  }

  func folders() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: prefix)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: prefix + "/" + path, isDirectory: &isDirectory), isDirectory.boolValue {
        found.append(path)
      }
    }
    return found.sorted()
  }

  func read(_ path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test("an imported deck and an edited bundled deck survive uninstall and reinstall; nothing else is left")
  func importEditUninstallReinstall() async throws {
    let installed = try await make("install")
    #expect(installed.stdout.contains("the program      \(prefix)/bin/flashcards"), "\(installed)")
    #expect(installed.stdout.contains("bundled decks    \(bundledDecks)"), "\(installed)")
    #expect(installed.stdout.contains("\(prefix)/bin is not on your PATH"), "\(installed)")
    #expect(installed.stdout.contains("export PATH=\"\(prefix)/bin:$PATH\""), "\(installed)")
    #expect(installed.stdout.contains("source \(prefix)/share/bash-completion/completions/flashcards"), "\(installed)")
    #expect(!(installed.stdout + installed.stderr).contains("mktemp"), "\(installed)")
    #expect(Self.bundledNames.allSatisfy { files().contains("share/flashcards/bundled-decks/\($0)") }, "\(files())")

    let listed = try await flashcards(["decks"])
    #expect(listed.stdout.contains("yours: \(ownDecks)\n"), "\(listed)")
    #expect(listed.stdout.contains("bundled: \(bundledDecks)\n"), "\(listed)")

    let source = try sandbox.write("words.csv", "perro,dog\ngato,cat\n")
    let imported = try await flashcards(["decks", "import", source, "--name", "spanish"])
    #expect(imported.status == 0, "\(imported)")
    let mine = ownDecks + "/spanish.deck"
    let myDeck = try read(mine)
    let capitals = bundledDecks + "/capitals.deck"
    let edited = try read(capitals) + "Atlantis = Poseidonia\n"
    try edited.write(toFile: capitals, atomically: true, encoding: .utf8)
    let played = try await flashcards(["play", "spanish", "--count", "1", "--seed", "1"], stdin: "dog\n")
    #expect(played.status == 0, "\(played)")

    let removed = try await make("uninstall")
    #expect(removed.stdout.contains("Kept \(capitals): changed since it was installed."), "\(removed)")
    #expect(try read(mine) == myDeck)
    #expect(try read(capitals) == edited)
    #expect(!FileManager.default.fileExists(atPath: prefix + "/bin/flashcards"))

    let again = try await make("install")
    #expect(again.stdout.contains("Kept \(capitals) as you changed it"), "\(again)")
    #expect(!again.stdout.contains("file(s) in \(ownDecks)"), "the player's own folder is no old install's: \(again)")
    #expect(try read(mine) == myDeck)
    #expect(try read(capitals) == edited, "a reinstall must not overwrite the player's edit")
    let history = try await flashcards(["history"])
    #expect(history.stdout.contains("spanish"), "the history survives: \(history)")

    _ = try await make("uninstall")
    let left = files().filter { !$0.hasPrefix("share/flashcards/history.sqlite") }
    #expect(
      left == ["share/flashcards/bundled-decks/capitals.deck", "share/flashcards/decks/spanish.deck"], "\(files())")
    #expect(
      folders() == ["share", "share/flashcards", "share/flashcards/bundled-decks", "share/flashcards/decks"],
      "only the folders that hold the player's files: \(folders())")
  }

  @Test("an install that mixed the bundled decks with the player's loses only exact copies, said once")
  func oldMixedLayout() async throws {
    for name in Self.bundledNames {
      try sandbox.write(
        "home/.local/share/flashcards/decks/\(name)",
        read(Self.root.appendingPathComponent("Decks/\(name)").path))
    }
    let elements = ownDecks + "/elements.deck"
    let edited = try read(elements) + "Unobtainium = Uo\n"
    try edited.write(toFile: elements, atomically: true, encoding: .utf8)
    let own = try sandbox.write("home/.local/share/flashcards/decks/birds.deck", "name: birds\nRobin = red\n")

    let installed = try await make("install")
    #expect(installed.stdout.contains("Kept 2 file(s) in \(ownDecks): your own decks"), "\(installed)")
    #expect(
      (try? FileManager.default.contentsOfDirectory(atPath: ownDecks).sorted()) == ["birds.deck", "elements.deck"])
    #expect(try read(elements) == edited)
    #expect(try read(own) == "name: birds\nRobin = red\n")

    let again = try await make("install")
    #expect(!again.stdout.contains("Kept 2 file(s)"), "said once: \(again)")

    _ = try await make("uninstall")
    #expect(files() == ["share/flashcards/decks/birds.deck", "share/flashcards/decks/elements.deck"], "\(files())")
  }
}
