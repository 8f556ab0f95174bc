import FlashCardsCore
import FlashCardsDecks
import Foundation
import Synchronization
import TestSupport
import Testing

/// Saving a deck under a name that looks like one already played: a bundled deck's names are
/// never taken, names equal but for case or Unicode form are one name, and two saves at once
/// cannot both take a name. Real folders and files, in-process.
@Suite("deck name clashes")
struct DeckNameClashTests {
  /// A data folder with the player's deck folder, and a folder of "bundled" decks.
  private struct Folders {
    var data: String
    var bundled: String
    var mine: String { data + "/decks" }

    func library(decks: String? = nil) -> DeckLibrary {
      var folders = decks.map { [DeckLibrary.Folder(path: $0, label: DeckLibrary.Folder.decksOptionLabel)] } ?? []
      folders.append(.init(path: mine, label: DeckLibrary.Folder.playerLabel))
      folders.append(.init(path: bundled, label: DeckLibrary.Folder.bundledLabel))
      return DeckLibrary(folders: folders)
    }

    func save(
      _ name: String, reverse: String? = nil, replacing: Bool = false, decks: String? = nil
    ) throws(DeckWriteError) -> String {
      try library(decks: decks).savePlayerDeck(
        "name: \(name)\nperro = dog\n", name: name, reverseName: reverse, dataFolder: data, replacing: replacing)
    }

    func files() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: mine)) ?? []).sorted()
    }
  }

  private func withFolders(_ body: (Folders) throws -> Void) throws {
    try withTemporaryFolder { root in
      let folders = Folders(data: root.path + "/data", bundled: root.path + "/bundled")
      for path in [folders.mine, folders.bundled] {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
      try "name: capitals\nreverse-name: states\nTexas = Austin\n".write(
        toFile: folders.bundled + "/capitals.deck", atomically: true, encoding: .utf8)
      try body(folders)
    }
  }

  @Test func aBundledDecksNamesAreNeverTakenNotEvenWithForce() throws {
    try withFolders { folders in
      let bundled = folders.bundled + "/capitals.deck"
      for (name, reverse, names, flags) in [
        ("capitals", nil, ["capitals"], ["--name"]), ("CAPITALS", nil, ["capitals"], ["--name"]),
        ("mine", "States", ["states"], ["--reverse-name"]),
        ("capitals", "states", ["capitals", "states"], ["--name", "--reverse-name"]),
      ] as [(String, String?, [String], [String])] {
        for replacing in [false, true] {
          #expect(throws: DeckWriteError.bundledName(names: names, path: bundled, flags: flags)) {
            try folders.save(name, reverse: reverse, replacing: replacing)
          }
        }
      }
      // A deck of one's own that already stands in for the bundled one (written by hand) is not
      // replaced by an import either.
      try "name: capitals\nOhio = Columbus\n".write(
        toFile: folders.mine + "/capitals.deck", atomically: true, encoding: .utf8)
      #expect(throws: DeckWriteError.bundledName(names: ["capitals"], path: bundled, flags: ["--name"])) {
        try folders.save("capitals", replacing: true)
      }
      #expect(try String(contentsOfFile: folders.mine + "/capitals.deck", encoding: .utf8).contains("Ohio"))
    }
  }

  @Test func namesEqualButForUnicodeFormAreOneNameStoredComposed() throws {
    try withFolders { folders in
      let composed = "caf\u{E9}"
      let decomposed = "cafe\u{301}"
      let saved = try folders.save(decomposed)
      let fileName = Array("/\(composed).deck".utf8)
      #expect(Array(Array(saved.utf8).suffix(fileName.count)) == fileName, "stored under the NFC name")
      #expect(throws: DeckWriteError.exists(path: saved)) { try folders.save(composed) }
      #expect(try folders.save(composed, replacing: true) == saved)
      #expect(folders.files() == ["\(composed).deck"])

      // A file another program wrote under the decomposed name is another deck with that name.
      try FileManager.default.removeItem(atPath: saved)
      let other = folders.mine + "/\(decomposed).deck"
      try "name: \(decomposed)\nA = B\n".write(toFile: other, atomically: true, encoding: .utf8)
      for replacing in [false, true] {
        #expect(throws: DeckWriteError.nameTaken(names: [decomposed], path: other, flags: ["--name"])) {
          try folders.save(composed, replacing: replacing)
        }
      }
      #expect(folders.files().count == 1)
    }
  }

  @Test func namesEqualButForCaseAreOneName() throws {
    try withFolders { folders in
      let saved = try folders.save("Straße")
      for name in ["STRASSE", "straße"] {
        #expect(throws: DeckWriteError.nameTaken(names: ["Straße"], path: saved, flags: ["--name"])) {
          try folders.save(name, replacing: true)
        }
      }
      // A file whose name differs from NAME.deck only in case would be that file on a
      // case-insensitive file system, whatever deck it holds: refused on every system.
      try "name: other\nA = B\n".write(toFile: folders.mine + "/VERBS.deck", atomically: true, encoding: .utf8)
      #expect(throws: DeckWriteError.fileNameTaken(path: folders.mine + "/VERBS.deck", fileName: "verbs.deck")) {
        try folders.save("verbs", replacing: true)
      }
      #expect(folders.files() == ["Straße.deck", "VERBS.deck"])
    }
  }

  @Test func aDeckInTheDecksFolderHoldsItsNameToo() throws {
    try withFolders { folders in
      let extra = folders.data + "/extra"
      try FileManager.default.createDirectory(atPath: extra, withIntermediateDirectories: true)
      try "name: verbs\nser = to be\n".write(toFile: extra + "/v.deck", atomically: true, encoding: .utf8)
      #expect(throws: DeckWriteError.nameTaken(names: ["verbs"], path: extra + "/v.deck", flags: ["--name"])) {
        try folders.save("Verbs", decks: extra)
      }
      #expect(try folders.save("Verbs") == folders.mine + "/Verbs.deck", "without --decks that folder is not searched")
    }
  }

  /// Eight saves at once, each under the same name in another case, in five rounds: the check
  /// and the write are one step, so exactly one deck is written and the others are told why.
  /// (Without the folder's lock two saves won in four runs of five.)
  @Test(arguments: 1...5)
  func savesAtOnceTakeANameOnce(round: Int) throws {
    try withFolders { folders in
      let names = ["race", "RACE", "Race", "rAce", "racE", "RaCe", "raCE", "RACe"]
      let results = Mutex<[Result<String, DeckWriteError>]>([])
      DispatchQueue.concurrentPerform(iterations: names.count) { index in
        let result = Result { () throws(DeckWriteError) in try folders.save(names[index]) }
        results.withLock { $0.append(result) }
      }
      let outcomes = results.withLock { $0 }
      #expect(outcomes.filter { (try? $0.get()) != nil }.count == 1, "\(outcomes)")
      #expect(folders.files().count == 1, "\(folders.files())")
      for case .failure(let error) in outcomes {
        guard case .nameTaken = error else {
          Issue.record("unexpected \(error)")
          continue
        }
      }
    }
  }
}
