import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

/// Locks and sessions: no privilege a player holds stops another's sync, and the admin's commands
/// give up on a lock after `ServerAdmin.lockWait` with one line naming it (issue 37, item 3).
@Suite(
  "a mischievous pupil's locks and sessions: nobody else waits",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct MischievousPupilLockTests {
  typealias Pupil = MischievousClass
  static let tables = ["games", "tombstones", "settings", "decks", "players", "classes", "class_players", "server"]

  @Test func aPlayerCannotTakeALockThatBlocksSync() throws {
    let pupil = try Pupil()
    for table in MischievousPupilLockTests.tables {
      for mode in ["ACCESS EXCLUSIVE", "EXCLUSIVE", "SHARE ROW EXCLUSIVE", "SHARE", "SHARE UPDATE EXCLUSIVE"] {
        let run = try pupil.psql("BEGIN; LOCK TABLE flashcards.\(table) IN \(mode) MODE; COMMIT;")
        #expect(run.status != 0 && run.stderr.contains("42501"), "\(table) in \(mode) mode: \(run)")
      }
    }
    let rows = try pupil.psql("BEGIN; SELECT 1 FROM flashcards.settings FOR UPDATE; COMMIT;")
    #expect(rows.status != 0 && rows.stderr.contains("42501"), "\(rows)")
  }

  /// What a player may lock (the modes of sync's own statements), held in an open transaction, with
  /// a game inserted and left uncommitted: the others send and receive meanwhile. On a server of
  /// its own: the open transaction holds back receives on the whole server, other tests' too.
  @Test func aPlayersOpenTransactionWithLocksStopsNobody() throws {
    let pupil = try Pupil(server: PostgresServer.start())
    let ann = try pupil.fixture.connect(pupil.ann.name, password: pupil.ann.password)
    try ann.execute("BEGIN")
    try ann.execute(
      "LOCK TABLE flashcards.games, flashcards.tombstones, flashcards.settings, flashcards.decks IN ROW EXCLUSIVE MODE")
    try ann.execute(Pupil.game())
    try ann.execute("INSERT INTO flashcards.settings (key, value, changed_at) VALUES ('fsrs', '1', now())")
    try pupil.expectClassStillSyncs(after: "ann's open transaction", receivesNewGames: false)
    let ben = try pupil.fixture.session(pupil.ben)
    try ben.connection.execute("SET statement_timeout = '5s'")
    _ = try ben.send(
      games: [], tombstones: [SyncTombstone(gameID: UUID(), deletedAt: SampleSyncGames.start)],
      settings: [SyncSetting(key: "fsrs", value: "2", changedAt: SampleSyncGames.start)],
      decks: [SyncDeck(name: "mine", contentHash: "h", content: "a = b\n", importedAt: SampleSyncGames.start)])
    try ann.execute("ROLLBACK")
  }

  @Test func theSchemasAdvisoryLockHeldByAPlayerEndsInitWithOneLine() throws {
    let pupil = try Pupil()
    let ann = try pupil.fixture.connect(pupil.ann.name, password: pupil.ann.password)
    try ann.execute("SELECT pg_advisory_lock(hashtext('flashcards.schema'))")
    // Ann holds the lock until the test ends: the error is the wait given up, not the lock freed.
    #expect(throws: ServerAdminError.busy(.schemaLock, waited: ServerAdmin.lockWait)) {
      try ServerAdmin(connection: pupil.fixture.admin()).initialize()
    }
    #expect(ServerAdminError.busy(.schemaLock, waited: "10s").exitStatus == 75)
  }

  @Test func removePlayerGivesUpOnALockAfterTheTimeoutAndLaterSucceeds() throws {
    let pupil = try Pupil()
    let ann = try pupil.fixture.connect(pupil.ann.name, password: pupil.ann.password)
    try ann.execute("BEGIN")
    try ann.execute("LOCK TABLE flashcards.games IN ROW EXCLUSIVE MODE")
    let admin = ServerAdmin(connection: try pupil.fixture.admin())
    #expect(throws: ServerAdminError.busy(.tables, waited: ServerAdmin.lockWait)) {
      try admin.removePlayer(pupil.ann.name)
    }
    let sessions = try admin.sessions()
    let annsSession = sessions.first { $0.login == pupil.ann.name }
    #expect(annsSession?.state == "idle in transaction" && annsSession?.transactionSince != nil, "\(sessions)")
    #expect(try admin.endSessions(of: pupil.ann.name) == 1)
    #expect(throws: PostgresError.self) { try ann.execute("SELECT 1") }
    #expect(try admin.removePlayer(pupil.ann.name).name == pupil.ann.name)
  }

  /// 100 sessions of one login: the fifth is refused, and ben still connects and syncs.
  @Test func oneLoginHoldsAtMostItsConnectionLimit() throws {
    let pupil = try Pupil()
    var held: [PostgresConnection] = []
    var refused = 0
    for _ in 0..<100 {
      do {
        held.append(try pupil.fixture.connect(pupil.ann.name, password: pupil.ann.password))
      } catch {
        refused += 1
      }
    }
    #expect(held.count == ServerRules.connectionsPerLogin && refused == 100 - held.count, "\(held.count) held")
    try pupil.expectClassStillSyncs(after: "ann's 100 sessions")
  }
}
