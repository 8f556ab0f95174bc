public import FlashCardsCore
public import Foundation
import GRDB

/// Applies what a server hands over, inside the one local transaction of a receive (see
/// `AppDatabase.receive`). Games go in by identity (a game here already, or deleted here, is
/// skipped: exactly once); deletions take games out; a setting replaces this history's when it
/// is the later change. Memory states are replayed once, at the end, for the cards touched.
public final class ReceivedChanges {
  private let db: Database
  /// The local player the received rows belong to.
  private let player: String
  private(set) var summary = ReceiveSummary()
  private var touched: Set<ReviewItem> = []
  private var settingChanged = false

  init(db: Database, player: String) {
    self.db = db
    self.player = player
  }

  public func game(_ game: SyncGame) throws {
    let uuid = game.id.uuidString.lowercased()
    let deleted = try Bool.fetchOne(
      db, sql: "SELECT EXISTS (SELECT 1 FROM syncTombstone WHERE uuid = ?)", arguments: [uuid])
    guard deleted != true else { return }
    let retryOf = try game.retryOf.flatMap { retried in
      try Int64.fetchOne(
        db, sql: "SELECT id FROM gameResult WHERE uuid = ?", arguments: [retried.uuidString.lowercased()])
    }
    let (id, inserted) = try FinishedGame(game, player: player, retryOf: retryOf)
      .insert(db, player: player, recordingMemory: false)
    guard inserted else { return }
    // Received, so on the server already.
    try db.execute(sql: "DELETE FROM syncOutbox WHERE gameId = ?", arguments: [id])
    try MemoryStates.forEachReview(where: "gameResult.id = \(id)", in: db) { touched.insert($0.item) }
    summary.games += 1
  }

  public func tombstone(_ tombstone: SyncTombstone) throws {
    let uuid = tombstone.gameID.uuidString.lowercased()
    if let id = try Int64.fetchOne(db, sql: "SELECT id FROM gameResult WHERE uuid = ?", arguments: [uuid]) {
      try MemoryStates.forEachReview(where: "gameResult.id = \(id)", in: db) { touched.insert($0.item) }
      try db.execute(sql: "DELETE FROM gameResult WHERE id = ?", arguments: [id])
      summary.deletions += 1
    }
    // The trigger wrote this deletion as unsent; it came from the server.
    try db.execute(
      sql: """
        INSERT INTO syncTombstone (uuid, player, deletedAt, deletedBy, sent) VALUES (?, ?, ?, ?, 1)
        ON CONFLICT (uuid) DO UPDATE SET deletedAt = excluded.deletedAt, deletedBy = excluded.deletedBy, sent = 1
        """,
      arguments: [uuid, player, DatabaseDate.roundedText(tombstone.deletedAt), tombstone.deletedBy])
  }

  /// Only `fsrsParameters` is a setting this version keeps; another key is left on the server.
  public func setting(_ setting: SyncSetting) throws {
    guard setting.key == "fsrsParameters" else { return }
    let local = try Row.fetchOne(
      db,
      sql: """
        SELECT s.changedAt, p.fsrsParameters FROM syncSetting s LEFT JOIN playerSettings p ON p.player = s.player
        WHERE s.player = ? AND s.key = ?
        """,
      arguments: [player, setting.key])
    if let local, let changedAt = local.optionalText("changedAt").flatMap(DatabaseDate.date) {
      let mine = SyncSetting(key: setting.key, value: local.optionalText("fsrsParameters"), changedAt: changedAt)
      guard !mine.wins(over: setting), mine != setting else { return }
    }
    try db.execute(
      sql: """
        INSERT INTO playerSettings (player, fsrsParameters) VALUES (?, ?)
        ON CONFLICT (player) DO UPDATE SET fsrsParameters = excluded.fsrsParameters
        """,
      arguments: [player, setting.value])
    // The trigger took the time of this write: the change's own time is kept, as the server has it.
    try db.execute(
      sql: "UPDATE syncSetting SET changedAt = ?, sent = 1 WHERE player = ? AND key = ?",
      arguments: [DatabaseDate.roundedText(setting.changedAt), player, setting.key])
    summary.settings += 1
    settingChanged = true
  }

