import FlashCardsCore
import Foundation
import TestSupport

@testable import FlashCardsSync

/// A database of its own on the run's PostgreSQL server, with the FlashCards schema, and helpers
/// to add logins (names made unique on the server: logins are the whole server's) and to connect.
struct ServerFixture {
  let server: PostgresServer
  let database: String

  /// On `server`, or the run's shared one.
  init(initialized: Bool = true, server: PostgresServer? = nil) throws {
    let server = try server ?? PostgresServer.shared()
    self.server = server
    database = try server.makeDatabase()
    if initialized { _ = try ServerAdmin(connection: admin()).initialize() }
  }

  func admin() throws -> PostgresConnection {
    try PostgresConnection(connectingTo: server.url(database: database), password: server.adminPassword)
  }

  /// A login's connection, as the player's machine would make it.
  func connect(_ login: String, password: String) throws -> PostgresConnection {
    try PostgresConnection(connectingTo: server.url(database: database, user: login), password: password)
  }

  func session(_ login: Login) throws -> SyncSession {
    try SyncSession(connection: connect(login.name, password: login.password))
  }

  struct Login {
    let name: String
    let password: String
  }

  /// Adds a player or teacher named `base` made unique, with a random password.
  @discardableResult
  func add(_ base: String, as role: ServerAdmin.Role = .player, classes: [String] = []) throws -> Login {
    let login = Login(name: PostgresServer.unique(base), password: "pw-\(UUID().uuidString)")
    _ = try ServerAdmin(connection: admin()).add(login.name, as: role, classes: classes) { login.password }
    return login
  }

  /// psql as `login`, by hand.
  func psql(_ sql: String, as login: Login) throws -> ProgramRun {
    try server.psql(sql, database: database, user: login.name, password: login.password)
  }

  /// psql as the admin; fails the test's step on an error.
  @discardableResult
  func admin(_ sql: String) throws -> String {
    try server.admin(sql, database: database)
  }
}

/// Games made up for tests: `cards` cards each, hostile text in places when asked.
enum SampleSyncGames {
  /// A fraction of a second exact in binary, so that times come back equal from the server.
  static let start = Date(timeIntervalSince1970: 1_764_000_000.125)

  static func game(_ index: Int, cards: Int = 3, deck: String = "capitals", answer: String? = nil) -> SyncGame {
    SyncGame(
      id: UUID(), mode: "play", deck: deck, direction: "forward",
      playedAt: start.addingTimeInterval(Double(index) * 60), milliseconds: 1000 + index, endedEarly: index % 7 == 0,
      retryOf: nil, choices: index % 2 == 0 ? nil : 4, deckCards: 50, underReverseName: false,
      cards: (1...max(1, cards)).prefix(cards).map { position in
        SyncCardResult(
          position: position, card: "Card \(position)", expected: "Answer \(position)",
          answer: answer ?? "Answer \(position)", verdict: "exact", correct: true,
          confusedWith: position % 3 == 0 ? "Other" : nil, milliseconds: 500 + position,
          deck: position % 2 == 0 ? "review-deck" : nil, direction: position % 2 == 0 ? "reverse" : nil)
      })
  }
}
