import FlashCardsApp
import Foundation
import TestSupport
import Testing

/// Where `history export --output`, `decks export --output` and `report --output` may write:
/// never over the history or its own files, a deck file, or anything that is not a regular file,
/// whatever the path to them. CLITests' ExportTargetTests runs some of these through the binary
/// (the exit status, the one line) and the cases only a process shows (standard output redirected).
@Suite("export targets, chosen in-process")
struct ExportTargetChoiceTests {
  /// A target an export must refuse: how to make it beside the history, and what the error says of it.
  enum Forbidden: String, CaseIterable, CustomStringConvertible, Sendable {
    case history, historyThroughDotDot, historySymbolicLink, historyHardLink
    case writeAheadLog, sharedMemory, journal, pendingGame, backup
    case deckName, deckHardLink, deckSymbolicLink, playerDeck, bundledDeck
    case folder, namedPipe, device, socket

    var description: String { rawValue }

    /// Makes what the target needs and returns the --output path.
    func make(in folder: AppFolder) throws -> String {
      let history = folder.history
      let elsewhere = folder.path("elsewhere")
      let files = FileManager.default
      switch self {
      case .history: return history
      case .historyThroughDotDot:
        try files.createDirectory(atPath: folder.path("real/sub"), withIntermediateDirectories: true)
        return folder.path("real/sub/../history.sqlite")
      case .historySymbolicLink:
        try files.createSymbolicLink(atPath: "\(elsewhere)/link.jsonl", withDestinationPath: history)
        return "\(elsewhere)/link.jsonl"
      case .historyHardLink:
        try files.linkItem(atPath: history, toPath: "\(elsewhere)/hard.jsonl")
        return "\(elsewhere)/hard.jsonl"
      case .writeAheadLog: return history + "-wal"
      case .sharedMemory: return history + "-shm"
      case .journal: return history + "-journal"
      case .pendingGame: return history + ".pending-8F6D.json"
      case .backup: return history + ".backup-v9"
      case .deckName: return "\(elsewhere)/new.deck"
      case .deckHardLink:
        try files.linkItem(atPath: folder.path("decks/mine.deck"), toPath: "\(elsewhere)/mine.tsv")
        return "\(elsewhere)/mine.tsv"
      case .deckSymbolicLink:
        try files.createSymbolicLink(
          atPath: "\(elsewhere)/mine.csv", withDestinationPath: folder.path("decks/mine.deck"))
        return "\(elsewhere)/mine.csv"
      case .playerDeck:
        let own = try folder.write("data/flashcards/decks/own.deck", "name: own\nup = down\n")
        try files.linkItem(atPath: own, toPath: "\(elsewhere)/own.txt")
        return "\(elsewhere)/own.txt"
      case .bundledDeck:
        try files.createSymbolicLink(
          atPath: "\(elsewhere)/capitals.txt", withDestinationPath: ExportTargetChoiceTests.bundledCapitals)
        return "\(elsewhere)/capitals.txt"
      case .folder: return elsewhere
      case .namedPipe:
        #expect(mkfifo("\(elsewhere)/pipe", 0o600) == 0)
        return "\(elsewhere)/pipe"
      case .device:
        try files.createSymbolicLink(atPath: "\(elsewhere)/null.txt", withDestinationPath: "/dev/null")
        return "\(elsewhere)/null.txt"
      case .socket:
        try ExportTargetChoiceTests.bindSocket(at: "\(elsewhere)/socket")
        return "\(elsewhere)/socket"
      }
    }

    /// Words the error must hold after the quoted path.
    var says: String {
      switch self {
      case .history, .historyThroughDotDot, .historySymbolicLink, .historyHardLink: "is your history"
      case .writeAheadLog, .sharedMemory, .journal, .pendingGame, .backup: "belongs to your history"
      case .deckName: "is the name of a deck file"
      case .deckHardLink, .deckSymbolicLink, .playerDeck, .bundledDeck: "is the deck file"
      case .folder: "is a folder, not a regular file"
      case .namedPipe: "is a named pipe (FIFO), not a regular file"
      case .device: "is a device, not a regular file"
      case .socket: "is a socket, not a regular file"
      }
    }
  }

  /// `history export` protects the history and the decks searched; `decks export` the deck
  /// exported as well.
  @Test("refused, naming the path and why", arguments: Forbidden.allCases, [false, true])
  func refused(target forbidden: Forbidden, exportingADeck: Bool) throws {
    let folder = try AppFolder()
    try Self.history(in: folder)
    try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
    let output = try forbidden.make(in: folder)
    let before = Self.look(in: folder)

    let error = #expect(throws: ExportError.self) {
      try ExportTarget.choose(
        output, in: folder.context(), deckFile: exportingADeck ? folder.path("decks/mine.deck") : nil)
    }
    let message = try #require(error?.localizedDescription)
    #expect(message.hasPrefix("'\(output)' \(forbidden.says)"), "\(message)")
    #expect(!message.contains("\n"))
    #expect(Self.look(in: folder) == before, "nothing was made or changed by choosing")
  }

  @Test func dashIsStandardOutputAndANameOfOneCharacterIsAFileHere() throws {
    let folder = try AppFolder()
    try Self.history(in: folder)
    #expect(try ExportTarget.choose("-", in: folder.context()) == .standardOutput)
    #expect(try ExportTarget.choose(nil, in: folder.context()) == .standardOutput)
    #expect(try ExportTarget.choose("x", in: folder.context()) == .file("x"))
    #expect(try ExportTarget.choose(folder.path("out.jsonl"), in: folder.context()) == .file(folder.path("out.jsonl")))
  }

  /// A history in memory has no file to protect; a --decks folder that does not exist protects
  /// the other folders' decks all the same.
  @Test func inMemoryHistoryAndAMissingDecksFolder() throws {
    let folder = try AppFolder()
    let own = try folder.write("data/flashcards/decks/own.deck", "name: own\nup = down\n")
    var context = folder.context(history: ":memory:")
    #expect(try ExportTarget.choose(folder.path(":memory:"), in: context) == .file(folder.path(":memory:")))
    context.decksFolder = folder.path("no such folder")
    let link = folder.path("own.txt")
    try FileManager.default.linkItem(atPath: own, toPath: link)
    let error = #expect(throws: ExportError.self) { try ExportTarget.choose(link, in: context) }
    #expect(error?.localizedDescription.hasPrefix("'\(link)' is the deck file") == true, "\(String(describing: error))")
  }

  // MARK: - Setting up

  /// The bundled capitals deck of this source tree (Tests/FlashCardsAppTests/ → Decks/).
  static let bundledCapitals = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks/capitals.deck").path

  /// The history file, made as `play` makes it, holding one game.
  static func history(in folder: AppFolder) throws {
    let database = try folder.context().openDatabase()
    try database.saveGame(FixedHistory.games[0].session, playedAt: FixedHistory.firstPlayedAt, milliseconds: 1000)
  }

  /// The names beside the history, the deck folder's and the other folder's, and the history's bytes.
  static func look(in folder: AppFolder) -> [String] {
    let history = (try? Data(contentsOf: URL(fileURLWithPath: folder.history)))?.base64EncodedString() ?? ""
    return folder.names(in: "real") + folder.names(in: "elsewhere") + folder.names(in: "decks") + [history]
  }

  /// A Unix socket listening at `path`, as a program of the user's might leave one.
  static func bindSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: path.utf8.prefix(buffer.count - 1))
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }
}