  public func deck(_ deck: DeckOnServer) throws {
    try db.execute(
      sql: "INSERT OR IGNORE INTO syncDeck (player, name, contentHash) VALUES (?, ?, ?)",
      arguments: [player, deck.name, deck.contentHash])
    summary.decks += db.changesCount
  }

  /// Replays the memory states of the cards touched (of the whole player after a new setting).
  func replay() throws {
    if settingChanged {
      _ = try MemoryStates.rebuild(player: player, in: db)
      summary.cardsRescheduled =
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memoryState WHERE player = ?", arguments: [player]) ?? 0
      return
    }
    guard !touched.isEmpty else { return }
    // A large set is replayed by player: a condition naming thousands of cards costs more.
    if Set(touched.map(\.card)).count > 500 {
      _ = try MemoryStates.rebuild(player: player, in: db)
      for other in Set(touched.map(\.player)) where other != player {
        _ = try MemoryStates.rebuild(player: other, in: db)
      }
    } else {
      try MemoryStates.rebuild(touched, in: db)
    }
    summary.cardsRescheduled = touched.count
  }
}

extension AppDatabase {
  /// Receives `scope`'s rows as `login` from the server `serverID`, as games of the local
  /// `player`, in ONE transaction with the cursor the receive ends at: `body` is given the cursor
  /// stored and the changes to apply, and returns the new cursor. A failure, or a kill, at any
  /// point leaves the history as it was: the next receive starts from the same cursor, and a game
  /// received twice goes in once (by identity).
  public func receive(
    serverID: UUID, login: String, scope: String, player: String,
    _ body: (_ cursor: UInt64, _ changes: ReceivedChanges) throws -> UInt64
  ) throws -> ReceiveSummary {
    // The caller's own errors (the server's, a lost connection) come back as they are, not as
    // the history's: they roll the transaction back all the same.
    var callersError: (any Error)?
    do {
      return try receiving(serverID: serverID, login: login, scope: scope, player: player) { cursor, changes in
        do {
          return try body(cursor, changes)
        } catch let error where !(error is DatabaseError) && !(error is UnreadableValue) {
          callersError = error
          throw error
        }
      }
    } catch {
      throw callersError ?? error
    }
  }

  private func receiving(
    serverID: UUID, login: String, scope: String, player: String,
    _ body: (_ cursor: UInt64, _ changes: ReceivedChanges) throws -> UInt64
  ) throws -> ReceiveSummary {
    try write { db in
      let cursor = try AppDatabase.syncCursor(serverID: serverID, login: login, scope: scope, in: db)
      let changes = ReceivedChanges(db: db, player: PlayerName.normalized(player))
      let next = try body(cursor, changes)
      try changes.replay()
      try db.execute(
        sql: """
          INSERT INTO syncCursor (serverId, login, scope, cursor) VALUES (?, ?, ?, ?)
          ON CONFLICT (serverId, login, scope) DO UPDATE SET cursor = excluded.cursor
          """,
        arguments: [serverID.uuidString.lowercased(), login, scope, String(max(next, cursor))])
      return changes.summary
    }
  }
}

extension FinishedGame {
  /// A game received from a server, as `player`'s; `retryOf` is the local number of the game it
  /// played again, when that game is here.
  init(_ game: SyncGame, player: String, retryOf: Int64?) {
    uuid = game.id.uuidString.lowercased()
    self.player = player
    mode = game.mode
    deck = game.deck
    direction = game.direction
    playedAt = DatabaseDate.roundedText(game.playedAt)
    milliseconds = game.milliseconds
    endedEarly = game.endedEarly
    self.retryOf = retryOf
    choices = game.choices
    deckCards = game.deckCards
    underReverseName = game.underReverseName
    cards = game.cards.map { card in
      Card(
        position: card.position, card: card.card, expected: card.expected, answer: card.answer, verdict: card.verdict,
        correct: card.correct, confusedWith: card.confusedWith, milliseconds: card.milliseconds, deck: card.deck,
        direction: card.direction)
    }
  }
}
