import Foundation
import TestSupport
import Testing

/// A FlashCards server for sync tests (a database of its own, set up by the binary), and helpers
/// to make players and teachers on it and devices (histories) that sync with it.
struct SyncServer {
  let server: PostgresServer
  let database: String
  let admin: Sandbox

  init(server: PostgresServer? = nil) async throws {
    self.server = try server ?? PostgresServer.shared()
    database = try self.server.makeDatabase()
    admin = try Sandbox()
    let run = try await adminRun(["server", "init", self.server.url(database: database)])
    try #require(run.status == 0, "\(run)")
  }

  /// The URL a device syncs with: no user (the player's name logs in), no password.
  var url: String { "postgresql://\(server.host):\(server.port)/\(database)" }

  func adminRun(_ arguments: [String], stdin: String = "") async throws -> RunResult {
    try await admin.run(
      arguments, stdin: stdin,
      environment: ["PGPASSWORD": server.adminPassword, "FLASHCARDS_SERVER": server.url(database: database)])
  }

  /// Adds a player (or a teacher) named `base` made unique on the server, with a password.
  func add(_ base: String, teacher: Bool = false, classes: [String] = []) async throws -> Login {
    let login = Login(name: PostgresServer.unique(base), password: "pw-\(UUID().uuidString)")
    let run = try await adminRun(
      ["server", teacher ? "add-teacher" : "add-player", login.name, "--password-stdin"]
        + classes.flatMap { ["--class", $0] },
      stdin: login.password + "\n")
    try #require(run.status == 0, "\(run)")
    return login
  }

  /// The games the server holds for `player`: each identity once, or the test fails.
  func gameIDs(of player: String) throws -> [String] {
    let text = try server.admin(
      "SELECT id FROM flashcards.games WHERE player = '\(player.replacingOccurrences(of: "'", with: "''"))' ORDER BY id",
      database: database)
    return text.split(separator: "\n").map(String.init)
  }

  func cardResultCount(of player: String) throws -> Int {
    Int(
      try server.admin(
        "SELECT count(*) FROM flashcards.card_results WHERE player = '\(player.replacingOccurrences(of: "'", with: "''"))'",
        database: database
      ).trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }
}

struct Login: Sendable {
  let name: String
  let password: String
}

/// One machine of a player: a sandbox with its own history and deck folder.
struct Device {
  let login: Login
  let sandbox: Sandbox
  let server: SyncServer

  init(_ login: Login, on server: SyncServer) throws {
    self.login = login
    self.server = server
    sandbox = try Sandbox()
  }

  var history: String { sandbox.defaultDatabase.path }

  var environment: [String: String?] {
    ["FLASHCARDS_PLAYER": login.name, "PGPASSWORD": login.password, "FLASHCARDS_SERVER": nil]
  }

  func run(_ arguments: [String], stdin: String = "", kill: KillPlan? = nil, timeout: TimeInterval = 60)
    async throws -> RunResult
  {
    try await sandbox.run(arguments, stdin: stdin, environment: environment, kill: kill, timeout: timeout)
  }

  /// Plays a game of three capitals offline.
  func play(seed: Int) async throws {
    let run = try await run(
      ["play", "capitals", "--count", "3", "--seed", String(seed)], stdin: "Austin\nDover\nBoise\n")
    try #require(run.status == 0, "\(run)")
  }

  /// Syncs (naming the server the first time), and expects success.
  @discardableResult
  func sync(_ extra: [String] = [], first: Bool = false) async throws -> RunResult {
    // Generous: the debug binary on a loaded machine, with the whole test run beside it.
    let run = try await run(["sync"] + (first ? ["--server", server.url] : []) + extra, timeout: 300)
    #expect(run.status == 0, "\(run)")
    return run
  }

  /// Every game's identity, sorted; each once (the index is unique).
  func gameIDs() throws -> [String] {
    try SavedHistory.gameIdentities(in: history)
  }

  /// Every card result, by game identity and position, as text.
  func cardResults() throws -> [String] {
    try SavedHistory.cardResultTexts(in: history)
  }

  /// Every memory state, as text (stability and difficulty to 9 digits).
  func memoryStates() throws -> [String] {
    try SavedHistory.memoryStateTexts(in: history)
  }

  func waitingToSend() throws -> Int {
    try SavedHistory.outboxCount(in: history)
  }

  /// Writes `count` games of `cards` cards each straight into the history (as another program
  /// could): fast, for large sends. The history must exist. The next command counts them (with a
  /// line of progress when that takes a while): done here, so that the commands a test times or
  /// reads are about sync alone.
  func addGames(_ count: Int, cards: Int) async throws {
    try HistoryByHand.addGames(count, cards: cards, player: login.name, in: history)
    let counted = try await run(["history", "--limit", "1"], timeout: 300)
    guard counted.status == 0 else { throw TerminalDriveError(description: "history after adding games: \(counted)") }
  }
}
