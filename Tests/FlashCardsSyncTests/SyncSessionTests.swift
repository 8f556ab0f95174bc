import FlashCardsCore
import Foundation
import TestSupport
import Testing

@testable import FlashCardsSync

@Suite(
  "sending and receiving: exactly once, in commit order",
  .enabled(if: PostgresServer.shouldRun, Comment(rawValue: PostgresServer.missingMessage)))
struct SyncSessionTests {
  static func ids(_ changes: [SyncChange]) -> [UUID] {
    changes.compactMap { if case .game(let game) = $0 { game.id } else { nil } }
  }

  @Test func whatOneMachineSendsAnotherReceivesAsItWasSent() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    var games = (1...5).map { SampleSyncGames.game($0, cards: $0 == 5 ? 0 : 4) }
    games[1].cards[2].answer = "tab\there\nnew line \\N 'quote' \"double\"; -- ünïcödé"
    games[2].retryOf = games[1].id
    games[3].cards[1].confusedWith = nil
    let deleted = SyncTombstone(gameID: UUID(), deletedAt: SampleSyncGames.start)
    let setting = SyncSetting(key: "fsrs", value: "0.4,1.2", changedAt: SampleSyncGames.start)
    let deck = SyncDeck(name: "mine", contentHash: "h1", content: "a = b\n\\ tab\t", importedAt: SampleSyncGames.start)
    let laptop = try fixture.session(ann)
    let sent = try laptop.send(games: games, tombstones: [deleted], settings: [setting], decks: [deck])
    #expect(sent.games == 5 && sent.cardResults == 16 && sent.tombstones == 1 && sent.settings == 1 && sent.decks == 1)

