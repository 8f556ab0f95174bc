import FlashCardsCore
import FlashCardsDecks
import Foundation
import TestSupport
import Testing

/// Finding decks in folders of real files, in-process: by name, ignoring case, first folder first,
/// with a suggestion for a mistyped name and a broken file reported by its first problem.
@Suite("the deck library")
struct DeckLibraryTests {
  private func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  private func library(_ folders: String...) -> DeckLibrary {
    DeckLibrary(folders: folders.enumerated().map { .init(path: $1, label: "folder \($0)") })
  }

  @Test func aNameIsFoundIgnoringCaseAndItsReverseNamePlaysTheOtherWay() throws {
    try withTemporaryFolder { folder in
      try write("name: capitals\nreverse-name: states\nTexas = Austin\n", to: folder.path + "/capitals.deck")
      let library = library(folder.path)
      #expect(try library.entry(named: "CAPITALS").name == "capitals")
      #expect(try library.entry(named: "states").direction == .reverse)
      #expect(library.canonicalName("Capitals") == "capitals")
    }
  }

  /// The decks a history has played, as the library finds them now: a deck and its reverse name
  /// each (the file read once), a name played the other way or no longer found left out.
  @Test func theDecksPlayedAreFoundByTheNameAndDirectionPlayed() throws {
    try withTemporaryFolder { folder in
      try write("name: capitals\nreverse-name: states\nTexas = Austin\n", to: folder.path + "/capitals.deck")
      try write("name: elements\nH = hydrogen\n", to: folder.path + "/elements.deck")
      let played = library(folder.path).entriesPlayed([
        ("capitals", .forward), ("states", .reverse), ("elements", .reverse), ("gone", .forward),
        ("elements", .forward),
      ])
      #expect(played.map(\.name) == ["capitals", "states", "elements"])
      #expect(played.map(\.direction) == [.forward, .reverse, .forward])
      #expect(played.map { $0.deck.cards.count } == [1, 1, 1])
    }
  }

  @Test func theFirstFolderStandsInForALaterOne() throws {
    try withTemporaryFolder { folder in
      let (mine, bundled) = (folder.path + "/mine", folder.path + "/bundled")
      for path in [mine, bundled] {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      }
      try write("name: capitals\nOhio = Columbus\n", to: mine + "/capitals.deck")
      try write("name: capitals\nTexas = Austin\nUtah = Salt Lake City\n", to: bundled + "/capitals.deck")
      let (entries, broken) = library(mine, bundled).entries()
      #expect(entries.map(\.name) == ["capitals"])
      #expect(entries.first?.deck.cards.count == 1)
      #expect(broken.isEmpty)
    }
  }

  @Test func aMistypedNameIsAnsweredWithTheNearestDeck() throws {
    try withTemporaryFolder { folder in
      try write("name: capitals\nTexas = Austin\n", to: folder.path + "/capitals.deck")
      let library = library(folder.path)
      #expect(throws: DeckLoadError.noSuchDeck(name: "capitls", suggestion: "capitals")) {
        try library.entry(named: "capitls")
      }
      #expect(library.suggestion(for: "capitls") == "capitals")
      #expect(library.suggestion(for: "Capitals") == nil, "an existing name needs no suggestion")
      #expect(library.suggestion(for: "zzzzzzzz") == nil)
    }
  }

  @Test func aBrokenFileIsListedUnderItsNameWithItsFirstProblem() throws {
    try withTemporaryFolder { folder in
      try write("name: broken\nno equals sign here\n", to: folder.path + "/broken.deck")
      try write("name: fine\nA = B\n", to: folder.path + "/fine.deck")
      let (entries, broken) = library(folder.path).entries()
      #expect(entries.map(\.name) == ["fine"])
      #expect(broken.map(\.names) == [["broken"]])
      #expect(broken.first?.summary.hasPrefix("'broken': \(folder.path)/broken.deck:2: ") == true)
    }
  }

  @Test func aFolderOrAMissingFileIsNoDeck() throws {
    try withTemporaryFolder { folder in
      #expect(throws: DeckLoadError.unreadable(path: folder.path, reason: "it is a folder, not a deck file")) {
        try DeckFile.read(folder.path)
      }
      #expect(throws: DeckLoadError.unreadable(path: "x.deck", reason: "no such file")) {
        try library(folder.path).load("x.deck")
      }
      #expect(throws: DeckLoadError.noSuchFolder(path: folder.path + "/none")) {
        try DeckLibrary.searching(decksFolder: folder.path + "/none", dataFolder: folder.path)
      }
    }
  }

  @Test func anAtomicWriteLeavesAnExistingFileAloneUnlessReplacing() throws {
    try withTemporaryFolder { folder in
      let path = folder.path + "/mine.deck"
      try AtomicFile.write("first", to: path, replacing: false)
      #expect(throws: AtomicFile.Failure.self) { try AtomicFile.write("second", to: path, replacing: false) }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "first")
      try AtomicFile.write("third", to: path, replacing: true)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "third")
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["mine.deck"])
    }
  }
}

/// Saving a deck into the player's own folder, in-process.
@Suite("saving a player's deck")
struct SavingADeckTests {
  @Test func aDeckIsSavedUnderItsNameAndNeverOverAnotherOrUnderATakenName() throws {
    try withTemporaryFolder { data in
      let library = try DeckLibrary.searching(decksFolder: nil, dataFolder: data.path)
      let saved = try library.savePlayerDeck(
        "name: verbs\nreverse-name: verbos\nser = to be\n", name: "verbs", reverseName: "verbos", dataFolder: data.path,
        replacing: false)
      #expect(saved == data.path + "/decks/verbs.deck")
      #expect(try permissions(of: data.path + "/decks") == 0o700)
      #expect(throws: DeckWriteError.exists(path: saved)) {
        try library.savePlayerDeck("x", name: "verbs", reverseName: nil, dataFolder: data.path, replacing: false)
      }
      #expect(throws: DeckWriteError.nameTaken(names: ["verbos"], path: saved, flags: ["--reverse-name"])) {
        try library.savePlayerDeck("x", name: "other", reverseName: "VERBOS", dataFolder: data.path, replacing: true)
      }
      #expect(try String(contentsOfFile: saved, encoding: .utf8) == "name: verbs\nreverse-name: verbos\nser = to be\n")
    }
  }
}
