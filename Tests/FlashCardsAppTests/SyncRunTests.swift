import FlashCardsApp
import FlashCardsStore
import FlashCardsSync
import Foundation
import TestSupport
import Testing

/// `SyncRun` in-process against a real PostgreSQL server: what it sends and receives of the
/// player's decks, a server that is not the one remembered, and the questions it asks a person at
/// the terminal. CLITests' SyncCommandTests runs sync through the binary (its exit statuses, two
/// devices, deletions, a teacher's class).
@Suite(
  "sync runs in-process",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct SyncRunTests {
  /// A FlashCards database on the run's server, initialised, with logins added to it.
  struct Server {
    let server: PostgresServer
    let database: String

    init() throws {
      server = try PostgresServer.shared()
      database = try server.makeDatabase()
      _ = try ServerAdmin(connection: adminConnection()).initialize()
    }

    func adminConnection() throws -> PostgresConnection {
      try PostgresConnection(connectingTo: server.url(database: database), password: server.adminPassword)
    }

    /// A new player named after `base`; returns the name and the password.
    func addPlayer(_ base: String) throws -> (name: String, password: String) {
      let name = PostgresServer.unique(base)
      let password = "pw-\(UUID().uuidString)"
      _ = try ServerAdmin(connection: adminConnection()).add(name, as: .player, classes: []) { password }
      return (name, password)
    }

    /// The URL a device of `player` syncs with, its password in it unless `password` is nil.
    func url(_ player: (name: String, password: String), password: Bool = true) -> String {
      server.url(database: database, user: player.name, password: password ? player.password : nil)
    }

    /// psql as the admin: rows one a line.
    func rows(_ sql: String) throws -> String {
      try server.admin(sql, database: database)
    }
  }

  /// Plays one game into the history of the folder's player.
  static func play(in folder: AppFolder, player: String) throws {
    try folder.context(player: player).openDatabase().saveGame(
      FixedHistory.games[0].session, playedAt: FixedHistory.firstPlayedAt, milliseconds: 1000)
  }

  @Test func aReceivedDeckWhoseNameIsTakenIsKeptUnderANewName() throws {
    let server = try Server()
    let ann = try server.addPlayer("ann")
    let (a, b) = (try AppFolder(), try AppFolder())
    try a.write("data/flashcards/decks/birds.deck", "Robin = red\n")
    try b.write("data/flashcards/decks/birds.deck", "Crow = black\n")
    let sent = try SyncRun(context: a.context(player: ann.name), server: server.url(ann)).run()
    #expect(sent.line.hasPrefix("Sent 0 games and 1 deck; received 0 games"), "\(sent.line)")

    _ = try SyncRun(context: b.context(player: ann.name), server: server.url(ann)).run()
    #expect(b.notes.contains { $0.hasPrefix("Kept the received deck 'birds' as 'birds-2'") }, "\(b.notes)")
    #expect(try b.read("data/flashcards/decks/birds-2.deck") == "Robin = red\n")
    #expect(try b.read("data/flashcards/decks/birds.deck") == "Crow = black\n")
  }

  /// A deck over the server's limit is said, and stops neither the games nor the other decks;
  /// once the admin raises the limit it goes at the next sync.
  @Test func aDeckOverTheServersLimitIsSaidAndTheRestIsSent() throws {
    let server = try Server()
    _ = try server.rows("UPDATE flashcards.limits SET deck_bytes = 2000")
    let ann = try server.addPlayer("ann")
    let device = try AppFolder()
    try Self.play(in: device, player: ann.name)
    let big = (1...200).map { "Question \($0) = Answer \($0)" }.joined(separator: "\n") + "\n"
    try device.write("data/flashcards/decks/big.deck", big)
    try device.write("data/flashcards/decks/small.deck", "Robin = red\n")
    let first = try SyncRun(context: device.context(player: ann.name), server: server.url(ann)).run()
    #expect(first.line.hasPrefix("Sent 1 game and 1 deck;"), "\(first.line)")
    let warning = try #require(device.notes.first { $0.hasPrefix("Warning: the server did not take your deck 'big':") })
    #expect(warning.contains("deck_bytes") && warning.hasSuffix("it is tried again at every sync.\n"), "\(warning)")
    #expect(try server.rows("SELECT name FROM flashcards.decks ORDER BY name") == "small\n")

    _ = try server.rows("UPDATE flashcards.limits SET deck_bytes = 5000000")
    let notesBefore = device.notes.count
    let again = try SyncRun(context: device.context(player: ann.name), server: server.url(ann)).run()
    #expect(again.line.hasPrefix("Sent 0 games and 1 deck;"), "\(again.line)")
    #expect(device.notes.count == notesBefore, "\(device.notes)")
    #expect(try server.rows("SELECT name FROM flashcards.decks ORDER BY name") == "big\nsmall\n")
  }

  /// Another server is refused, unless the move is asked for (--to-new-server) and confirmed:
  /// by --yes, or by the person at the terminal; without one there, it is not moved.
  @Test func anotherServerIsRefusedUnlessMovedDeliberately() throws {
    let (first, second) = (try Server(), try Server())
    let ann = try first.addPlayer("ann")
    _ = try ServerAdmin(connection: second.adminConnection()).add(ann.name, as: .player, classes: []) { ann.password }
    let device = try AppFolder()
    try Self.play(in: device, player: ann.name)
    let context = device.context(player: ann.name)
    _ = try SyncRun(context: context, server: first.url(ann)).run()
    let there = "\(ann.name)@127.0.0.1:\(second.server.port)/\(second.database)"

    let refused = #expect(
      throws: SyncCommandError.anotherServer(
        remembered: "\(ann.name)@127.0.0.1:\(first.server.port)/\(first.database)", given: there)
    ) {
      try SyncRun(context: context, server: second.url(ann)).run()
    }
    #expect(refused?.localizedDescription.contains("add --to-new-server") == true)
    #expect(refused?.exitStatus == 1)
    #expect(throws: SyncCommandError.moveNeedsConfirmation) {
      try SyncRun(context: context, server: second.url(ann), toNewServer: true).run()
    }
    let asked = Asked()
    #expect(throws: SyncCommandError.moveDeclined) {
      try SyncRun(
        context: context, server: second.url(ann), toNewServer: true,
        questions: SyncRun.Questions(confirm: { asked.add($0) && false })
      ).run()
    }
    #expect(try second.rows("SELECT count(*) FROM flashcards.games") == "0\n", "nothing was sent")
    let moved = try SyncRun(
      context: context, server: second.url(ann), toNewServer: true,
      questions: SyncRun.Questions(confirm: { asked.add($0) })
    ).run()
    #expect(moved.line.hasPrefix("Sent 1 game;"), "\(moved.line)")
    #expect(asked.all.count == 2)
    #expect(
      asked.all.allSatisfy { $0.hasSuffix("Move it to \(there) and send everything there? [y/N] ") }, "\(asked.all)")
    #expect(try second.rows("SELECT count(*) FROM flashcards.games") == "1\n")
  }

  /// As psql does: the password is asked when the server wants one and none was found.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["PGPASSWORD"] == nil))
  func thePasswordIsAskedOnlyWhenThereIsSomeoneToAsk() throws {
    let server = try Server()
    let ann = try server.addPlayer("ann")
    let device = try AppFolder()
    let context = device.context(player: ann.name)
    #expect(throws: PostgresError.self) {
      try SyncRun(context: context, server: server.url(ann, password: false)).run()
    }
    let asked = Asked()
    let report = try SyncRun(
      context: context, server: server.url(ann, password: false),
      questions: SyncRun.Questions(password: {
        _ = asked.add($0); return ann.password
      })
    ).run()
    #expect(report.line.hasPrefix("Sent 0 games; received 0 games"), "\(report.line)")
    #expect(asked.all == ["Password of \(ann.name) on 127.0.0.1:\(server.server.port): "])
  }
}

/// The questions a run asked, in order.
final class Asked: @unchecked Sendable {
  private let lock = NSLock()
  private var questions: [String] = []

  /// Keeps the question; true, for a yes.
  func add(_ question: String) -> Bool {
    lock.withLock { questions.append(question) }
    return true
  }

  var all: [String] { lock.withLock { questions } }
}
