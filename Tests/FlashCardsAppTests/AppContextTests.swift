import FlashCardsApp
import FlashCardsCore
import FlashCardsStore
import Foundation
import TestSupport
import Testing

/// Where the history is and whose games it holds, and how it is opened: read-only commands create
/// and change nothing, and an upgrade says where the copy of the old file is. The locks and the
/// upgrades of big files, which a process shows, are CLITests' (BusyHistoryTests, UpgradeTests).
@Suite("the app's context and how a history is opened")
struct AppContextTests {
  struct Place: Sendable, CustomStringConvertible {
    var option: String?
    var environment: [String: String]
    var history: String
    var dataFolder: String

    var description: String { "\(option ?? "no --db") \(environment)" }
  }

  @Test(
    "--db, else FLASHCARDS_DB, else history.sqlite in the data folder",
    arguments: [
      Place(
        option: "/x/h.sqlite", environment: ["FLASHCARDS_DB": "/y/h.sqlite", "HOME": "/home/ann"],
        history: "/x/h.sqlite", dataFolder: "/home/ann/.local/share/flashcards"),
      Place(
        option: nil, environment: ["FLASHCARDS_DB": "/y/h.sqlite", "HOME": "/home/ann"], history: "/y/h.sqlite",
        dataFolder: "/home/ann/.local/share/flashcards"),
      Place(
        option: nil, environment: ["HOME": "/home/ann"],
        history: "/home/ann/.local/share/flashcards/history.sqlite", dataFolder: "/home/ann/.local/share/flashcards"),
      Place(
        option: nil, environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "/data"],
        history: "/data/flashcards/history.sqlite", dataFolder: "/data/flashcards"),
      // A relative XDG_DATA_HOME is ignored, as the XDG specification says.
      Place(
        option: nil, environment: ["HOME": "/home/ann", "XDG_DATA_HOME": "data"],
        history: "/home/ann/.local/share/flashcards/history.sqlite", dataFolder: "/home/ann/.local/share/flashcards"),
    ])
  func historyPlace(_ place: Place) {
    let context = AppContext(
      databaseOption: place.option, decksFolder: nil, playerOption: "ann", environment: place.environment)
    #expect(context.databasePath == place.history)
    #expect(context.dataFolder == place.dataFolder)
  }

  @Test func thePlayerIsTheOptionElseTheVariableElseTheLoginNameInNFC() {
    let decomposed = "Jose\u{301}"
    let named = AppContext(
      databaseOption: nil, decksFolder: nil, playerOption: decomposed, environment: ["FLASHCARDS_PLAYER": "bob"])
    #expect(named.player == "Jos\u{E9}")
    let variable = AppContext(
      databaseOption: nil, decksFolder: nil, playerOption: nil, environment: ["FLASHCARDS_PLAYER": "bob"])
    #expect(variable.player == "bob")
    let login = AppContext(databaseOption: nil, decksFolder: nil, playerOption: nil, environment: [:])
    #expect(login.player == PlayerName.normalized(AppDatabase.loginName))
  }

  @Test func readingAHistoryThatIsNotThereCreatesNothingAndPlayingCreatesIt() throws {
    let folder = try AppFolder()
    let context = folder.context()
    let read = try context.openDatabase(.readOnly)
    #expect(try read.gameCount() == 0)
    #expect(folder.names(in: "real").isEmpty && !FileManager.default.fileExists(atPath: folder.path("real")))
    let written = try context.openDatabase()
    try written.saveGame(FixedHistory.games[0].session, playedAt: FixedHistory.firstPlayedAt, milliseconds: 1000)
    #expect(FileManager.default.fileExists(atPath: folder.history))
    #expect(try context.openDatabase(.readOnly).gameCount() == 1)
    #expect(folder.notes.isEmpty, "nothing to say: \(folder.notes)")
  }

  /// The first schema's history (Tests/FlashCardsStoreTests/Fixtures): read as it is, untouched;
  /// opened to play, backed up first, and the backup named once.
  @Test func anOlderHistoryIsReadAsItIsAndBackedUpBeforeItIsUpgraded() throws {
    let folder = try AppFolder()
    let original = try Data(contentsOf: Self.firstSchemaFixture)
    try FileManager.default.createDirectory(atPath: folder.path("real"), withIntermediateDirectories: true)
    try original.write(to: URL(fileURLWithPath: folder.history))
    let context = folder.context()

    #expect(try context.openDatabase(.readOnly).gameCount() == 4)
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.history)) == original)
    // SQLite's -wal and -shm stay beside it while the reader is held (until a writer opens).
    #expect(!folder.names(in: "real").contains { $0.contains("backup") }, "\(folder.names(in: "real"))")
    #expect(folder.notes.isEmpty, "\(folder.notes)")

    #expect(try context.openDatabase().gameCount() == 4)
    let backups = folder.names(in: "real").filter { $0.hasPrefix("history.sqlite.backup-") }
    try #require(backups.count == 1, "\(folder.names(in: "real"))")
    let backup = folder.path("real/\(backups[0])")
    #expect(try HistoryOpening.open(path: backup, access: .readOnly).database.gameCount() == 4)
    #expect(
      folder.notes == [
        "Upgraded your history to this version of FlashCards; the previous file is kept as \(backup)\n"
      ])
    _ = try context.openDatabase()
    #expect(folder.notes.count == 1, "said once: \(folder.notes)")
  }

  /// A pending game file (a game kept while the history was busy) that cannot be read is kept
  /// and said, with a reason; a path's control characters are shown escaped.
  @Test func aPendingGameThatCannotBeSavedIsSaidAndKept() throws {
    let folder = try AppFolder()
    let context = folder.context()
    _ = try context.openDatabase()
    let pending = try folder.write("real/history.sqlite.pending-8F6D.json", "{ not a game")
    _ = try context.openDatabase()
    let note = try #require(folder.notes.first, "\(folder.notes)")
    #expect(note.hasPrefix("Warning: the game kept in \(pending) was not saved: "), "\(note)")
    #expect(note.hasSuffix(".\n") && folder.notes.count == 1, "\(folder.notes)")
    #expect(try context.openDatabase(.readOnly).gameCount() == 0)
  }

  static let firstSchemaFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("FlashCardsStoreTests/Fixtures/history-v1.sqlite")
}

extension AppDatabase {
  /// Every player's games.
  fileprivate func gameCount() throws -> Int {
    try games(matching: HistoryFilter(), limit: 0).total
  }
}