    let desktop = try fixture.session(ann)
    #expect(desktop.serverID == laptop.serverID && desktop.login == ann.name)
    let (changes, cursor) = try desktop.receive(atLeast: 8, from: .start)
    #expect(cursor.xmax > SyncCursor.start.xmax)
    let tombstone = SyncTombstone(gameID: deleted.gameID, deletedAt: deleted.deletedAt, deletedBy: ann.name)
    #expect(changes == [.deck(deck), .setting(setting), .tombstone(tombstone)] + games.map { .game($0) })
  }

  @Test func sendingAgainStoresNothingTwice() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let games = (1...4).map { SampleSyncGames.game($0) }
    let first = try fixture.session(ann)
    #expect(try first.send(games: games).games == 4)
    var again = try fixture.session(ann).send(
      games: games + [games[0]], settings: [SyncSetting(key: "k", value: nil, changedAt: SampleSyncGames.start)])
    #expect(again.games == 0 && again.cardResults == 0)
    again = try first.send(
      games: games, settings: [SyncSetting(key: "k", value: nil, changedAt: SampleSyncGames.start)])
    #expect(again.games == 0 && again.settings == 0, "an equal setting is no change")
    #expect(try fixture.admin("SELECT count(*), count(DISTINCT id) FROM flashcards.games") == "4\t4\n")
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.card_results") == "12\n")
  }

  /// One history holds a whole class: a second player's game of the same id would hide the first.
  @Test func aGameIDIsTheWholeServersAndTheFirstToSendItKeepsIt() throws {
    let fixture = try ServerFixture()
    let game = SampleSyncGames.game(1)
    #expect(try fixture.session(fixture.add("ann")).send(games: [game]).games == 1)
    #expect(throws: PostgresError.self) { try fixture.session(fixture.add("bob")).send(games: [game]) }
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.games") == "1\n")
  }

  @Test func theLaterChangeOfASettingWinsAndTiesGoTheSameWayEverywhere() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let session = try fixture.session(ann)
    let noon = SampleSyncGames.start
    func send(_ value: String?, at time: Date) throws -> Int {
      try session.send(games: [], settings: [SyncSetting(key: "fsrs", value: value, changedAt: time)]).settings
    }
    func stored() throws -> String { try fixture.admin("SELECT coalesce(value, 'NULL') FROM flashcards.settings") }
    #expect(try send("b", at: noon) == 1)
    #expect(try send("older", at: noon.addingTimeInterval(-60)) == 0)
    #expect(try stored() == "b\n")
    #expect(try send("a", at: noon) == 0, "a tie: the smaller value loses")
    #expect(try send(nil, at: noon) == 0, "a tie: the default loses to a value")
    #expect(try send("c", at: noon) == 1, "a tie: the greater value wins")
    #expect(try send(nil, at: noon.addingTimeInterval(60)) == 1, "a later change back to the default wins")
    #expect(try stored() == "NULL\n")
    // One send holding two changes of a setting keeps the winner by the same rule.
    let settings = [
      SyncSetting(key: "x", value: "Z", changedAt: noon), SyncSetting(key: "x", value: "é", changedAt: noon),
      SyncSetting(key: "x", value: "late", changedAt: noon.addingTimeInterval(-1)),
    ]
    #expect(try session.send(games: [], settings: settings).settings == 1)
    #expect(try fixture.admin("SELECT value FROM flashcards.settings WHERE key = 'x'") == "é\n")
    #expect(settings[1].wins(over: settings[0]) && !settings[0].wins(over: settings[1]))
  }

  @Test func twoContentsUnderOneDeckNameAreBothKept() throws {
    let fixture = try ServerFixture()
    let session = try fixture.session(fixture.add("ann"))
    let decks = [
      SyncDeck(name: "verbs", contentHash: "h1", content: "a = b", importedAt: SampleSyncGames.start),
      SyncDeck(name: "verbs", contentHash: "h2", content: "a = c", importedAt: SampleSyncGames.start),
    ]
    #expect(try session.send(games: [], decks: decks + decks).decks == 2)
    #expect(try session.receive(atLeast: 2, from: .start).changes == decks.map { .deck($0) })
  }

  @Test func eachBatchIsCommittedOnItsOwnSoAnInterruptedSendResumes() throws {
    let fixture = try ServerFixture()
    let session = try fixture.session(fixture.add("ann"))
    let games = (1...5).map { SampleSyncGames.game($0) }
    struct Interrupted: Error {}
    var batches: [[UUID]] = []
    #expect(throws: Interrupted.self) {
      try session.send(games: games, batchSize: 2) { batch in
        batches.append(batch.ids)
        #expect(batch.accepted == 2)
        throw Interrupted()
      }
    }
    #expect(batches == [[games[0].id, games[1].id]])
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.games") == "2\n", "the committed batch stays")
    var resumed: [SentBatch] = []
    let summary = try session.send(games: games, batchSize: 2) { resumed.append($0) }
    #expect(summary.games == 3 && resumed.map(\.accepted) == [0, 2, 1])
  }

  @Test func aReceiveFromACursorGivesOnlyWhatCameSince() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let laptop = try fixture.session(ann)
    let desktop = try fixture.session(ann)
    _ = try laptop.send(games: [SampleSyncGames.game(1)])
    let first = try desktop.receive(atLeast: 1, from: .start)
    #expect(first.changes.count == 1)
    let later = SampleSyncGames.game(2)
    _ = try laptop.send(games: [later], tombstones: [SyncTombstone(gameID: later.id, deletedAt: Date())])
    let second = try desktop.receive(atLeast: 1, from: first.cursor)
    let deletions = second.changes.compactMap { change -> UUID? in
      if case .tombstone(let tombstone) = change { tombstone.gameID } else { nil }
    }
    #expect(deletions == [later.id] && SyncSessionTests.ids(second.changes).isEmpty)
    let third = try desktop.receiveAll(from: second.cursor)
    #expect(third.changes.isEmpty && third.cursor.xmin >= second.cursor.xmin)
  }

  /// A first sync does not take back the history it just sent: a session skips the games its own
  /// transactions stored, and only those; another session of the same player receives them all.
  @Test func aSessionDoesNotReceiveBackTheGamesItSent() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let laptop = try fixture.session(ann)
    let fromDesktop = SampleSyncGames.game(1)
    _ = try fixture.session(ann).send(games: [fromDesktop])
    let sent = (2...6).map { SampleSyncGames.game($0) }
    let summary = try laptop.send(games: [fromDesktop] + sent, batchSize: 2)
    #expect(summary.games == 5, "the desktop's game was there already")
    let received = try laptop.receive(atLeast: 1, from: .start)
    #expect(SyncSessionTests.ids(received.changes) == [fromDesktop.id], "only the game another machine sent")
    #expect(try laptop.receiveAll(from: received.cursor).changes.isEmpty)
    let everything = try fixture.session(ann).receive(atLeast: 6, from: .start)
    #expect(SyncSessionTests.ids(everything.changes) == [fromDesktop.id] + sent.map(\.id))
  }

  @Test func aTeacherReceivesEachPlayerOfTheirClassAndNoOther() throws {
    let fixture = try ServerFixture()
    let className = PostgresServer.unique("5a")
    let ann = try fixture.add("ann", classes: [className])
    let bob = try fixture.add("bob")
    let tess = try fixture.add("tess", as: .teacher, classes: [className])
    let annsGame = SampleSyncGames.game(1)
    _ = try fixture.session(ann).send(games: [annsGame])
    _ = try fixture.session(bob).send(games: [SampleSyncGames.game(2)])
    let teacher = try fixture.session(tess)
    #expect(try teacher.readablePlayers() == [ann.name])
    #expect(
      SyncSessionTests.ids(try teacher.receive(atLeast: 1, from: .start, player: ann.name).changes) == [annsGame.id])
    #expect(try teacher.receiveAll(from: .start, player: bob.name).changes.isEmpty)
    #expect(throws: PostgresError.self) { try teacher.send(games: [SampleSyncGames.game(3)]) }
  }

  /// Sequences are not commit order: a transaction that began first and commits last wrote a
  /// lower txid than rows already visible. A reader bounded by the oldest running transaction
  /// misses neither and takes none twice.
  @Test func overlappingTransactionsCommittedOutOfOrderAreAllReceivedOnce() throws {
    // A server of its own: another test's open transaction would hold the bound back (never lose
    // a row, but delay it past what this test waits for).
    let server = try PostgresServer.start()
    let fixture = try ServerFixture(server: server)
    let ann = try fixture.add("ann")
    let early = try fixture.connect(ann.name, password: ann.password)
    let late = try fixture.connect(ann.name, password: ann.password)
    let first = UUID()
    let second = UUID()
    let insert = """
      INSERT INTO flashcards.games (id, mode, deck, direction, played_at, milliseconds, ended_early)
      VALUES ($1, 'play', 'capitals', 'forward', now(), 1000, false)
      """
    try early.execute("BEGIN")
    try early.execute(insert, [first.uuidString])
    try late.execute("BEGIN")
    try late.execute(insert, [second.uuidString])
    try late.execute("COMMIT")

    let reader = try fixture.session(ann)
    var received: [UUID] = []
    var cursor = SyncCursor.start
    let before = try reader.receiveAll(from: cursor)
    received += SyncSessionTests.ids(before.changes)
    cursor = before.cursor
    try early.execute("COMMIT")
    let txids = try fixture.admin("SELECT txid FROM flashcards.games ORDER BY id = '\(first)' DESC")
      .split(separator: "\n").compactMap { UInt64($0) }
    #expect(txids.count == 2 && txids[0] < txids[1], "the first game's transaction took the lower txid")
    for _ in 0..<50 where received.count < 2 {
      let next = try reader.receiveAll(from: cursor)
      received += SyncSessionTests.ids(next.changes)
      cursor = next.cursor
      if received.count < 2 { Thread.sleep(forTimeInterval: 0.1) }
    }
    #expect(
      received.sorted { $0.uuidString < $1.uuidString } == [first, second].sorted { $0.uuidString < $1.uuidString })
    #expect(try reader.receiveAll(from: cursor).changes.isEmpty)
  }

  /// A send of a few games looks each up among the player's games on the server; it used to read
  /// all of them (the staging table had no statistics), which grew with the history.
  @Test func sendingAFewGamesLooksThemUpRatherThanReadingEveryGameOfThePlayer() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let quoted = ann.name.replacingOccurrences(of: "'", with: "''")
    try fixture.admin(
      """
      UPDATE flashcards.limits SET games_per_day = 20000;
      INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early)
      SELECT '\(quoted)', gen_random_uuid(), 'play', 'capitals', 'forward', now(), 1000, false
      FROM generate_series(1, 20000);
      ANALYZE flashcards.games;
      """)
    let session = try fixture.session(ann)
    let plan = try session.stagingTransaction([.games, .cardResults]) {
      try session.stage([SampleSyncGames.game(1)])
      return try session.connection.execute("EXPLAIN " + SendQueries.insertGames).compactMap { $0.values.first ?? nil }
        .joined(separator: "\n")
    }
    #expect(plan.contains("Nested Loop Anti Join") && !plan.contains("Hash Anti Join"), "\(plan)")
    // The tables made in that transaction stay for the session's sends.
    #expect(try session.send(games: [SampleSyncGames.game(1), SampleSyncGames.game(2)]).games == 2)
    #expect(try fixture.admin("SELECT count(*) FROM flashcards.games WHERE player = '\(quoted)'") == "20002\n")
  }

  /// The receive reads by the index (player, txid), not by scanning every player's rows.
  @Test func theReceiveQueryUsesTheIndex() throws {
    let fixture = try ServerFixture()
    let ann = try fixture.add("ann")
    let quoted = ann.name.replacingOccurrences(of: "'", with: "''")
    // 50 transactions, each writing 20 games for each of 50 players (Ann one of them).
    let statement = """
      INSERT INTO flashcards.games (player, id, mode, deck, direction, played_at, milliseconds, ended_early)
      SELECT CASE WHEN p = 0 THEN '\(quoted)' ELSE 'player ' || p END, gen_random_uuid(), 'play', 'capitals',
        'forward', now(), 1000, false
      FROM generate_series(0, 49) p, generate_series(1, 20) g;
      """
    try fixture.admin(String(repeating: statement, count: 50) + "ANALYZE flashcards.games;")
    let txids = try fixture.admin("SELECT min(txid), max(txid) FROM flashcards.games").split(separator: "\t")
      .compactMap { UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(txids.count == 2)
    let connection = try fixture.connect(ann.name, password: ann.password)
    try connection.transaction(.repeatableReadOnly) {
      try connection.execute(
        ReceiveQueries.setRange,
        [
          ann.name, String((txids.first ?? 0) + 45), String((txids.last ?? 0) - 5), "{\((txids.first ?? 0) + 46)}",
          "{\(txids.first ?? 0)}", String((txids.last ?? 0) + 1),
        ])
      let plan = try connection.execute("EXPLAIN " + ReceiveQueries.gamesSelect).compactMap { $0.values.first ?? nil }
        .joined(separator: "\n")
      #expect(plan.contains("games_by_player_txid") && !plan.contains("Seq Scan on games"), "\(plan)")
      let literal = try connection.execute(
        "EXPLAIN SELECT * FROM flashcards.games WHERE player = $1 AND txid >= $2 AND txid < $3 ORDER BY txid",
        [ann.name, String((txids.first ?? 0) + 45), String((txids.last ?? 0) + 1)]
      ).compactMap { $0.values.first ?? nil }.joined(separator: "\n")
      #expect(literal.contains("games_by_player_txid") && !literal.contains("Seq Scan"), "\(literal)")
    }
    #expect(SyncSessionTests.ids(try fixture.session(ann).receive(atLeast: 1000, from: .start).changes).count == 1000)
  }
}

extension SyncSession {
  /// Receives until at least `count` changes have arrived (or 20 seconds have passed): on the
  /// server the tests share, another test's open transaction holds the bound back for a moment.
  /// What arrives meanwhile is gathered; nothing arrives twice.
  func receive(atLeast count: Int, from cursor: SyncCursor, player: String? = nil) throws -> (
    changes: [SyncChange], cursor: SyncCursor
  ) {
    var changes: [SyncChange] = []
    var cursor = cursor
    let deadline = Date().addingTimeInterval(20)
    while true {
      let next = try receiveAll(from: cursor, player: player)
      changes += next.changes
      cursor = next.cursor
      if changes.count >= count || Date() > deadline { return (changes, cursor) }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}
